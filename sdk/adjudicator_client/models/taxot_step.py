from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_step_payments_item import TaxotStepPaymentsItem
    from ..models.taxot_step_result_type_0 import TaxotStepResultType0
    from ..models.taxot_step_ruleset import TaxotStepRuleset
    from ..models.taxot_step_state import TaxotStepState
    from ..models.taxot_step_totals import TaxotStepTotals


T = TypeVar("T", bound="TaxotStep")


@_attrs_define
class TaxotStep:
    """
    Attributes:
        state (TaxotStepState): hands, exposed melds, stock, pending discard, discard pile (discards), 光 cards (hikari,
            under use_hikari); claimed: the player to discard took the last discard by 開 and must discard; declined: who
            passed on claiming the pending discard
        to_play (None | str): who draws or discards (others may claim a pending discard) Example: 甲.
        over (bool):
        totals (TaxotStepTotals): player -> net of the season's payments so far
        ruleset (TaxotStepRuleset):
        legal (bool):
        reason (None | str):
        payments (list[TaxotStepPaymentsItem]): the payments it caused
        result (None | TaxotStepResultType0): the win scored, if any
    """

    state: TaxotStepState
    to_play: None | str
    over: bool
    totals: TaxotStepTotals
    ruleset: TaxotStepRuleset
    legal: bool
    reason: None | str
    payments: list[TaxotStepPaymentsItem]
    result: None | TaxotStepResultType0

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_step_result_type_0 import TaxotStepResultType0

        state = self.state.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        totals = self.totals.to_dict()

        ruleset = self.ruleset.to_dict()

        legal = self.legal

        reason: None | str
        reason = self.reason

        payments = []
        for payments_item_data in self.payments:
            payments_item = payments_item_data.to_dict()
            payments.append(payments_item)

        result: dict[str, Any] | None
        if isinstance(self.result, TaxotStepResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "to_play": to_play,
                "over": over,
                "totals": totals,
                "ruleset": ruleset,
                "legal": legal,
                "reason": reason,
                "payments": payments,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_step_payments_item import TaxotStepPaymentsItem
        from ..models.taxot_step_result_type_0 import TaxotStepResultType0
        from ..models.taxot_step_ruleset import TaxotStepRuleset
        from ..models.taxot_step_state import TaxotStepState
        from ..models.taxot_step_totals import TaxotStepTotals

        d = dict(src_dict)
        state = TaxotStepState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        totals = TaxotStepTotals.from_dict(d.pop("totals"))

        ruleset = TaxotStepRuleset.from_dict(d.pop("ruleset"))

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        payments = []
        _payments = d.pop("payments")
        for payments_item_data in _payments:
            payments_item = TaxotStepPaymentsItem.from_dict(payments_item_data)

            payments.append(payments_item)

        def _parse_result(data: object) -> None | TaxotStepResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = TaxotStepResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotStepResultType0, data)

        result = _parse_result(d.pop("result"))

        taxot_step = cls(
            state=state,
            to_play=to_play,
            over=over,
            totals=totals,
            ruleset=ruleset,
            legal=legal,
            reason=reason,
            payments=payments,
            result=result,
        )

        return taxot_step
