from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_department import LauzaitCepDepartment


T = TypeVar("T", bound="LauzaitCepDecomposition")


@_attrs_define
class LauzaitCepDecomposition:
    """
    Attributes:
        departments (list[LauzaitCepDepartment]):
        bonus (int): the Departments' bonuses added up
    """

    departments: list[LauzaitCepDepartment]
    bonus: int

    def to_dict(self) -> dict[str, Any]:
        departments = []
        for departments_item_data in self.departments:
            departments_item = departments_item_data.to_dict()
            departments.append(departments_item)

        bonus = self.bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "departments": departments,
                "bonus": bonus,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_department import LauzaitCepDepartment

        d = dict(src_dict)
        departments = []
        _departments = d.pop("departments")
        for departments_item_data in _departments:
            departments_item = LauzaitCepDepartment.from_dict(departments_item_data)

            departments.append(departments_item)

        bonus = d.pop("bonus")

        lauzait_cep_decomposition = cls(
            departments=departments,
            bonus=bonus,
        )

        return lauzait_cep_decomposition
