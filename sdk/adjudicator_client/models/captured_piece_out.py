from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CapturedPieceOut")


@_attrs_define
class CapturedPieceOut:
    """
    Attributes:
        color (str):
        prof (str):
    """

    color: str
    prof: str

    def to_dict(self) -> dict[str, Any]:
        color = self.color

        prof = self.prof

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
                "prof": prof,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = d.pop("color")

        prof = d.pop("prof")

        captured_piece_out = cls(
            color=color,
            prof=prof,
        )

        return captured_piece_out
