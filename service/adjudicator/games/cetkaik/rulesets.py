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
* ``seasons`` is 1, 2 or 4 (project decision 5);
* ``ta_xot1_forced_by_penalty_scores`` is ``"penalties_only"`` (a ta xot1 that a penalty alone forced scores only
  the penalties, as the reference does; the default of both presets, project decision 8) or
  ``"hands_and_penalties"`` (every hand held counts too: the other reading of the leaflet, spec §15.3).

The variants of the Book (spec §20) are flags too, each defaulting to the standard behaviour:

* ``movement``: ``"standard"`` (§6) or ``"hard_tam2"`` (硬皇力, §20.3: stronger movement in tam2 hue, and tam2's
  own square always counts as hue);
* ``stepping_cast``: ``"single"`` (one cast of five sticks bounds a ranged move after stepping) or
  ``"chained"`` (連撃術: throws are added up, see :mod:`.stepping_cast`);
* ``scoring``: ``"hands"`` (each hand scores its points) or one of the old per-piece scorings
  ``"per_piece_2x4x"``, ``"per_piece_3x5x"``, ``"per_piece_3x5x_unused"`` (see :mod:`.scoring`);
* ``hand_system``: ``"standard"`` (§14), ``"renjuren"`` (連獣連), ``"sanren"`` (三連), ``"gushou"`` (具象)
  or ``"educational"`` (教育机戦); see :mod:`.hands`. The first three come without documented points, so they
  need a per-piece ``scoring``;
* ``count_duplicate_hands``: a hand counts once per disjoint copy of its pieces instead of once;
* ``score_cap``: the game ends as soon as a score reaches 0 (the other ``victory_points``); ``false`` plays all
  seasons regardless (scores are still kept within 0..``victory_points``);
* ``victory_points``: 40 (standard) or 20 (教育机戦): the two scores always add up to it and start at half of it;
* ``fixed_tam_hue``: ``"standard"`` (the nine orange squares, §2.2) or ``"centre"`` (only the centre square;
  教育机戦); the tam2's neighbours are hue in both;
* ``initial_position``: ``"standard"`` (§4), ``"educational"``, ``"old_cetkaik"`` or ``"old_cetkaik_swapped"``
  (see :mod:`.variants`);
* ``game``: ``"cetkaik"`` or ``"old_cetkaik"`` (古机戦, §20.4: other movement, water, stepping and captures; the
  game is won by capturing the king; see :mod:`.old_cetkaik`);
* ``old_cetkaik_runners``: which of the old cetkaik's chariot and tiger move any distance: ``"none"``,
  ``"chariot"`` or ``"both"``.

Presets describing a whole system: ``educational`` (教育机戦, §20.1) and ``old_cetkaik`` (古机戦, §20.4).

To add a flag: add a field to :class:`Ruleset`, its value in both presets and a parser in ``_FLAG_PARSERS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum, StrEnum
from typing import Any, Final, Literal, get_args

from adjudicator.games.errors import RulesError

JSONValue = Any


class RulesetError(RulesError):
    """A ruleset specification that names an unknown preset or flag, or gives a flag a bad value."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field)


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
            kind = value.get("kind", "penalized")
            if kind not in ("allowed", "forbidden", "penalized"):
                raise RulesetError(f"{field}.kind", f"must be 'allowed', 'forbidden', 'penalized', got {kind!r}")
            if kind != "penalized":
                extra = sorted(set(value) - {"kind"})
                if extra:
                    raise RulesetError(f"{field}.{extra[0]}", f"only a penalized consequence has one, not {kind!r}")
                return cls.from_json(kind, f"{field}.kind")
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
PenaltyOnlyTaXot1 = Literal["penalties_only", "hands_and_penalties"]
Movement = Literal["standard", "hard_tam2"]
SteppingCast = Literal["single", "chained"]
Scoring = Literal["hands", "per_piece_2x4x", "per_piece_3x5x", "per_piece_3x5x_unused"]
HandSystem = Literal["standard", "renjuren", "sanren", "gushou", "educational"]
FixedTamHue = Literal["standard", "centre"]
InitialPosition = Literal["standard", "educational", "old_cetkaik", "old_cetkaik_swapped"]
Game = Literal["cetkaik", "old_cetkaik"]
OldCetkaikRunners = Literal["none", "chariot", "both"]

#: Hand systems whose hands have documented points (the others need a per-piece scoring).
HAND_SYSTEMS_WITH_POINTS: Final = frozenset({"standard", "educational"})


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
    ta_xot1_forced_by_penalty_scores: PenaltyOnlyTaXot1 = "penalties_only"
    seasons: int = 4
    movement: Movement = "standard"
    stepping_cast: SteppingCast = "single"
    scoring: Scoring = "hands"
    hand_system: HandSystem = "standard"
    count_duplicate_hands: bool = False
    score_cap: bool = True
    victory_points: int = 40
    fixed_tam_hue: FixedTamHue = "standard"
    initial_position: InitialPosition = "standard"
    game: Game = "cetkaik"
    old_cetkaik_runners: OldCetkaikRunners = "none"

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
        key = _spec_key(spec)
        known = _RESOLVED.get(key) if key is not None else None
        if known is not None:
            return known
        ruleset = cls._resolve_object(spec)
        if key is not None:
            if len(_RESOLVED) >= _MAX_RESOLVED:
                _RESOLVED.clear()
            _RESOLVED[key] = ruleset
        return ruleset

    @classmethod
    def _resolve_object(cls, spec: Mapping[str, JSONValue]) -> Ruleset:
        base = cls.preset_named(spec.get("preset", DEFAULT.preset))
        changes: dict[str, object] = {}
        for name, value in spec.items():
            if name == "preset":
                continue
            parser = _FLAG_PARSERS.get(name)
            if parser is None:
                raise RulesetError(name, f"unknown ruleset flag (known: {', '.join(_FLAG_PARSERS)})")
            changes[name] = parser(name, value)
        ruleset = replace(base, **changes)  # type: ignore[arg-type]
        ruleset.check_consistency()
        return ruleset

    def check_consistency(self) -> None:
        """Raise :class:`RulesetError` for flags that cannot be combined (a hand system without points)."""
        if self.scoring == "hands" and self.hand_system not in HAND_SYSTEMS_WITH_POINTS:
            raise RulesetError(
                "hand_system",
                f"the Book gives no points for the {self.hand_system!r} hands; combine it with a per-piece scoring "
                "(per_piece_2x4x, per_piece_3x5x or per_piece_3x5x_unused)",
            )

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


#: Rulesets resolved from objects of flags, by the flags exactly as given (a service sees a handful of them).
_RESOLVED: dict[tuple[tuple[str, type, JSONValue], ...], Ruleset] = {}
_MAX_RESOLVED: Final = 256
_SCALARS: Final = (str, bool, int, float, type(None))


def _spec_key(spec: Mapping[str, JSONValue]) -> tuple[tuple[str, type, JSONValue], ...] | None:
    """The flags of a ruleset object as a key telling ``1`` from ``true`` and ``1.0``; None if a value is not a
    scalar (a consequence object: resolved every time)."""
    key = tuple((name, type(value), value) for name, value in spec.items())
    return key if all(isinstance(value, _SCALARS) for _, _, value in key) else None


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


def _choice(*options: str) -> Callable[[str, JSONValue], str]:
    """Return a parser accepting exactly one of ``options``."""

    def parse(field: str, value: JSONValue) -> str:
        if value not in options:
            raise RulesetError(field, f"must be one of {', '.join(repr(o) for o in options)}, got {value!r}")
        return str(value)

    return parse


def _parse_victory_points(field: str, value: JSONValue) -> int:
    if isinstance(value, bool) or value not in (20, 40):
        raise RulesetError(field, f"must be 20 or 40, got {value!r}")
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
    "ta_xot1_forced_by_penalty_scores": _choice(*get_args(PenaltyOnlyTaXot1)),
    "seasons": _parse_seasons,
    "movement": _choice(*get_args(Movement)),
    "stepping_cast": _choice(*get_args(SteppingCast)),
    "scoring": _choice(*get_args(Scoring)),
    "hand_system": _choice(*get_args(HandSystem)),
    "count_duplicate_hands": _parse_bool,
    "score_cap": _parse_bool,
    "victory_points": _parse_victory_points,
    "fixed_tam_hue": _choice(*get_args(FixedTamHue)),
    "initial_position": _choice(*get_args(InitialPosition)),
    "game": _choice(*get_args(Game)),
    "old_cetkaik_runners": _choice(*get_args(OldCetkaikRunners)),
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
#: 教育机戦 (educational cetkaik, spec §20.1): the educational piece set and hands, tam2 hue only at the centre
#: and around the tam2, the game won at 20 points. What the Book leaves open follows ``cerke_online_alpha``
#: except that 撃皇 and 皇再来 are hands (-5, -3) as the Book lists them among the hands.
EDUCATIONAL: Final = replace(
    CERKE_ONLINE_ALPHA,
    preset="educational",
    step_tam_is_a_hand=True,
    moving_tam_immediately_after_tam_has_moved=penalized(-3, True),
    tam_mun_mok=penalized(-3, True),
    hand_system="educational",
    victory_points=20,
    fixed_tam_hue="centre",
    initial_position="educational",
)
#: 古机戦 (old cetkaik, spec §20.4): one season, won by capturing the king; no sticks, no drops.
OLD_CETKAIK: Final = replace(
    CERKE_ONLINE_ALPHA, preset="old_cetkaik", game="old_cetkaik", seasons=1, initial_position="old_cetkaik"
)
PRESETS: Final[dict[str, Ruleset]] = {
    r.preset: r for r in (CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, EDUCATIONAL, OLD_CETKAIK)
}
DEFAULT: Final = CERKE_ONLINE_ALPHA
