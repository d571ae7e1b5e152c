"""Rulesets: presets of spec §17.1, individual flags, JSON form and errors."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.games.cetkaik.rulesets import (
    ALLOWED,
    CERKE_ONLINE_ALPHA,
    FORBIDDEN,
    STRICT_Y1_HUAP1,
    Plan,
    Ruleset,
    RulesetError,
    penalized,
)


def test_presets_match_spec_17_1() -> None:
    alpha = Ruleset.resolve("cerke_online_alpha")
    assert alpha is CERKE_ONLINE_ALPHA and Ruleset.resolve(None) is alpha
    assert (alpha.step_tam_is_a_hand, alpha.tam_itself_is_tam_hue) == (False, True)
    assert alpha.moving_tam_immediately_after_tam_has_moved == FORBIDDEN and alpha.tam_mun_mok == ALLOWED
    assert not alpha.failure_to_complete_the_move_means_exempt_from_kut2_tam2
    assert alpha.game_can_end_without_tymok_taxot_because_of_negative_hand
    assert alpha.what_to_say_before_casting_sticks is Plan.DIRECTION
    strict = Ruleset.resolve("strict_y1_huap1")
    assert strict is STRICT_Y1_HUAP1
    assert (strict.step_tam_is_a_hand, strict.tam_itself_is_tam_hue) == (True, False)
    assert strict.moving_tam_immediately_after_tam_has_moved == penalized(-3, True) == strict.tam_mun_mok
    assert not strict.game_can_end_without_tymok_taxot_because_of_negative_hand
    assert strict.what_to_say_before_casting_sticks is Plan.EXACT_DESTINATION
    for preset in (alpha, strict):  # project decisions 2 and 5
        assert (preset.kut2tam2_penalty_when_not_a_hand, preset.seasons) == ("immediate", 4)


def test_flags_override_the_preset() -> None:
    r = Ruleset.resolve(
        {
            "preset": "strict_y1_huap1",
            "tam_mun_mok": "forbidden",
            "moving_tam_immediately_after_tam_has_moved": {"kind": "penalized", "penalty": -2, "is_a_hand": False},
            "what_to_say_before_casting_sticks": "none",
            "kut2tam2_penalty_when_not_a_hand": "none",
            "seasons": 2,
        }
    )
    assert r.preset == "strict_y1_huap1"
    assert r.tam_mun_mok == FORBIDDEN
    assert r.moving_tam_immediately_after_tam_has_moved == penalized(-2, False)
    assert r.what_to_say_before_casting_sticks is Plan.NONE
    assert (r.kut2tam2_penalty_when_not_a_hand, r.seasons, r.step_tam_is_a_hand) == ("none", 2, True)
    assert Ruleset.resolve({"step_tam_is_a_hand": True}).preset == "cerke_online_alpha"


@pytest.mark.parametrize("ruleset", [CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1])
def test_json_round_trip(ruleset: Ruleset) -> None:
    data = ruleset.to_json()
    assert data["preset"] == ruleset.preset
    assert all(isinstance(v, str | bool | int | dict) for v in data.values())
    assert Ruleset.resolve(data) == ruleset
    assert len(data) == 22


def test_penalized_json_form() -> None:
    assert STRICT_Y1_HUAP1.to_json()["tam_mun_mok"] == {"kind": "penalized", "penalty": -3, "is_a_hand": True}
    assert Ruleset.resolve({"tam_mun_mok": "penalized"}).tam_mun_mok == penalized(-3, True)


@pytest.mark.parametrize(
    ("spec", "field", "message"),
    [
        ("cerke_online_beta", "preset", "unknown preset 'cerke_online_beta'"),
        ({"preset": "x"}, "preset", "unknown preset 'x'"),
        ({"tam_is_hot": True}, "tam_is_hot", "unknown ruleset flag"),
        ({"step_tam_is_a_hand": "yes"}, "step_tam_is_a_hand", "true or false"),
        ({"tam_mun_mok": "sometimes"}, "tam_mun_mok", "'allowed', 'forbidden', 'penalized'"),
        ({"tam_mun_mok": {"penalty": 3}}, "tam_mun_mok.penalty", "-40 to 0"),
        ({"tam_mun_mok": {"penalty": -3, "hand": True}}, "tam_mun_mok.hand", "unknown key"),
        ({"tam_mun_mok": {"kind": "allowed", "is_a_hand": {}}}, "tam_mun_mok.is_a_hand", "only a penalized"),
        ({"tam_mun_mok": {"kind": "forbidden", "penalty": -41}}, "tam_mun_mok.penalty", "only a penalized"),
        ({"tam_mun_mok": {"kind": {}}}, "tam_mun_mok.kind", "'allowed', 'forbidden', 'penalized'"),
        ({"what_to_say_before_casting_sticks": "everything"}, "what_to_say_before_casting_sticks", "direction"),
        ({"kut2tam2_penalty_when_not_a_hand": "later"}, "kut2tam2_penalty_when_not_a_hand", "'immediate'"),
        ({"seasons": 3}, "seasons", "1, 2 or 4"),
        (42, "ruleset", "preset name or an object"),
    ],
)
def test_bad_specs_name_the_flag(spec: Any, field: str, message: str) -> None:
    with pytest.raises(RulesetError) as info:
        Ruleset.resolve(spec)
    assert isinstance(info.value, ValueError)
    assert info.value.field == field
    assert message in str(info.value)


def test_every_flag_is_declared_once_with_its_meaning_and_values() -> None:
    from typing import Literal, get_args, get_origin, get_type_hints

    from adjudicator.games.cetkaik.rulesets import flag_specs

    hints = get_type_hints(Ruleset)
    specs = {spec.name: spec for spec in flag_specs()}
    assert set(specs) == set(hints) - {"preset"}
    for name, spec in specs.items():
        assert spec.doc, name
        if get_origin(hints[name]) is Literal:  # the choices given beside the field are the annotation's
            assert spec.choices == get_args(hints[name]), name
        if spec.kind == "choice":
            for value in spec.choices:  # each is accepted (with a per-piece scoring, which some hand systems need)
                assert getattr(Ruleset.resolve({"scoring": "per_piece_2x4x", name: value}), name) == value
