from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="JujaiFirstThrow")


@_attrs_define
class JujaiFirstThrow:
    """
    Attributes:
        cast (int):
        probability (Probability):
        win (Probability):
    """

    cast: int
    probability: Probability
    win: Probability

    def to_dict(self) -> dict[str, Any]:
        cast = self.cast

        probability = self.probability.to_dict()

        win = self.win.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cast": cast,
                "probability": probability,
                "win": win,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        cast = d.pop("cast")

        probability = Probability.from_dict(d.pop("probability"))

        win = Probability.from_dict(d.pop("win"))

        jujai_first_throw = cls(
            cast=cast,
            probability=probability,
            win=win,
        )

        return jujai_first_throw
