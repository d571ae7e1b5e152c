from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_action_input import UtageActionInput
    from ..models.utage_rules_input import UtageRulesInput
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageApplyRequest")


@_attrs_define
class UtageApplyRequest:
    """
    Attributes:
        state (UtageStateInput):
        seat (int): the seat acting
        action (UtageActionInput):
        ruleset (None | Unset | UtageRulesInput): the flags the game is played under (default: the defaults); the state
            is checked against them
    """

    state: UtageStateInput
    seat: int
    action: UtageActionInput
    ruleset: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        state = self.state.to_dict()

        seat = self.seat

        action = self.action.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, UtageRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seat": seat,
                "action": action,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_action_input import UtageActionInput
        from ..models.utage_rules_input import UtageRulesInput
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        action = UtageActionInput.from_dict(d.pop("action"))

        def _parse_ruleset(data: object) -> None | Unset | UtageRulesInput:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = UtageRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UtageRulesInput, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        utage_apply_request = cls(
            state=state,
            seat=seat,
            action=action,
            ruleset=ruleset,
        )

        return utage_apply_request
