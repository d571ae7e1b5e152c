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
        ruleset (NiekhiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NiekhiStateInput
    ruleset: NiekhiRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_rules_input import NiekhiRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NiekhiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules_input import NiekhiRulesInput
        from ..models.niekhi_state_input import NiekhiStateInput

        d = dict(src_dict)
        state = NiekhiStateInput.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> NiekhiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NiekhiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        niekhi_state_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return niekhi_state_request
