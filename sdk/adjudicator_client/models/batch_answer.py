from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BatchAnswer")


@_attrs_define
class BatchAnswer:
    """
    Attributes:
        operation (str):
        status (int): the HTTP status it would have had alone
        body (Any): its answer (status 200) or its error body (an Error object)
    """

    operation: str
    status: int
    body: Any

    def to_dict(self) -> dict[str, Any]:
        operation = self.operation

        status = self.status

        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "operation": operation,
                "status": status,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        operation = d.pop("operation")

        status = d.pop("status")

        body = d.pop("body")

        batch_answer = cls(
            operation=operation,
            status=status,
            body=body,
        )

        return batch_answer
