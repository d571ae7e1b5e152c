from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.jujai_game_request_state import JujaiGameRequestState
    from ..models.jujai_rules_input import JujaiRulesInput


T = TypeVar("T", bound="JujaiGameRequest")


@_attrs_define
class JujaiGameRequest:
    """
    Attributes:
        state (JujaiGameRequestState): the game as the service returned it
        ruleset (JujaiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: JujaiGameRequestState
    ruleset: JujaiRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.jujai_rules_input import JujaiRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, JujaiRulesInput):
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
        from ..models.jujai_game_request_state import JujaiGameRequestState
        from ..models.jujai_rules_input import JujaiRulesInput

        d = dict(src_dict)
        state = JujaiGameRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> JujaiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = JujaiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JujaiRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        jujai_game_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return jujai_game_request
