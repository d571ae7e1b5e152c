from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="UtageSeatProbability")


@_attrs_define
class UtageSeatProbability:
    """
    Attributes:
        seat (int):
        probability (Probability):
    """

    seat: int
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        seat = d.pop("seat")

        probability = Probability.from_dict(d.pop("probability"))

        utage_seat_probability = cls(
            seat=seat,
            probability=probability,
        )

        return utage_seat_probability
