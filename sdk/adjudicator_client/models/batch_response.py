from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_answer import BatchAnswer


T = TypeVar("T", bound="BatchResponse")


@_attrs_define
class BatchResponse:
    """
    Attributes:
        responses (list[BatchAnswer]):
    """

    responses: list[BatchAnswer]

    def to_dict(self) -> dict[str, Any]:
        responses = []
        for responses_item_data in self.responses:
            responses_item = responses_item_data.to_dict()
            responses.append(responses_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "responses": responses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_answer import BatchAnswer

        d = dict(src_dict)
        responses = []
        _responses = d.pop("responses")
        for responses_item_data in _responses:
            responses_item = BatchAnswer.from_dict(responses_item_data)

            responses.append(responses_item)

        batch_response = cls(
            responses=responses,
        )

        return batch_response
