from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WriteResponse")


@_attrs_define
class WriteResponse:
    """
    Attributes:
        record (str):
    """

    record: str

    def to_dict(self) -> dict[str, Any]:
        record = self.record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        record = d.pop("record")

        write_response = cls(
            record=record,
        )

        return write_response
