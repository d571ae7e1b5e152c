"""Cetkaik rulesets: the configurable points of the standardized rule (spec §17) and their two presets.

A :class:`Ruleset` is a frozen set of flags. Two presets exist, ``cerke_online_alpha`` (the default, what the
online community plays) and ``strict_y1_huap1`` (strict standard); every flag can also be set on its own::

    Ruleset.resolve("strict_y1_huap1")
    Ruleset.resolve({"preset": "cerke_online_alpha", "tam_mun_mok": "forbidden", "seasons": 2})

Each flag is declared once, as a field of :class:`Ruleset`: its type gives its JSON form and its parser (a boolean;
one of a ``Literal``'s strings; one of the whole numbers listed in the field's ``choices``; a :class:`Plan`; a
:class:`Consequence`, written ``"allowed"``, ``"forbidden"`` or ``{"kind": "penalized", "penalty": -3,
"is_a_hand": true}``, with ``"penalized"`` alone meaning -3 as a hand), and its ``doc`` says what it means.
:func:`flag_specs` lists them for the documents (the service's OpenAPI schemas are built from it).

The variants of the Book (spec §20) are flags too, each defaulting to the standard behaviour. Presets describing
a whole system: ``educational`` (教育机戦, §20.1) and ``old_cetkaik`` (古机戦, §20.4).

To add a flag: add a field to :class:`Ruleset` with its ``_doc`` metadata (and a default unless every preset sets
it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
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


def _doc(doc: str, *, choices: tuple[str | int, ...] = ()) -> dict[str, Any]:
    """The metadata of a :class:`Ruleset` flag: its meaning and, for a choice, its allowed values.

    (The allowed values are given here, not read from the field's ``Literal`` annotation: compiled with mypyc,
    the class keeps no such annotation at run time.)"""
    return {"doc": doc, "choices": choices}


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The effective Cetkaik rule flags (spec §17.1 plus the project's own flags).

    ``preset`` records the preset the flags started from; it does not override any flag.
    """

    preset: str
    step_tam_is_a_hand: bool = field(
        metadata=_doc("撃皇 (stepping on tam2) is a -5 hand, forcing a declaration; else an immediate -5")
    )
    tam_itself_is_tam_hue: bool = field(
        metadata=_doc("tam2's own square counts as tam2 hue (matters when stepping on tam2)")
    )
    moving_tam_immediately_after_tam_has_moved: Consequence = field(
        metadata=_doc("moving tam2 right after the opponent moved it (§13.2): allowed, forbidden or penalized")
    )
    tam_mun_mok: Consequence = field(
        metadata=_doc("a tam2 move ending where it started: allowed, forbidden or penalized")
    )
    failure_to_complete_the_move_means_exempt_from_kut2_tam2: bool = field(
        metadata=_doc("撃皇 is waived when the move is abandoned or fails its water entry")
    )
    game_can_end_without_tymok_taxot_because_of_negative_hand: bool = field(
        metadata=_doc("a penalty that is not a hand may end the game (declared by the reference, never read)")
    )
    what_to_say_before_casting_sticks: Plan = field(
        metadata=_doc("what the mover announces before the stepping cast of a step-then-ranged move (§9.3)")
    )
    kut2tam2_penalty_when_not_a_hand: Kut2Tam2Penalty = field(
        default="immediate",
        metadata=_doc(
            "撃皇 when it is not a hand: immediate (project decision 2) or none (the reference)",
            choices=get_args(Kut2Tam2Penalty),
        ),
    )
    ta_xot1_forced_by_penalty_scores: PenaltyOnlyTaXot1 = field(
        default="penalties_only",
        metadata=_doc("what a ta xot1 forced by a penalty alone scores: penalties_only (the reference) or "
                      "hands_and_penalties", choices=get_args(PenaltyOnlyTaXot1)),
    )
    seasons: int = field(default=4, metadata=_doc("seasons in a game (project decision 5)", choices=(1, 2, 4)))
    movement: Movement = field(
        default="standard",
        metadata=_doc(
            "standard, or hard_tam2 (硬皇力: stronger in tam2 hue, §20.3)",
            choices=get_args(Movement),
        ),
    )
    stepping_cast: SteppingCast = field(
        default="single",
        metadata=_doc(
            "single cast, or chained (連撃術: throw on while below the distance; 0/1 wipes)",
            choices=get_args(SteppingCast),
        ),
    )
    scoring: Scoring = field(
        default="hands",
        metadata=_doc("hands, or an old per-piece scoring", choices=get_args(Scoring)),
    )
    hand_system: HandSystem = field(
        default="standard",
        metadata=_doc("standard, renjuren (連獣連), sanren (三連), gushou (具象) or educational (教育机戦); "
                      "renjuren, sanren and gushou need a per-piece scoring", choices=get_args(HandSystem)),
    )
    count_duplicate_hands: bool = field(default=False, metadata=_doc("a hand counts once per disjoint copy"))
    score_cap: bool = field(
        default=True, metadata=_doc("the game ends when a score reaches 0 (else every season is played)")
    )
    victory_points: int = field(
        default=40,
        metadata=_doc("the scores add up to it and start at half of it (20: 教育机戦)", choices=(20, 40)),
    )
    fixed_tam_hue: FixedTamHue = field(
        default="standard",
        metadata=_doc(
            "the nine orange squares, or the centre only (教育机戦)",
            choices=get_args(FixedTamHue),
        ),
    )
    initial_position: InitialPosition = field(
        default="standard", metadata=_doc("the initial arrangement of the pieces", choices=get_args(InitialPosition))
    )
    game: Game = field(
        default="cetkaik",
        metadata=_doc(
            "cetkaik, or old_cetkaik (古机戦, §20.4: won by capturing the king)",
            choices=get_args(Game),
        ),
    )
    old_cetkaik_runners: OldCetkaikRunners = field(
        default="none",
        metadata=_doc(
            "old cetkaik: which of chariot and tiger move any distance",
            choices=get_args(OldCetkaikRunners),
        ),
    )

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
            flag = FLAGS.get(name)
            if flag is None:
                raise RulesetError(name, f"unknown ruleset flag (known: {', '.join(FLAGS)})")
            changes[name] = _parse_flag(flag, value)
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



@dataclass(frozen=True, slots=True)
class FlagSpec:
    """A ruleset flag as documents describe it: its JSON form (``kind``), allowed values and meaning."""

    name: str
    kind: Literal["boolean", "consequence", "choice"]
    #: The allowed values of a choice (strings or whole numbers); ``None`` is also accepted for a :class:`Plan`.
    choices: tuple[str | int, ...]
    doc: str
    nullable: bool = False


def _spoken(options: tuple[str | int, ...]) -> str:
    """``'a', 'b' or 'c'`` (strings quoted, numbers bare)."""
    words = [repr(o) for o in options]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def _flag_spec(name: str, example: object, doc: str, choices: tuple[str | int, ...]) -> FlagSpec:
    """The spec of a flag, from its value in a preset (its JSON form) and its metadata."""
    if isinstance(example, bool):
        return FlagSpec(name, "boolean", (), doc)
    if isinstance(example, Consequence):
        return FlagSpec(name, "consequence", tuple(k.value for k in ConsequenceKind), doc)
    if isinstance(example, Plan):
        return FlagSpec(name, "choice", tuple(p.value for p in Plan), doc, nullable=True)
    if choices:
        return FlagSpec(name, "choice", choices, doc)
    raise TypeError(f"ruleset flag {name}: no JSON form for {example!r}")  # a programming error, at import


def _parse_flag(spec: FlagSpec, value: JSONValue) -> object:
    """Parse one flag's JSON value as its spec says; raise :class:`RulesetError` naming the flag."""
    if spec.kind == "boolean":
        if not isinstance(value, bool):
            raise RulesetError(spec.name, f"must be true or false, got {value!r}")
        return value
    if spec.kind == "consequence":
        return Consequence.from_json(value, spec.name)
    if spec.nullable and value is None:
        return Plan.NONE
    if isinstance(value, bool) or not isinstance(value, str | int) or value not in spec.choices:
        raise RulesetError(spec.name, f"must be {_spoken(spec.choices)}, got {value!r}")
    return Plan(str(value)) if spec.nullable else value


def flag_specs() -> tuple[FlagSpec, ...]:
    """Every ruleset flag, in declaration order (for documents and schemas)."""
    return tuple(FLAGS.values())


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
#: Every flag of :class:`Ruleset` (all its fields but ``preset``), in declaration order.
FLAGS: Final[dict[str, FlagSpec]] = {
    f.name: _flag_spec(f.name, getattr(CERKE_ONLINE_ALPHA, f.name), f.metadata["doc"], f.metadata["choices"])
    for f in fields(Ruleset)
    if f.name != "preset"
}
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
