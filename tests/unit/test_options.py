"""Rule options declared once (games/options.py): the library's checks, its JSON reading and the HTTP schema all
follow each option's declaration, and agree on every value at and just beyond its bounds."""

from __future__ import annotations

import dataclasses
from typing import Any

import marshmallow as ma
import pytest

from adjudicator.games.errors import RulesError
from adjudicator.games.lauzait_cep.rulesets import Ruleset as LauzaitRuleset
from adjudicator.games.letiles.rules import LetilesRules
from adjudicator.games.options import OptionSpec, option_specs, options_json, read_options
from adjudicator.games.paper_cetkaik import makhup, makkaik, mokkaik, namtou, niekhi, nine, taxot
from adjudicator.games.race_games.mokzo import MokzoRules
from adjudicator.games.race_games.netxiju import NetxijuRules
from adjudicator.games.race_games.ships import ShipsRules
from adjudicator.games.stick_games.jujai import JujaiRules
from adjudicator.games.stick_games.lutu import LutuRules
from adjudicator.games.stick_games.renkeki import RenkekiRules
from adjudicator.games.utage.rules import UtageRules
from adjudicator.web.fields import options_schema, request_variant

DECLARED = [UtageRules, LetilesRules, NetxijuRules, MokzoRules, ShipsRules, LutuRules, JujaiRules, RenkekiRules,
            makhup.MakhupRules, makkaik.MakkaikRules, mokkaik.MokkaikRules, namtou.NamtouRules, niekhi.NiekhiRules,
            nine.NineRules, taxot.TaxotRules, LauzaitRuleset]


def _where(rules: type) -> str:
    """Where a ruleset's errors are named: ``rules`` in every game but Lauzait Cep!, whose request field and whole
    game name it ``ruleset``."""
    return "ruleset" if rules is LauzaitRuleset else "rules"


def _schema(rules: type, probe: str) -> type[ma.Schema]:
    """The schema derived for ``rules`` (its parts, read by their own classes, stood for by any value)."""
    parts = {spec.name: ma.fields.Raw(required=True) for spec in option_specs(rules) if spec.kind == "part"}
    return options_schema(rules, f"Probe{probe}{rules.__name__}Schema", "probe", parts=parts)


def _good_and_bad(spec: OptionSpec) -> tuple[list[Any], list[Any]]:
    """Values the option may take (its bounds, every choice) and values it may not (one beyond each bound, the
    wrong JSON types)."""
    if spec.kind == "switch":
        if spec.only is not None:  # the one value supported
            return [spec.only], [not spec.only, 0, 1, "true", None, []]
        return [True, False], [0, 1, "true", None, [], 1.5]
    if spec.kind == "number":
        good: list[Any] = [spec.low, spec.high] + ([None] if spec.nullable else [])
        bad: list[Any] = [spec.low - 1, spec.high + 1, True, "1", [], 2.5] + ([] if spec.nullable else [None])
        return good, bad
    return list(spec.choices), ["", spec.choices[0].upper(), 1, None, True, [spec.choices[0]]]


@pytest.mark.parametrize("rules", DECLARED, ids=lambda c: c.__name__)
def test_every_field_is_a_declared_option_with_its_default(rules: type) -> None:
    specs = option_specs(rules)
    assert [spec.name for spec in specs] == [f.name for f in dataclasses.fields(rules)]  # every field an option
    default = rules()
    assert options_json(default) == {
        s.name: getattr(default, s.name).to_json() if s.kind == "part" else s.default for s in specs}
    assert rules.from_json(None) == rules() == rules.from_json({})  # type: ignore[attr-defined]
    assert rules.from_json(rules().to_json()).to_json() == rules().to_json()  # type: ignore[attr-defined]
    for spec in specs:
        assert spec.doc and spec.kind in ("switch", "number", "choice", "part")
        assert spec.problem(getattr(default, spec.name)) is None


@pytest.mark.parametrize("rules", DECLARED, ids=lambda c: c.__name__)
def test_the_library_and_the_http_schema_agree_on_every_value(rules: type) -> None:
    """Each option, one at a time, set to each value at and beyond its bounds: the library's reader, its
    constructor and the schema derived for HTTP accept the same ones, and refuse the others naming the option."""
    schema = request_variant(_schema(rules, "Agree"))()
    for spec in option_specs(rules):
        if spec.kind == "part":  # read by its own class (tested with it)
            continue
        good, bad = _good_and_bad(spec)
        for value in good:
            assert getattr(rules.from_json({spec.name: value}), spec.name) == value  # type: ignore[attr-defined]
            assert schema.load({spec.name: value}) == {spec.name: value}
        for value in bad:
            with pytest.raises(RulesError) as read:
                rules.from_json({spec.name: value})  # type: ignore[attr-defined]
            assert read.value.field == f"{_where(rules)}.{spec.name}"
            # a value of the option's type built directly (one of another type is refused by the reader before it
            # reaches the class, which, compiled, would refuse it as a TypeError or read a bool as an integer, as it
            # refuses a string for an enumeration's member); a switch's unsupported value is refused by the class too
            if (spec.kind == "switch" and isinstance(value, bool)) or (spec.kind != "switch" and not isinstance(
                    value, bool) and isinstance(value, str if spec.kind == "choice" else int) and spec.read is None):
                with pytest.raises(RulesError) as built:
                    rules(**{spec.name: value})
                assert (built.value.field, built.value.message) == (read.value.field, read.value.message)
            with pytest.raises(ma.ValidationError) as loaded:
                schema.load({spec.name: value})
            assert list(loaded.value.messages) == [spec.name]


@pytest.mark.parametrize("rules", DECLARED, ids=lambda c: c.__name__)
def test_an_unknown_option_or_a_ruleset_that_is_not_an_object_is_refused(rules: type) -> None:
    with pytest.raises(RulesError) as unknown:
        rules.from_json({"no_such_option": True})  # type: ignore[attr-defined]
    assert unknown.value.field == f"{_where(rules)}.no_such_option"
    assert all(spec.name in unknown.value.message for spec in option_specs(rules))
    for value in ([], "strict", 3):
        with pytest.raises(RulesError) as refused:
            rules.from_json(value)  # type: ignore[attr-defined]
        assert refused.value.field == _where(rules)


def test_the_derived_schema_documents_each_option() -> None:
    schema = options_schema(MokzoRules, "ProbeMokzoDocSchema", "行山")
    assert schema.__doc__ == "The 行山 flags (every one optional on input; the answer echoes them all)."
    cap = schema._declared_fields["resource_cap"]
    assert cap.allow_none and cap.required and "no cap" in cap.metadata["description"]
    assert list(schema._declared_fields) == [spec.name for spec in option_specs(MokzoRules)]


def test_read_options_names_where_the_ruleset_is() -> None:
    with pytest.raises(RulesError) as refused:
        read_options(UtageRules, {"total_cups": 0}, RulesError, "game.rules")
    assert refused.value.field == "game.rules.total_cups"


def test_a_part_is_read_by_its_own_reader_and_echoed_in_its_own_form() -> None:
    rules = taxot.TaxotRules.from_json({"combos": {"min_seq": 4}, "deck": None})
    assert rules.combos.min_seq == 4 and rules.to_json()["combos"]["min_seq"] == 4
    assert rules.to_json()["deck"] == taxot.TaxotRules().deck.to_json()
    with pytest.raises(RulesError) as refused:
        taxot.TaxotRules.from_json({"combos": {"min_seq": 1}})
    assert refused.value.field == "rules.combos.min_seq"
    assert niekhi.NiekhiRules.from_json({"combos": {}}).combos == niekhi.NIEKHI_COMBOS  # over 連友's own defaults


def test_a_switch_with_one_supported_value_refuses_the_other_in_the_library_and_the_schema() -> None:
    for rules, name in ((niekhi.NiekhiRules, "bomb_out_of_turn"), (makhup.MakhupRules, "many_to_many")):
        with pytest.raises(RulesError) as refused:
            rules.from_json({name: True})
        assert (refused.value.field, refused.value.message) == (f"rules.{name}", "only false is supported, got true")
        schema = _schema(rules, "Only")
        assert "only false is supported" in schema._declared_fields[name].metadata["description"]
        with pytest.raises(ma.ValidationError) as loaded:
            request_variant(schema)().load({name: True})
        assert loaded.value.messages == {name: ["only false is supported, got true"]}
