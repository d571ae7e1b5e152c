from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_game_state_request_state import RenkekiGameStateRequestState
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiGameStateRequest")


@_attrs_define
class RenkekiGameStateRequest:
    """
    Attributes:
        state (RenkekiGameStateRequestState): the game as the service returned it
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: RenkekiGameStateRequestState
    ruleset: None | RenkekiRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
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
        from ..models.renkeki_game_state_request_state import (
            RenkekiGameStateRequestState,
        )
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        state = RenkekiGameStateRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> None | RenkekiRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = RenkekiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RenkekiRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        renkeki_game_state_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return renkeki_game_state_request
