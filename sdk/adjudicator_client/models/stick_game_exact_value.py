from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StickGameExactValue")


@_attrs_define
class StickGameExactValue:
    """
    Attributes:
        fraction (str): exact value as 'numerator/denominator' in lowest terms Example: -1/4.
        float_ (float): the same value as a float Example: -0.25.
    """

    fraction: str
    float_: float

    def to_dict(self) -> dict[str, Any]:
        fraction = self.fraction

        float_ = self.float_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fraction": fraction,
                "float": float_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fraction = d.pop("fraction")

        float_ = d.pop("float")

        stick_game_exact_value = cls(
            fraction=fraction,
            float_=float_,
        )

        return stick_game_exact_value
