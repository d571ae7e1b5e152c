from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.netxiju_rules_input import NetxijuRulesInput
    from ..models.netxiju_state_input import NetxijuStateInput


T = TypeVar("T", bound="NetxijuOutcomesRequest")


@_attrs_define
class NetxijuOutcomesRequest:
    """
    Attributes:
        state (NetxijuStateInput):
        seat (int):
        ruleset (NetxijuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NetxijuStateInput
    seat: int
    ruleset: NetxijuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.netxiju_rules_input import NetxijuRulesInput

        state = self.state.to_dict()

        seat = self.seat

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NetxijuRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seat": seat,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_rules_input import NetxijuRulesInput
        from ..models.netxiju_state_input import NetxijuStateInput

        d = dict(src_dict)
        state = NetxijuStateInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        def _parse_ruleset(data: object) -> NetxijuRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NetxijuRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NetxijuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        netxiju_outcomes_request = cls(
            state=state,
            seat=seat,
            ruleset=ruleset,
        )

        return netxiju_outcomes_request
