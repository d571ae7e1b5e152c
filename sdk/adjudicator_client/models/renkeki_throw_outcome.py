from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="RenkekiThrowOutcome")


@_attrs_define
class RenkekiThrowOutcome:
    """
    Attributes:
        cast (int):
        probability (Probability):
        bust (bool): the throw loses the whole total and ends the turn
        total (int): the running total after it (0 after a bust)
    """

    cast: int
    probability: Probability
    bust: bool
    total: int

    def to_dict(self) -> dict[str, Any]:
        cast = self.cast

        probability = self.probability.to_dict()

        bust = self.bust

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cast": cast,
                "probability": probability,
                "bust": bust,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        cast = d.pop("cast")

        probability = Probability.from_dict(d.pop("probability"))

        bust = d.pop("bust")

        total = d.pop("total")

        renkeki_throw_outcome = cls(
            cast=cast,
            probability=probability,
            bust=bust,
            total=total,
        )

        return renkeki_throw_outcome
