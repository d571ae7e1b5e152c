from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageFaultRequest")


@_attrs_define
class UtageFaultRequest:
    """
    Attributes:
        state (UtageStateInput):
        seat (int): the seat at fault
        fault (str): what happened, e.g. 'spilled dice' (logged in the event)
        ruleset (None | Unset | UtageRulesInput): the flags the game is played under (default: the defaults); the state
            is checked against them
    """

    state: UtageStateInput
    seat: int
    fault: str
    ruleset: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        state = self.state.to_dict()

        seat = self.seat

        fault = self.fault

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
                "fault": fault,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules_input import UtageRulesInput
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        fault = d.pop("fault")

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

        utage_fault_request = cls(
            state=state,
            seat=seat,
            fault=fault,
            ruleset=ruleset,
        )

        return utage_fault_request
