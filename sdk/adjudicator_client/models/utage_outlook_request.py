from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageOutlookRequest")


@_attrs_define
class UtageOutlookRequest:
    """
    Attributes:
        state (UtageStateInput):
        rules (None | Unset | UtageRulesInput): flags overriding the defaults; the answer echoes them all
    """

    state: UtageStateInput
    rules: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        state = self.state.to_dict()

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, UtageRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules_input import UtageRulesInput
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        def _parse_rules(data: object) -> None | Unset | UtageRulesInput:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = UtageRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UtageRulesInput, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        utage_outlook_request = cls(
            state=state,
            rules=rules,
        )

        return utage_outlook_request
