from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="PositionInput")


@_attrs_define
class PositionInput:
    """
    Attributes:
        position (Position | Unset):
        position_text (str | Unset): the position in its one-line text form (see GET /v1/cetkaik/positions/initial)
    """

    position: Position | Unset = UNSET
    position_text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        position_text = self.position_text

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if position_text is not UNSET:
            field_dict["position_text"] = position_text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.position import Position

        d = dict(src_dict)
        _position = d.pop("position", UNSET)
        position: Position | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = Position.from_dict(_position)

        position_text = d.pop("position_text", UNSET)

        position_input = cls(
            position=position,
            position_text=position_text,
        )

        return position_input
