"""The LETILES ruleset: every ambiguous point of spec other-games §5 as a flag, defaulting to the spec's choice."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, Literal

from .tiles import LetilesError

SymbolRule = Literal["connected", "count"]
SymbolCap = Literal["per_area_per_symbol", "per_area"]


@dataclass(frozen=True, slots=True)
class LetilesRules:
    """Flags of LETILES.

    ``min_shared_edges``: unit edges a new tile must share with the tiles on the table (``letiles.min_shared_edges``).
    ``symbol_rule``: ``connected`` (the Japanese sheet: 4+ same-shape symbols orthogonally connected inside the area)
    or ``count`` (the English sheet: the area merely contains 4+ of them).
    ``symbol_cap``: ``per_area_per_symbol`` (every qualifying shape's owner gets +3 in that area) or ``per_area``
    (an area pays one +3 only, to the owner of the qualifying shape with the most symbols there; owners tied on that
    count each get it).
    """

    min_shared_edges: int = 1
    symbol_rule: SymbolRule = "connected"
    symbol_cap: SymbolCap = "per_area_per_symbol"

    def __post_init__(self) -> None:
        if type(self.min_shared_edges) is not int or not 1 <= self.min_shared_edges <= 7:
            raise LetilesError(f"expected 1..7, got {self.min_shared_edges!r}", "rules.min_shared_edges")
        if self.symbol_rule not in ("connected", "count"):
            raise LetilesError(f"expected 'connected' or 'count', got {self.symbol_rule!r}", "rules.symbol_rule")
        if self.symbol_cap not in ("per_area_per_symbol", "per_area"):
            raise LetilesError(
                f"expected 'per_area_per_symbol' or 'per_area', got {self.symbol_cap!r}", "rules.symbol_cap"
            )

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> LetilesRules:
        """Read a flags object; missing flags take their defaults, unknown ones are rejected."""
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise LetilesError("expected an object of flags", "rules")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise LetilesError(f"unknown LETILES flag (known: {', '.join(sorted(known))})", f"rules.{key}")
        return cls(**dict(data))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return asdict(self)
