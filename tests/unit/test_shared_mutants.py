"""Tests that kill the mutants the suite let through in what every game shares (``make mutation``'s ``shared`` entry:
games/errors.py, game.py, options.py, jsonform.py, shapes.py, catalogue.py): small plausible bugs.

``option_specs`` and ``jsonform._plan`` keep what they work out per class, and every game's ruleset and result classes
are declared (their option metadata built) when their modules are imported: mutmut switches a mutant on in a process
forked after that, so a mutant of ``number``, ``switch``, ``option_specs`` or ``_plan`` changes nothing for a class the
suite already used. These tests declare their classes inside the test functions, afresh at each call.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.errors import RulesError
from adjudicator.games.game import Outcome
from adjudicator.games.jsonform import NOT_WRITTEN, json_form, json_name
from adjudicator.games.options import (
    OptionSpec,
    check_options,
    choice,
    number,
    option_specs,
    options_json,
    read_options,
    switch,
)


class Order(StrEnum):
    """A choice read as an enumeration's member (a string, as the option's check wants)."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"


def _dice_rules() -> type[Any]:
    """A ruleset of every kind of option, declared (its metadata built, its class new to the caches) at each call."""

    @dataclass(frozen=True)
    class DiceRules:
        dice: int = field(default=6, metadata=number("dice rolled at the start of a round", 1, 12))
        bid: int | None = field(default=None, metadata=number("the opening bid (null: none)", 0, 5, nullable=True))
        open_hands: bool = field(default=False, metadata=switch("every hand is shown"))
        strict: bool = field(default=False, metadata=switch("the strict reading", only=False))
        order: Order = field(default=Order.CLOCKWISE, metadata=choice(
            "who plays next", ("clockwise", "anticlockwise"), read=Order))
        note: str = "not an option"

        def __post_init__(self) -> None:
            check_options(self, RulesError)

    return DiceRules


def test_each_option_is_read_from_its_declaration() -> None:
    """Kills ``number``'s ``nullable`` defaulting to true, ``number`` and ``switch`` writing their metadata under
    other keys, and ``option_specs`` reading a field's name, kind, bounds, nullability or reader wrongly (or from no
    class)."""
    rules = _dice_rules()
    assert option_specs(rules) == (
        OptionSpec("dice", "number", 6, "dice rolled at the start of a round", low=1, high=12),
        OptionSpec("bid", "number", None, "the opening bid (null: none)", low=0, high=5, nullable=True),
        OptionSpec("open_hands", "switch", False, "every hand is shown"),
        OptionSpec("strict", "switch", False, "the strict reading", only=False),
        OptionSpec("order", "choice", Order.CLOCKWISE, "who plays next", choices=("clockwise", "anticlockwise"),
                   read=Order),
    )


def test_a_ruleset_declared_here_reads_checks_and_writes_its_options() -> None:
    rules = _dice_rules()
    read = rules(**read_options(rules, {"dice": 12, "bid": None, "open_hands": True, "order": "anticlockwise"},
                                RulesError))
    assert (read.dice, read.bid, read.open_hands, read.order) == (12, None, True, Order.ANTICLOCKWISE)
    assert options_json(read) == {"dice": 12, "bid": None, "open_hands": True, "strict": False,
                                  "order": "anticlockwise"}
    for data, field_name, message in (
        ({"dice": None}, "rules.dice", "expected an integer 1..12, got None"),  # not nullable
        ({"dice": 13}, "rules.dice", "expected an integer 1..12, got 13"),
        ({"bid": 6}, "rules.bid", "expected an integer 0..5 or null, got 6"),
        ({"strict": True}, "rules.strict", "only false is supported, got true"),
        ({"order": "widdershins"}, "rules.order", "expected one of clockwise, anticlockwise, got 'widdershins'"),
    ):
        with pytest.raises(RulesError) as refused:
            read_options(rules, data, RulesError)
        assert (refused.value.field, refused.value.message) == (field_name, message)
    with pytest.raises(RulesError) as built:
        rules(dice=None)
    assert (built.value.field, built.value.message) == ("rules.dice", "expected an integer 1..12, got None")


def test_a_json_form_of_a_class_declared_here_writes_each_field_under_its_key() -> None:
    """Kills the plan of a JSON form keeping ``None`` for a field instead of its key."""

    @dataclass(frozen=True)
    class Step:
        legal: bool
        seat: int = field(default=1, metadata=json_name("player"))
        cached: int = field(default=0, metadata=NOT_WRITTEN)

    assert json_form(Step(True)) == {"legal": True, "player": 1}


def test_outcomes_are_equal_exactly_when_their_probability_and_state_are() -> None:
    """Kills ``Outcome.__eq__`` comparing the probabilities with ``!=`` (no test of the entry compared outcomes)."""
    half = Outcome(Fraction(1, 2), "a")
    assert half == Outcome(Fraction(1, 2), "a") and hash(half) == hash(Outcome(Fraction(1, 2), "a"))
    assert half != Outcome(Fraction(1, 3), "a")
    assert half != Outcome(Fraction(1, 2), "b")
    assert half != (Fraction(1, 2), "a")



# --- records declared once (games/shapes.py): kinds built inside the tests, afresh at each call ---------------------


def test_a_rules_error_placed_under_a_prefix_keeps_its_own_field_after_it() -> None:
    error = RulesError("expected an integer", "cups").under("state.seats[1]")
    assert (error.field, error.message) == ("state.seats[1].cups", "expected an integer")
    assert RulesError("bad", None).under("state").field == "state"


def test_a_part_option_is_declared_a_part() -> None:
    from adjudicator.games.options import part

    @dataclass(frozen=True)
    class WithDeck:
        deck: tuple[int, ...] = field(default=(), metadata=part("the deck"))

    assert [(spec.name, spec.kind, spec.doc) for spec in option_specs(WithDeck)] == [("deck", "part", "the deck")]


def test_each_kind_built_afresh_reads_what_it_declares() -> None:
    from adjudicator.games.shapes import flag, integer, listed, part

    def fail(message: str, where: str) -> RulesError:
        return RulesError(message, where)

    assert flag().read(True, fail, "x") is True
    assert not flag().nullable and flag(nullable=True).read(None, fail, "x") is None
    with pytest.raises(RulesError, match=r"^x: expected true or false, got 1$"):
        flag().read(1, fail, "x")
    assert listed(integer(1, 6)).read([1, 6], fail, "x") == (1, 6)
    with pytest.raises(RulesError, match=r"^x\[1\]: expected an integer 1..6, got 7$"):
        listed(integer(1, 6), max_length=2).read([1, 7], fail, "x")
    seen: list[tuple[object, str]] = []

    def reader(value: object, where: str) -> str:
        seen.append((value, where))
        return f"read {value}"

    card = part(reader, schema="string")
    assert card.read("b.1", fail, "state.card") == "read b.1" and seen == [("b.1", "state.card")]
    with pytest.raises(RulesError, match=r"^state\.card: expected a card, got null$"):
        card.named("card").read(None, fail, "state.card")
    assert card.expected() == "a string" and part(reader).named("formula").expected() == "a formula"


def test_a_named_kind_keeps_its_bounds_choices_and_null() -> None:
    from adjudicator.games.shapes import integer, text

    def fail(message: str, where: str) -> RulesError:
        return RulesError(message, where)

    colour = text(choices=("red", "blue")).or_null().named("colour")
    assert colour.nullable and colour.choices == ("red", "blue") and colour.noun == "colour"
    assert colour.read(None, fail, "x") is None
    with pytest.raises(RulesError, match=r"^x: expected one of red, blue or null, got 'green'$"):
        colour.read("green", fail, "x")
    seat = integer(0, 3, nullable=True).named("seat")
    assert (seat.low, seat.high, seat.nullable) == (0, 3, True)
    assert seat.expected() == "a seat 0..3 or null"


# --- the run after the last records were declared (seed 17, 25 of 940 mutants) ----------------------------------


def test_or_null_keeps_everything_but_null() -> None:
    """Kills ``Kind.or_null`` dropping the item, the reader or the noun: each kind, null allowed, is otherwise the
    same kind."""
    from dataclasses import replace

    from adjudicator.games.shapes import integer, keyed, listed, part, text

    def reader(value: object, where: str) -> object:
        return value

    for kind in (listed(integer(1, 6), max_length=3).named("cup"), part(reader, schema="string").named("card"),
                 keyed(integer(0), key=text(max_length=8)), text(choices=("a", "b"))):
        assert kind.or_null() == replace(kind, nullable=True)


def test_a_field_declared_without_a_default_or_absent_value_is_required() -> None:
    """Kills ``declared`` giving every field an absent value (a field the constructor requires read as optional)."""
    from adjudicator.games.shapes import declared, integer, read_shape

    @dataclass(frozen=True)
    class Pair:
        left: int = field(metadata=declared(integer(0), "required"))
        right: int = field(metadata=declared(integer(0), "given when left out", absent=7))

    def fail(message: str, where: str) -> RulesError:
        return RulesError(message, where)

    assert read_shape(Pair, {"left": 1}, fail, "pair") == {"left": 1, "right": 7}
    with pytest.raises(RulesError) as caught:
        read_shape(Pair, {"right": 1}, fail, "pair")
    assert caught.value.field == "pair.left"


def test_a_spelled_kind_reads_by_its_reader() -> None:
    """Kills ``spelled`` losing its reader: a name in another spelling is read by it."""
    from adjudicator.games.shapes import spelled

    def fail(message: str, where: str) -> RulesError:
        return RulesError(message, where)

    colour = spelled(lambda value, where: str(value).lower(), ("red", "blue"))
    assert colour.read("RED", fail, "x") == "red" and colour.choices == ("red", "blue")


def test_what_an_object_kind_expects_is_said_with_its_bounds() -> None:
    """Kills the words of an object's expectation: a keyed object with or without its bounds, a part object."""
    from adjudicator.games.shapes import integer, keyed, part

    assert keyed(integer()).expected() == "an object"
    assert keyed(integer(), min_length=1, max_length=2).expected() == "an object of 1 to 2 entries"
    assert part(lambda value, where: value).expected() == "an object"



def test_verdicts_are_equal_exactly_when_every_part_is() -> None:
    """Kills ``Verdict.__eq__`` comparing the states with ``!=`` (no test compared two verdicts)."""
    from adjudicator.games.game import Verdict

    assert Verdict(True, None, "s") == Verdict(True, None, "s")
    assert Verdict(True, None, "s") != Verdict(True, None, "t")
    assert Verdict(False, "why", "s") != Verdict(False, "other", "s")


def test_a_description_without_an_example_adds_none() -> None:
    from adjudicator.games.jsonform import JSON_DOC, JSON_EXAMPLE, json_doc

    assert json_doc("the seat") == {JSON_DOC: "the seat"}
    assert json_doc("the seat", 0) == {JSON_DOC: "the seat", JSON_EXAMPLE: 0}


def test_a_class_json_writer_is_made_once() -> None:
    """Kills the writers' cache never read: each class's writer is generated code, made at its first use only."""
    from adjudicator.games import jsonform

    @dataclass(frozen=True)
    class Point:
        x: int
        y: int

    assert json_form(Point(1, 2)) == {"x": 1, "y": 2}
    made = jsonform._WRITERS[Point]
    assert json_form(Point(3, 4)) == {"x": 3, "y": 4} and jsonform._WRITERS[Point] is made


def test_a_bound_on_one_side_is_said_as_at_least_or_at_most() -> None:
    from adjudicator.games.shapes import integer, listed, spelled

    assert listed(integer(), min_length=2).expected() == "a list of at least 2 items"
    assert listed(integer(), max_length=2).expected() == "a list of at most 2 items"
    assert spelled(lambda value, where: value, ("red", "blue")).schema == "string"  # documented as a string
