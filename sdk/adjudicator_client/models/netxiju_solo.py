from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.netxiju_solo_randomizer import NetxijuSoloRandomizer

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="NetxijuSolo")


@_attrs_define
class NetxijuSolo:
    """
    Attributes:
        randomizer (NetxijuSoloRandomizer):
        ox_walk (Probability):
        landing_product (Probability):
        expected_throws (Probability):
        expected_cups (Probability):
    """

    randomizer: NetxijuSoloRandomizer
    ox_walk: Probability
    landing_product: Probability
    expected_throws: Probability
    expected_cups: Probability

    def to_dict(self) -> dict[str, Any]:
        randomizer = self.randomizer.value

        ox_walk = self.ox_walk.to_dict()

        landing_product = self.landing_product.to_dict()

        expected_throws = self.expected_throws.to_dict()

        expected_cups = self.expected_cups.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "randomizer": randomizer,
                "ox_walk": ox_walk,
                "landing_product": landing_product,
                "expected_throws": expected_throws,
                "expected_cups": expected_cups,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        randomizer = NetxijuSoloRandomizer(d.pop("randomizer"))

        ox_walk = Probability.from_dict(d.pop("ox_walk"))

        landing_product = Probability.from_dict(d.pop("landing_product"))

        expected_throws = Probability.from_dict(d.pop("expected_throws"))

        expected_cups = Probability.from_dict(d.pop("expected_cups"))

        netxiju_solo = cls(
            randomizer=randomizer,
            ox_walk=ox_walk,
            landing_product=landing_product,
            expected_throws=expected_throws,
            expected_cups=expected_cups,
        )

        return netxiju_solo
