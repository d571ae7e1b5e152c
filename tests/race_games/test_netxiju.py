from __future__ import annotations

from fractions import Fraction

import pytest

from adjudicator.games.race_games.common import outcomes
from adjudicator.games.race_games.errors import RaceGameError
from adjudicator.games.race_games.netxiju import (
    GOAL,
    LINES,
    NetxijuRules,
    NetxijuState,
    apply_throw,
    board_cell,
    landing_probabilities,
    solo_analysis,
    throw_outcomes,
)


def run(state: NetxijuState, *throws: tuple[int, int], rules: NetxijuRules | None = None) -> NetxijuState:
    for seat, x in throws:
        result = apply_throw(state, seat, x, rules)
        assert result.legal, result.reason
        state = result.state
    return state


def test_lines_total_22_and_path_is_boustrophedon() -> None:
    assert sum(LINES.values()) == 22
    assert [board_cell(i) for i in (0, 7, 8, 15, 16, 23, 24, 31)] == [
        (3, 7), (3, 0), (2, 0), (2, 7), (1, 7), (1, 0), (0, 0), (0, 7)]


def test_ox_walk_drinks_the_22_cups() -> None:
    state = NetxijuState((NetxijuState.new(2).pawns[0],) * 2, turn=0)
    for x in (3, 3, 3, 3, 3, 4, 4, 4, 4):
        state = run(state, (0, x))
        state = NetxijuState(state.pawns, 0, state.arrivals)
    pawn = state.pawns[0]
    assert pawn.position == GOAL and pawn.cups == 22 and pawn.ox_walk
    assert state.arrivals == (0,)


def test_zero_throw_drinks_again_and_sending_back() -> None:
    state = run(NetxijuState.new(2), (0, 3), (1, 2), (0, 0))
    assert state.pawns[0].cups == 4
    result = apply_throw(state, 1, 1)
    assert result.sent_back == (0,) and result.moved_to == 3 and result.cups == 2
    victim = result.state.pawns[0]
    assert victim.position == 0 and victim.sent_back == 1 and victim.cups == 4
    state = result.state
    state = run(state, (0, 0))  # a 0 on the start square sends nobody back
    assert state.pawns[1].position == 3


def test_goal_must_be_hit_exactly() -> None:
    near = NetxijuState.from_json({"pawns": [{"position": 27, "stops": [27], "cups": 3}, {}], "to_play": 0})
    result = apply_throw(near, 0, 5)
    assert result.blocked and result.state.pawns[0].position == 27 and result.cups == 0
    drinking = apply_throw(near, 0, 5, NetxijuRules(drink_on_blocked=True))
    assert drinking.cups == 3
    arrived = apply_throw(near, 0, 4)
    assert arrived.arrived and arrived.state.arrivals == (0,) and arrived.state.turn == 1
    after = arrived.state
    assert not apply_throw(after, 0, 1).legal  # finished pawns no longer throw
    assert run(after, (1, 3)).turn == 1  # seat 1 throws alone now


def test_turns_and_bad_throws() -> None:
    state = NetxijuState.new(3)
    assert "seat 0's turn" in (apply_throw(state, 1, 2).reason or "")
    with pytest.raises(RaceGameError, match=r"cast: sticks6 gives 0\.\.6"):
        apply_throw(state, 0, 7)
    with pytest.raises(RaceGameError, match=r"cast: d6 gives 1\.\.6"):
        apply_throw(state, 0, 0, NetxijuRules(randomizer="d6"))
    with pytest.raises(RaceGameError, match=r"state\.pawns\[0\]\.position"):
        NetxijuState.from_json({"pawns": [{"position": 40}]})
    with pytest.raises(RaceGameError, match=r"rules\.randomizer"):
        NetxijuRules.from_json({"randomizer": "coin"})


def test_throw_outcomes_cover_every_throw() -> None:
    rows = throw_outcomes(NetxijuState.new(2), 0)
    assert [r["cast"] for r in rows] == list(range(7))
    assert sum(r["probability"] for r in rows) == 1


@pytest.mark.parametrize("randomizer", ["sticks5", "sticks6", "d6"])
def test_distributions_sum_to_one(randomizer: str) -> None:
    assert sum(outcomes(randomizer).values()) == 1  # type: ignore[arg-type]


def test_landing_probabilities() -> None:
    h = landing_probabilities("d6", 3)
    assert h == (Fraction(1), Fraction(1, 6), Fraction(7, 36), Fraction(49, 216))
    h5 = landing_probabilities("sticks5", 1)
    assert h5[1] == Fraction(5, 31)


def solve(matrix: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    """Plain Gauss-Jordan elimination, independent of the library's back-substitution."""
    n = len(rhs)
    a = [[*row, rhs[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if a[r][col] != 0)
        a[col], a[pivot] = a[pivot], a[col]
        a[col] = [v / a[col][col] for v in a[col]]
        for r in range(n):
            if r != col and a[r][col] != 0:
                factor = a[r][col]
                a[r] = [v - factor * w for v, w in zip(a[r], a[col], strict=True)]
    return [a[r][n] for r in range(n)]


@pytest.mark.parametrize("randomizer", ["sticks5", "sticks6", "d6"])
@pytest.mark.parametrize("drink_on_blocked", [False, True])
def test_solo_analysis_matches_a_linear_solve(randomizer: str, drink_on_blocked: bool) -> None:
    rules = NetxijuRules(randomizer=randomizer, drink_on_blocked=drink_on_blocked)  # type: ignore[arg-type]
    dist = outcomes(rules.randomizer)
    n = GOAL  # transient states 0..30
    q = [[Fraction(0)] * n for _ in range(n)]
    cups_rhs = [Fraction(0)] * n
    ox_rhs = [Fraction(0)] * n
    ox_q = [[Fraction(0)] * n for _ in range(n)]
    for s in range(n):
        for k, p in dist.items():
            t = s + k if s + k <= GOAL else s
            drinks = t != s or k == 0 or drink_on_blocked
            cups_rhs[s] += p * (LINES.get(t, 0) if drinks else 0)
            skipped = any(s < line < t for line in LINES)
            if t < GOAL:
                q[s][t] += p
                if not skipped:
                    ox_q[s][t] += p
            elif not skipped:
                ox_rhs[s] += p
    eye = [[Fraction(int(i == j)) - q[i][j] for j in range(n)] for i in range(n)]
    ox_eye = [[Fraction(int(i == j)) - ox_q[i][j] for j in range(n)] for i in range(n)]
    analysis = solo_analysis(rules)
    assert analysis.expected_throws == solve(eye, [Fraction(1)] * n)[0]
    assert analysis.expected_cups == solve(eye, cups_rhs)[0]
    assert analysis.ox_walk == solve(ox_eye, ox_rhs)[0]


def test_ox_walk_and_the_spec_product() -> None:
    h5 = landing_probabilities("sticks5")
    assert solo_analysis(NetxijuRules(randomizer="sticks5")).ox_walk == h5[3] ** 5 * h5[4] ** 3
    h6 = landing_probabilities("sticks6")
    assert solo_analysis().ox_walk > h6[3] ** 5 * h6[4] ** 3  # a 6 from square 26 is thrown again
    assert solo_analysis().to_json()["ox_walk"].count("/") == 1


@pytest.mark.parametrize(
    ("pawns", "to_play", "match"),
    [
        ([{"position": 5}, {"position": 5}], 0, r"state\.pawns\[1\]\.position: square 5 holds pawn 0 already"),
        ([{"position": 6, "cups": 2}, {}], 0, r"state\.pawns\[0\]\.stops: a pawn on lined square 6 stopped there"),
        ([{"position": 4, "stops": [9], "cups": 2}, {}], 0, r"state\.pawns\[0\]\.stops: a pawn never sent back"),
        ([{"position": 10, "stops": [3, 9], "cups": 2}, {}], 0, r"state\.pawns\[0\]\.cups: .* at least 4 cups"),
        ([{"position": 31, "stops": [31], "cups": 3}, {}], 0, r"state\.to_play: pawn 0 is at the goal"),
    ],
)
def test_impossible_races_are_refused(pawns: list[dict[str, object]], to_play: int, match: str) -> None:
    arrivals = [i for i, p in enumerate(pawns) if p.get("position") == 31]
    with pytest.raises(RaceGameError, match=match):
        NetxijuState.from_json({"pawns": pawns, "to_play": to_play, "arrivals": arrivals})


def test_two_pawns_may_share_the_start_and_the_goal() -> None:
    state = NetxijuState.from_json({"pawns": [{}, {}, {"position": 31, "stops": [31], "cups": 3},
                                              {"position": 31, "stops": [31], "cups": 3}], "arrivals": [3, 2]})
    assert state.arrivals == (3, 2)


def test_cups_come_only_from_stops_and_stops_are_named_once() -> None:
    def pawn(position: int, cups: int, stops: list[int], sent_back: int = 0) -> NetxijuState:
        return NetxijuState.from_json({"pawns": [{"position": position, "cups": cups, "stops": stops,
                                                  "sent_back": sent_back}, {}]})

    with pytest.raises(RaceGameError, match=r"state\.pawns\[0\]\.cups: cups come only from stops"):
        pawn(4, 2, [])
    with pytest.raises(RaceGameError, match=r"state\.pawns\[0\]\.cups"):
        pawn(4, 3, [3])  # a square of 2 lines drinks 2 cups a stop
    assert pawn(4, 6, [3]).pawns[0].cups == 6  # three stops on square 3 (throws of 0)
    assert pawn(20, 11, [3, 19], 1).pawns[0].cups == 11  # 2 + 3 + 2 + 2 + 2 (sent back once, or zeros)
    with pytest.raises(RaceGameError, match=r"state\.pawns\[0\]\.cups"):
        pawn(20, 13, [19], 1)  # rounds of 3 only
    with pytest.raises(RaceGameError, match=r"state\.pawns\[0\]\.stops: names each lined square once"):
        pawn(4, 4, [3, 3])


@pytest.mark.parametrize("randomizer", ["sticks6", "sticks5", "d6"])
def test_every_state_of_a_whole_race_is_accepted_back(randomizer: str) -> None:
    import random

    rules = NetxijuRules(randomizer, drink_on_blocked=randomizer == "d6")  # type: ignore[arg-type]
    rng = random.Random(randomizer)
    state = NetxijuState.new(4, 2)
    faces, weights = zip(*outcomes(rules.randomizer).items(), strict=True)
    while not state.over:
        state = apply_throw(state, state.turn, rng.choices(faces, [float(w) for w in weights])[0], rules).state
        assert NetxijuState.from_json(state.to_json()) == state


def test_to_play_is_null_once_every_pawn_has_arrived_and_only_then() -> None:
    done = {"pawns": [{"position": 31, "stops": [31], "cups": 3}], "arrivals": [0]}
    assert NetxijuState.from_json(done).to_json()["to_play"] is None
    assert NetxijuState.from_json({**done, "to_play": None}).over
    with pytest.raises(RaceGameError, match=r"state\.to_play: every pawn has arrived"):
        NetxijuState.from_json({**done, "to_play": 0})
    with pytest.raises(RaceGameError, match=r"state\.to_play: a pawn is still racing"):
        NetxijuState.from_json({"pawns": [{}, {}], "to_play": None})
    assert "turn" not in NetxijuState.new(2, 1).to_json() and NetxijuState.new(2, 1).to_json()["to_play"] == 1
