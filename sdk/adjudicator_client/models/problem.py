from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        line (int):
        column (int):
        reason (str):
    """

    line: int
    column: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        line = self.line

        column = self.column

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "line": line,
                "column": column,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        line = d.pop("line")

        column = d.pop("column")

        reason = d.pop("reason")

        problem = cls(
            line=line,
            column=column,
            reason=reason,
        )

        return problem
