from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makhup_match_apply_request_ruleset_type_0 import (
        MakhupMatchApplyRequestRulesetType0,
    )
    from ..models.makhup_match_apply_request_state import MakhupMatchApplyRequestState
    from ..models.makhup_play import MakhupPlay


T = TypeVar("T", bound="MakhupMatchApplyRequest")


@_attrs_define
class MakhupMatchApplyRequest:
    """
    Attributes:
        state (MakhupMatchApplyRequestState): the game as returned by the service
        player (str):  Example: 甲.
        play (MakhupPlay):
        ruleset (MakhupMatchApplyRequestRulesetType0 | None | Unset): the 値木 flags: new_tips, draw_to, deck, and the
            whole game's seasons, points_cap, scoring, next_dealer (null or missing: the defaults)
    """

    state: MakhupMatchApplyRequestState
    player: str
    play: MakhupPlay
    ruleset: MakhupMatchApplyRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.makhup_match_apply_request_ruleset_type_0 import (
            MakhupMatchApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        player = self.player

        play = self.play.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MakhupMatchApplyRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
                "play": play,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_match_apply_request_ruleset_type_0 import (
            MakhupMatchApplyRequestRulesetType0,
        )
        from ..models.makhup_match_apply_request_state import (
            MakhupMatchApplyRequestState,
        )
        from ..models.makhup_play import MakhupPlay

        d = dict(src_dict)
        state = MakhupMatchApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        play = MakhupPlay.from_dict(d.pop("play"))

        def _parse_ruleset(
            data: object,
        ) -> MakhupMatchApplyRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MakhupMatchApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakhupMatchApplyRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        makhup_match_apply_request = cls(
            state=state,
            player=player,
            play=play,
            ruleset=ruleset,
        )

        return makhup_match_apply_request
