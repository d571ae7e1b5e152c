from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FirstMoverCast")


@_attrs_define
class FirstMoverCast:
    """
    Attributes:
        ia_side (int):
        a_side (int):
    """

    ia_side: int
    a_side: int

    def to_dict(self) -> dict[str, Any]:
        ia_side = self.ia_side

        a_side = self.a_side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "IASide": ia_side,
                "ASide": a_side,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ia_side = d.pop("IASide")

        a_side = d.pop("ASide")

        first_mover_cast = cls(
            ia_side=ia_side,
            a_side=a_side,
        )

        return first_mover_cast
