"""Moves: "片" notation, the JSON object form and the cerke_online wire format."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik.cerke_online import from_cerke_online, to_cerke_online
from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import (
    PASS,
    AfterHalfAcceptance,
    FromHand,
    InfAfterStep,
    Move,
    MoveError,
    SrcDst,
    SrcStepDstFinite,
    SrcStepsDst,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
    from_json,
    parse_notation,
    to_json,
    to_notation,
)
from adjudicator.games.cetkaik.pieces import Colour, Profession
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import parse_square as sq

from .movegen_strategies import excited_positions, positions, rulesets, stepping_rulesets

EXAMPLES: list[tuple[str, Move]] = [
    ("LAI片CAI", SrcDst(sq("LAI"), sq("CAI"))),
    ("LAU片LAILY", SrcStepDstFinite(sq("LAU"), sq("LAI"), sq("LY"))),
    ("LAI片LAU心CAU", InfAfterStep(sq("LAI"), sq("LAU"), sq("CAU"))),
    ("黒兵CA", FromHand(Colour.HUOK2, Profession.KAUK2, sq("CA"))),
    ("ZO皇[TO]NO", TamNoStep(sq("ZO"), sq("TO"), sq("NO"))),
    ("ZO皇TU[NI]LE", TamStepsDuringFormer(sq("ZO"), sq("TU"), sq("NI"), sq("LE"))),
    ("ZO皇[TO]TUNI", TamStepsDuringLatter(sq("ZO"), sq("TO"), sq("TU"), sq("NI"))),
    ("pass", PASS),
    ("CAU", AfterHalfAcceptance(sq("CAU"))),
]


@pytest.mark.parametrize(("text", "move"), EXAMPLES)
def test_notation_examples_of_the_conformance_readme(text: str, move: Move) -> None:
    assert parse_notation(text) == move
    assert to_notation(move) == text
    assert from_json(to_json(move)) == move
    assert from_json(text) == move


def test_reference_water_mark_is_accepted() -> None:
    assert parse_notation("NI片NO水") == SrcDst(sq("NI"), sq("NO"))
    assert parse_notation("LA片TIXO水") == SrcStepDstFinite(sq("LA"), sq("TI"), sq("XO"))


def test_moves_of_different_kinds_never_compare_equal() -> None:
    assert SrcStepDstFinite(1, 2, 3) != InfAfterStep(1, 2, 3) != TamNoStep(1, 2, 3)
    assert TamStepsDuringFormer(1, 2, 3, 4) != TamStepsDuringLatter(1, 2, 3, 4)
    assert len({SrcStepDstFinite(1, 2, 3), InfAfterStep(1, 2, 3), TamNoStep(1, 2, 3)}) == 3


def test_json_form() -> None:
    assert to_json(InfAfterStep(sq("LAI"), sq("LAU"), sq("CAU"))) == {
        "type": "InfAfterStep",
        "src": "LAI",
        "step": "LAU",
        "planned": "CAU",
    }
    assert to_json(FromHand(Colour.HUOK2, Profession.KAUK2, sq("CA"))) == {
        "type": "FromHand",
        "color": "Huok2",
        "prof": "Kauk2",
        "dest": "CA",
    }
    assert to_json(TamStepsDuringLatter(sq("ZO"), sq("TO"), sq("TU"), sq("NI"))) == {
        "type": "TamStepsDuringLatter",
        "src": "ZO",
        "first_dest": "TO",
        "step": "TU",
        "second_dest": "NI",
    }
    assert to_json(PASS) == {"type": "AfterHalfAcceptance", "dest": None}
    assert from_json({"type": "FromHand", "color": "黒", "prof": "兵", "dest": "CA"}) == parse_notation("黒兵CA")


def test_consecutive_stepping_notation_and_json() -> None:
    move = SrcStepsDst(sq("KO"), (sq("NO"), sq("TO")), sq("TIA"))
    assert to_notation(move) == "KO片NOTOTIA"
    assert parse_notation("KO片NOTOTIA") == move
    assert parse_notation("ZAU片ZIXUXIAXY") == SrcStepsDst(sq("ZAU"), (sq("ZI"), sq("XU"), sq("XIA")), sq("XY"))
    # two squares after 片 stay the single step, one the plain move: the standard notation is unchanged
    assert parse_notation("KO片NOTIA") == SrcStepDstFinite(sq("KO"), sq("NO"), sq("TIA"))
    assert parse_notation("KIA片KAI") == SrcDst(sq("KIA"), sq("KAI"))
    assert to_json(move) == {"type": "SrcStepsDst", "src": "KO", "steps": ["NO", "TO"], "dest": "TIA"}
    assert from_json(to_json(move)) == move
    assert move != SrcStepsDst(sq("KO"), (sq("TO"), sq("NO")), sq("TIA"))  # the order of the vessels matters
    with pytest.raises(MoveError, match="no cerke_online form"):
        to_cerke_online(move)


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        ("LAI片", "move", "not a move in 片 notation"),
        ("LAI片QAI", "move", "not a move"),
        ("緑兵CA", "move", "not a move"),
        (7, "move", "must be an object"),
        ({"type": "Jump"}, "move.type", "must be one of"),
        ({"type": "SrcDst", "src": "LAI"}, "move.dest", "is required"),
        ({"type": "SrcDst", "src": "LAI", "dest": "QQ"}, "move.dest", "'QQ' is not a square"),
        ({"type": "SrcDst", "src": "LAI", "dest": "LU", "step": "LY"}, "move.step", "unknown field"),
        ({"type": "FromHand", "color": "green", "prof": "兵", "dest": "CA"}, "move.color", "'green'"),
        ({"type": "FromHand", "color": "黒", "dest": "CA"}, "move.prof", "is required"),
        ({"type": "SrcStepsDst", "src": "KO", "dest": "TI"}, "move.steps", "is required"),
        ({"type": "SrcStepsDst", "src": "KO", "steps": "NOTO", "dest": "TI"}, "move.steps", "must be a list"),
        ({"type": "SrcStepsDst", "src": "KO", "steps": ["NO"], "dest": "TI"}, "move.steps", "at least two"),
        ({"type": "SrcStepsDst", "src": "KO", "steps": ["NO", "QQ"], "dest": "TI"}, "move.steps[1]", "not a square"),
        ({"type": "SrcStepsDst", "src": "KO", "steps": ["NO", "TO"], "dest": "TI", "step": "NO"},
         "move.step", "unknown field"),
    ],
)
def test_bad_moves_name_the_field(data: Any, field: str, message: str) -> None:
    with pytest.raises(MoveError) as info:
        from_json(data)
    assert info.value.field == field
    assert message in str(info.value)


# cerke_online examples of spec/ecosystem.md §1.2
CERKE_ONLINE: list[tuple[dict[str, Any], str]] = [
    ({"type": "NonTamMove", "data": {"type": "SrcDst", "src": ["AI", "C"], "dest": ["Y", "C"]}}, "CAI片CY"),
    (
        {
            "type": "NonTamMove",
            "data": {"type": "SrcStepDstFinite", "src": ["E", "X"], "step": ["I", "Z"], "dest": ["U", "T"]},
        },
        "XE片ZITU",
    ),
    ({"type": "NonTamMove", "data": {"type": "FromHand", "color": 1, "prof": 2, "dest": ["Y", "C"]}}, "黒弓CY"),
    (
        {
            "type": "TamMove",
            "stepStyle": "NoStep",
            "src": ["O", "Z"],
            "firstDest": ["O", "T"],
            "secondDest": ["O", "N"],
        },
        "ZO皇[TO]NO",
    ),
    (
        {
            "type": "TamMove",
            "stepStyle": "StepsDuringFormer",
            "src": ["AU", "Z"],
            "step": ["AU", "X"],
            "firstDest": ["AI", "Z"],
            "secondDest": ["Y", "T"],
        },
        "ZAU皇XAU[ZAI]TY",
    ),
    (
        {
            "type": "TamMove",
            "stepStyle": "StepsDuringLatter",
            "src": ["O", "Z"],
            "step": ["AI", "Z"],
            "firstDest": ["Y", "Z"],
            "secondDest": ["AU", "Z"],
        },
        "ZO皇[ZY]ZAIZAU",
    ),
    ({"type": "InfAfterStep", "src": ["AU", "M"], "step": ["AI", "M"], "plannedDirection": ["Y", "M"]}, "MAU片MAI心MY"),
    ({"type": "AfterHalfAcceptance", "dest": None}, "pass"),
    ({"type": "AfterHalfAcceptance", "dest": ["Y", "M"]}, "MY"),
]


@pytest.mark.parametrize(("data", "text"), CERKE_ONLINE)
def test_cerke_online_examples(data: dict[str, Any], text: str) -> None:
    move = from_cerke_online(data)
    assert to_notation(move) == text
    assert to_cerke_online(move) == data


def test_cerke_online_accepts_rust_spelling_and_polled_fields() -> None:
    rust = {"type": "NonTamMove", "data": {"type": "FromHand", "color": 0, "profession": 9, "dest": ["Y", "C"]}}
    assert to_notation(from_cerke_online(rust)) == "赤王CY"
    polled = {
        "type": "InfAfterStep",
        "src": ["AU", "M"],
        "step": ["AI", "M"],
        "plannedDirection": ["Y", "M"],
        "stepping_ciurl": [True, False, False, False, False],
        "finalResult": None,
    }
    assert to_notation(from_cerke_online(polled)) == "MAU片MAI心MY"


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"type": "NonTamMove", "data": {"type": "SrcDst", "src": ["AI", "Q"], "dest": ["Y", "C"]}}, "move.data.src"),
        ({"type": "NonTamMove", "data": {"type": "SrcDst", "src": "CAI", "dest": ["Y", "C"]}}, "move.data.src"),
        (
            {"type": "NonTamMove", "data": {"type": "FromHand", "color": 2, "prof": 2, "dest": ["Y", "C"]}},
            "move.data.color",
        ),
        (
            {"type": "NonTamMove", "data": {"type": "FromHand", "color": 1, "prof": 10, "dest": ["Y", "C"]}},
            "move.data.prof",
        ),
        ({"type": "TamMove", "stepStyle": "Hop", "src": ["O", "Z"]}, "move.stepStyle"),
        ({"type": "TamMove", "stepStyle": "NoStep", "src": ["O", "Z"], "firstDest": ["O", "T"]}, "move.secondDest"),
        ({"type": "Resign"}, "move.type"),
    ],
)
def test_bad_cerke_online_moves_name_the_field(data: dict[str, Any], field: str) -> None:
    with pytest.raises(MoveError) as info:
        from_cerke_online(data)
    assert info.value.field == field


@settings(deadline=None)
@given(positions(), rulesets)
def test_every_generated_move_round_trips(position: Position, ruleset: Ruleset) -> None:
    for move in legal_moves(position, ruleset):
        assert parse_notation(to_notation(move)) == move
        assert from_json(to_json(move)) == move
        if isinstance(move, SrcStepsDst):  # old cetkaik's consecutive stepping: cerke_online cannot write it
            with pytest.raises(MoveError):
                to_cerke_online(move)
        else:
            assert from_cerke_online(to_cerke_online(move)) == move


@settings(deadline=None)
@given(st.data(), stepping_rulesets)
def test_every_excited_decision_round_trips(data: st.DataObject, ruleset: Ruleset) -> None:
    position = data.draw(excited_positions(ruleset))
    for move in legal_moves(position, ruleset):
        assert parse_notation(to_notation(move)) == move
        assert from_cerke_online(to_cerke_online(move)) == move
