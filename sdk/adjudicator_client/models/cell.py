from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.cell_color import CellColor
from ..models.cell_prof import CellProf
from ..models.cell_side import CellSide
from ..types import UNSET, Unset

T = TypeVar("T", bound="Cell")


@_attrs_define
class Cell:
    """
    Attributes:
        prof (CellProf):
        color (CellColor | Unset): Kok1 (赤, red) or Huok2 (黒, black)
        side (CellSide | Unset): the owner: IASide or ASide
    """

    prof: CellProf
    color: CellColor | Unset = UNSET
    side: CellSide | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        prof = self.prof.value

        color: str | Unset = UNSET
        if not isinstance(self.color, Unset):
            color = self.color.value

        side: str | Unset = UNSET
        if not isinstance(self.side, Unset):
            side = self.side.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prof": prof,
            }
        )
        if color is not UNSET:
            field_dict["color"] = color
        if side is not UNSET:
            field_dict["side"] = side

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prof = CellProf(d.pop("prof"))

        _color = d.pop("color", UNSET)
        color: CellColor | Unset
        if isinstance(_color, Unset):
            color = UNSET
        else:
            color = CellColor(_color)

        _side = d.pop("side", UNSET)
        side: CellSide | Unset
        if isinstance(_side, Unset):
            side = UNSET
        else:
            side = CellSide(_side)

        cell = cls(
            prof=prof,
            color=color,
            side=side,
        )

        return cell
