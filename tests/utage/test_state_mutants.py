"""Property test of 宴's state checker: every state of random seeded games the service itself played (rounds started
and scored from seeds, random listed actions, now and then a fault) is accepted back, and each one broken in exactly
one invariant at a time (an extra die or cup, a repeated seat in the end queue, a winner before the end, a round dealt
after the game's end, ...) is refused with an :class:`UtageError` naming the field of that invariant.

The mutants made are counted per invariant and printed at the end of the module (``pytest -s``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.utage import (
    UtageError,
    UtageState,
    apply,
    commit_fault,
    legal_actions,
    new_game,
    round_result,
    start_round,
)

JSON = dict[str, Any]
Mutant = tuple[JSON, str] | None
MUTANTS: Counter[str] = Counter()
CARDS = ["SLOT1 + SLOT2 + MAX × COUNT", "MAX × 4", "SLOT1 + MIN + 9"]
TOTAL_CUPS = 10


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    print(f"\n宴 state mutants refused: {dict(MUTANTS)} (total {sum(MUTANTS.values())})")


def _states(players: int, seed: int) -> list[UtageState]:
    rng = random.Random(seed)
    state = new_game([f"p{i}" for i in range(players)], rng.randrange(players), seed=seed)
    seen = [state]
    while not state.over and len(seen) < 400:
        if state.phase == "setup":
            state = start_round(state, rng.choice(CARDS))
        elif state.phase == "scoring":
            state = round_result(state).state
        elif rng.random() < 0.01:
            seat = rng.choice(state.active())
            state = commit_fault(state, seat, "spilled the dice")[0]
        else:
            to_play = state.to_play
            assert to_play is not None
            options = legal_actions(state, to_play)
            declare = [a for a in options if a.kind == "declare"]
            action = declare[0] if declare and rng.random() < 0.08 else rng.choice(options)
            state = apply(state, to_play, action).state
        seen.append(state)
    return seen


def _refused(data: JSON, field: str, name: str) -> None:
    with pytest.raises(UtageError) as error:
        UtageState.from_json(data)
        pytest.fail(f"{name} not refused: {data}")
    assert error.value.field == field, (name, error.value)
    assert error.value.message, name
    MUTANTS[name] += 1


def _extra_die(data: JSON) -> Mutant:
    if any(p["disqualified"] for p in data["seats"]):
        return None  # a seat disqualified mid-round takes its dice out of play: the count is only bounded then
    seat = 0
    data["seats"][seat]["cup"].append(3)
    if data["phase"] == "setup":
        return data, "state.phase"
    if len(data["seats"][seat]["cup"]) > 6:
        return data, f"state.seats[{seat}].cup"
    return (data, "state.seats") if data["phase"] != "over" else None


def _extra_cup(data: JSON) -> Mutant:
    if sum(p["cups"] for p in data["seats"]) + data["lord_cups"] != TOTAL_CUPS:
        return None  # a cup has left the game: the lord's stack one higher may be a game without that loss
    data["lord_cups"] += 1
    return data, "state.lord_cups"


def _repeated_end_turn(data: JSON) -> Mutant:
    if data["phase"] != "end":
        return None
    data["end_queue"].append(data["end_queue"][-1])
    return data, "state.end_queue"


def _declared_in_play(data: JSON) -> Mutant:
    if data["phase"] != "play":
        return None
    data["declarer"] = data["to_play"]
    return data, "state.declarer"


def _winner_before_the_end(data: JSON) -> Mutant:
    if data["phase"] == "over":
        return None
    data["winner"] = 0
    return data, "state.winner"


def _too_many_dice_in_lord_cup(data: JSON) -> Mutant:
    if data["phase"] not in ("play", "end", "scoring"):
        return None
    data["lord_cup_dice"] += 6 * len(data["seats"])
    return data, "state.seats"


def _round_after_the_end(data: JSON) -> Mutant:
    """A game won by a round's winner reaching the lord's cups, with no cup ever lost and every round won by that
    winner, put back between rounds: the next round would be dealt, but the cups say the game ended. (Had another
    seat won a round, it might have won the last one instead, a game still going on.)"""
    seat = data["winner"]
    if data["phase"] != "over" or seat is None:
        return None
    start = 2 if len(data["seats"]) == 2 else 1
    if data["seats"][seat]["cups"] < data["lord_cups"] or any(p["disqualified"] for p in data["seats"]) \
            or sum(p["cups"] for p in data["seats"]) + data["lord_cups"] != TOTAL_CUPS \
            or any(p["cups"] != start for i, p in enumerate(data["seats"]) if i != seat):
        return None
    data.update(phase="setup", winner=None, over=False, to_play=None)
    return data, f"state.seats[{seat}].cups"


MUTATORS: list[Callable[[JSON], Mutant]] = [_extra_die, _extra_cup, _repeated_end_turn, _declared_in_play,
                                             _winner_before_the_end, _too_many_dice_in_lord_cup,
                                             _round_after_the_end]


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32))
def test_utage_states_broken_in_one_invariant_are_refused(players: int, seed: int) -> None:
    seen = _states(players, seed)
    for state in [*seen[::11], seen[-1]]:
        data = state.to_json()
        assert UtageState.from_json(data) == state
        for mutate in MUTATORS:
            mutant = mutate(copy.deepcopy(data))
            if mutant is not None:
                _refused(*mutant, mutate.__name__)
