from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StickCast")


@_attrs_define
class StickCast:
    """
    Attributes:
        faces (list[bool]): each stick, true = marked face up
        total (int):
    """

    faces: list[bool]
    total: int

    def to_dict(self) -> dict[str, Any]:
        faces = self.faces

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "faces": faces,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        faces = cast(list[bool], d.pop("faces"))

        total = d.pop("total")

        stick_cast = cls(
            faces=faces,
            total=total,
        )

        return stick_cast
