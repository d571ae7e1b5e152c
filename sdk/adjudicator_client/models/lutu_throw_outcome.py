from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="LutuThrowOutcome")


@_attrs_define
class LutuThrowOutcome:
    """
    Attributes:
        cast (int):
        probability (Probability):
        banker (int): the banker's net gain if thrown
    """

    cast: int
    probability: Probability
    banker: int

    def to_dict(self) -> dict[str, Any]:
        cast = self.cast

        probability = self.probability.to_dict()

        banker = self.banker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cast": cast,
                "probability": probability,
                "banker": banker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        cast = d.pop("cast")

        probability = Probability.from_dict(d.pop("probability"))

        banker = d.pop("banker")

        lutu_throw_outcome = cls(
            cast=cast,
            probability=probability,
            banker=banker,
        )

        return lutu_throw_outcome
