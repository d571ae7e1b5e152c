from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="MokzoEffects")


@_attrs_define
class MokzoEffects:
    """
    Attributes:
        p_high (Probability):
        kua_coins (Probability):
        tuk_squares (Probability):
    """

    p_high: Probability
    kua_coins: Probability
    tuk_squares: Probability

    def to_dict(self) -> dict[str, Any]:
        p_high = self.p_high.to_dict()

        kua_coins = self.kua_coins.to_dict()

        tuk_squares = self.tuk_squares.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "p_high": p_high,
                "kua_coins": kua_coins,
                "tuk_squares": tuk_squares,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        p_high = Probability.from_dict(d.pop("p_high"))

        kua_coins = Probability.from_dict(d.pop("kua_coins"))

        tuk_squares = Probability.from_dict(d.pop("tuk_squares"))

        mokzo_effects = cls(
            p_high=p_high,
            kua_coins=kua_coins,
            tuk_squares=tuk_squares,
        )

        return mokzo_effects
