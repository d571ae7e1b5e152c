"""The annotating generator says of every move exactly what :func:`annotate` derives of it, move by move."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from hypothesis import given, settings

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.games.cetkaik.movegen import (
    Noted,
    annotate,
    annotated_moves,
    annotation_code,
    annotation_of_code,
    coded_moves,
    joined_notations,
    legal_moves,
    move_code,
    move_of_code,
    notations_of_codes,
    numbered,
    success_probability,
)
from adjudicator.games.cetkaik.moves import (
    AfterHalfAcceptance,
    FromHand,
    InfAfterStep,
    Move,
    SrcDst,
    SrcStepDstFinite,
    SrcStepsDst,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
    to_notation,
)
from adjudicator.games.cetkaik.pieces import Colour, ColouredPiece, Profession
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset

from .movegen_strategies import positions, rulesets

CONFORMANCE = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "cetkaik"


def _expected(position: Position, ruleset: Ruleset) -> list[Noted]:
    notes = [annotate(position, m, ruleset) for m in legal_moves(position, ruleset)]
    return [(a.move, a.captured, a.water_entry, a.stick_distance, a.steps_on_tam2, a.tam2_penalty,
             a.tam2_penalty_is_a_hand) for a in notes]


def _check(position: Position, ruleset: Ruleset) -> None:
    found = annotated_moves(position, ruleset)
    assert found == _expected(position, ruleset)
    moves, notes = coded_moves(position, ruleset)
    assert moves == [move_code(m) for m in legal_moves(position, ruleset)]
    assert len(set(moves)) == len(moves)  # distinct moves, distinct codes
    assert [move_of_code(code) for code in moves] == [noted[0] for noted in found]
    assert notes == [annotation_code(*noted[1:]) for noted in found]
    assert notations_of_codes(moves) == [to_notation(noted[0]) for noted in found]
    assert joined_notations(moves, b'","') == '","'.join(to_notation(noted[0]) for noted in found).encode()
    distinct, indices = numbered(notes)
    assert len(set(distinct)) == len(distinct) and [distinct[i] for i in indices] == notes
    assert distinct == sorted(set(notes), key=notes.index)  # in the order first met
    for noted in found:
        a = annotate(position, noted[0], ruleset)
        assert success_probability(noted, ruleset) == (a.stick_probability, a.success_probability)


@pytest.mark.parametrize("name", ["moves-alpha.jsonl.gz", "moves-strict.jsonl.gz", "moves-alpha-penalty.jsonl.gz",
                                  "moves-strict-penalty.jsonl.gz"])
def test_conformance_positions(name: str) -> None:
    with gzip.open(CONFORMANCE / name, "rt", encoding="utf-8") as f:
        lines = [line for line in f if line.strip()]
    for line in lines[::40]:
        _check(*position_from_conformance(json.loads(line)))


@settings(deadline=None)
@given(positions(), rulesets)
def test_any_position_and_ruleset(position: Position, ruleset: Ruleset) -> None:
    _check(position, ruleset)


@pytest.mark.parametrize("move", [SrcStepsDst(0, (1, 2), 3), SrcStepsDst(80, (40, 41, 42, 0), 0),
                                  SrcStepsDst(0, (0, 0), 0)])
def test_codes_of_old_cetkaik_moves_read_back(move: SrcStepsDst) -> None:
    assert move_of_code(move_code(move)) == move


@pytest.mark.parametrize("penalty", [0, 1, -1, 3, -3, 5, -40, 1000])
@pytest.mark.parametrize("captured", [None, ColouredPiece(Colour.KOK1, Profession.NUAK1),
                                      ColouredPiece(Colour.HUOK2, Profession.IO)])
def test_annotation_codes_read_back(penalty: int, captured: ColouredPiece | None) -> None:
    for flags in range(8):
        for distance in (None, 0, 1, 8):
            noted = (captured, bool(flags & 1), distance, bool(flags & 2), penalty, bool(flags & 4))
            assert tuple(annotation_of_code(annotation_code(*noted))) == noted


@pytest.mark.parametrize("move", [SrcDst(0, 80), SrcDst(80, 0), SrcStepDstFinite(0, 1, 80), InfAfterStep(80, 79, 0),
                                  TamNoStep(0, 80, 0), TamStepsDuringFormer(80, 0, 1, 2),
                                  TamStepsDuringLatter(0, 80, 79, 0), TamStepsDuringLatter(80, 0, 1, 80),
                                  AfterHalfAcceptance(None), AfterHalfAcceptance(80),
                                  SrcStepsDst(0, (1, 2), 3), SrcStepsDst(80, (40, 41, 42, 0), 0),
                                  *(FromHand(colour, prof, sq) for colour in Colour for prof in Profession
                                    for sq in (0, 40, 80))])
def test_the_notation_of_any_code_is_the_notation_of_its_move(move: Move) -> None:
    """Every kind, the first and last squares of the board, every piece a drop can name (twice: the rarer kinds'
    notations are kept)."""
    assert notations_of_codes([move_code(move)] * 2) == [to_notation(move)] * 2
    assert joined_notations([move_code(move)] * 3, b", ") == ", ".join([to_notation(move)] * 3).encode()
    assert joined_notations([move_code(move)], b", ") == to_notation(move).encode()


def test_no_codes_no_notations() -> None:
    assert notations_of_codes([]) == [] and joined_notations([], b",") == b""


def test_numbering_repeated_values() -> None:
    assert numbered([]) == ([], [])
    assert numbered([-1, 2047, -1]) == ([-1, 2047], [0, 1, 0])
    assert numbered([7, 0, 7, 7, 300, 0, 1 << 40, 2047, 2048, 2048, 2047]) == (
        [7, 0, 300, 1 << 40, 2047, 2048], [0, 1, 0, 0, 2, 1, 3, 4, 5, 5, 4])
