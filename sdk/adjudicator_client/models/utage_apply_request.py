from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_action_input import UtageActionInput
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageApplyRequest")


@_attrs_define
class UtageApplyRequest:
    """
    Attributes:
        state (UtageStateInput):
        player (int): the seat acting
        action (UtageActionInput):
    """

    state: UtageStateInput
    player: int
    action: UtageActionInput

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        player = self.player

        action = self.action.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_action_input import UtageActionInput
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        player = d.pop("player")

        action = UtageActionInput.from_dict(d.pop("action"))

        utage_apply_request = cls(
            state=state,
            player=player,
            action=action,
        )

        return utage_apply_request
