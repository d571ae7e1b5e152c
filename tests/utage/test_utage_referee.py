"""宴-Utage- refereed: a state sent back must be one the rules reach (spec other-games §6).

The next round's first player is the one who ended the last; the cups are followed from the setup (the lord's
stack only shrinks, one cup per round won; a cup leaves the game only from a player; the game ends as soon as a
winner's cups reach the lord's); each turn moves one die, clockwise; a die is put only in front of another player.
The library checks, then the same refusals through HTTP, and the state checked under the request's ruleset.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from adjudicator.games.utage import (
    Action,
    UtageError,
    UtageRules,
    UtageState,
    apply,
    commit_fault,
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
    assert (after.phase, after.start_player, after.turn, after.rounds) == ("setup", 0, 0, 1)
    assert [p.cups for p in after.players] == [0, 1, 1] and after.lord_cups == 7
    return after


def started() -> UtageState:
    return start_round(new_game(["A", "B", "C"]), CARD, ROLLS)


def test_a_declarer_disqualified_in_the_end_phase_leaves_the_queue_as_it_was() -> None:
    state = replace(started(), players=tuple(replace(p, cups=0) for p in started().players))  # lost to faults
    state, event = commit_fault(play(state, 0, Action("declare")), 0, "spilled dice")
    assert "disqualified" in event and state.end_queue == (1, 2) and state.declarer == 0
    assert UtageState.from_json(state.to_json()) == state
    state = play(state, 1, Action("end_decline"))
    assert UtageState.from_json(state.to_json()) == state
