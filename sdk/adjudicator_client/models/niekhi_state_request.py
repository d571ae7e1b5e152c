from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_rules_input import NiekhiRulesInput
    from ..models.niekhi_state_input import NiekhiStateInput


T = TypeVar("T", bound="NiekhiStateRequest")


@_attrs_define
class NiekhiStateRequest:
    """
    Attributes:
        state (NiekhiStateInput):
        rules (NiekhiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NiekhiStateInput
    rules: NiekhiRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_rules_input import NiekhiRulesInput

        state = self.state.to_dict()

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, NiekhiRulesInput):
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
        from ..models.niekhi_rules_input import NiekhiRulesInput
        from ..models.niekhi_state_input import NiekhiStateInput

        d = dict(src_dict)
        state = NiekhiStateInput.from_dict(d.pop("state"))

        def _parse_rules(data: object) -> NiekhiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = NiekhiRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        niekhi_state_request = cls(
            state=state,
            rules=rules,
        )

        return niekhi_state_request
