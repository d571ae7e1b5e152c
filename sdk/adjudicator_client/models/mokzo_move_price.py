from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mokzo_move_price_pay import MokzoMovePricePay

T = TypeVar("T", bound="MokzoMovePrice")


@_attrs_define
class MokzoMovePrice:
    """
    Attributes:
        pay (MokzoMovePricePay):
        cost (int):
        affordable (bool):
    """

    pay: MokzoMovePricePay
    cost: int
    affordable: bool

    def to_dict(self) -> dict[str, Any]:
        pay = self.pay.value

        cost = self.cost

        affordable = self.affordable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pay": pay,
                "cost": cost,
                "affordable": affordable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pay = MokzoMovePricePay(d.pop("pay"))

        cost = d.pop("cost")

        affordable = d.pop("affordable")

        mokzo_move_price = cls(
            pay=pay,
            cost=cost,
            affordable=affordable,
        )

        return mokzo_move_price
