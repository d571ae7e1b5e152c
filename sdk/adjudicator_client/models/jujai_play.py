from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="JujaiPlay")


@_attrs_define
class JujaiPlay:
    """
    Attributes:
        throw (int):
        probability (Probability):
    """

    throw: int
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        throw = self.throw

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "throw": throw,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        throw = d.pop("throw")

        probability = Probability.from_dict(d.pop("probability"))

        jujai_play = cls(
            throw=throw,
            probability=probability,
        )

        return jujai_play
