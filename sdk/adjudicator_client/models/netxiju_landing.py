from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="NetxijuLanding")


@_attrs_define
class NetxijuLanding:
    """
    Attributes:
        distance (int): g squares ahead
        probability (Probability):
    """

    distance: int
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        distance = self.distance

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "distance": distance,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        distance = d.pop("distance")

        probability = Probability.from_dict(d.pop("probability"))

        netxiju_landing = cls(
            distance=distance,
            probability=probability,
        )

        return netxiju_landing
