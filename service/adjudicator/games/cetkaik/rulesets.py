"""Cetkaik rulesets: the configurable points of the standardized rule (spec §17) and their two presets.

A :class:`Ruleset` is a frozen set of flags. Two presets exist, ``cerke_online_alpha`` (the default, what the
online community plays) and ``strict_y1_huap1`` (strict standard); every flag can also be set on its own::

    Ruleset.resolve("strict_y1_huap1")
    Ruleset.resolve({"preset": "cerke_online_alpha", "tam_mun_mok": "forbidden", "seasons": 2})

JSON forms of the flag values:

* booleans for the boolean flags;
* a :class:`Consequence` is ``"allowed"``, ``"forbidden"`` or
  ``{"kind": "penalized", "penalty": -3, "is_a_hand": true}`` (``"penalized"`` alone means -3 as a hand);
* ``what_to_say_before_casting_sticks`` is ``"none"``, ``"direction"`` or ``"exact_destination"``;
* ``kut2tam2_penalty_when_not_a_hand`` is ``"immediate"`` (project decision 2) or ``"none"`` (reference);
* ``seasons`` is 1, 2 or 4 (project decision 5).

To add a flag: add a field to :class:`Ruleset`, its value in both presets and a parser in ``_FLAG_PARSERS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum, StrEnum
from typing import Any, Final, Literal

JSONValue = Any


class RulesetError(ValueError):
    """A ruleset specification that names an unknown preset or flag, or gives a flag a bad value."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


class ConsequenceKind(StrEnum):
    """What happens when a tam2 rule (§13.2) is triggered."""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
    PENALIZED = "penalized"


@dataclass(frozen=True, slots=True)
class Consequence:
    """The reference's ``Consequence``: allowed, forbidden, or penalized (with a penalty and whether it is a hand)."""

    kind: ConsequenceKind
    penalty: int = 0
    is_a_hand: bool = False

    @property
    def is_forbidden(self) -> bool:
        """Whether the triggering moves are removed from the legal moves."""
        return self.kind is ConsequenceKind.FORBIDDEN

    @property
    def is_penalized(self) -> bool:
        """Whether the triggering moves cost :attr:`penalty` points."""
        return self.kind is ConsequenceKind.PENALIZED

    def to_json(self) -> JSONValue:
        """Return the JSON form (a string, or an object for a penalty)."""
        if self.kind is ConsequenceKind.PENALIZED:
            return {"kind": "penalized", "penalty": self.penalty, "is_a_hand": self.is_a_hand}
        return self.kind.value

    @classmethod
    def from_json(cls, value: JSONValue, field: str) -> Consequence:
        """Parse the JSON form; raise :class:`RulesetError` naming ``field`` on a bad value."""
        if isinstance(value, Consequence):
            return value
        if value == "allowed":
            return ALLOWED
        if value == "forbidden":
            return FORBIDDEN
        if value == "penalized":
            return penalized()
        if isinstance(value, Mapping):
            unknown = set(value) - {"kind", "penalty", "is_a_hand"}
            if unknown:
                raise RulesetError(f"{field}.{sorted(unknown)[0]}", "unknown key (expected kind, penalty, is_a_hand)")
            if value.get("kind", "penalized") != "penalized":
                return cls.from_json(value["kind"], field)
            penalty = value.get("penalty", -3)
            if not isinstance(penalty, int) or isinstance(penalty, bool) or not -40 <= penalty <= 0:
                raise RulesetError(f"{field}.penalty", f"must be a whole number from -40 to 0, got {penalty!r}")
            is_a_hand = value.get("is_a_hand", True)
            if not isinstance(is_a_hand, bool):
                raise RulesetError(f"{field}.is_a_hand", f"must be true or false, got {is_a_hand!r}")
            return penalized(penalty, is_a_hand)
        raise RulesetError(field, f"must be 'allowed', 'forbidden', 'penalized' or a penalized object, got {value!r}")


ALLOWED: Final = Consequence(ConsequenceKind.ALLOWED)
FORBIDDEN: Final = Consequence(ConsequenceKind.FORBIDDEN)


def penalized(penalty: int = -3, is_a_hand: bool = True) -> Consequence:
    """Return a penalized consequence (the reference's ``Penalized { penalty, is_a_hand }``)."""
    return Consequence(ConsequenceKind.PENALIZED, penalty, is_a_hand)


class Plan(StrEnum):
    """What the mover must announce before the stepping cast of a step-then-ranged move (§9.3)."""

    NONE = "none"
    DIRECTION = "direction"
    EXACT_DESTINATION = "exact_destination"


Kut2Tam2Penalty = Literal["immediate", "none"]


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The effective Cetkaik rule flags (spec §17.1 plus the project's own flags).

    ``preset`` records the preset the flags started from; it does not override any flag.
    """

    preset: str
    step_tam_is_a_hand: bool
    tam_itself_is_tam_hue: bool
    moving_tam_immediately_after_tam_has_moved: Consequence
    tam_mun_mok: Consequence
    failure_to_complete_the_move_means_exempt_from_kut2_tam2: bool
    game_can_end_without_tymok_taxot_because_of_negative_hand: bool
    what_to_say_before_casting_sticks: Plan
    kut2tam2_penalty_when_not_a_hand: Kut2Tam2Penalty = "immediate"
    seasons: int = 4

    @classmethod
    def preset_named(cls, name: str) -> Ruleset:
        """Return the preset called ``name``; raise :class:`RulesetError` if there is none."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise RulesetError("preset", f"unknown preset {name!r} (expected one of {', '.join(PRESETS)})") from None

    @classmethod
    def resolve(cls, spec: str | Mapping[str, JSONValue] | Ruleset | None = None) -> Ruleset:
        """Return the ruleset for a preset name, a ``{"preset": name?, flag: value, ...}`` object, or ``None``.

        Flags given in the object override the preset (default ``cerke_online_alpha``).
        """
        if spec is None:
            return DEFAULT
        if isinstance(spec, Ruleset):
            return spec
        if isinstance(spec, str):
            return cls.preset_named(spec)
        if not isinstance(spec, Mapping):
            raise RulesetError("ruleset", f"must be a preset name or an object of flags, got {spec!r}")
        base = cls.preset_named(spec.get("preset", DEFAULT.preset))
        changes: dict[str, object] = {}
        for name, value in spec.items():
            if name == "preset":
                continue
            parser = _FLAG_PARSERS.get(name)
            if parser is None:
                raise RulesetError(name, f"unknown ruleset flag (known: {', '.join(_FLAG_PARSERS)})")
            changes[name] = parser(name, value)
        return replace(base, **changes)  # type: ignore[arg-type]

    def to_json(self) -> dict[str, JSONValue]:
        """Return every effective flag as plain JSON values, with the preset it started from."""
        out: dict[str, JSONValue] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Consequence):
                out[f.name] = value.to_json()
            elif isinstance(value, Enum):
                out[f.name] = value.value
            else:
                out[f.name] = value
        return out


def _parse_bool(field: str, value: JSONValue) -> bool:
    if not isinstance(value, bool):
        raise RulesetError(field, f"must be true or false, got {value!r}")
    return value


def _parse_consequence(field: str, value: JSONValue) -> Consequence:
    return Consequence.from_json(value, field)


def _parse_plan(field: str, value: JSONValue) -> Plan:
    if value is None:
        return Plan.NONE
    try:
        return Plan(value)
    except ValueError:
        raise RulesetError(field, f"must be 'none', 'direction' or 'exact_destination', got {value!r}") from None


def _parse_kut2tam2_penalty(field: str, value: JSONValue) -> Kut2Tam2Penalty:
    if value == "immediate":
        return "immediate"
    if value == "none":
        return "none"
    raise RulesetError(field, f"must be 'immediate' or 'none', got {value!r}")


def _parse_seasons(field: str, value: JSONValue) -> int:
    if isinstance(value, bool) or value not in (1, 2, 4):
        raise RulesetError(field, f"must be 1, 2 or 4, got {value!r}")
    return int(value)


_FLAG_PARSERS: Final[dict[str, Callable[[str, JSONValue], object]]] = {
    "step_tam_is_a_hand": _parse_bool,
    "tam_itself_is_tam_hue": _parse_bool,
    "moving_tam_immediately_after_tam_has_moved": _parse_consequence,
    "tam_mun_mok": _parse_consequence,
    "failure_to_complete_the_move_means_exempt_from_kut2_tam2": _parse_bool,
    "game_can_end_without_tymok_taxot_because_of_negative_hand": _parse_bool,
    "what_to_say_before_casting_sticks": _parse_plan,
    "kut2tam2_penalty_when_not_a_hand": _parse_kut2tam2_penalty,
    "seasons": _parse_seasons,
}

#: The online community's rules (cerke_online), the default.
CERKE_ONLINE_ALPHA: Final = Ruleset(
    preset="cerke_online_alpha",
    step_tam_is_a_hand=False,
    tam_itself_is_tam_hue=True,
    moving_tam_immediately_after_tam_has_moved=FORBIDDEN,
    tam_mun_mok=ALLOWED,
    failure_to_complete_the_move_means_exempt_from_kut2_tam2=False,
    game_can_end_without_tymok_taxot_because_of_negative_hand=True,
    what_to_say_before_casting_sticks=Plan.DIRECTION,
)
#: The strict standardized rule (厳密官定).
STRICT_Y1_HUAP1: Final = Ruleset(
    preset="strict_y1_huap1",
    step_tam_is_a_hand=True,
    tam_itself_is_tam_hue=False,
    moving_tam_immediately_after_tam_has_moved=penalized(-3, True),
    tam_mun_mok=penalized(-3, True),
    failure_to_complete_the_move_means_exempt_from_kut2_tam2=False,
    game_can_end_without_tymok_taxot_because_of_negative_hand=False,
    what_to_say_before_casting_sticks=Plan.EXACT_DESTINATION,
)
PRESETS: Final[dict[str, Ruleset]] = {r.preset: r for r in (CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1)}
DEFAULT: Final = CERKE_ONLINE_ALPHA
