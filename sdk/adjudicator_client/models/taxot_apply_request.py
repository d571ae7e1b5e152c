from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_action import TaxotAction
    from ..models.taxot_apply_request_ruleset_type_0 import (
        TaxotApplyRequestRulesetType0,
    )
    from ..models.taxot_apply_request_state import TaxotApplyRequestState


T = TypeVar("T", bound="TaxotApplyRequest")


@_attrs_define
class TaxotApplyRequest:
    """
    Attributes:
        state (TaxotApplyRequestState): the season's state as returned by the service
        action (TaxotAction):
        ruleset (None | TaxotApplyRequestRulesetType0 | Unset): the 終季 flags: dealer_multiplier, use_hikari,
            allow_pair_shapes, combos, ... (null or missing: the defaults)
    """

    state: TaxotApplyRequestState
    action: TaxotAction
    ruleset: None | TaxotApplyRequestRulesetType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_apply_request_ruleset_type_0 import (
            TaxotApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        action = self.action.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, TaxotApplyRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "action": action,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_action import TaxotAction
        from ..models.taxot_apply_request_ruleset_type_0 import (
            TaxotApplyRequestRulesetType0,
        )
        from ..models.taxot_apply_request_state import TaxotApplyRequestState

        d = dict(src_dict)
        state = TaxotApplyRequestState.from_dict(d.pop("state"))

        action = TaxotAction.from_dict(d.pop("action"))

        def _parse_ruleset(
            data: object,
        ) -> None | TaxotApplyRequestRulesetType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = TaxotApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotApplyRequestRulesetType0 | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        taxot_apply_request = cls(
            state=state,
            action=action,
            ruleset=ruleset,
        )

        return taxot_apply_request
