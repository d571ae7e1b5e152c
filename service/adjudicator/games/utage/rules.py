"""The Utage ruleset: every open point of spec other-games §6 as a flag."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from .errors import UtageError


@dataclass(frozen=True, slots=True)
class UtageRules:
    """Flags of 宴-Utage-.

    ``empty_value``: what an empty slot, or a 最大/最小 mark left without a die, is worth (``utage.empty_value``).
    ``total_cups``: all the cups in the box (``utage.total_cups``, not public; 10 is this library's guess).
    ``dice_per_player``: the dice each player rolls at the start of a round.
    """

    empty_value: int = 0
    total_cups: int = 10
    dice_per_player: int = 6

    def __post_init__(self) -> None:
        for name, low, high in (("empty_value", -100, 100), ("total_cups", 1, 100), ("dice_per_player", 1, 12)):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise UtageError(f"expected an integer {low}..{high}, got {value!r}", f"rules.{name}")

    @classmethod
    def from_json(cls, data: object) -> UtageRules:
        """Read a flags object; missing flags take their defaults, unknown ones are rejected."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise UtageError(f"expected an object of Utage flags, got {type(data).__name__}", "rules")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise UtageError(f"unknown Utage flag (known: {', '.join(sorted(known))})", f"rules.{key}")
        return cls(**dict(data))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return asdict(self)
