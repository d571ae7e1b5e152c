from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_revealed_department import LauzaitCepRevealedDepartment


T = TypeVar("T", bound="LauzaitCepHand")


@_attrs_define
class LauzaitCepHand:
    """
    Attributes:
        concealed (list[str]): the concealed pieces (sorted in answers) Example: ['G3', 'G4', 'J'].
        revealed (list[LauzaitCepRevealedDepartment]): the revealed Departments (default none)
    """

    concealed: list[str]
    revealed: list[LauzaitCepRevealedDepartment]

    def to_dict(self) -> dict[str, Any]:
        concealed = self.concealed

        revealed = []
        for revealed_item_data in self.revealed:
            revealed_item = revealed_item_data.to_dict()
            revealed.append(revealed_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "concealed": concealed,
                "revealed": revealed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_revealed_department import (
            LauzaitCepRevealedDepartment,
        )

        d = dict(src_dict)
        concealed = cast(list[str], d.pop("concealed"))

        revealed = []
        _revealed = d.pop("revealed")
        for revealed_item_data in _revealed:
            revealed_item = LauzaitCepRevealedDepartment.from_dict(revealed_item_data)

            revealed.append(revealed_item)

        lauzait_cep_hand = cls(
            concealed=concealed,
            revealed=revealed,
        )

        return lauzait_cep_hand
