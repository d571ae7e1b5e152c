from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makkaik_apply_request_state import MakkaikApplyRequestState
    from ..models.makkaik_play import MakkaikPlay


T = TypeVar("T", bound="MakkaikApplyRequest")


@_attrs_define
class MakkaikApplyRequest:
    """
    Attributes:
        state (MakkaikApplyRequestState): the game's state as returned by the service
        play (MakkaikPlay):
        ruleset (Any | Unset): the 値戦 flags: tie, unused_draw, exchange_optional, min_hand_cards_used, combos (null or
            missing: the defaults)
    """

    state: MakkaikApplyRequestState
    play: MakkaikPlay
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        play = self.play.to_dict()

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
        from ..models.makkaik_apply_request_state import MakkaikApplyRequestState
        from ..models.makkaik_play import MakkaikPlay

        d = dict(src_dict)
        state = MakkaikApplyRequestState.from_dict(d.pop("state"))

        play = MakkaikPlay.from_dict(d.pop("play"))

        ruleset = d.pop("ruleset", UNSET)

        makkaik_apply_request = cls(
            state=state,
            play=play,
            ruleset=ruleset,
        )

        return makkaik_apply_request
