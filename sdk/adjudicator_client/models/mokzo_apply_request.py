from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_action_input import MokzoActionInput
    from ..models.mokzo_rules_input import MokzoRulesInput
    from ..models.mokzo_state_input import MokzoStateInput


T = TypeVar("T", bound="MokzoApplyRequest")


@_attrs_define
class MokzoApplyRequest:
    """
    Attributes:
        state (MokzoStateInput):
        seat (int):
        action (MokzoActionInput):
        ruleset (MokzoRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: MokzoStateInput
    seat: int
    action: MokzoActionInput
    ruleset: MokzoRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokzo_rules_input import MokzoRulesInput

        state = self.state.to_dict()

        seat = self.seat

        action = self.action.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokzoRulesInput):
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
        from ..models.mokzo_action_input import MokzoActionInput
        from ..models.mokzo_rules_input import MokzoRulesInput
        from ..models.mokzo_state_input import MokzoStateInput

        d = dict(src_dict)
        state = MokzoStateInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        action = MokzoActionInput.from_dict(d.pop("action"))

        def _parse_ruleset(data: object) -> MokzoRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokzoRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokzoRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        mokzo_apply_request = cls(
            state=state,
            seat=seat,
            action=action,
            ruleset=ruleset,
        )

        return mokzo_apply_request
