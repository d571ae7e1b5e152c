"""Transition replay: applying each conformance position's ``next`` gives exactly the following position.

The reference crate forgets the 撃皇 penalty under cerke_online_alpha (conformance README, deviation 2), so the
replay uses the ruleset flag ``kut2tam2_penalty_when_not_a_hand: "none"``.

Every declaration is adjudicated from the position ``apply_move`` returned, which carries the awaited declaration
(the turn's new hands and penalty hands): the test passes nothing else.
"""

from __future__ import annotations

import gzip
import itertools
import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.games.cetkaik.hands import evaluate_hands
from adjudicator.games.cetkaik.moves import parse_notation
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.transition import Casts, Outcome, TurnState, apply_move, declare

REPO_ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = REPO_ROOT.parent / "shared" / "conformance" / "cetkaik"
FILES = [
    "moves-alpha.jsonl.gz",
    "moves-alpha-long.jsonl.gz",
    "moves-strict.jsonl.gz",
    "moves-alpha-full.jsonl.gz",
    "moves-strict-penalty.jsonl.gz",
    "moves-alpha-penalty.jsonl.gz",
]
SIDES = {"IA": Side.IA, "A": Side.A}


@cache
def records(name: str) -> tuple[dict[str, Any], ...]:
    with gzip.open(CONFORMANCE / name, "rt", encoding="utf-8") as f:
        return tuple(json.loads(line) for line in f)


def reference_ruleset(record: dict[str, Any]) -> tuple[Position, Ruleset]:
    position, ruleset = position_from_conformance(record)
    return position, replace(ruleset, kut2tam2_penalty_when_not_a_hand="none")


def play_next(record: dict[str, Any]) -> tuple[Outcome, Ruleset]:
    """Apply the record's ``next`` move with its recorded casts; it must be legal with a single outcome."""
    position, ruleset = reference_ruleset(record)
    nxt = record["next"]
    casts = Casts(stepping=nxt.get("sticks"), water_entry=nxt.get("water_entry_sticks"))
    adjudication = apply_move(position, parse_notation(nxt["move"]), ruleset, casts=casts)
    assert adjudication.legal, adjudication.reason
    (outcome,) = adjudication.outcomes
    assert outcome.probability == 1
    if "water_entry_success" in nxt:
        assert outcome.water_entry_success is nxt["water_entry_success"]
        assert outcome.water_entry_sticks == (nxt["water_entry_sticks"],)
    else:
        assert outcome.water_entry_sticks == ()
    if "resolution" in nxt:
        assert outcome.kut2tam2 is nxt["kut2tam2_happened"]
        assert sum(p.points for p in outcome.penalties if p.kind.cjk == "皇再来") == nxt["tam2tysak2_raw_penalty"]
    return outcome, ruleset


def successor(outcome: Outcome, ruleset: Ruleset, record: dict[str, Any], following: dict[str, Any]) -> Position:
    """Resolve the turn as the record says (declaration included) and return the position it leads to."""
    resolution = record["next"].get("resolution")
    if resolution is None:
        assert outcome.state is TurnState.EXCITED
        # excited records do not carry the tam2 flag; it only matters again once the turn is over
        return replace(outcome.position, tam_has_moved_previously=False)
    if resolution == "neither_tymok_nor_taxot":
        assert outcome.state is TurnState.TURN_PASSED
        return outcome.position
    assert outcome.state is TurnState.MUST_DECLARE
    assert record["next"]["hand_exists"] is True
    assert outcome.position.awaiting_declaration is not None
    if resolution == "tymok":
        (result,) = declare(outcome.position, "ty_mok1", ruleset).outcomes
        return result.position
    assert resolution == "taxot_next_season"
    first = SIDES[following["whose_turn"]]
    (result,) = declare(outcome.position, "ta_xot1", ruleset, first=first).outcomes
    assert result.game_result is None
    assert {"ia": result.position.ia_score, "a": result.position.a_score} == record["next"]["scores_after"]
    return result.position


@pytest.mark.parametrize("name", FILES)
def test_transition_replay(name: str) -> None:
    data = records(name)
    replayed = 0
    mismatches = []
    for record, following in itertools.pairwise(data):
        if record["game"] != following["game"]:
            continue
        outcome, ruleset = play_next(record)
        got = successor(outcome, ruleset, record, following)
        expected, _ = position_from_conformance(following)
        if got != expected:
            mismatches.append((record["seq"], record["next"], got.to_text(), expected.to_text()))
        replayed += 1
    assert mismatches == []
    assert replayed > 0


@pytest.mark.parametrize("name", FILES)
def test_game_over_records(name: str) -> None:
    """Records whose move ends the game: ta xot1 reaching the score limit or ending the last season."""
    ends = [r for r in records(name) if r.get("next", {}).get("resolution") == "taxot_game_over"]
    for record in ends:
        outcome, ruleset = play_next(record)
        assert outcome.state is TurnState.MUST_DECLARE
        (result,) = declare(outcome.position, "ta_xot1", ruleset).outcomes
        assert result.game_result is not None
        assert result.game_result.victor is SIDES[record["next"]["victor"]]
        assert result.position.game_over == result.game_result


@pytest.mark.parametrize("name", FILES)
def test_hop1zuo1_hands_of_every_position(name: str) -> None:
    for record in records(name):
        for key in ("ia", "a"):
            expected = record["hop1zuo1_hands"][key]
            position, _ = position_from_conformance(record)
            result = evaluate_hands(position.hop1zuo1(SIDES[key.upper()]))
            assert expected == {"error": False, "score": result.score, "hands": sorted(result.names)}
