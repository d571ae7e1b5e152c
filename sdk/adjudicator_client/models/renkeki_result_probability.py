from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="RenkekiResultProbability")


@_attrs_define
class RenkekiResultProbability:
    """
    Attributes:
        result (int): the banked total (0: bust)
        probability (Probability):
    """

    result: int
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        result = self.result

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        result = d.pop("result")

        probability = Probability.from_dict(d.pop("probability"))

        renkeki_result_probability = cls(
            result=result,
            probability=probability,
        )

        return renkeki_result_probability
