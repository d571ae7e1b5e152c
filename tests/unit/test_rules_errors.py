"""The rules library refuses bad input with :class:`RulesError` (naming the field), never a bare ``ValueError``.

The web layer answers a ``RulesError`` with a 422 and anything else with a 500 (tests/api/test_error_boundary.py),
so a parser that raised a plain ``ValueError`` for a client's bad input would make that input a server error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from adjudicator.games import sticks
from adjudicator.games.cetkaik.kiaak import replay_record
from adjudicator.games.cetkaik.moves import from_json as move_from_json
from adjudicator.games.cetkaik.pieces import ColouredPiece, parse_colour, parse_profession, parse_side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA
from adjudicator.games.errors import RulesError
from adjudicator.games.lauzait_cep.pieces import Piece

# (what is called, the field the error names or None, words of the message)
CASES: list[tuple[str, Callable[[], Any], str | None, str]] = [
    ("side", lambda: parse_side("X"), None, "'X' is not a side"),
    ("side named", lambda: parse_side("X", "to_play"), "to_play", "'X' is not a side"),
    ("side of another type", lambda: parse_side(3), None, "3 is not a side"),
    ("colour", lambda: parse_colour("purple"), None, "'purple' is not a colour"),
    ("profession", lambda: parse_profession("queen", "prof"), "prof", "'queen' is not a profession"),
    ("coloured piece, one character", lambda: ColouredPiece.from_cjk("赤"), None, "is not a coloured piece"),
    ("coloured piece, bad colour", lambda: ColouredPiece.from_cjk("青兵", "hand[0]"), "hand[0]", "not a colour"),
    ("coloured piece, bad profession", lambda: ColouredPiece.from_cjk("赤X"), None, "'X' is not a profession"),
    ("no sticks", lambda: sticks.distribution(0), "sticks", "from 1 to 20, got 0"),
    ("too many sticks", lambda: sticks.casts(21, 1, seed=1), "sticks", "from 1 to 20, got 21"),
    ("sticks of another type", lambda: sticks.at_least("5"), "sticks", "got '5'"),
    ("ply beyond the record", lambda: replay_record("", CERKE_ONLINE_ALPHA).position_at(1), "ply", "0 to 0, got 1"),
    ("negative ply", lambda: replay_record("", CERKE_ONLINE_ALPHA).position_at(-1), "ply", "got -1"),
    # str.isdigit() accepts "²", which int() refuses: the parser must not reach int()
    ("Lauzait Cep! piece with a superscript digit", lambda: Piece.parse("G²"), "piece", "is not a piece"),
]


@pytest.mark.parametrize(("call", "field", "words"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_input_is_a_rules_error_naming_its_field(call: Callable[[], Any], field: str | None, words: str) -> None:
    with pytest.raises(RulesError) as info:
        call()
    assert info.value.field == field
    assert words in info.value.message


def test_a_parser_error_inside_a_larger_input_is_named_by_its_path() -> None:
    position = Position.initial().to_json()
    position["to_play"] = "X"
    with pytest.raises(RulesError) as info:
        Position.from_json(position)
    assert info.value.field == "to_play" and "'X' is not a side" in info.value.message
    with pytest.raises(RulesError) as info:
        move_from_json({"type": "FromHand", "color": "purple", "prof": "Kauk2", "dest": "ZO"})
    assert info.value.field == "move.color" and info.value.message.startswith("'purple' is not a colour")
