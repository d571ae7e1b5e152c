from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="StickOutcome")


@_attrs_define
class StickOutcome:
    """
    Attributes:
        result (int): number of sticks showing the marked face
        ways (int): how many of the equally likely casts give this result
        out_of (int): number of equally likely casts (2^sticks)
        probability (Probability):
        at_least (Probability):
    """

    result: int
    ways: int
    out_of: int
    probability: Probability
    at_least: Probability

    def to_dict(self) -> dict[str, Any]:
        result = self.result

        ways = self.ways

        out_of = self.out_of

        probability = self.probability.to_dict()

        at_least = self.at_least.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
                "ways": ways,
                "out_of": out_of,
                "probability": probability,
                "at_least": at_least,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        result = d.pop("result")

        ways = d.pop("ways")

        out_of = d.pop("out_of")

        probability = Probability.from_dict(d.pop("probability"))

        at_least = Probability.from_dict(d.pop("at_least"))

        stick_outcome = cls(
            result=result,
            ways=ways,
            out_of=out_of,
            probability=probability,
            at_least=at_least,
        )

        return stick_outcome
