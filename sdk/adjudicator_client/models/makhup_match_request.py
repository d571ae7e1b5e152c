from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makhup_match_request_ruleset_type_0 import (
        MakhupMatchRequestRulesetType0,
    )
    from ..models.makhup_match_request_state import MakhupMatchRequestState


T = TypeVar("T", bound="MakhupMatchRequest")


@_attrs_define
class MakhupMatchRequest:
    """
    Attributes:
        state (MakhupMatchRequestState): the game as returned by the service
        ruleset (MakhupMatchRequestRulesetType0 | None | Unset): the 値木 flags: new_tips, draw_to, deck, and the whole
            game's seasons, points_cap, scoring, next_dealer (null or missing: the defaults)
    """

    state: MakhupMatchRequestState
    ruleset: MakhupMatchRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.makhup_match_request_ruleset_type_0 import (
            MakhupMatchRequestRulesetType0,
        )

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MakhupMatchRequestRulesetType0):
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
        from ..models.makhup_match_request_ruleset_type_0 import (
            MakhupMatchRequestRulesetType0,
        )
        from ..models.makhup_match_request_state import MakhupMatchRequestState

        d = dict(src_dict)
        state = MakhupMatchRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(
            data: object,
        ) -> MakhupMatchRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MakhupMatchRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakhupMatchRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        makhup_match_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return makhup_match_request
