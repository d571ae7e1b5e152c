from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PaperCetkaikPayment")


@_attrs_define
class PaperCetkaikPayment:
    """
    Attributes:
        payer (str): the player who pays
        payee (str): the player who is paid
        amount (int): the points paid
    """

    payer: str
    payee: str
    amount: int

    def to_dict(self) -> dict[str, Any]:
        payer = self.payer

        payee = self.payee

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payer": payer,
                "payee": payee,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payer = d.pop("payer")

        payee = d.pop("payee")

        amount = d.pop("amount")

        paper_cetkaik_payment = cls(
            payer=payer,
            payee=payee,
            amount=amount,
        )

        return paper_cetkaik_payment
