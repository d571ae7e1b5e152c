from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_rules import UtageRules


T = TypeVar("T", bound="UtageLordScoreResult")


@_attrs_define
class UtageLordScoreResult:
    """
    Attributes:
        marks (list[int | None]): the die each MAX/MIN mark took, left to right (null: no die left)
        count (int): COUNT: dice left in the lord's cup
        value (int):
        formula (str): the formula's normal form
        ruleset (UtageRules):
    """

    marks: list[int | None]
    count: int
    value: int
    formula: str
    ruleset: UtageRules

    def to_dict(self) -> dict[str, Any]:
        marks = []
        for marks_item_data in self.marks:
            marks_item: int | None
            marks_item = marks_item_data
            marks.append(marks_item)

        count = self.count

        value = self.value

        formula = self.formula

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "marks": marks,
                "count": count,
                "value": value,
                "formula": formula,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules import UtageRules

        d = dict(src_dict)
        marks = []
        _marks = d.pop("marks")
        for marks_item_data in _marks:

            def _parse_marks_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            marks_item = _parse_marks_item(marks_item_data)

            marks.append(marks_item)

        count = d.pop("count")

        value = d.pop("value")

        formula = d.pop("formula")

        ruleset = UtageRules.from_dict(d.pop("ruleset"))

        utage_lord_score_result = cls(
            marks=marks,
            count=count,
            value=value,
            formula=formula,
            ruleset=ruleset,
        )

        return utage_lord_score_result
