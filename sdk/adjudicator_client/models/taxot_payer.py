from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TaxotPayer")


@_attrs_define
class TaxotPayer:
    """
    Attributes:
        payer (str):
        multiplier (int): 親の加点 when it applies, else 1
        amount (int):
    """

    payer: str
    multiplier: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        payer = self.payer

        multiplier = self.multiplier

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payer": payer,
                "multiplier": multiplier,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payer = d.pop("payer")

        multiplier = d.pop("multiplier")

        amount = d.pop("amount")

        taxot_payer = cls(
            payer=payer,
            multiplier=multiplier,
            amount=amount,
        )

        return taxot_payer
