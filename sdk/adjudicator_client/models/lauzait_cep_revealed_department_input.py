from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LauzaitCepRevealedDepartmentInput")


@_attrs_define
class LauzaitCepRevealedDepartmentInput:
    """
    Attributes:
        pieces (list[str]): the three pieces Example: ['G3', 'G4', 'J'].
        bonus (int): the bonus received
    """

    pieces: list[str]
    bonus: int

    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces

        bonus = self.bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pieces": pieces,
                "bonus": bonus,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))

        bonus = d.pop("bonus")

        lauzait_cep_revealed_department_input = cls(
            pieces=pieces,
            bonus=bonus,
        )

        return lauzait_cep_revealed_department_input
