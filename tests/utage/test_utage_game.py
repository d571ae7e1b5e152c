from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from typing import cast

import pytest

from adjudicator.games.utage import (
    Action,
    Player,
    UtageError,
    UtageRules,
    UtageState,
    apply,
    commit_fault,
    legal_actions,
    new_game,
    round_outlook,
    round_result,
    round_winner,
    start_round,
)
from adjudicator.games.utage.lord import MAX_LORD_DICE

CARD = "SLOT1 + SLOT2 + MAX × COUNT"
ROLLS = [[1, 2, 3, 4, 5, 6], [6, 6, 6, 1, 1, 1], [2, 2, 2, 2, 2, 2]]


def started() -> UtageState:
    return start_round(new_game(["A", "B", "C"]), CARD, ROLLS)


def play(state: UtageState, seat: int, **action: object) -> UtageState:
    verdict = apply(state, seat, Action.from_json(action))
    assert verdict.legal, verdict.reason
    return verdict.state


def test_setup_gives_cups() -> None:
    three = new_game(["A", "B", "C"])
    assert [p.cups for p in three.players] == [1, 1, 1] and three.lord_cups == 7
    two = new_game(["A", "B"], rules=UtageRules(total_cups=8))
    assert [p.cups for p in two.players] == [2, 2] and two.lord_cups == 4
    with pytest.raises(UtageError, match="total_cups"):
        new_game(["A", "B", "C"], rules=UtageRules(total_cups=3))


def test_seeded_round_is_reproducible() -> None:
    a = start_round(new_game(["A", "B"]), CARD, seed=7)
    assert a == start_round(new_game(["A", "B"]), CARD, seed=7)
    assert all(len(p.cup) == 6 for p in a.players)


def test_turn_actions() -> None:
    state = started()
    actions = legal_actions(state, 0)
    assert Action("declare") in actions
    assert Action("place", 3, slot=2) in actions
    assert Action("give", 3, target=1) in actions and Action("give", 3, target=0) not in actions
    assert all(a.kind != "to_lord" for a in actions)
    assert legal_actions(state, 1) == []
    state = play(state, 0, kind="place", die=6, slot=1)
    assert state.slots == (6, None) and state.players[0].cup == (1, 2, 3, 4, 5) and state.to_play == 1
    state = play(state, 1, kind="place", die=1, slot=1)  # pushes the 6 into the lord's cup
    assert state.slots == (1, None) and state.lord_cup_dice == 1
    state = play(state, 2, kind="give", die=2, target=0)
    assert state.players[0].front == (2,)
    state = play(state, 0, kind="to_lord", die=2)
    assert state.players[0].front == () and state.lord_cup_dice == 2


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (1, {"kind": "declare"}, "seat 0's turn"),
        (0, {"kind": "place", "die": 6, "slot": 3}, "slots 1..2"),
        (0, {"kind": "give", "die": 6, "target": 0}, "another player"),
        (1, {"kind": "give", "die": 5, "target": 0}, "seat 0's turn"),
        (0, {"kind": "to_lord", "die": 6}, "no 6 in front of you"),
        (0, {"kind": "end_to_lord", "die": 6}, "nobody has declared"),
    ],
)
def test_illegal_actions_are_adjudicated_not_raised(seat: int, action: dict[str, object], reason: str) -> None:
    state = started()
    verdict = apply(state, seat, Action.from_json(action))
    assert not verdict.legal and reason in (verdict.reason or "") and verdict.state == state


def test_bad_action_shapes_raise() -> None:
    with pytest.raises(UtageError, match=r"action\.die"):
        Action.from_json({"kind": "place", "die": 7, "slot": 1})
    with pytest.raises(UtageError, match=r"action\.kind"):
        Action.from_json({"kind": "steal"})
    with pytest.raises(UtageError, match=r"action\.target"):
        Action.from_json({"kind": "give", "die": 1})
    with pytest.raises(UtageError, match=r"^seat: expected a seat"):
        legal_actions(started(), 5)


def test_end_phase_and_worked_example_round() -> None:
    state = started()
    state = play(state, 0, kind="place", die=4, slot=1)
    state = play(state, 1, kind="place", die=6, slot=2)
    state = play(state, 2, kind="declare")
    assert state.phase == "end" and state.end_queue == (0, 1)
    assert legal_actions(state, 2) == []
    assert {a.kind for a in legal_actions(state, 0)} == {"end_to_lord", "end_decline"}
    assert not apply(state, 0, Action("declare")).legal
    state = play(state, 0, kind="end_to_lord", die=5)
    state = play(state, 1, kind="end_decline")
    assert state.phase == "scoring" and state.lord_cup_dice == 1
    # fix the scores to the worked example: A 33, B 30, C 35 against a lord of 34
    players = (replace(state.players[0], cup=(6, 6, 6, 6, 6, 3)), replace(state.players[1], cup=(6, 6, 6, 6, 6)),
               replace(state.players[2], cup=(6, 6, 6, 6, 6, 5)))
    state = replace(state, players=players, lord_cup_dice=5)
    result = round_result(state, [2, 2, 3, 5, 6])
    assert result.lord.value == 34
    assert result.scores == {2: 35, 0: 33, 1: 30}
    assert result.winner == 0 and not result.lord_last
    after = result.state
    assert after.players[0].cups == 2 and after.lord_cups == 6
    assert after.phase == "setup" and after.first == 2
    with pytest.raises(UtageError, match="lord's cup holds 5"):
        round_result(state, [1, 2])


def test_ties_go_to_the_earliest_from_the_declarer() -> None:
    assert round_winner({2: 20, 0: 20, 1: 20}, 21, (2, 0, 1)) == 2
    assert round_winner({1: 20, 2: 10, 0: 20}, 21, (1, 2, 0)) == 1
    assert round_winner({0: 21, 1: 25}, 21, (0, 1)) is None


def scoring_state(cups: list[int], lord_cups: int, scores: list[int], declarer: int = 0) -> UtageState:
    players = tuple(Player(str(i), c, cup=(6,) * (s // 6) + ((s % 6,) if s % 6 else ())) for i, (c, s)
                    in enumerate(zip(cups, scores, strict=True)))
    return UtageState(players, lord_cups, phase="scoring", formula="20", declarer=declarer)


def test_lord_last_costs_the_declarer_a_cup_or_disqualifies() -> None:
    result = round_result(scoring_state([1, 1, 1], 7, [20, 30, 25], declarer=1))
    assert result.lord_last and result.winner is None
    assert [p.cups for p in result.state.players] == [1, 0, 1] and result.state.lord_cups == 7
    again = round_result(scoring_state([1, 0, 1], 7, [20, 30, 25], declarer=1))
    assert again.state.players[1].disqualified and again.state.phase == "setup"


def test_game_ends_when_the_winner_has_as_many_cups_as_the_lord() -> None:
    result = round_result(scoring_state([3, 1], 4, [12, 25]))
    assert result.winner == 0 and result.state.phase == "over" and result.state.winner == 0
    assert result.state.lord_cups == 3 and result.state.players[0].cups == 4
    going_on = round_result(scoring_state([1, 1], 4, [12, 25]))
    assert going_on.state.phase == "setup" and going_on.state.winner is None


def test_last_player_standing_wins() -> None:
    result = round_result(scoring_state([0, 5], 9, [30, 30]))
    assert result.state.players[0].disqualified
    assert result.state.phase == "over" and result.state.winner == 1


def test_fault_costs_a_cup_and_passes_a_disqualified_turn() -> None:
    state = started()
    state, event = commit_fault(state, 0, "spilled dice")
    assert state.players[0].cups == 0 and "spilled dice" in event
    state, event = commit_fault(state, 0, "peeked")
    assert state.players[0].disqualified and state.to_play == 1 and "disqualified" in event
    assert legal_actions(state, 0) == []


def test_state_round_trips_and_bad_state_names_the_field() -> None:
    state = play(started(), 0, kind="place", die=4, slot=1)
    assert UtageState.from_json(state.to_json()) == state
    data = state.to_json()
    data["seats"][1]["cup"][0] = 9
    with pytest.raises(UtageError, match=r"state\.seats\[1\]\.cup\[0\]"):
        UtageState.from_json(data)
    data = state.to_json()
    data["formula"] = "SLOT1 +"
    with pytest.raises(UtageError, match="column") as refused:
        UtageState.from_json(data)
    assert refused.value.field == "state.formula" and refused.value.message.startswith("column 8: ")
    with pytest.raises(UtageError, match=r"rolls\[1\]"):
        start_round(new_game(["A", "B"]), CARD, [[1] * 6, [1] * 5])


def test_round_outlook_is_exact() -> None:
    state = scoring_state([1, 1, 1], 7, [10, 12, 20], declarer=2)
    state = replace(state, formula="MAX × 4", lord_cup_dice=1)
    outlook = round_outlook(state)
    # lord scores 4, 8, ..., 24 with probability 1/6 each
    assert outlook.lord_distribution == {4 * k: Fraction(1, 6) for k in range(1, 7)}
    assert outlook.lord_last == Fraction(2, 6)  # 4 and 8 are at or below every player
    assert outlook.win == {2: Fraction(1, 6), 0: Fraction(1, 6), 1: Fraction(2, 6)}  # 24 / 12 / 16, 20
    assert sum(outlook.win.values()) + outlook.lord_last == 1
    with pytest.raises(UtageError, match="phase"):
        round_outlook(new_game(["A", "B"]))
    with pytest.raises(UtageError) as refused:
        round_outlook(replace(state, lord_cup_dice=MAX_LORD_DICE + 1))
    assert refused.value.field == "state.lord_cup_dice"


def test_a_disqualified_seat_cannot_act() -> None:
    state = replace(started(), players=tuple(replace(p, disqualified=i == 0) for i, p in enumerate(started().players)))
    verdict = apply(state, 0, Action("declare"))
    assert not verdict.legal and verdict.state == state
    assert verdict.reason == "seat 0 is disqualified and takes no more part in the game"
    assert legal_actions(state, 0) == []
    ending = replace(state, phase="end", declarer=1, end_queue=(0, 2))
    assert apply(ending, 0, Action("end_decline")).reason == "seat 0 is disqualified and takes no more part in the game"
    with pytest.raises(UtageError, match=r"^seat: seat 0 is disqualified"):
        commit_fault(state, 0, "peeked")


def test_a_round_starts_with_the_first_seat_still_in() -> None:
    # the declarer of the last round came last with no cup left: disqualified, yet the next round starts from them
    after = round_result(scoring_state([1, 0, 1], 7, [20, 30, 25], declarer=1)).state
    assert after.players[1].disqualified and after.first == 1
    state = start_round(after, CARD, [ROLLS[0], [], ROLLS[2]])
    assert state.to_play == 2 and Action("declare") in legal_actions(state, 2)


def test_no_state_without_a_player_left_can_be_played() -> None:
    state = started()
    everyone_out = replace(state, players=tuple(replace(p, disqualified=True, cups=0, cup=()) for p in state.players))
    for players_left in (everyone_out, replace(everyone_out, players=(state.players[0], *everyone_out.players[1:]))):
        with pytest.raises(UtageError, match=r"^state\.seats: a game in the 'play' phase needs two players"):
            UtageState.from_json(players_left.to_json())
    assert UtageState.from_json(replace(everyone_out, phase="over", to_play=None).to_json()).phase == "over"
    verdict = apply(everyone_out, 0, Action("declare"))  # built by hand, not read: still no IndexError
    assert not verdict.legal and "disqualified" in (verdict.reason or "")
    with pytest.raises(UtageError, match=r"^seat: seat 1 is disqualified"):
        commit_fault(everyone_out, 1, "spilled dice")
    with pytest.raises(UtageError, match=r"^state\.seats: every player is disqualified"):
        start_round(replace(everyone_out, phase="setup"), CARD, [[], [], []])


def test_a_fault_that_leaves_one_player_ends_the_game() -> None:
    state = replace(started(), players=tuple(replace(p, cups=0) for p in started().players))
    state, _ = commit_fault(state, 0, "peeked")
    assert state.phase == "play" and state.to_play == 1
    state, event = commit_fault(state, 2, "spilled dice")
    assert state.phase == "over" and state.winner == 1
    assert event.endswith("seat 1 is the last player left: game over")
    assert not apply(state, 1, Action("declare")).legal
    with pytest.raises(UtageError, match=r"^state\.phase: the game is over"):
        commit_fault(state, 1, "spilled dice")
    alone = replace(started(), players=tuple(replace(p, cups=0, disqualified=i != 1)
                                             for i, p in enumerate(started().players)), to_play=1)
    over, event = commit_fault(alone, 1, "peeked")  # the last player in is disqualified too: nobody wins
    assert over.phase == "over" and over.winner is None and event.endswith("no player is left: game over")


def test_round_result_reports_the_lord_dice_it_rolled() -> None:
    state = replace(scoring_state([1, 1], 4, [12, 25]), formula=CARD, slots=(None, None), lord_cup_dice=3)
    rolled = round_result(state, seed=3)
    expected = random.Random(3)
    assert rolled.lord_dice == tuple(expected.randint(1, 6) for _ in range(3))
    assert rolled == round_result(state, rolled.lord_dice)
    assert round_result(state, [5, 1, 3]).lord_dice == (5, 1, 3)  # observed dice, as given
    assert rolled.to_json()["lord_dice"] == list(rolled.lord_dice)


# --- states no game reaches are refused ------------------------------------------------------------------------------


def _edited(**change: object) -> dict[str, object]:
    return {**started().to_json(), **change}


def _player(seat: int, **change: object) -> dict[str, object]:
    data = started().to_json()
    players = data["seats"]
    assert isinstance(players, list)
    players[seat] = {**players[seat], **change}
    return data


@pytest.mark.parametrize(
    ("data", "match"),
    [
        (_player(0, cup=[6] * 20), r"state\.seats\[0\]\.cup: a player rolls 6 dice"),
        (_player(0, front=[6]), r"state\.seats: 19 dice are in play but 3 players roll only 18"),
        (_player(0, cup=[6]), r"state\.seats: every player rolled 6 dice, so 18 dice are in play .* got 13"),
        (_player(1, cups=12), r"state\.lord_cups: the players and the lord hold 21 cups, the box has 10"),
        (_player(1, disqualified=True), r"state\.seats\[1\]: a disqualified seat's dice have left play"),
        (_edited(lord_cup_dice=4), r"state\.seats: 22 dice are in play but 3 players roll only 18"),
        (_edited(declarer=1), r"state\.declarer: nobody has declared the end in the 'play' phase"),
        (_edited(phase="end", declarer=2, end_queue=[1, 0]), r"state\.end_queue: after seat 2's"),
        (_edited(phase="scoring"), r"state\.declarer: the 'scoring' phase follows a declaration"),
        (_edited(winner=1), r"state\.winner: a game has a winner only once it is over"),
        ({**new_game(["A", "B"]).to_json(), "seats": [{"name": "A", "cups": 2, "cup": [3]},
                                                         {"name": "B", "cups": 2}]}, r"state\.phase: between rounds"),
    ],
)
def test_impossible_states_are_refused(data: dict[str, object], match: str) -> None:
    with pytest.raises(UtageError, match=match):
        UtageState.from_json(data)


def test_every_state_of_a_played_round_is_accepted_back() -> None:
    state = started()
    rng = random.Random(4)
    while state.phase in ("play", "end"):
        seat = cast(int, state.to_play)  # the head of the end queue after a declaration
        options = legal_actions(state, seat)
        state = play(state, seat, **rng.choice([a for a in options if a.kind != "declare"] or options).to_json())
        assert UtageState.from_json(state.to_json()) == state
    after = round_result(state, seed=1).state
    assert UtageState.from_json(after.to_json()) == after


def test_rolls_and_a_seed_together_are_refused() -> None:
    with pytest.raises(UtageError, match="seed: give the observed rolls or a seed"):
        start_round(new_game(["A", "B", "C"]), CARD, ROLLS, seed=3)


def test_a_game_over_is_one_the_rules_end() -> None:
    seats = [{"name": n, "cups": 1} for n in "ABC"]
    with pytest.raises(UtageError, match=r"state\.phase: the game ends when the winner holds at least"):
        UtageState.from_json({"seats": seats, "lord_cups": 7, "phase": "over", "winner": 0, "over": True})
    with pytest.raises(UtageError, match=r"state\.winner: a game over has a winner"):
        UtageState.from_json({"seats": seats, "lord_cups": 7, "phase": "over", "over": True})
    out = [{"name": "A", "cups": 0, "disqualified": True}, {"name": "B", "cups": 1}]  # 2 seats: the lord has 6
    with pytest.raises(UtageError, match=r"state\.winner: seat 0 is disqualified"):
        UtageState.from_json({"seats": out, "lord_cups": 6, "phase": "over", "winner": 0})
    assert UtageState.from_json({"seats": out, "lord_cups": 6, "phase": "over", "winner": 1}).over
    won = [{"name": "A", "cups": 4}, {"name": "B", "cups": 1}]
    assert UtageState.from_json({"seats": won, "lord_cups": 4, "phase": "over", "winner": 0}).winner == 0


def test_at_scoring_nobody_is_to_play() -> None:
    state = started()
    state = play(state, 0, kind="declare")
    state = play(play(state, 1, kind="end_decline"), 2, kind="end_decline")
    assert (state.phase, state.declarer, state.to_play) == ("scoring", 0, None)
    assert UtageState.from_json(state.to_json()) == state
    # nobody is to play at scoring: a state saying otherwise is refused
    with pytest.raises(UtageError, match=r"^state\.to_play: the state makes it null, not 2$"):
        UtageState.from_json({**state.to_json(), "to_play": 2})


@pytest.mark.parametrize("seed", range(5))
def test_every_state_of_whole_games_is_accepted_back(seed: int) -> None:
    rng = random.Random(seed)
    seats = ["A", "B", "C", "D"][: 2 + seed % 3]
    state = new_game(seats, rng.randrange(len(seats)), seed=seed)
    for _ in range(60):
        if state.over:
            break
        state = start_round(state, CARD)
        assert UtageState.from_json(state.to_json()) == state
        while state.phase in ("play", "end"):
            if rng.random() < 0.03:
                state, _ = commit_fault(state, rng.choice(state.active()), "spilled dice")
            else:
                seat = cast(int, state.to_play)  # the head of the end queue after a declaration
                options = legal_actions(state, seat)
                state = play(state, seat, **rng.choice(options).to_json())
            assert UtageState.from_json(state.to_json()) == state
        if state.phase == "scoring":
            state = round_result(state).state
        assert UtageState.from_json(state.to_json()) == state
    assert state.over


def test_a_scoring_state_has_nobody_to_play() -> None:
    seats = [{"name": n, "cups": 1, "cup": [6] * 6} for n in "ABC"]
    state = UtageState.from_json({"seats": seats, "lord_cups": 7, "phase": "scoring", "formula": "20",
                                  "first": 1, "declarer": 1})
    assert state.to_play is None and state.first == 1
