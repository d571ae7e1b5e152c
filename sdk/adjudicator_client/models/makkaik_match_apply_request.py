from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makkaik_match_apply_request_ruleset_type_0 import (
        MakkaikMatchApplyRequestRulesetType0,
    )
    from ..models.makkaik_match_apply_request_state import MakkaikMatchApplyRequestState
    from ..models.makkaik_play import MakkaikPlay


T = TypeVar("T", bound="MakkaikMatchApplyRequest")


@_attrs_define
class MakkaikMatchApplyRequest:
    """
    Attributes:
        state (MakkaikMatchApplyRequestState): the game as returned by the service
        play (MakkaikPlay):
        ruleset (MakkaikMatchApplyRequestRulesetType0 | None | Unset): the 値戦 flags: tie, unused_draw,
            exchange_optional, min_hand_cards_used, combos, and a whole game's hands and points_cap (null or missing: the
            defaults)
    """

    state: MakkaikMatchApplyRequestState
    play: MakkaikPlay
    ruleset: MakkaikMatchApplyRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.makkaik_match_apply_request_ruleset_type_0 import (
            MakkaikMatchApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        play = self.play.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MakkaikMatchApplyRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "play": play,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_match_apply_request_ruleset_type_0 import (
            MakkaikMatchApplyRequestRulesetType0,
        )
        from ..models.makkaik_match_apply_request_state import (
            MakkaikMatchApplyRequestState,
        )
        from ..models.makkaik_play import MakkaikPlay

        d = dict(src_dict)
        state = MakkaikMatchApplyRequestState.from_dict(d.pop("state"))

        play = MakkaikPlay.from_dict(d.pop("play"))

        def _parse_ruleset(
            data: object,
        ) -> MakkaikMatchApplyRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MakkaikMatchApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakkaikMatchApplyRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        makkaik_match_apply_request = cls(
            state=state,
            play=play,
            ruleset=ruleset,
        )

        return makkaik_match_apply_request
