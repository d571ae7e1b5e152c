"""The LETILES ruleset: every ambiguous point and every variant of spec other-games §5 as a flag, defaulting to the
spec's choice."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, Literal

from .tiles import LetilesError

SymbolRule = Literal["connected", "count"]
SymbolCap = Literal["per_area_per_symbol", "per_area"]
FirstTile = Literal["covers_middle", "anywhere"]
ChipsRunOut = Literal["change", "lost"]
MostAreasBy = Literal["areas", "chips"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "symbol_rule": ("connected", "count"),
    "symbol_cap": ("per_area_per_symbol", "per_area"),
    "first_tile": ("covers_middle", "anywhere"),
    "chips_run_out": ("change", "lost"),
    "most_areas_by": ("areas", "chips"),
}
_SWITCHES = ("short_game", "expansion", "finite_chips")


@dataclass(frozen=True, slots=True)
class LetilesRules:
    """Flags of LETILES.

    ``min_shared_edges``: unit edges a new tile must share with the tiles on the table (``letiles.min_shared_edges``).
    ``symbol_rule``: ``connected`` (the Japanese sheet: 4+ same-shape symbols orthogonally connected inside the area)
    or ``count`` (the English sheet: the area merely contains 4+ of them).
    ``symbol_cap``: ``per_area_per_symbol`` (every qualifying shape's owner gets +3 in that area) or ``per_area``
    (an area pays one +3 only, to the owner of the qualifying shape with the most symbols there; owners tied on that
    count each get it).
    ``first_tile``: ``covers_middle`` (the first tile goes in the middle of the table: it covers the cell (0, 0)) or
    ``anywhere`` (the first placement defines the middle).
    ``short_game``: the short game: one copy of each duplicated multi-colour design of a set is out of play.
    ``expansion``: the expansion (or handicap) rule: each expansion tile replaces its base tile in its set.
    ``finite_chips``: the score is paid in the 60 scoring chips of the box (1pt x15, 3pt x18, 6pt x15, green
    bonus 3pt x12) rather than in unlimited ones; ``chips_run_out`` says what happens when a kind runs out:
    ``change`` (paid with smaller chips, the rest lost) or ``lost`` (the points are lost).
    ``most_areas_by``: ``areas`` (the most-areas bonus counts areas) or ``chips`` (it counts the non-green chips a
    player took, as the seed's chip note says; the two differ only when finite chips run out).
    """

    min_shared_edges: int = 1
    symbol_rule: SymbolRule = "connected"
    symbol_cap: SymbolCap = "per_area_per_symbol"
    first_tile: FirstTile = "covers_middle"
    short_game: bool = False
    expansion: bool = False
    finite_chips: bool = False
    chips_run_out: ChipsRunOut = "change"
    most_areas_by: MostAreasBy = "areas"

    def __post_init__(self) -> None:
        if type(self.min_shared_edges) is not int or not 1 <= self.min_shared_edges <= 7:
            raise LetilesError(f"expected 1..7, got {self.min_shared_edges!r}", "rules.min_shared_edges")
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if value not in choices:
                raise LetilesError(f"expected {' or '.join(repr(c) for c in choices)}, got {value!r}",
                                   f"rules.{name}")
        for name in _SWITCHES:
            if type(getattr(self, name)) is not bool:
                raise LetilesError(f"expected true or false, got {getattr(self, name)!r}", f"rules.{name}")

    @classmethod
    def from_json(cls, data: object) -> LetilesRules:
        """Read a flags object; missing flags take their defaults, unknown ones are rejected."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise LetilesError("expected an object of flags", "rules")
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise LetilesError(f"unknown LETILES flag (known: {', '.join(sorted(known))})", f"rules.{key}")
            _check_type(key, value)
        return cls(**dict(data))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return asdict(self)


def _check_type(name: str, value: object) -> None:
    """Refuse a flag of the wrong JSON type before the dataclass is built (compiled, it would raise TypeError)."""
    if name in _SWITCHES:
        if type(value) is not bool:
            raise LetilesError(f"expected true or false, got {value!r}", f"rules.{name}")
    elif name in _CHOICES:
        if not isinstance(value, str) or value not in _CHOICES[name]:
            raise LetilesError(f"expected {' or '.join(repr(c) for c in _CHOICES[name])}, got {value!r}",
                               f"rules.{name}")
    elif type(value) is not int:
        raise LetilesError(f"expected 1..7, got {value!r}", f"rules.{name}")


#: The default flags (the spec's choices).
DEFAULT_RULES = LetilesRules()
