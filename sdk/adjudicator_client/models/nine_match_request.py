from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_match_request_ruleset_type_0 import NineMatchRequestRulesetType0
    from ..models.nine_match_request_state import NineMatchRequestState


T = TypeVar("T", bound="NineMatchRequest")


@_attrs_define
class NineMatchRequest:
    """
    Attributes:
        state (NineMatchRequestState): the whole game as returned by the service
        ruleset (NineMatchRequestRulesetType0 | None | Unset): the 小猫 flags: forced_fail, table_cards_to, deck, seasons
            (default 4), points_cap (default null) (null or missing: the defaults)
    """

    state: NineMatchRequestState
    ruleset: NineMatchRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_match_request_ruleset_type_0 import (
            NineMatchRequestRulesetType0,
        )

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineMatchRequestRulesetType0):
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
        from ..models.nine_match_request_ruleset_type_0 import (
            NineMatchRequestRulesetType0,
        )
        from ..models.nine_match_request_state import NineMatchRequestState

        d = dict(src_dict)
        state = NineMatchRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> NineMatchRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NineMatchRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineMatchRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        nine_match_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return nine_match_request
