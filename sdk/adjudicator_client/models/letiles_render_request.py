from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_render_request_seats_item import LetilesRenderRequestSeatsItem
from ..models.letiles_render_request_tileset_type_0 import (
    LetilesRenderRequestTilesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_placement_input import LetilesPlacementInput
    from ..models.letiles_rules_input import LetilesRulesInput
    from ..models.letiles_tile_set_input import LetilesTileSetInput


T = TypeVar("T", bound="LetilesRenderRequest")


@_attrs_define
class LetilesRenderRequest:
    """
    Attributes:
        tileset (LetilesRenderRequestTilesetType0 | LetilesTileSetInput): the tile set: "example" for the bundled
            ILLUSTRATIVE set, or the real tiles as data
        placements (list[LetilesPlacementInput] | Unset): the tiles on the table, in play order
        ruleset (LetilesRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        seats (list[LetilesRenderRequestSeatsItem] | Unset): the colours in play, whose areas are outlined (default all)
        show_areas (bool | Unset): outline the scoring areas and write their sizes Default: True.
        placement (LetilesPlacementInput | None | Unset): a placement being considered, drawn dashed (green if legal,
            dark red if not)
    """

    tileset: LetilesRenderRequestTilesetType0 | LetilesTileSetInput
    placements: list[LetilesPlacementInput] | Unset = UNSET
    ruleset: LetilesRulesInput | None | Unset = UNSET
    seats: list[LetilesRenderRequestSeatsItem] | Unset = UNSET
    show_areas: bool | Unset = True
    placement: LetilesPlacementInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput

        tileset: dict[str, Any] | str
        if isinstance(self.tileset, LetilesRenderRequestTilesetType0):
            tileset = self.tileset.value
        else:
            tileset = self.tileset.to_dict()

        placements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = []
            for placements_item_data in self.placements:
                placements_item = placements_item_data.to_dict()
                placements.append(placements_item)

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LetilesRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        seats: list[str] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.value
                seats.append(seats_item)

        show_areas = self.show_areas

        placement: dict[str, Any] | None | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif isinstance(self.placement, LetilesPlacementInput):
            placement = self.placement.to_dict()
        else:
            placement = self.placement

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tileset": tileset,
            }
        )
        if placements is not UNSET:
            field_dict["placements"] = placements
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if seats is not UNSET:
            field_dict["seats"] = seats
        if show_areas is not UNSET:
            field_dict["show_areas"] = show_areas
        if placement is not UNSET:
            field_dict["placement"] = placement

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput
        from ..models.letiles_tile_set_input import LetilesTileSetInput

        d = dict(src_dict)

        def _parse_tileset(
            data: object,
        ) -> LetilesRenderRequestTilesetType0 | LetilesTileSetInput:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tileset_type_0 = LetilesRenderRequestTilesetType0(data)

                return tileset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tileset_type_1 = LetilesTileSetInput.from_dict(data)

            return tileset_type_1

        tileset = _parse_tileset(d.pop("tileset"))

        _placements = d.pop("placements", UNSET)
        placements: list[LetilesPlacementInput] | Unset = UNSET
        if _placements is not UNSET:
            placements = []
            for placements_item_data in _placements:
                placements_item = LetilesPlacementInput.from_dict(placements_item_data)

                placements.append(placements_item)

        def _parse_ruleset(data: object) -> LetilesRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = LetilesRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LetilesRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _seats = d.pop("seats", UNSET)
        seats: list[LetilesRenderRequestSeatsItem] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = LetilesRenderRequestSeatsItem(seats_item_data)

                seats.append(seats_item)

        show_areas = d.pop("show_areas", UNSET)

        def _parse_placement(data: object) -> LetilesPlacementInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                placement_type_0 = LetilesPlacementInput.from_dict(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LetilesPlacementInput | None | Unset, data)

        placement = _parse_placement(d.pop("placement", UNSET))

        letiles_render_request = cls(
            tileset=tileset,
            placements=placements,
            ruleset=ruleset,
            seats=seats,
            show_areas=show_areas,
            placement=placement,
        )

        return letiles_render_request
