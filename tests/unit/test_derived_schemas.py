"""Response schemas derived from the library's dataclasses (adjudicator.web.derived): the derivation's types, its
reading of compiled classes' annotations, and every result with a derived JSON form documented by a derived schema
or listed here with the reason it is not, so that no new result type is written twice."""

from __future__ import annotations

import ast
import dataclasses
import enum
import importlib
import typing
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

import marshmallow as ma
import orjson
import pytest

import adjudicator.games
from adjudicator.games.jsonform import NOT_WRITTEN, json_doc, json_form, json_name
from adjudicator.games.shapes import declared, integer, part
from adjudicator.web import create_app
from adjudicator.web.api import REGISTRY, ProbabilitySchema, encode, plain
from adjudicator.web.derived import DERIVED, SCHEMAS, Answer, _source_annotations, field_hints, response_schema

GAMES = Path(adjudicator.games.__file__).parent

#: Results whose JSON form is derived (json_form) but whose response schema is still written by hand, and why.
NOT_DERIVED: dict[str, str] = {
    # within another result's own JSON form, never an answer of its own
    "stick_games.renkeki.StepAdjudication": "written inside the turn adjudication's own to_json, not answered alone",
    # the library's own JSON form (exact amounts as fraction strings); the operations answer a form of their own
    # (exact amounts as probabilities, tables as lists of objects)
    "stick_games.jujai.JujaiStats": "answered by no operation (analyse_jujai_game writes its own form)",
    "stick_games.lutu.LutuSettlement": "answered by no operation (settle_lutu_bets writes each payout mode's)",
    "stick_games.renkeki.PolicyStats": "answered by no operation (analyse_renkeki_policy writes its own form)",
    "stick_games.renkeki.ThresholdAnalysis": "answered by no operation (find_renkeki_optimal_threshold writes its "
                                             "own form)",
    "stick_games.renkeki.Advice": "answered by no operation (advise_renkeki_decision writes its own form)",
    "stick_games.renkeki.OpenPlayAnalysis": "answered by no operation (analyse_renkeki_open_play writes its own "
                                            "form)",
    "stick_games.renkeki.HiddenPlayAnalysis": "answered by no operation (analyse_renkeki_hidden_play writes its "
                                              "own form)",
    "race_games.netxiju.SoloAnalysis": "answered by no operation (analyse_netxiju_solo writes its own form)",
    "utage.game.RoundOutlook": "answered by no operation (get_utage_round_outlook writes its own form)",
    "utage.formula.Formula": "answered by no operation (parse_utage_formula writes its own form)",
    # paper-cetkaik: what the derivation cannot write the same
    "paper_cetkaik.makkaik.BetStep": "answered by no operation",
    "paper_cetkaik.mokkaik.LegalPlays": "the answer writes player and leading before the result's fields",
    "paper_cetkaik.mokkaik.PlayAdjudication": "written inside MokkaikStep's own to_json, not answered alone",
    "paper_cetkaik.taxot.SeasonSettlement": "written inside MatchStep's own to_json, documented there as an object",
    "paper_cetkaik.taxot.TaxotAction": "its schema is also the apply requests' action, with the load default of its"
                                       " cards (any strings: the endpoint reads them)",
    "paper_cetkaik.taxot.WinProbability": "answered by no operation: the web layer writes the probabilities as its"
                                          " own objects",
    "paper_cetkaik.makkaik_game.MakkaikGame": "a state the answers give as an object to send back as it is"
                                              " (WholeGame.game), not by a schema of its own",
    "paper_cetkaik.namtou_game.NamtouGame": "a state the answers give as an object to send back as it is"
                                            " (WholeGame.game), not by a schema of its own",
    "paper_cetkaik.makkaik.BettingState": "answered by no operation (a 値戦 game's state writes its betting by its"
                                          " own writer)",
    "paper_cetkaik.makkaik.Exchange": "answered by no operation",
    "paper_cetkaik.cards.Deal": "answered by no operation (a deal's hands are written into each game's state)",
    "paper_cetkaik.namtou.NamtouShowdown": "answered by no operation: the showdown operation writes its shares as"
                                           " exact values of its own",
    "paper_cetkaik.makkaik.Showdown": "written inside 値戦's settlement, documented there as an object (a schema of"
                                      " its own would change the clients' settlement model); the showdown operation"
                                      " writes its shares as exact values of its own",
    "paper_cetkaik.combos.ComboRules": "a part of the rulesets, documented by PaperCetkaikComboRulesSchema, which is"
                                        " also its request form (the flags' defaults and bounds)",
    "paper_cetkaik.makkaik_game.Settlement": "its showdown is documented as an object (see makkaik.Showdown):"
                                             " MakkaikSettlementSchema stays written by hand",
}


@pytest.fixture(scope="module", autouse=True)
def _operations() -> None:
    """Every operation declared (and the schemas they answer with): an app built."""
    create_app(document=False)


def json_form_classes() -> dict[str, type]:
    """Every library class whose ``to_json`` is ``json_form(self)``, by ``<module under games>.<class>``."""
    found: dict[str, type] = {}
    for path in sorted(GAMES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = ".".join(path.relative_to(GAMES).with_suffix("").parts)
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(item, ast.FunctionDef) and item.name == "to_json"
                    and "json_form(self)" in ast.unparse(item) for item in node.body):
                cls = getattr(importlib.import_module(f"adjudicator.games.{module}"), node.name)
                found[f"{module}.{node.name}"] = cls
    return found


def test_every_result_with_a_derived_json_form_has_a_derived_schema_or_a_reason() -> None:
    classes = json_form_classes()
    assert len(classes) >= 30
    derived = set(DERIVED.values())
    for name, cls in classes.items():
        if name in NOT_DERIVED:
            assert cls not in derived, f"{name} has a derived schema now: take it off NOT_DERIVED"
        else:
            assert cls in derived, f"{name}: derive its response schema (adjudicator.web.derived.response_schema) " \
                                   "or list it in NOT_DERIVED with the reason"
    assert not NOT_DERIVED.keys() - classes.keys(), "NOT_DERIVED names a class that is not a json_form result"


#: Records declared by their kinds whose schema is still written by hand, and why.
HAND_WRITTEN_RECORDS: dict[str, str] = {
    "paper_cetkaik.taxot.WinContext": "only ever requested: its schema is the request form, with the defaults it loads"
                                      " (a derived request form would be renamed TaxotWinInputSchema)",
}


def declared_records() -> dict[str, type]:
    """Every library class with fields declared by their kinds (games/shapes.py), by ``<module>.<class>``."""
    from adjudicator.games.shapes import shape_fields

    found: dict[str, type] = {}
    for path in sorted(GAMES.rglob("*.py")):
        if "declared(" not in path.read_text(encoding="utf-8"):
            continue
        module_name = ".".join(path.relative_to(GAMES).with_suffix("").parts)
        module = importlib.import_module(f"adjudicator.games.{module_name}")
        for name, cls in vars(module).items():
            if isinstance(cls, type) and cls.__module__ == module.__name__ and dataclasses.is_dataclass(cls) \
                    and shape_fields(cls):
                found[f"{module_name}.{name}"] = cls
    return found


def test_every_declared_record_is_documented_by_a_derived_schema() -> None:
    """A record whose fields declare their kinds is read by them; its schema must come from them too, not be
    written a second time by hand."""
    records = declared_records()
    assert "utage.game.UtageState" in records and len(records) >= 3
    derived = set(DERIVED.values())
    hand_written = {name: SCHEMAS[cls].__name__ for name, cls in records.items()
                    if cls not in derived and cls in SCHEMAS and name not in HAND_WRITTEN_RECORDS}
    assert not hand_written, f"declared records documented by hand-written schemas: {hand_written}"
    for name in HAND_WRITTEN_RECORDS:
        assert name in records and records[name] not in derived, f"{name}: take it off HAND_WRITTEN_RECORDS"


def test_the_derived_schemas_answer_operations() -> None:
    answered = {op.response for op in REGISTRY.values() if isinstance(op.response, type)}
    nested = {f.inner.nested if isinstance(f, ma.fields.List) else f.nested  # type: ignore[attr-defined]
              for schema in answered
              for f in schema._declared_fields.values()
              if isinstance(f, ma.fields.Nested) or isinstance(getattr(f, "inner", None), ma.fields.Nested)}
    served = [schema.__name__ for schema in DERIVED if schema in answered or schema in nested]
    assert {"UtageVerdictSchema", "UtageLordScoreResultSchema", "UtageLordScoreSchema",
            "ShipsVerdictSchema"} <= set(served)


def test_compiled_classes_annotations_are_read_from_the_source_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """A class compiled with mypyc has its annotations erased to run-time classes (``str | None`` to ``type``,
    ``tuple[int | None, ...]`` to ``tuple``): they are read from the module's source instead, and resolve to what
    ``typing.get_type_hints`` gives the pure class."""
    classes = json_form_classes()
    for cls in classes.values():
        declared = {f.name: f.type for f in dataclasses.fields(cls)}
        if all(isinstance(kind, str) for kind in declared.values()):  # pure: the annotations as written
            assert _source_annotations(cls) == declared
            continue
        # compiled: erased to run-time classes, which the hints read from the source agree with
        hints = field_hints(cls)
        assert set(hints) == set(declared)
        for name, erased in declared.items():
            hint = hints[name]
            if typing.get_origin(hint) is typing.Annotated:  # the run-time type is the first argument
                hint = typing.get_args(hint)[0]
            origin = typing.get_origin(hint) or hint
            if erased not in (type, object, typing.Annotated) and isinstance(origin, type):
                assert issubclass(origin, erased), (cls, name, hints[name], erased)
    for name in ("utage.game.Verdict", "utage.lord.LordScore", "paper_cetkaik.mokkaik.TrickJudgement"):
        cls = classes[name]
        pure = field_hints(cls)
        erased = {f.name: typing.get_origin(hint) or type for f in dataclasses.fields(cls)
                  for hint in [pure[f.name]]}
        monkeypatch.setattr(cls, "__annotations__", erased)
        assert field_hints(cls) == pure
    assert str(field_hints(classes["utage.lord.LordScore"])["marks"]) == "tuple[int | None, ...]"


# --- the derivation ----------------------------------------------------------------------------------------------


class Colour(enum.Enum):
    RED = "red"
    BLACK = "black"


@dataclass(frozen=True)
class Inner:
    n: int

    def to_json(self) -> dict[str, Any]:
        return json_form(self)


@dataclass(frozen=True)
class Sample:
    """A sample result."""

    legal: bool
    reason: str | None = field(metadata=json_doc("why not"))
    inner: Inner | None = None
    inners: tuple[Inner, ...] = ()
    marks: tuple[int | None, ...] = ()
    colour: Colour = Colour.RED
    side: Literal["a", "b"] = "a"
    share: Fraction = Fraction(1, 2)
    weight: float = 0.5
    counts: dict[str, int] = field(default_factory=dict)
    seat: int = field(default=0, metadata=json_name("to_play"))
    cached: int = field(default=0, metadata=NOT_WRITTEN)

    def to_json(self) -> dict[str, Any]:
        return json_form(self)


def test_a_derived_schema_has_every_written_field_in_order_typed_and_required() -> None:
    schema = response_schema(Sample, "DerivedSampleSchema", descriptions={"legal": "whether it is allowed"})
    declared = schema._declared_fields
    assert [f.data_key or name for name, f in declared.items()] == [
        "legal", "reason", "inner", "inners", "marks", "colour", "side", "share", "weight", "counts", "to_play"]
    assert all(f.required for f in declared.values())
    assert isinstance(declared["legal"], ma.fields.Boolean)
    assert declared["legal"].metadata["description"] == "whether it is allowed"
    assert declared["reason"].allow_none and declared["reason"].metadata["description"] == "why not"
    assert not declared["legal"].allow_none
    inner = declared["inner"]
    assert isinstance(inner, ma.fields.Nested) and inner.allow_none and inner.nested is SCHEMAS[Inner]
    assert isinstance(declared["inners"], ma.fields.List) and declared["inners"].inner.nested is SCHEMAS[Inner]
    assert isinstance(declared["marks"].inner, ma.fields.Integer) and declared["marks"].inner.allow_none
    assert declared["colour"].validators[0].choices == ["red", "black"]
    assert declared["side"].validators[0].choices == ["a", "b"]
    assert declared["share"].nested is ProbabilitySchema
    assert isinstance(declared["weight"], ma.fields.Float)
    assert isinstance(declared["counts"], ma.fields.Dict)
    assert Sample not in SCHEMAS or SCHEMAS[Sample] is schema


def test_a_derived_schema_dumps_what_the_json_form_writes() -> None:
    sample = Sample(True, None, Inner(1), (Inner(2),), (3, None), Colour.BLACK, "b", Fraction(1, 3), 0.25, {"x": 1}, 4)
    schema = response_schema(Sample, "DerivedSampleSchema")
    written = plain(sample)
    assert written["share"] == {"fraction": "1/3", "float": 1 / 3}
    # the schema's fields are named as the JSON form's keys, in its order, and accept what it writes
    assert list(written) == list(schema._declared_fields)
    assert schema().validate(written) == {}
    wrong = {**written, "legal": "yes"}
    assert schema().validate(wrong) == {"legal": ["must be true or false"]}


def test_a_field_of_no_known_kind_is_refused_by_name() -> None:
    @dataclass(frozen=True)
    class Odd:
        pair: tuple[int, str]

    with pytest.raises(TypeError, match=r"Odd.pair: a tuple of fixed length"):
        response_schema(Odd, "OddSchema")


def test_an_answer_is_its_result_then_the_fields_the_operation_adds() -> None:
    answer = Answer(Inner(1), cast=3, inner=Inner(2), share=Fraction(1, 4))
    assert encode(answer) == orjson.dumps({"n": 1, "cast": 3, "inner": {"n": 2},
                                           "share": {"fraction": "1/4", "float": 0.25}})
    assert encode({"big": 1 << 70, "inner": Inner(5)}) == b'{"big":1180591620717411303424,"inner":{"n":5}}'
    with pytest.raises(ValueError, match="writes n already"):
        response_schema(Inner, "InnerMoreSchema", more={"n": ma.fields.Integer()})


def test_an_answer_dataclass_writes_its_fields_as_the_generic_writer_does() -> None:
    from adjudicator.games.jsonform import JSON_OPTIONAL
    from adjudicator.web.derived import answer, written

    @dataclass(frozen=True, slots=True, kw_only=True)
    class Listing:
        moves: list[int] | None = field(default=None, metadata=JSON_OPTIONAL)
        notes: list[str] | None = field(default=None, metadata=JSON_OPTIONAL)
        count: int
        seat: int = field(default=0, metadata=json_name("to_play"))
        cached: int = field(default=0, metadata=NOT_WRITTEN)

    plain_form = written(Listing(notes=["a"], count=1, seat=2, cached=9))
    answered = answer(Listing)
    assert answered(notes=["a"], count=1, seat=2, cached=9).to_json() == plain_form  # type: ignore[attr-defined]
    assert plain_form == {"notes": ["a"], "count": 1, "to_play": 2}
    assert list(answered(moves=[1], count=0).to_json()) == ["moves", "count", "to_play"]  # type: ignore[attr-defined]



class Token:
    """A library value written as a string."""


def read_token(value: object, where: str) -> Token:
    return Token()


def read_badge(value: object, where: str) -> Token:
    return Token()


BADGE = part(read_badge, schema="string")


@dataclass(frozen=True)
class Holder:
    token: Token = field(metadata=declared(part(read_token, schema="string"), "a token"))
    badge: Token = field(metadata=declared(BADGE, "a badge"))


def test_a_part_is_documented_by_the_field_given_for_its_kind_or_else_for_its_values_class() -> None:
    from adjudicator.web.derived import PART_FIELDS, document_part

    try:
        document_part(Token, lambda: ma.fields.String(validate=ma.validate.Length(max=3)))
        document_part(BADGE, lambda: ma.fields.String(validate=ma.validate.Length(max=9)))
        fields_ = response_schema(Holder, "DocumentedHolderSchema", more={})._declared_fields
        assert fields_["token"].validators[0].max == 3  # by its values' class
        assert fields_["badge"].validators[0].max == 9  # by its kind, first
        assert fields_["token"].metadata["description"] == "a token"
        with pytest.raises(ValueError, match="only a part kind"):
            document_part(integer(0, 3), ma.fields.Integer)
    finally:
        PART_FIELDS.pop(Token, None)
        PART_FIELDS.pop(read_badge, None)


def test_the_derived_renkeki_step_schema_still_loads_a_requests_decision() -> None:
    """RenkekiStepSchema is derived from the library's Step and is also a request's decision, used as it is: a
    decision without a cast, or with a null one, loads its cast as null (drawn from the seed); a bad one is
    refused."""
    from adjudicator.web.schemas.stick_games import RenkekiStepSchema

    assert DERIVED[RenkekiStepSchema].__name__ == "Step"
    step = RenkekiStepSchema()
    assert step.load({"decision": "bank"}) == {"decision": "bank", "cast": None}
    assert step.load({"decision": "throw", "cast": None}) == {"decision": "throw", "cast": None}
    assert step.load({"decision": "throw", "cast": 4}) == {"decision": "throw", "cast": 4}
    for bad in ({"decision": "throw", "cast": 6}, {"cast": 1}, {"decision": "pass"},
                {"decision": "bank", "colour": 1}):
        with pytest.raises(ma.ValidationError):
            step.load(bad)
