from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.letiles_rules_chips_run_out import LetilesRulesChipsRunOut
from ..models.letiles_rules_first_tile import LetilesRulesFirstTile
from ..models.letiles_rules_most_areas_by import LetilesRulesMostAreasBy
from ..models.letiles_rules_symbol_cap import LetilesRulesSymbolCap
from ..models.letiles_rules_symbol_rule import LetilesRulesSymbolRule

T = TypeVar("T", bound="LetilesRules")


@_attrs_define
class LetilesRules:
    """
    Attributes:
        min_shared_edges (int): unit edges a new tile must share with the table (default 1)
        symbol_rule (LetilesRulesSymbolRule): connected: 4+ same symbols orthogonally connected in the area (default,
            the Japanese sheet); count: the area merely contains 4+ (the English sheet)
        symbol_cap (LetilesRulesSymbolCap): per_area_per_symbol: every qualifying symbol's owner gets +3 (default);
            per_area: one +3 per area, to the owner(s) of the most symbols
        first_tile (LetilesRulesFirstTile): covers_middle: the first tile goes in the middle, covering the cell (0, 0)
            (default); anywhere: the first placement defines the middle
        short_game (bool): the short game: one copy of each duplicated multi-colour design of a set is out of play (18
            tiles a set; default false)
        expansion (bool): the expansion (handicap) rule: each expansion tile replaces its base tile (default false)
        finite_chips (bool): pay the score in the box's 60 chips (1pt x15, 3pt x18, 6pt x15, green 3pt x12) rather than
            unlimited ones (default false)
        chips_run_out (LetilesRulesChipsRunOut): under finite_chips, a kind run out: change (paid in smaller chips, the
            rest lost; default) or lost (the points are lost)
        most_areas_by (LetilesRulesMostAreasBy): the most-areas bonus counts areas (default) or the non-green chips
            taken (the seed's chip note; they differ only when finite chips run out)
    """

    min_shared_edges: int
    symbol_rule: LetilesRulesSymbolRule
    symbol_cap: LetilesRulesSymbolCap
    first_tile: LetilesRulesFirstTile
    short_game: bool
    expansion: bool
    finite_chips: bool
    chips_run_out: LetilesRulesChipsRunOut
    most_areas_by: LetilesRulesMostAreasBy

    def to_dict(self) -> dict[str, Any]:
        min_shared_edges = self.min_shared_edges

        symbol_rule = self.symbol_rule.value

        symbol_cap = self.symbol_cap.value

        first_tile = self.first_tile.value

        short_game = self.short_game

        expansion = self.expansion

        finite_chips = self.finite_chips

        chips_run_out = self.chips_run_out.value

        most_areas_by = self.most_areas_by.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "min_shared_edges": min_shared_edges,
                "symbol_rule": symbol_rule,
                "symbol_cap": symbol_cap,
                "first_tile": first_tile,
                "short_game": short_game,
                "expansion": expansion,
                "finite_chips": finite_chips,
                "chips_run_out": chips_run_out,
                "most_areas_by": most_areas_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_shared_edges = d.pop("min_shared_edges")

        symbol_rule = LetilesRulesSymbolRule(d.pop("symbol_rule"))

        symbol_cap = LetilesRulesSymbolCap(d.pop("symbol_cap"))

        first_tile = LetilesRulesFirstTile(d.pop("first_tile"))

        short_game = d.pop("short_game")

        expansion = d.pop("expansion")

        finite_chips = d.pop("finite_chips")

        chips_run_out = LetilesRulesChipsRunOut(d.pop("chips_run_out"))

        most_areas_by = LetilesRulesMostAreasBy(d.pop("most_areas_by"))

        letiles_rules = cls(
            min_shared_edges=min_shared_edges,
            symbol_rule=symbol_rule,
            symbol_cap=symbol_cap,
            first_tile=first_tile,
            short_game=short_game,
            expansion=expansion,
            finite_chips=finite_chips,
            chips_run_out=chips_run_out,
            most_areas_by=most_areas_by,
        )

        return letiles_rules
