from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="LutuThrowOutcome")


@_attrs_define
class LutuThrowOutcome:
    """
    Attributes:
        throw (int):
        probability (Probability):
        banker (int): the banker's net gain if thrown
    """

    throw: int
    probability: Probability
    banker: int

    def to_dict(self) -> dict[str, Any]:
        throw = self.throw

        probability = self.probability.to_dict()

        banker = self.banker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "throw": throw,
                "probability": probability,
                "banker": banker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        throw = d.pop("throw")

        probability = Probability.from_dict(d.pop("probability"))

        banker = d.pop("banker")

        lutu_throw_outcome = cls(
            throw=throw,
            probability=probability,
            banker=banker,
        )

        return lutu_throw_outcome
