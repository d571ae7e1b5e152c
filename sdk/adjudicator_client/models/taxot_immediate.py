from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_payment import PaperCetkaikPayment
    from ..models.taxot_immediate_net import TaxotImmediateNet
    from ..models.taxot_rules import TaxotRules


T = TypeVar("T", bound="TaxotImmediate")


@_attrs_define
class TaxotImmediate:
    """
    Attributes:
        payments (list[PaperCetkaikPayment]):
        net (TaxotImmediateNet): player -> net gain (exact: a fraction string such as "-3" or "7/2")
        ruleset (TaxotRules):
    """

    payments: list[PaperCetkaikPayment]
    net: TaxotImmediateNet
    ruleset: TaxotRules

    def to_dict(self) -> dict[str, Any]:
        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        net = self.net.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payments": payments,
                "net": net,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_payment import PaperCetkaikPayment
        from ..models.taxot_immediate_net import TaxotImmediateNet
        from ..models.taxot_rules import TaxotRules

        d = dict(src_dict)
        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = PaperCetkaikPayment.from_dict(payments_item_data)

            payments.append(payments_item)

        net = TaxotImmediateNet.from_dict(d.pop("net"))

        ruleset = TaxotRules.from_dict(d.pop("ruleset"))

        taxot_immediate = cls(
            payments=payments,
            net=net,
            ruleset=ruleset,
        )

        return taxot_immediate
