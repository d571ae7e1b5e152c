from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_action import TaxotAction
    from ..models.taxot_match_apply_request_ruleset_type_0 import (
        TaxotMatchApplyRequestRulesetType0,
    )
    from ..models.taxot_match_apply_request_state import TaxotMatchApplyRequestState


T = TypeVar("T", bound="TaxotMatchApplyRequest")


@_attrs_define
class TaxotMatchApplyRequest:
    """
    Attributes:
        state (TaxotMatchApplyRequestState): the game as returned by the service
        action (TaxotAction):
        ruleset (None | TaxotMatchApplyRequestRulesetType0 | Unset): the 終季 flags: seasons, points_cap, use_hikari,
            dealer_multiplier, ... (null or missing: the defaults)
    """

    state: TaxotMatchApplyRequestState
    action: TaxotAction
    ruleset: None | TaxotMatchApplyRequestRulesetType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_match_apply_request_ruleset_type_0 import (
            TaxotMatchApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        action = self.action.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, TaxotMatchApplyRequestRulesetType0):
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
        from ..models.taxot_match_apply_request_ruleset_type_0 import (
            TaxotMatchApplyRequestRulesetType0,
        )
        from ..models.taxot_match_apply_request_state import TaxotMatchApplyRequestState

        d = dict(src_dict)
        state = TaxotMatchApplyRequestState.from_dict(d.pop("state"))

        action = TaxotAction.from_dict(d.pop("action"))

        def _parse_ruleset(
            data: object,
        ) -> None | TaxotMatchApplyRequestRulesetType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = TaxotMatchApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotMatchApplyRequestRulesetType0 | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        taxot_match_apply_request = cls(
            state=state,
            action=action,
            ruleset=ruleset,
        )

        return taxot_match_apply_request
