from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_settlement_net import MokkaikSettlementNet
    from ..models.paper_cetkaik_payment import PaperCetkaikPayment


T = TypeVar("T", bound="MokkaikSettlement")


@_attrs_define
class MokkaikSettlement:
    """
    Attributes:
        payments (list[PaperCetkaikPayment]):
        net (MokkaikSettlementNet): player -> net gain (exact: a fraction string such as "-3" or "7/2")
        next_dealer (str):
        next_bonus (int):
    """

    payments: list[PaperCetkaikPayment]
    net: MokkaikSettlementNet
    next_dealer: str
    next_bonus: int

    def to_dict(self) -> dict[str, Any]:
        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        net = self.net.to_dict()

        next_dealer = self.next_dealer

        next_bonus = self.next_bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payments": payments,
                "net": net,
                "next_dealer": next_dealer,
                "next_bonus": next_bonus,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_settlement_net import MokkaikSettlementNet
        from ..models.paper_cetkaik_payment import PaperCetkaikPayment

        d = dict(src_dict)
        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = PaperCetkaikPayment.from_dict(payments_item_data)

            payments.append(payments_item)

        net = MokkaikSettlementNet.from_dict(d.pop("net"))

        next_dealer = d.pop("next_dealer")

        next_bonus = d.pop("next_bonus")

        mokkaik_settlement = cls(
            payments=payments,
            net=net,
            next_dealer=next_dealer,
            next_bonus=next_bonus,
        )

        return mokkaik_settlement
