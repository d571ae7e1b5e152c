from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_match import TaxotMatch
    from ..models.taxot_match_step_payments_item import TaxotMatchStepPaymentsItem
    from ..models.taxot_match_step_result_type_0 import TaxotMatchStepResultType0
    from ..models.taxot_match_step_settlement_type_0 import (
        TaxotMatchStepSettlementType0,
    )


T = TypeVar("T", bound="TaxotMatchStep")


@_attrs_define
class TaxotMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        payments (list[TaxotMatchStepPaymentsItem]): the payments it caused
        result (None | TaxotMatchStepResultType0): the win scored, when the action ends a season with 終季
        settlement (None | TaxotMatchStepSettlementType0): a season just finished: its number, winner (null after an
            exhaustive draw), net, next dealer and bonus
        state (TaxotMatch):
    """

    legal: bool
    reason: None | str
    payments: list[TaxotMatchStepPaymentsItem]
    result: None | TaxotMatchStepResultType0
    settlement: None | TaxotMatchStepSettlementType0
    state: TaxotMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_match_step_result_type_0 import TaxotMatchStepResultType0
        from ..models.taxot_match_step_settlement_type_0 import (
            TaxotMatchStepSettlementType0,
        )

        legal = self.legal

        reason: None | str
        reason = self.reason

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        result: dict[str, Any] | None
        if isinstance(self.result, TaxotMatchStepResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, TaxotMatchStepSettlementType0):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "payments": payments,
                "result": result,
                "settlement": settlement,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_match import TaxotMatch
        from ..models.taxot_match_step_payments_item import TaxotMatchStepPaymentsItem
        from ..models.taxot_match_step_result_type_0 import TaxotMatchStepResultType0
        from ..models.taxot_match_step_settlement_type_0 import (
            TaxotMatchStepSettlementType0,
        )

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = TaxotMatchStepPaymentsItem.from_dict(payments_item_data)

            payments.append(payments_item)

        def _parse_result(data: object) -> None | TaxotMatchStepResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = TaxotMatchStepResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotMatchStepResultType0, data)

        result = _parse_result(d.pop("result"))

        def _parse_settlement(data: object) -> None | TaxotMatchStepSettlementType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = TaxotMatchStepSettlementType0.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotMatchStepSettlementType0, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = TaxotMatch.from_dict(d.pop("state"))

        taxot_match_step = cls(
            legal=legal,
            reason=reason,
            payments=payments,
            result=result,
            settlement=settlement,
            state=state,
        )

        return taxot_match_step
