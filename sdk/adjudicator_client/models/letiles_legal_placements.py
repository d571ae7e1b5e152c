from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.letiles_placement import LetilesPlacement
    from ..models.letiles_rules import LetilesRules


T = TypeVar("T", bound="LetilesLegalPlacements")


@_attrs_define
class LetilesLegalPlacements:
    """
    Attributes:
        tile (str):
        count (int):
        placements (list[LetilesPlacement]): sorted by rotation, then y, then x
        ruleset (LetilesRules):
    """

    tile: str
    count: int
    placements: list[LetilesPlacement]
    ruleset: LetilesRules

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        count = self.count

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "count": count,
                "placements": placements,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_placement import LetilesPlacement
        from ..models.letiles_rules import LetilesRules

        d = dict(src_dict)
        tile = d.pop("tile")

        count = d.pop("count")

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = LetilesPlacement.from_dict(placements_item_data)

            placements.append(placements_item)

        ruleset = LetilesRules.from_dict(d.pop("ruleset"))

        letiles_legal_placements = cls(
            tile=tile,
            count=count,
            placements=placements,
            ruleset=ruleset,
        )

        return letiles_legal_placements
