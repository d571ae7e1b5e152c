from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.letiles_rules_input_chips_run_out import LetilesRulesInputChipsRunOut
from ..models.letiles_rules_input_first_tile import LetilesRulesInputFirstTile
from ..models.letiles_rules_input_most_areas_by import LetilesRulesInputMostAreasBy
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
            (default, the Japanese sheet); count: the area merely contains 4+ (the English sheet)
        symbol_cap (LetilesRulesInputSymbolCap | Unset): per_area_per_symbol: every qualifying symbol's owner gets +3
            (default); per_area: one +3 per area, to the owner(s) of the most symbols
        first_tile (LetilesRulesInputFirstTile | Unset): covers_middle: the first tile goes in the middle, covering the
            cell (0, 0) (default); anywhere: the first placement defines the middle
        short_game (bool | Unset): the short game: one copy of each duplicated multi-colour design of a set is out of
            play (18 tiles a set; default false)
        expansion (bool | Unset): the expansion (handicap) rule: each expansion tile replaces its base tile (default
            false)
        finite_chips (bool | Unset): pay the score in the box's 60 chips (1pt x15, 3pt x18, 6pt x15, green 3pt x12)
            rather than unlimited ones (default false)
        chips_run_out (LetilesRulesInputChipsRunOut | Unset): under finite_chips, a kind run out: change (paid in
            smaller chips, the rest lost; default) or lost (the points are lost)
        most_areas_by (LetilesRulesInputMostAreasBy | Unset): the most-areas bonus counts areas (default) or the non-
            green chips taken (the seed's chip note; they differ only when finite chips run out)
    """

    min_shared_edges: int | Unset = UNSET
    symbol_rule: LetilesRulesInputSymbolRule | Unset = UNSET
    symbol_cap: LetilesRulesInputSymbolCap | Unset = UNSET
    first_tile: LetilesRulesInputFirstTile | Unset = UNSET
    short_game: bool | Unset = UNSET
    expansion: bool | Unset = UNSET
    finite_chips: bool | Unset = UNSET
    chips_run_out: LetilesRulesInputChipsRunOut | Unset = UNSET
    most_areas_by: LetilesRulesInputMostAreasBy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_shared_edges = self.min_shared_edges

        symbol_rule: str | Unset = UNSET
        if not isinstance(self.symbol_rule, Unset):
            symbol_rule = self.symbol_rule.value

        symbol_cap: str | Unset = UNSET
        if not isinstance(self.symbol_cap, Unset):
            symbol_cap = self.symbol_cap.value

        first_tile: str | Unset = UNSET
        if not isinstance(self.first_tile, Unset):
            first_tile = self.first_tile.value

        short_game = self.short_game

        expansion = self.expansion

        finite_chips = self.finite_chips

        chips_run_out: str | Unset = UNSET
        if not isinstance(self.chips_run_out, Unset):
            chips_run_out = self.chips_run_out.value

        most_areas_by: str | Unset = UNSET
        if not isinstance(self.most_areas_by, Unset):
            most_areas_by = self.most_areas_by.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_shared_edges is not UNSET:
            field_dict["min_shared_edges"] = min_shared_edges
        if symbol_rule is not UNSET:
            field_dict["symbol_rule"] = symbol_rule
        if symbol_cap is not UNSET:
            field_dict["symbol_cap"] = symbol_cap
        if first_tile is not UNSET:
            field_dict["first_tile"] = first_tile
        if short_game is not UNSET:
            field_dict["short_game"] = short_game
        if expansion is not UNSET:
            field_dict["expansion"] = expansion
        if finite_chips is not UNSET:
            field_dict["finite_chips"] = finite_chips
        if chips_run_out is not UNSET:
            field_dict["chips_run_out"] = chips_run_out
        if most_areas_by is not UNSET:
            field_dict["most_areas_by"] = most_areas_by

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

        _first_tile = d.pop("first_tile", UNSET)
        first_tile: LetilesRulesInputFirstTile | Unset
        if isinstance(_first_tile, Unset):
            first_tile = UNSET
        else:
            first_tile = LetilesRulesInputFirstTile(_first_tile)

        short_game = d.pop("short_game", UNSET)

        expansion = d.pop("expansion", UNSET)

        finite_chips = d.pop("finite_chips", UNSET)

        _chips_run_out = d.pop("chips_run_out", UNSET)
        chips_run_out: LetilesRulesInputChipsRunOut | Unset
        if isinstance(_chips_run_out, Unset):
            chips_run_out = UNSET
        else:
            chips_run_out = LetilesRulesInputChipsRunOut(_chips_run_out)

        _most_areas_by = d.pop("most_areas_by", UNSET)
        most_areas_by: LetilesRulesInputMostAreasBy | Unset
        if isinstance(_most_areas_by, Unset):
            most_areas_by = UNSET
        else:
            most_areas_by = LetilesRulesInputMostAreasBy(_most_areas_by)

        letiles_rules_input = cls(
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

        return letiles_rules_input
