from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.stick_game_exact_value import StickGameExactValue


T = TypeVar("T", bound="LutuNumber")


@_attrs_define
class LutuNumber:
    """
    Attributes:
        number (int):
        multiplier (int):
        probability (Probability):
        net (StickGameExactValue):
        gross (StickGameExactValue):
    """

    number: int
    multiplier: int
    probability: Probability
    net: StickGameExactValue
    gross: StickGameExactValue

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        multiplier = self.multiplier

        probability = self.probability.to_dict()

        net = self.net.to_dict()

        gross = self.gross.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "multiplier": multiplier,
                "probability": probability,
                "net": net,
                "gross": gross,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.stick_game_exact_value import StickGameExactValue

        d = dict(src_dict)
        number = d.pop("number")

        multiplier = d.pop("multiplier")

        probability = Probability.from_dict(d.pop("probability"))

        net = StickGameExactValue.from_dict(d.pop("net"))

        gross = StickGameExactValue.from_dict(d.pop("gross"))

        lutu_number = cls(
            number=number,
            multiplier=multiplier,
            probability=probability,
            net=net,
            gross=gross,
        )

        return lutu_number
