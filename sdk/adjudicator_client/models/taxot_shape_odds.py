from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="TaxotShapeOdds")


@_attrs_define
class TaxotShapeOdds:
    """
    Attributes:
        shape (str):
        probability (Probability):
    """

    shape: str
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        shape = self.shape

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shape": shape,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        shape = d.pop("shape")

        probability = Probability.from_dict(d.pop("probability"))

        taxot_shape_odds = cls(
            shape=shape,
            probability=probability,
        )

        return taxot_shape_odds
