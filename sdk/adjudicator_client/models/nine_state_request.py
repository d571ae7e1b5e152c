from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_rules_input import NineRulesInput
    from ..models.nine_state_input import NineStateInput


T = TypeVar("T", bound="NineStateRequest")


@_attrs_define
class NineStateRequest:
    """
    Attributes:
        state (NineStateInput):
        ruleset (NineRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NineStateInput
    ruleset: NineRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_rules_input import NineRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineRulesInput):
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
        from ..models.nine_rules_input import NineRulesInput
        from ..models.nine_state_input import NineStateInput

        d = dict(src_dict)
        state = NineStateInput.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> NineRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NineRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        nine_state_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return nine_state_request
