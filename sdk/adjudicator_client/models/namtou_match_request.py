from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.namtou_match_request_state import NamtouMatchRequestState
    from ..models.namtou_rules_input import NamtouRulesInput


T = TypeVar("T", bound="NamtouMatchRequest")


@_attrs_define
class NamtouMatchRequest:
    """
    Attributes:
        state (NamtouMatchRequestState): the game as returned by the service
        ruleset (NamtouRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NamtouMatchRequestState
    ruleset: NamtouRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_rules_input import NamtouRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NamtouRulesInput):
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
        from ..models.namtou_match_request_state import NamtouMatchRequestState
        from ..models.namtou_rules_input import NamtouRulesInput

        d = dict(src_dict)
        state = NamtouMatchRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> NamtouRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NamtouRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        namtou_match_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return namtou_match_request
