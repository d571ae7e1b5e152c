from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lutu_game_request_state import LutuGameRequestState
    from ..models.lutu_rules_input import LutuRulesInput


T = TypeVar("T", bound="LutuGameRequest")


@_attrs_define
class LutuGameRequest:
    """
    Attributes:
        state (LutuGameRequestState): the game as the service returned it
        ruleset (LutuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: LutuGameRequestState
    ruleset: LutuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lutu_rules_input import LutuRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LutuRulesInput):
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
        from ..models.lutu_game_request_state import LutuGameRequestState
        from ..models.lutu_rules_input import LutuRulesInput

        d = dict(src_dict)
        state = LutuGameRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> LutuRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = LutuRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LutuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lutu_game_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return lutu_game_request
