from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.letiles_rules_symbol_cap import LetilesRulesSymbolCap
from ..models.letiles_rules_symbol_rule import LetilesRulesSymbolRule

T = TypeVar("T", bound="LetilesRules")


@_attrs_define
class LetilesRules:
    """
    Attributes:
        min_shared_edges (int): unit edges a new tile must share with the table (default 1)
        symbol_rule (LetilesRulesSymbolRule): connected: 4+ same symbols orthogonally connected in the area (default);
            count: the area merely contains 4+
        symbol_cap (LetilesRulesSymbolCap): per_area_per_symbol: every qualifying symbol's owner gets +3 (default);
            per_area: one +3 per area, to the owner(s) of the most symbols
    """

    min_shared_edges: int
    symbol_rule: LetilesRulesSymbolRule
    symbol_cap: LetilesRulesSymbolCap

    def to_dict(self) -> dict[str, Any]:
        min_shared_edges = self.min_shared_edges

        symbol_rule = self.symbol_rule.value

        symbol_cap = self.symbol_cap.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "min_shared_edges": min_shared_edges,
                "symbol_rule": symbol_rule,
                "symbol_cap": symbol_cap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_shared_edges = d.pop("min_shared_edges")

        symbol_rule = LetilesRulesSymbolRule(d.pop("symbol_rule"))

        symbol_cap = LetilesRulesSymbolCap(d.pop("symbol_cap"))

        letiles_rules = cls(
            min_shared_edges=min_shared_edges,
            symbol_rule=symbol_rule,
            symbol_cap=symbol_cap,
        )

        return letiles_rules
