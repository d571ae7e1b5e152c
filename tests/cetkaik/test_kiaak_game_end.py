"""A ta xot1 that ends the game by the score limit before the last season, through ``extend_record``.

Such a declaration starts no season, so it needs no first mover: none is asked for, and one given anyway is
ignored (it is moot). Checked against the reference on the conformance games that end this way (their plays are
written as a record up to the last declaration, which is then added by ``extend_record`` alone), and on seeded
random games kept only as their record.
"""

from __future__ import annotations

import gzip
import itertools
import json
import random
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.games.cetkaik.kiaak import (
    KiaakWriteError,
    Play,
    RecordExtension,
    extend_record,
    replay_record,
    write_record,
)
from adjudicator.games.cetkaik.movegen import annotate, legal_moves
from adjudicator.games.cetkaik.moves import PASS, AfterHalfAcceptance, GroundMove, InfAfterStep, parse_notation
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import Casts, DeclarationKind

REPO_ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = REPO_ROOT.parent / "shared" / "conformance" / "cetkaik"
SIDES = {"IA": Side.IA, "A": Side.A}
#: The conformance files with games played to their end, by ruleset.
GAME_FILES = ("moves-strict-penalty.jsonl.gz", "moves-alpha-penalty.jsonl.gz", "moves-alpha-long.jsonl.gz")
#: How many games ending by the score limit before the last season each file contributes.
GAMES_PER_FILE = 2


@cache
def early_endings(name: str) -> dict[int, tuple[dict[str, Any], ...]]:
    """The first ``GAMES_PER_FILE`` games of a file whose last declaration is a ta xot1 ending the game before the
    last season, with their lines (read game by game: only the games kept stay in memory)."""
    found: dict[int, tuple[dict[str, Any], ...]] = {}
    with gzip.open(CONFORMANCE / name, "rt", encoding="utf-8") as f:
        for game, group in itertools.groupby(map(json.loads, f), key=lambda r: r["game"]):
            lines = tuple(group)
            last = lines[-1]
            if last["next"].get("resolution") == "taxot_game_over" and last["season_index"] < 3:
                found[game] = lines
                if len(found) == GAMES_PER_FILE:
                    break
    return found


CASES = [(name, game) for name in GAME_FILES for game in early_endings(name)]


def plays_of(lines: tuple[dict[str, Any], ...]) -> tuple[list[Play | DeclarationKind], list[Side], Ruleset]:
    """The plays of a conformance game (the last ta xot1 included), its seasons' first movers and its ruleset."""
    _, ruleset = position_from_conformance(lines[0])
    # the reference forgets the 撃皇 penalty under cerke_online_alpha (conformance README, deviation 2)
    ruleset = replace(ruleset, kut2tam2_penalty_when_not_a_hand="none")
    plays: list[Play | DeclarationKind] = []
    movers = [SIDES[lines[0]["whose_turn"]]]
    pending: InfAfterStep | None = None
    for index, line in enumerate(lines):
        nxt = line["next"]
        move = parse_notation(nxt["move"])
        if line["kind"] == "ground" and "sticks" in nxt:
            assert isinstance(move, InfAfterStep)
            pending, stepping = move, nxt["sticks"]
            continue
        water = nxt.get("water_entry_sticks")
        if pending is not None:
            final = PASS if move == PASS else AfterHalfAcceptance(parse_square(nxt["move"]))
            plays.append(Play(pending, Casts(stepping=stepping, water_entry=water), final))
            pending = None
        else:
            assert isinstance(move, GroundMove)
            plays.append(Play(move, Casts(water_entry=water)))
        resolution = nxt["resolution"]
        if resolution == "tymok":
            plays.append("ty_mok1")
        elif resolution in ("taxot_next_season", "taxot_game_over"):
            plays.append("ta_xot1")
            if resolution == "taxot_next_season":
                movers.append(SIDES[lines[index + 1]["whose_turn"]])
    return plays, movers, ruleset


def test_the_conformance_files_hold_such_games_under_both_rulesets() -> None:
    presets = {position_from_conformance(early_endings(name)[game][0])[1].preset for name, game in CASES}
    assert presets == {"strict_y1_huap1", "cerke_online_alpha"}


@pytest.mark.parametrize(("name", "game"), CASES, ids=[f"{n.split('.')[0]}-{g}" for n, g in CASES])
def test_a_game_ending_ta_xot1_needs_no_first_mover(name: str, game: int) -> None:
    lines = early_endings(name)[game]
    plays, movers, ruleset = plays_of(lines)
    assert plays[-1] == "ta_xot1"
    record = write_record(plays[:-1], movers, ruleset)
    before = replay_record(record, ruleset)
    assert before.valid, before.problem
    assert before.final_position.awaiting_declaration is not None
    assert before.final_position.season == lines[-1]["season_index"] < ruleset.seasons - 1

    ended = extend_record(record, "ta_xot1", ruleset)
    assert ended.legal, ended.reason
    result = ended.position.game_over
    assert result is not None and result.reason == "score_reached_limit"
    assert result.victor is SIDES[lines[-1]["next"]["victor"]]
    assert 0 in (ended.position.ia_score, ended.position.a_score)
    assert ended.header is None and ended.added.endswith("星一周")
    assert ended.record + "\n" == write_record(plays, movers, ruleset)
    assert ended.declaration is not None and ended.declaration.game_result == result

    # a first mover given anyway is moot: the same answer, nothing named in the header
    for side in Side:
        assert extend_record(record, "ta_xot1", ruleset, first=side) == ended
    assert extend_record(record, "ta_xot1", ruleset, first_mover_casts=[(1, 4)]) == ended
    assert extend_record(record, "ta_xot1", ruleset, rng=random.Random(1)) == ended


def test_a_ta_xot1_that_starts_a_season_still_needs_its_first_mover() -> None:
    name = GAME_FILES[0]
    lines = next(iter(early_endings(name).values()))
    plays, movers, ruleset = plays_of(lines)
    first_season_end = plays.index("ta_xot1")
    if len(movers) == 1:
        pytest.skip("the game ended in its first season")
    record = write_record(plays[:first_season_end], movers[:1], ruleset)
    with pytest.raises(KiaakWriteError) as info:
        extend_record(record, "ta_xot1", ruleset)
    assert info.value.field == "first"
    assert "who moves first in season 2" in str(info.value)
    started = extend_record(record, "ta_xot1", ruleset, first=movers[1])
    assert started.legal and started.position.game_over is None
    assert started.header is not None and started.position.to_play is movers[1]


# --- seeded random games kept only as their record ---------------------------------------------------------------


def next_play(position: Position, ruleset: Ruleset, rng: random.Random) -> Play:
    """A capture when there is one, else any movement (no step-then-ranged move: its final square is a choice)."""
    moves = [m for m in legal_moves(position, ruleset) if not isinstance(m, InfAfterStep)]
    captures = [m for m in moves if annotate(position, m, ruleset).captured is not None]
    return Play(rng.choice(captures or moves))  # type: ignore[arg-type]


def play_until_the_score_limit(ruleset: Ruleset, seed: int) -> tuple[RecordExtension, list[bool]]:
    """Play a game through extend_record alone: the first season ends at the first hand, later hands raise the
    rate to x8 before ta xot1. Every ta xot1 is first sent without a first mover; return the last extension and,
    for each ta xot1, whether it was accepted so (True) or asked for its next season's first mover (False)."""
    rng = random.Random(seed)
    record, position = "", Position.initial(Side.IA)
    asked: list[bool] = []
    extension = extend_record(record, next_play(position, ruleset, rng), ruleset, first=Side.IA, rng=rng)
    while extension.position.game_over is None:
        assert extension.legal, extension.reason
        record, position = extension.record, extension.position
        if position.awaiting_declaration is None:
            extension = extend_record(record, next_play(position, ruleset, rng), ruleset, rng=rng)
        elif position.season > 0 and position.rate < 8:
            extension = extend_record(record, "ty_mok1", ruleset)
        else:
            try:
                extension = extend_record(record, "ta_xot1", ruleset)
                asked.append(True)
            except KiaakWriteError as e:
                assert e.field == "first"
                extension = extend_record(record, "ta_xot1", ruleset, rng=rng)
                assert extension.position.game_over is None and extension.header is not None
                asked.append(False)
    return extension, asked


@pytest.mark.parametrize("ruleset", [STRICT_Y1_HUAP1, CERKE_ONLINE_ALPHA], ids=lambda r: r.preset)
def test_a_random_game_kept_as_its_record_ends_by_the_score_limit(ruleset: Ruleset) -> None:
    ended, answered_without_first_mover = play_until_the_score_limit(ruleset, 11)
    result = ended.position.game_over
    assert result is not None and result.reason == "score_reached_limit"
    assert 0 < ended.position.season < ruleset.seasons - 1
    assert answered_without_first_mover[0] is False and answered_without_first_mover[-1] is True
    assert ended.record.endswith("星一周") and ended.header is None
    replay = replay_record(ended.record, ruleset)
    assert replay.valid, replay.problem
    assert replay.game_result == result and replay.final_position == ended.position
