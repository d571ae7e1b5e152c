from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.letiles_rules_input_symbol_cap import LetilesRulesInputSymbolCap
from ..models.letiles_rules_input_symbol_rule import LetilesRulesInputSymbolRule
from ..types import UNSET, Unset

T = TypeVar("T", bound="LetilesRulesInput")


@_attrs_define
class LetilesRulesInput:
    """
    Attributes:
        min_shared_edges (int | Unset): unit edges a new tile must share with the table (default 1)
        symbol_rule (LetilesRulesInputSymbolRule | Unset): connected: 4+ same symbols orthogonally connected in the area
            (default); count: the area merely contains 4+
        symbol_cap (LetilesRulesInputSymbolCap | Unset): per_area_per_symbol: every qualifying symbol's owner gets +3
            (default); per_area: one +3 per area, to the owner(s) of the most symbols
    """

    min_shared_edges: int | Unset = UNSET
    symbol_rule: LetilesRulesInputSymbolRule | Unset = UNSET
    symbol_cap: LetilesRulesInputSymbolCap | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_shared_edges = self.min_shared_edges

        symbol_rule: str | Unset = UNSET
        if not isinstance(self.symbol_rule, Unset):
            symbol_rule = self.symbol_rule.value

        symbol_cap: str | Unset = UNSET
        if not isinstance(self.symbol_cap, Unset):
            symbol_cap = self.symbol_cap.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_shared_edges is not UNSET:
            field_dict["min_shared_edges"] = min_shared_edges
        if symbol_rule is not UNSET:
            field_dict["symbol_rule"] = symbol_rule
        if symbol_cap is not UNSET:
            field_dict["symbol_cap"] = symbol_cap

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_shared_edges = d.pop("min_shared_edges", UNSET)

        _symbol_rule = d.pop("symbol_rule", UNSET)
        symbol_rule: LetilesRulesInputSymbolRule | Unset
        if isinstance(_symbol_rule, Unset):
            symbol_rule = UNSET
        else:
            symbol_rule = LetilesRulesInputSymbolRule(_symbol_rule)

        _symbol_cap = d.pop("symbol_cap", UNSET)
        symbol_cap: LetilesRulesInputSymbolCap | Unset
        if isinstance(_symbol_cap, Unset):
            symbol_cap = UNSET
        else:
            symbol_cap = LetilesRulesInputSymbolCap(_symbol_cap)

        letiles_rules_input = cls(
            min_shared_edges=min_shared_edges,
            symbol_rule=symbol_rule,
            symbol_cap=symbol_cap,
        )

        return letiles_rules_input
