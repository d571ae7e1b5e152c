from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_result_request_scores import NineResultRequestScores


T = TypeVar("T", bound="NineResultRequest")


@_attrs_define
class NineResultRequest:
    """
    Attributes:
        scores (NineResultRequestScores): player -> points
        dealer (str):  Example: 甲.
    """

    scores: NineResultRequestScores
    dealer: str

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores.to_dict()

        dealer = self.dealer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "dealer": dealer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_result_request_scores import NineResultRequestScores

        d = dict(src_dict)
        scores = NineResultRequestScores.from_dict(d.pop("scores"))

        dealer = d.pop("dealer")

        nine_result_request = cls(
            scores=scores,
            dealer=dealer,
        )

        return nine_result_request
