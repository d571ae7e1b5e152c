from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_revealed_department_input import (
        LauzaitCepRevealedDepartmentInput,
    )


T = TypeVar("T", bound="LauzaitCepHandInput")


@_attrs_define
class LauzaitCepHandInput:
    """
    Attributes:
        concealed (list[str]): the concealed pieces (sorted in answers) Example: ['G3', 'G4', 'J'].
        revealed (list[LauzaitCepRevealedDepartmentInput] | Unset): the revealed Departments (default none)
    """

    concealed: list[str]
    revealed: list[LauzaitCepRevealedDepartmentInput] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        concealed = self.concealed

        revealed: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = []
            for revealed_item_data in self.revealed:
                revealed_item = revealed_item_data.to_dict()
                revealed.append(revealed_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "concealed": concealed,
            }
        )
        if revealed is not UNSET:
            field_dict["revealed"] = revealed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_revealed_department_input import (
            LauzaitCepRevealedDepartmentInput,
        )

        d = dict(src_dict)
        concealed = cast(list[str], d.pop("concealed"))

        _revealed = d.pop("revealed", UNSET)
        revealed: list[LauzaitCepRevealedDepartmentInput] | Unset = UNSET
        if _revealed is not UNSET:
            revealed = []
            for revealed_item_data in _revealed:
                revealed_item = LauzaitCepRevealedDepartmentInput.from_dict(
                    revealed_item_data
                )

                revealed.append(revealed_item)

        lauzait_cep_hand_input = cls(
            concealed=concealed,
            revealed=revealed,
        )

        return lauzait_cep_hand_input
