from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makkaik_game_request_state import MakkaikGameRequestState


T = TypeVar("T", bound="MakkaikGameRequest")


@_attrs_define
class MakkaikGameRequest:
    """
    Attributes:
        state (MakkaikGameRequestState): the game's state as returned by the service
        ruleset (Any | Unset): the 値戦 flags: tie, unused_draw, exchange_optional, min_hand_cards_used, combos (null or
            missing: the defaults)
    """

    state: MakkaikGameRequestState
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

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
        from ..models.makkaik_game_request_state import MakkaikGameRequestState

        d = dict(src_dict)
        state = MakkaikGameRequestState.from_dict(d.pop("state"))

        ruleset = d.pop("ruleset", UNSET)

        makkaik_game_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return makkaik_game_request
