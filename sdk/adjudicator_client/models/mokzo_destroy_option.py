from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mokzo_destroy_option_currency import MokzoDestroyOptionCurrency

T = TypeVar("T", bound="MokzoDestroyOption")


@_attrs_define
class MokzoDestroyOption:
    """
    Attributes:
        card (str):
        cost (int):
        currency (MokzoDestroyOptionCurrency):
        affordable (bool): the seat holds enough of the currency
    """

    card: str
    cost: int
    currency: MokzoDestroyOptionCurrency
    affordable: bool

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cost = self.cost

        currency = self.currency.value

        affordable = self.affordable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "cost": cost,
                "currency": currency,
                "affordable": affordable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        cost = d.pop("cost")

        currency = MokzoDestroyOptionCurrency(d.pop("currency"))

        affordable = d.pop("affordable")

        mokzo_destroy_option = cls(
            card=card,
            cost=cost,
            currency=currency,
            affordable=affordable,
        )

        return mokzo_destroy_option
