"""Records declared once (adjudicator.games.shapes): reading a JSON form by its fields' kinds, the errors naming the
field's path, and the schema the web layer derives from the same declaration accepting exactly what the reader
accepts, kind by kind, value by value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import marshmallow as ma
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.errors import RulesError
from adjudicator.games.jsonform import json_form, json_name
from adjudicator.games.shapes import declared, flag, integer, listed, read_shape, record, shape_fields, text
from adjudicator.games.utage.game import Action, Player
from adjudicator.web.derived import SCHEMAS, response_schema
from adjudicator.web.fields import request_variant
from adjudicator.web.schemas.utage import UtageActionSchema, UtagePlayerSchema

DIE = integer(1, 6).named("die face")


@dataclass(frozen=True)
class Token:
    """A token on a square."""

    colour: str = field(metadata=declared(text(choices=("red", "blue")), "its colour"))
    height: int = field(default=1, metadata=declared(integer(1, 3), "how many are stacked"))

    @classmethod
    def from_json(cls, data: object, where: str = "token") -> Token:
        return cls(**read_shape(cls, data, RulesError, where))

    def to_json(self) -> dict[str, Any]:
        return json_form(self)


@dataclass(frozen=True)
class Board:
    """A board of tokens."""

    tokens: tuple[Token, ...] = field(metadata=declared(listed(record(Token).named("token"), max_length=3),
                                                        "the tokens", **json_name("pieces")))
    dice: tuple[int | None, ...] = field(default=(), metadata=declared(listed(DIE.or_null()), "the dice"))
    name: str = field(default="", metadata=declared(text(max_length=5), "its name"))
    open: bool = field(default=False, metadata=declared(flag(), "shown to all"))
    turn: int = field(default=0, metadata=declared(integer(0), "turns played", absent=7))

    @classmethod
    def from_json(cls, data: object, where: str = "board") -> Board:
        return cls(**read_shape(cls, data, RulesError, where))

    def to_json(self) -> dict[str, Any]:
        return json_form(self)


def refused(data: object) -> tuple[str | None, str]:
    with pytest.raises(RulesError) as caught:
        Board.from_json(data)
    return caught.value.field, caught.value.message


def test_a_record_is_read_by_its_declaration_and_written_back_the_same() -> None:
    board = Board.from_json({"pieces": [{"colour": "red"}, {"colour": "blue", "height": 3}], "dice": [6, None]})
    assert board == Board((Token("red"), Token("blue", 3)), (6, None), "", False, 7)
    assert Board.from_json(board.to_json()) == board
    assert board.to_json()["pieces"] == [{"colour": "red", "height": 1}, {"colour": "blue", "height": 3}]


@pytest.mark.parametrize(("data", "where", "problem"), [
    ([], "board", "expected an object, got []"),
    ({}, "board.pieces", "is required: a list of at most 3 tokens"),
    ({"pieces": [], "tokens": []}, "board.tokens", "unknown field 'tokens' (expected only pieces, dice, name, open, "
                                                   "turn)"),
    ({"pieces": {"colour": "red"}}, "board.pieces", "expected a list of at most 3 tokens, got {'colour': 'red'}"),
    ({"pieces": [{"colour": "red"}] * 4}, "board.pieces", "expected a list of at most 3 tokens, got list [{'colour'"
                                                          ": 'red'}, {'colour': 'red'}, {'colour': …"),
    ({"pieces": [{"colour": "green"}]}, "board.pieces[0].colour", "expected one of red, blue, got 'green'"),
    ({"pieces": [{"colour": "red", "height": 0}]}, "board.pieces[0].height", "expected an integer 1..3, got 0"),
    ({"pieces": [{"colour": "red", "height": True}]}, "board.pieces[0].height", "expected an integer 1..3, got True"),
    ({"pieces": [], "dice": [1, 7]}, "board.dice[1]", "expected a die face 1..6 or null, got 7"),
    ({"pieces": [], "dice": None}, "board.dice", "expected a list of die faces, got null"),
    ({"pieces": [], "name": "abcdef"}, "board.name", "expected a string of at most 5 characters, got 'abcdef'"),
    ({"pieces": [], "open": 1}, "board.open", "expected true or false, got 1"),
    ({"pieces": [], "turn": -1}, "board.turn", "expected an integer >= 0, got -1"),
])
def test_each_problem_is_refused_naming_its_field(data: object, where: str, problem: str) -> None:
    assert refused(data) == (where, problem)


def test_the_declared_fields_say_what_a_reader_requires() -> None:
    assert [(f.name, f.key, f.required) for f in shape_fields(Board)] == [
        ("tokens", "pieces", True), ("dice", "dice", False), ("name", "name", False), ("open", "open", False),
        ("turn", "turn", False)]
    assert response_schema(Board, "ShapesBoardSchema").input_required == ("pieces",)  # type: ignore[attr-defined]
    assert UtagePlayerSchema.input_required == ("cups",)  # type: ignore[attr-defined]
    assert UtageActionSchema.input_required == ("kind",)  # type: ignore[attr-defined]
    assert SCHEMAS[Player] is UtagePlayerSchema and SCHEMAS[Action] is UtageActionSchema


#: Values of every kind, in and out of bounds, of the right type and of others.
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 12),
                   st.sampled_from(["red", "blue", "green", "", "abcdef"]),
                   st.lists(st.one_of(st.none(), st.integers(-1, 8)), max_size=5),
                   st.lists(st.fixed_dictionaries({"colour": st.sampled_from(["red", "blue", "x"])}), max_size=4))


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["pieces", "dice", "name", "open", "turn"]), VALUES))
def test_the_derived_request_form_accepts_exactly_what_the_reader_accepts(data: dict[str, Any]) -> None:
    """One declaration, two readers: the web layer's request form (derived from the kinds) and the library's
    reader refuse the same JSON objects, for the same field."""
    form = request_variant(response_schema(Board, "ShapesBoardSchema"))()
    problems = form.validate(data)
    try:
        Board.from_json(data)
    except RulesError as exc:
        assert problems, f"the reader refuses {exc.field} ({exc.message}) but the request form accepts {data}"
        assert exc.field is not None
        first = exc.field.split(".")[1].split("[")[0]
        assert first in problems, (exc.field, problems)
    else:
        assert not problems, f"the request form refuses {problems} but the reader accepts {data}"


def test_a_derived_record_schema_validates_by_the_kinds() -> None:
    schema = response_schema(Board, "ShapesBoardSchema")
    declared_fields = schema._declared_fields
    assert list(declared_fields) == ["pieces", "dice", "name", "open", "turn"]
    assert isinstance(declared_fields["pieces"], ma.fields.List)
    assert declared_fields["dice"].inner.allow_none  # type: ignore[attr-defined]
    with pytest.raises(ma.ValidationError) as caught:
        schema().load({"pieces": [], "dice": [7], "name": "x", "open": False, "turn": 0})
    assert caught.value.messages == {"dice": {0: ["Must be greater than or equal to 1 and less than or equal to 6."]}}
