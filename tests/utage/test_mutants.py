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
    commit_fault,
    legal_actions,
    lord_score,
    new_game,
    round_result,
    start_round,
    why_illegal,
)
from adjudicator.games.utage.game import MAX_PLAYERS
from adjudicator.games.utage.game_interface import UtageGame


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


@pytest.mark.parametrize(("slots", "problem"), [([4], r"the card has 2 slot\(s\)"),
                                               ([4, None, 5], r"the card has 2 slot\(s\)"),
                                               (4, "expected a list of at most 12 die faces, got 4"),
                                               ({"0": 4}, "expected a list of at most 12 die faces, got {'0': 4}")])
def test_a_state_whose_slots_do_not_fit_the_card_names_state_slots(slots: object, problem: str) -> None:
    data = start_round(new_game(["ana", "bo"]), "SLOT1 + SLOT2 + MAX × COUNT", seed=5).to_json()
    data["slots"] = slots
    with pytest.raises(UtageError, match=rf"^state\.slots: {problem}$") as caught:
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


def test_a_game_over_without_a_winner_when_one_player_is_left_names_the_last_player() -> None:
    """Kills ``_check_over`` with its 'the last player left' text changed: a game reduced to one player is won by
    that player (spec §6 and commit_fault), so a stated end without a winner is refused saying so, under
    ``state.winner``; with two players left it is the seat whose cups reached the lord's that wins."""
    state = new_game(["ana", "bo"])  # two cups each: the third fault disqualifies
    for _ in range(3):
        state, _ = commit_fault(state, 0, "spilled dice")
    assert (state.phase, state.winner) == ("over", 1)
    data = {**state.to_json(), "winner": None}
    with pytest.raises(UtageError) as one:
        UtageState.from_json(data)
    assert (one.value.field, one.value.message) == ("state.winner", "a game over has a winner: the last player left")
    two_left = {**new_game(["ana", "bo"]).to_json(), "phase": "over", "over": True, "winner": None}
    with pytest.raises(UtageError) as caught:
        UtageState.from_json(two_left)
    assert (caught.value.field, caught.value.message) == (
        "state.winner", "a game over has a winner: the seat whose cups reached the lord's")


@pytest.mark.parametrize("seat", [3, -1])  # integers: the compiled library takes a bool as 0 or 1
def test_a_fault_by_a_seat_that_does_not_exist_names_seat(seat: int) -> None:
    """Kills ``commit_fault`` naming its seat ``SEAT``: the fault request's field is ``seat`` (POST
    /v1/utage/faults), so a seat outside the table is refused under that name, with the seats there are."""
    state = start_round(new_game(["ana", "bo", "chi"]), "SLOT1 + MAX × COUNT", seed=3)
    with pytest.raises(UtageError) as caught:
        commit_fault(state, seat, "peeked")
    assert (caught.value.field, caught.value.message) == ("seat", f"expected a seat 0..2, got {seat!r}")


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1])  # the compiled library refuses a seed of another type
def test_a_game_seed_out_of_range_names_seed(seed: object) -> None:
    """Kills ``new_game`` naming a bad seed ``SEED``: a game's seed is a signed 64-bit integer (the state's
    ``seed`` field and the start request's), and one outside it, or not an integer, is refused under ``seed``."""
    with pytest.raises(UtageError) as caught:
        new_game(["ana", "bo"], seed=seed)  # type: ignore[arg-type]
    assert (caught.value.field, caught.value.message) == ("seed", f"expected an integer -2^63..2^63-1, got {seed!r}")
    assert new_game(["ana", "bo"], seed=2**63 - 1).seed == 2**63 - 1


@pytest.mark.parametrize(("slot", "problem"), [(None, "a slot number is required when kind is place"),
                                               ("1", "expected a slot 1..12 or null, got '1'"),
                                               (True, "expected a slot 1..12 or null, got True")])
def test_a_place_action_without_a_slot_number_names_action_slot(slot: object, problem: str) -> None:
    """Kills ``Action.from_json`` raising its missing slot without a field: a die is put on a slot of the lord's
    card (spec §6, turn option 1), so ``place`` needs the slot's number, and its absence is named
    ``action.slot``."""
    data = {"kind": "place", "die": 3} if slot is None else {"kind": "place", "die": 3, "slot": slot}
    with pytest.raises(UtageError) as caught:
        Action.from_json(data)
    assert (caught.value.field, caught.value.message) == ("action.slot", problem)
    assert str(caught.value).startswith("action.slot: ")


def test_a_round_result_json_names_the_round_winner() -> None:
    """Kills ``RoundResult.to_json`` writing ``WINNER``: the round's winner is the highest score strictly below the
    lord's (spec §6). Seat 0 holds 1 1 1 1 1 1 (6), seat 1 moves a 2 to the lord's cup and holds 2 2 2 2 2 (10);
    the lord rolls a 5 for MAX + 20 = 25: seat 1 wins and takes a cup. When every player reaches the lord's score
    nobody wins (``winner`` null, ``lord_last`` true)."""
    state = start_round(new_game(["ana", "bo"]), "MAX + 20", [[1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2]])
    state = apply(state, 0, Action("declare")).state
    state = apply(state, 1, Action("end_to_lord", 2)).state
    data = round_result(state, [5]).to_json()
    assert (data["scores"], data["lord"]["value"]) == ({"0": 6, "1": 10}, 25)
    assert (data["winner"], data["lord_last"], data["state"]["seats"][1]["cups"]) == (1, False, 3)
    low = start_round(new_game(["ana", "bo"]), "MAX", [[1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2]])
    low = apply(apply(low, 0, Action("declare")).state, 1, Action("end_to_lord", 2)).state
    data = round_result(low, [5]).to_json()
    assert (data["winner"], data["lord_last"]) == (None, True)


def test_a_round_under_way_without_its_card_names_state_formula() -> None:
    """Kills ``UtageState.from_json`` naming a missing card ``STATE.FORMULA``: a round starts by flipping a lord's
    card (spec §6), so a state in the play, end or scoring phase without its formula is refused under
    ``state.formula``."""
    state = start_round(new_game(["ana", "bo"]), "SLOT1 + MAX × COUNT", seed=4)
    for phase in ("play", "end", "scoring"):
        data = {**state.to_json(), "phase": phase, "formula": None}
        with pytest.raises(UtageError) as caught:
            UtageState.from_json(data)
        assert (caught.value.field, caught.value.message) == (
            "state.formula", f"a round in phase {phase!r} needs the lord's card formula")


def test_the_game_interface_offers_exactly_the_player_counts_the_rules_accept() -> None:
    """Kills ``UtageGame.__init__`` offering ``range(2, MAX_PLAYERS + 2)``: the game lists the player counts it can
    start (``/v1/games``), 2 to 8; each of them starts a game and one more is refused by the rules (``seats``)."""
    game = UtageGame()
    assert game.players == (2, 3, 4, 5, 6, 7, 8) and MAX_PLAYERS == 8
    for count in game.players:
        assert len(game.new(5, count).players) == count
    with pytest.raises(UtageError) as caught:
        game.new(5, max(game.players) + 1)
    assert caught.value.field == "seats"


def test_the_game_interface_refuses_any_action_once_the_game_is_over() -> None:
    """Kills ``UtageGame.apply`` answering legal once the game is over: a game left with one player ends, won by
    that player (spec §6, commit_fault), and no seat acts after it, so every action is illegal, the state
    unchanged."""
    game = UtageGame()
    state = game.new(8, 2)
    for _ in range(3):  # two cups each with two players: the third fault disqualifies seat 0
        state, _ = commit_fault(state, 0, "spilled dice")
    assert state.over and game.to_play(state) is None and game.legal_actions(state) == []
    for action in (Action("declare"), Action("place", 3, slot=1), Action("end_decline")):
        verdict = game.apply(state, action)
        assert (verdict.legal, verdict.reason, verdict.state) == (False, "the game is over", state)
    assert game.result(state).winners == (1,)


@pytest.mark.parametrize(("phase", "field", "value"), [("setup", "declarer", 0), ("setup", "end_queue", [1]),
                                                        ("play", "declarer", 1)])
def test_nobody_has_declared_the_end_before_the_end_phase(phase: str, field: str, value: object) -> None:
    """Kills the setup phase dropped from the check: a declarer (or seats queued for their last turn) exists only
    after a declaration, in the end and scoring phases (spec §6), so a state between rounds or in play that names
    one is refused, naming ``state.declarer``."""
    game = new_game(["ana", "bo", "cy"])
    state = game if phase == "setup" else start_round(game, "SLOT1 + SLOT2 + MAX × COUNT", seed=5)
    data = {**state.to_json(), field: value}
    with pytest.raises(UtageError) as caught:
        UtageState.from_json(data)
    assert caught.value.field == "state.declarer"
    assert caught.value.message == f"nobody has declared the end in the {phase!r} phase"


# --- the run after the last records were declared (seed 17, 25 of 2,721 mutants) --------------------------------


def _seats_edited(data: dict[str, object]) -> list[dict[str, object]]:
    return [dict(seat) for seat in data["seats"]]  # type: ignore[attr-defined]


def test_a_disqualified_seat_to_play_is_refused_naming_state_to_play() -> None:
    """Kills the field of the refusal of a turn for a disqualified seat: a seat out of the game has no turn."""
    data = start_round(new_game(["ana", "bo", "cy"]), "SLOT1 + SLOT2 + MAX × COUNT", seed=5).to_json()
    seats = _seats_edited(data)
    seats[data["to_play"]].update(disqualified=True, cup=[], front=[], cups=0)  # out, its dice gone, no cup left
    with pytest.raises(UtageError) as caught:
        UtageState.from_json({**data, "seats": seats})
    assert (caught.value.field, caught.value.message) == (
        "state.to_play", f"seat {data['to_play']} is disqualified and has no turn")


def test_a_die_missing_after_the_declaration_is_refused_in_the_end_phase() -> None:
    """Kills the end phase dropped from the dice count: once every player has rolled, each of their dice stays in
    play (cups, fronts, slots, the lord's cup) through the end phase as in play."""
    state = start_round(new_game(["ana", "bo", "cy"]), "SLOT1 + SLOT2 + MAX × COUNT", seed=5)
    data = apply(state, state.to_play or 0, Action("declare")).state.to_json()
    assert data["phase"] == "end"
    seats = _seats_edited(data)
    seat = next(s for s in seats if s["cup"])
    seat["cup"] = seat["cup"][1:]  # type: ignore[index]
    with pytest.raises(UtageError) as caught:
        UtageState.from_json({**data, "seats": seats})
    assert (caught.value.field, caught.value.message) == (
        "state.seats", "every player rolled 6 dice, so 18 dice are in play (cups, fronts, slots and the lord's cup),"
                       " got 17")


def test_a_give_action_without_its_target_says_a_seat_is_required() -> None:
    """Kills the words of the refusal of a gift without its target (only the field was tested)."""
    with pytest.raises(UtageError) as caught:
        Action.from_json({"kind": "give", "die": 3})
    assert (caught.value.field, caught.value.message) == (
        "action.target", "a seat number is required when kind is give")
