from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_play_request_tileset_type_0 import LetilesPlayRequestTilesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_game_input import LetilesGameInput
    from ..models.letiles_placement_input import LetilesPlacementInput
    from ..models.letiles_rules_input import LetilesRulesInput
    from ..models.letiles_tile_set_input import LetilesTileSetInput


T = TypeVar("T", bound="LetilesPlayRequest")


@_attrs_define
class LetilesPlayRequest:
    """
    Attributes:
        tileset (LetilesPlayRequestTilesetType0 | LetilesTileSetInput): the tile set: "example" for the bundled
            ILLUSTRATIVE set, or the real tiles as data
        state (LetilesGameInput):
        seat (int): the seat playing
        placement (LetilesPlacementInput):
        drawn (None | str | Unset): the tile actually drawn from the stock (default: the top of the stock)
        ruleset (LetilesRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    tileset: LetilesPlayRequestTilesetType0 | LetilesTileSetInput
    state: LetilesGameInput
    seat: int
    placement: LetilesPlacementInput
    drawn: None | str | Unset = UNSET
    ruleset: LetilesRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_rules_input import LetilesRulesInput

        tileset: dict[str, Any] | str
        if isinstance(self.tileset, LetilesPlayRequestTilesetType0):
            tileset = self.tileset.value
        else:
            tileset = self.tileset.to_dict()

        state = self.state.to_dict()

        seat = self.seat

        placement = self.placement.to_dict()

        drawn: None | str | Unset
        if isinstance(self.drawn, Unset):
            drawn = UNSET
        else:
            drawn = self.drawn

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LetilesRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tileset": tileset,
                "state": state,
                "seat": seat,
                "placement": placement,
            }
        )
        if drawn is not UNSET:
            field_dict["drawn"] = drawn
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_game_input import LetilesGameInput
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput
        from ..models.letiles_tile_set_input import LetilesTileSetInput

        d = dict(src_dict)

        def _parse_tileset(
            data: object,
        ) -> LetilesPlayRequestTilesetType0 | LetilesTileSetInput:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tileset_type_0 = LetilesPlayRequestTilesetType0(data)

                return tileset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tileset_type_1 = LetilesTileSetInput.from_dict(data)

            return tileset_type_1

        tileset = _parse_tileset(d.pop("tileset"))

        state = LetilesGameInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        placement = LetilesPlacementInput.from_dict(d.pop("placement"))

        def _parse_drawn(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        drawn = _parse_drawn(d.pop("drawn", UNSET))

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

        letiles_play_request = cls(
            tileset=tileset,
            state=state,
            seat=seat,
            placement=placement,
            drawn=drawn,
            ruleset=ruleset,
        )

        return letiles_play_request
