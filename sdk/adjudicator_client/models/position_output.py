from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.canonical_position import CanonicalPosition


T = TypeVar("T", bound="PositionOutput")


@_attrs_define
class PositionOutput:
    """
    Attributes:
        position (CanonicalPosition):
        position_text (str):
    """

    position: CanonicalPosition
    position_text: str

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        position_text = self.position_text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "position_text": position_text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.canonical_position import CanonicalPosition

        d = dict(src_dict)
        position = CanonicalPosition.from_dict(d.pop("position"))

        position_text = d.pop("position_text")

        position_output = cls(
            position=position,
            position_text=position_text,
        )

        return position_output
