from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.utage_formula_marks_item import UtageFormulaMarksItem

T = TypeVar("T", bound="UtageFormula")


@_attrs_define
class UtageFormula:
    """
    Attributes:
        formula (str): the formula as given
        normalised (str): the normal form: SLOTi, MAX, MIN, COUNT, × and ÷, only the parentheses needed Example: SLOT1 +
            SLOT2 + MAX × COUNT.
        marks (list[UtageFormulaMarksItem]): the MAX/MIN marks in the order they are filled
        slot_count (int): the slots of the card (highest SLOTi)
        uses_count (bool): whether COUNT appears
    """

    formula: str
    normalised: str
    marks: list[UtageFormulaMarksItem]
    slot_count: int
    uses_count: bool

    def to_dict(self) -> dict[str, Any]:
        formula = self.formula

        normalised = self.normalised

        marks = []
        for marks_item_data in self.marks:
            marks_item = marks_item_data.value
            marks.append(marks_item)

        slot_count = self.slot_count

        uses_count = self.uses_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "formula": formula,
                "normalised": normalised,
                "marks": marks,
                "slot_count": slot_count,
                "uses_count": uses_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        formula = d.pop("formula")

        normalised = d.pop("normalised")

        marks = []
        _marks = d.pop("marks")
        for marks_item_data in _marks:
            marks_item = UtageFormulaMarksItem(marks_item_data)

            marks.append(marks_item)

        slot_count = d.pop("slot_count")

        uses_count = d.pop("uses_count")

        utage_formula = cls(
            formula=formula,
            normalised=normalised,
            marks=marks,
            slot_count=slot_count,
            uses_count=uses_count,
        )

        return utage_formula
