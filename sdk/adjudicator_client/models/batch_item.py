from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_item_body import BatchItemBody


T = TypeVar("T", bound="BatchItem")


@_attrs_define
class BatchItem:
    """
    Attributes:
        operation (str): its operationId Example: list_cetkaik_moves.
        body (BatchItemBody | Unset): the operation's JSON body (for a GET operation, its query parameters)
    """

    operation: str
    body: BatchItemBody | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        operation = self.operation

        body: dict[str, Any] | Unset = UNSET
        if not isinstance(self.body, Unset):
            body = self.body.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "operation": operation,
            }
        )
        if body is not UNSET:
            field_dict["body"] = body

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_item_body import BatchItemBody

        d = dict(src_dict)
        operation = d.pop("operation")

        _body = d.pop("body", UNSET)
        body: BatchItemBody | Unset
        if isinstance(_body, Unset):
            body = UNSET
        else:
            body = BatchItemBody.from_dict(_body)

        batch_item = cls(
            operation=operation,
            body=body,
        )

        return batch_item
