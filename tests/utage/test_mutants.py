"""Tests that kill the mutants Utage's suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

import pytest

from adjudicator.games.utage import (
    Action,
    Formula,
    UtageError,
    UtageRules,
    UtageState,
    apply,
    legal_actions,
    lord_score,
    new_game,
    round_result,
    start_round,
    why_illegal,
)


def test_a_player_without_a_name_is_refused_naming_the_field() -> None:
    data = new_game(["ana", "bo"]).to_json()
    data["seats"][1]["name"] = 7
    with pytest.raises(UtageError, match=r"^state\.seats\[1\]\.name: expected a string"):
        UtageState.from_json(data)


def test_the_rules_json_lists_every_option() -> None:
    rules = UtageRules(total_cups=12, dice_per_player=5)
    data = rules.to_json()
    assert data["total_cups"] == 12 and data["dice_per_player"] == 5
    assert UtageRules.from_json(data) == rules


def test_a_first_seat_out_of_range_names_first() -> None:
    with pytest.raises(UtageError, match=r"^first: expected a seat 0\.\.1, got 2$") as caught:
        new_game(["ana", "bo"], first=2)
    assert caught.value.field == "first"


@pytest.mark.parametrize("target", [3, -1, None])
def test_giving_to_a_seat_that_does_not_exist_is_illegal_with_its_reason(target: int | None) -> None:
    state = start_round(new_game(["ana", "bo", "chi"]), "SLOT1 + MAX × COUNT", [[1, 2, 3, 4, 5, 6]] * 3)
    action = Action("give", 4, target=target)
    assert why_illegal(state, 0, action) == f"there is no seat {target}"
    verdict = apply(state, 0, action)
    assert (verdict.legal, verdict.reason, verdict.state) == (False, f"there is no seat {target}", state)
    assert action not in legal_actions(state, 0)


@pytest.mark.parametrize("slots", [[4], [4, None, 5], 4, {"0": 4}])
def test_a_state_whose_slots_do_not_fit_the_card_names_state_slots(slots: object) -> None:
    data = start_round(new_game(["ana", "bo"]), "SLOT1 + SLOT2 + MAX × COUNT", seed=5).to_json()
    data["slots"] = slots
    with pytest.raises(UtageError, match=r"^state\.slots: the card has 2 slot\(s\)$") as caught:
        UtageState.from_json(data)
    assert caught.value.field == "state.slots"


def test_the_lord_score_json_is_the_worked_example() -> None:
    # the rules' worked example: slots 4 and 6, the lord rolls 2 2 3 5 6; MAX takes the 6 and four dice are left
    score = lord_score(Formula.parse("SLOT1 + SLOT2 + MAX × COUNT"), [4, 6], [2, 2, 3, 5, 6])
    assert score.to_json() == {"marks": [6], "count": 4, "value": 34}


def test_a_round_result_reports_the_lord_score_fields() -> None:
    state = start_round(new_game(["ana", "bo"]), "MAX + COUNT", [[1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2]])
    state = apply(state, 0, Action("declare")).state
    state = apply(state, 1, Action("end_to_lord", 2)).state
    lord = round_result(state, [5]).to_json()["lord"]
    assert lord == {"marks": [5], "count": 0, "value": 5}
