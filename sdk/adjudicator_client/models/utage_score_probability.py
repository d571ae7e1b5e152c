from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="UtageScoreProbability")


@_attrs_define
class UtageScoreProbability:
    """
    Attributes:
        score (int):
        probability (Probability):
    """

    score: int
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "score": score,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        score = d.pop("score")

        probability = Probability.from_dict(d.pop("probability"))

        utage_score_probability = cls(
            score=score,
            probability=probability,
        )

        return utage_score_probability
