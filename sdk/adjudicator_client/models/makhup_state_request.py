from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makhup_rules_input import MakhupRulesInput
    from ..models.makhup_state_input import MakhupStateInput


T = TypeVar("T", bound="MakhupStateRequest")


@_attrs_define
class MakhupStateRequest:
    """
    Attributes:
        state (MakhupStateInput):
        ruleset (MakhupRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: MakhupStateInput
    ruleset: MakhupRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.makhup_rules_input import MakhupRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MakhupRulesInput):
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
        from ..models.makhup_rules_input import MakhupRulesInput
        from ..models.makhup_state_input import MakhupStateInput

        d = dict(src_dict)
        state = MakhupStateInput.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> MakhupRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MakhupRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakhupRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        makhup_state_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return makhup_state_request
