from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UtageFormulaRequest")


@_attrs_define
class UtageFormulaRequest:
    """
    Attributes:
        formula (str): the lord card's formula: integers, SLOTi or SLOT(i), MAX/最大, MIN/最小, COUNT/個数, + - × ÷ (or * /)
            and parentheses; division floors Example: SLOT1 + SLOT2 + MAX × COUNT.
    """

    formula: str

    def to_dict(self) -> dict[str, Any]:
        formula = self.formula

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "formula": formula,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        formula = d.pop("formula")

        utage_formula_request = cls(
            formula=formula,
        )

        return utage_formula_request
