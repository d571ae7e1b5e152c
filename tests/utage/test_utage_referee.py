"""宴-Utage- refereed: a state sent back must be one the rules reach (spec other-games §6).

The next round's first player is the one who ended the last; the cups are followed from the setup (the lord's
stack only shrinks, one cup per round won; a cup leaves the game only from a player; the game ends as soon as a
winner's cups reach the lord's); each turn moves one die, clockwise; a die is put only in front of another player.
The library checks, then the same refusals through HTTP, and the state checked under the request's ruleset.
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from typing import Any, cast

import pytest

from adjudicator.games.utage import (
    Action,
    UtageError,
    UtageRules,
    UtageState,
    apply,
    commit_fault,
    legal_actions,
    new_game,
    round_result,
    start_round,
)

CARD = "SLOT1 + SLOT2"
ROLLS = [[1, 2, 3, 4, 5, 6], [6, 6, 6, 1, 1, 1], [2, 2, 2, 2, 2, 2]]


def refused(data: dict[str, Any], field: str, rules: UtageRules | None = None) -> str:
    """The message of the refusal of ``data``, which must name ``field``."""
    with pytest.raises(UtageError) as error:
        UtageState.from_json(data, rules)
    assert error.value.field == field, error.value
    return error.value.message


def play(state: UtageState, seat: int, action: Action) -> UtageState:
    verdict = apply(state, seat, action)
    assert verdict.legal, verdict.reason
    return verdict.state


def first_round_over() -> UtageState:
    """Seat 0 declares at once and the others decline: everyone reaches the lord's 0, so seat 0 loses its cup."""
    state = play(start_round(new_game(["A", "B", "C"]), "SLOT1", ROLLS), 0, Action("declare"))
    state = play(play(state, 1, Action("end_decline")), 2, Action("end_decline"))
    after = round_result(state, []).state
    assert (after.phase, after.first, after.to_play, after.rounds) == ("setup", 0, None, 1)
    assert [p.cups for p in after.players] == [0, 1, 1] and after.lord_cups == 7
    return after


# --- 1. the next round's first player --------------------------------------------------------------------------------


def test_the_player_who_ended_the_last_round_starts_the_next() -> None:
    after = first_round_over()
    assert UtageState.from_json(after.to_json()) == after
    # between rounds nobody is to play: the next round starts with its first player
    assert refused({**after.to_json(), "to_play": 0}, "state.to_play") == "the state makes it null, not 0"
    assert start_round(after, "SLOT1", ROLLS).to_play == 0
    # before the first round any seat may start (whoever most recently organised a party)
    assert UtageState.from_json(new_game(["A", "B", "C"], first=2).to_json()).first == 2


# --- 2. the cups -----------------------------------------------------------------------------------------------------


def _new(**change: Any) -> dict[str, Any]:
    data = new_game(["A", "B", "C"]).to_json()  # a cup each, the lord 7 of the box's 10
    players = change.pop("seats", {})
    for seat, fields in players.items():
        data["seats"][seat] = {**data["seats"][seat], **fields}
    return {**data, **change}


@pytest.mark.parametrize(
    ("data", "field", "says"),
    [
        (_new(phase="over", over=True, winner=0, lord_cups=1), "state.rounds", "the lord has given 6 cup(s)"),
        (_new(lord_cups=4, seats={0: {"cups": 3}, 1: {"cups": 2}}), "state.rounds", "the lord has given 3 cup(s)"),
        # seat 0 won all 3 cups the lord gave: at 4 cups against the lord's 4 the game ended, no round follows
        (_new(lord_cups=4, rounds=3, seats={0: {"cups": 4}}), "state.seats[0].cups", "without the game ending"),
        (_new(lord_cups=4, rounds=3, seats={0: {"cups": 4}, 1: {"cups": 0}}), "state.seats[0].cups",
         "without the game ending"),
        (_new(lord_cups=6), "state.rounds", "the lord has given 1 cup(s)"),
        (_new(lord_cups=0), "state.lord_cups", "the game ends as soon as a round's winner"),
        (_new(lord_cups=1, rounds=6, seats={0: {"cups": 6}, 1: {"cups": 0}, 2: {"cups": 0}}),
         "state.lord_cups", "at least 2"),
        (_new(lord_cups=8, seats={0: {"cups": 0}}), "state.lord_cups", "the lord starts with the 7 cups"),
        ({**new_game(["A", "B"]).to_json(), "lord_cups": 7, "seats": [{"name": "A", "cups": 2},
                                                                        {"name": "B", "cups": 1}]},
         "state.lord_cups", "the lord starts with the 6 cups"),
        (_new(seats={0: {"disqualified": True}}), "state.seats[0].cups", "only a player with no cup to lose"),
        (_new(seats={0: {"cups": 2}, 1: {"cups": 0}}), "state.seats[0].cups", "gains one only by winning"),
        (_new(rounds=5), "state.rounds", "at most 0 round(s) have been scored, not 5"),
        (_new(rounds=10**30), "state.rounds", "at most 0 round(s)"),
        ({**start_round(new_game(["A", "B", "C"]), CARD, ROLLS).to_json(), "rounds": 0}, "state.rounds",
         "a lord card is face up"),
    ],
)
def test_cups_move_only_as_rounds_and_faults_move_them(data: dict[str, Any], field: str, says: str) -> None:
    assert says in refused(data, field)


def test_the_cups_a_game_can_reach_stay_accepted() -> None:
    # faults before the first round: cups leave the game with no round played, and a seat with none is out
    faulted = _new(seats={0: {"cups": 0, "disqualified": True}, 1: {"cups": 0}})
    assert UtageState.from_json(faulted).players[0].disqualified
    # a player may hold as many cups as the lord while the game goes on: only the round's winner is compared
    # (1 cup each, the lord 7: seat 0 wins twice (3, lord 5), seat 1 once (2, lord 4), seat 2 once (2, lord 3))
    held = _new(lord_cups=3, rounds=4, first=2, seats={0: {"cups": 3}, 1: {"cups": 2},
                                                                        2: {"cups": 2}})
    assert UtageState.from_json(held).lord_cups == 3
    # the cups are followed in the ruleset's box: 8 cups leave the lord 5, which the default box of 10 refuses
    small = new_game(["A", "B", "C"], rules=UtageRules(total_cups=8)).to_json()
    assert UtageState.from_json(small, UtageRules(total_cups=8)).lord_cups == 5
    assert "the lord has given 2 cup(s)" in refused(small, "state.rounds")
    # a state without its rounds takes the fewest that reach it
    assert UtageState.from_json({k: v for k, v in held.items() if k != "rounds"}).rounds == 4


# --- 3. dice and turns in a round ------------------------------------------------------------------------------------


def started() -> UtageState:
    return start_round(new_game(["A", "B", "C"]), CARD, ROLLS)


def test_each_turn_moves_one_die_clockwise() -> None:
    data = started().to_json()
    data["slots"][0] = data["seats"][0]["cup"].pop()  # seat 0 has placed a die, yet it is still seat 0's turn
    assert "do not fit seat 0 as the seat to play" in refused(data, "state.to_play")
    data["to_play"] = 1  # seat 1 to play after it: the round as the rules play it
    assert UtageState.from_json(data).to_play == 1
    assert "do not fit seat 1" in refused({**started().to_json(), "to_play": 1}, "state.to_play")
    lord = started().to_json()  # a die in the lord's cup that no turn put there
    lord["seats"][1]["cup"].pop()
    lord["lord_cup_dice"] = 1
    refused(lord, "state.to_play")
    lord.update(to_play=2)  # seat 0 gave it to seat 1, who moved it into the lord's cup
    assert UtageState.from_json(lord).lord_cup_dice == 1


def test_a_die_is_put_only_in_front_of_another_player() -> None:
    data = started().to_json()
    data["seats"][0]["front"].append(data["seats"][0]["cup"].pop())
    data.update(to_play=1)
    assert "yet 1 lie in front of seat 0" in refused(data, "state.seats[0].front")


def test_a_declaration_follows_the_turns_taken() -> None:
    state = play(started(), 0, Action("place", 6, slot=1))
    state = play(play(state, 1, Action("declare")), 2, Action("end_to_lord", 2))
    state = play(state, 0, Action("end_decline"))
    assert state.phase == "scoring" and UtageState.from_json(state.to_json()) == state
    # seat 2 declaring, though it never had a turn before seat 0's second
    assert "do not fit seat 2 as the declarer" in refused(
        {**state.to_json(), "declarer": 2}, "state.declarer")
    # nobody moved a die, yet seat 1 declared: seat 0 had a turn before it
    untouched = start_round(new_game(["A", "B", "C"]), "20", ROLLS).to_json()
    refused({**untouched, "phase": "scoring", "declarer": 1, "to_play": None}, "state.declarer")


def test_whole_games_with_faults_are_accepted_back_under_their_rules() -> None:
    for seed in range(12):
        rng = random.Random(seed)
        seats = 2 + seed % 5
        rules = UtageRules(total_cups=2 * seats + 2 + seed % 6, dice_per_player=1 + seed % 7)
        state = new_game([str(i) for i in range(seats)], rng.randrange(seats), rules, seed)
        for _ in range(300):
            if state.over:
                break
            if rng.random() < 0.04:
                state, _ = commit_fault(state, rng.choice(state.active()), "spilled dice")
            elif state.phase == "setup":
                state = start_round(state, rng.choice([CARD, "MAX × COUNT", "SLOT1"]), rules=rules)
            elif state.phase == "scoring":
                state = round_result(state, rules=rules).state
            else:
                seat = cast(int, state.to_play)  # the head of the end queue after a declaration
                state = play(state, seat, rng.choice(legal_actions(state, seat)))
            assert UtageState.from_json(state.to_json(), rules) == state, seed
        assert state.over


def test_a_declarer_disqualified_in_the_end_phase_leaves_the_queue_as_it_was() -> None:
    state = replace(started(), players=tuple(replace(p, cups=0) for p in started().players))  # lost to faults
    state, event = commit_fault(play(state, 0, Action("declare")), 0, "spilled dice")
    assert "disqualified" in event and state.end_queue == (1, 2) and state.declarer == 0
    assert UtageState.from_json(state.to_json()) == state
    state = play(state, 1, Action("end_decline"))
    assert UtageState.from_json(state.to_json()) == state


# --- through HTTP ----------------------------------------------------------------------------------------------------


def post(client: Any, path: str, body: dict[str, Any]) -> dict[str, Any]:
    r = client.post(f"/v1/utage{path}", json=body)
    assert r.status_code == 200, r.get_json()
    return r.get_json()  # type: ignore[no-any-return]


def refused_by(client: Any, path: str, body: dict[str, Any]) -> dict[str, list[str]]:
    r = client.post(f"/v1/utage{path}", json=body)
    assert r.status_code == 422, r.get_json()
    return r.get_json()["errors"]["json"]  # type: ignore[no-any-return]


def test_the_api_refuses_the_states_no_game_reaches(client: Any) -> None:
    s = post(client, "/games/new", {"seats": ["A", "B", "C"], "seed": 3})["state"]
    fresh = copy.deepcopy(s)
    s = post(client, "/rounds/start", {"state": s, "formula": "SLOT1"})["state"]
    s = post(client, "/apply", {"state": s, "seat": 0, "action": {"kind": "declare"}})["state"]
    for seat in (1, 2):
        s = post(client, "/apply", {"state": s, "seat": seat, "action": {"kind": "end_decline"}})["state"]
    s = post(client, "/rounds/result", {"state": s})["state"]
    assert post(client, "/rounds/start", {"state": s, "formula": "SLOT1"})["state"]["to_play"] == 0
    errors = refused_by(client, "/rounds/start", {"state": {**s, "to_play": 2}, "formula": "SLOT1"})
    assert "the state makes it null, not 2" in errors["state.to_play"][0]
    over = {**fresh, "phase": "over", "over": True, "winner": 0, "lord_cups": 1}
    assert "the lord has given 6 cup(s)" in refused_by(client, "/games/end", {"state": over})["state.rounds"][0]
    s = post(client, "/rounds/start", {"state": fresh, "formula": "SLOT1 + SLOT2"})["state"]
    s["slots"][0] = s["seats"][0]["cup"].pop()
    errors = refused_by(client, "/apply", {"state": s, "seat": 0,
                                           "action": {"kind": "place", "die": s["seats"][0]["cup"][0], "slot": 2}})
    assert "do not fit seat 0 as the seat to play" in errors["state.to_play"][0]


def test_the_api_checks_a_state_under_the_request_ruleset(client: Any) -> None:
    for rules in ({"total_cups": 8}, {"total_cups": 20}, {"dice_per_player": 3}):
        s = post(client, "/games/new", {"seats": ["A", "B", "C"], "seed": 5, "ruleset": rules})["state"]
        s = post(client, "/rounds/start", {"state": s, "formula": "SLOT1", "ruleset": rules})["state"]
        seat = s["to_play"]
        actions = post(client, "/actions", {"state": s, "seat": seat, "ruleset": rules})["actions"]
        s = post(client, "/apply", {"state": s, "seat": seat, "action": actions[0], "ruleset": rules})["state"]
        s = post(client, "/faults", {"state": s, "seat": 1, "fault": "peeked", "ruleset": rules})["state"]
        assert post(client, "/games/end", {"state": s, "ruleset": rules})["over"] is False
    # the same 8-cup game checked against the default box of 10: the lord cannot have given 2 cups already
    s = post(client, "/games/new", {"seats": ["A", "B", "C"], "seed": 5, "ruleset": {"total_cups": 8}})["state"]
    assert "the lord has given 2 cup(s)" in refused_by(client, "/games/end", {"state": s})["state.rounds"][0]
    # a ruleset whose box leaves the lord no cup is the ruleset's fault, named as the request names it
    errors = refused_by(client, "/games/end", {"state": s, "ruleset": {"total_cups": 3}})
    assert list(errors) == ["ruleset.total_cups"], errors


def test_the_api_deals_no_round_after_the_games_end(client: Any) -> None:
    """A finished game (seat 0 won a round holding as many cups as the lord had left) is refused by rounds/start,
    as it was answered (phase over) and put back between rounds (phase setup, no winner): its cups say it ended."""
    from .test_state_mutants import _round_after_the_end, _states

    finished = _states(2, 14)[-1]
    assert finished.over and finished.winner == 0
    data = finished.to_json()
    errors = refused_by(client, "/rounds/start", {"state": data, "formula": "SLOT1", "seed": 1})
    assert list(errors) == ["state.phase"] and "not 'over'" in errors["state.phase"][0]
    made = _round_after_the_end(copy.deepcopy(data))
    assert made is not None
    between_rounds, field = made
    assert (between_rounds["phase"], between_rounds["over"], field) == ("setup", False, "state.seats[0].cups")
    errors = refused_by(client, "/rounds/start", {"state": between_rounds, "formula": "SLOT1", "seed": 1})
    assert list(errors) == [field]
    assert "cannot have been won, with the 2 the lord gave, without the game ending first" in errors[field][0]
