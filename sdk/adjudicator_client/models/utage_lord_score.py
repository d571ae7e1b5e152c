from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UtageLordScore")


@_attrs_define
class UtageLordScore:
    """
    Attributes:
        marks (list[int | None]): the die each MAX/MIN mark took, left to right (null: no die left)
        count (int): COUNT: dice left in the lord's cup
        value (int):
    """

    marks: list[int | None]
    count: int
    value: int

    def to_dict(self) -> dict[str, Any]:
        marks = []
        for marks_item_data in self.marks:
            marks_item: int | None
            marks_item = marks_item_data
            marks.append(marks_item)

        count = self.count

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "marks": marks,
                "count": count,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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

        utage_lord_score = cls(
            marks=marks,
            count=count,
            value=value,
        )

        return utage_lord_score
