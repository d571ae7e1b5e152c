from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageFaultRequest")


@_attrs_define
class UtageFaultRequest:
    """
    Attributes:
        state (UtageStateInput):
        player (int): the seat at fault
        fault (str): what happened, e.g. 'spilled dice' (logged in the event)
    """

    state: UtageStateInput
    player: int
    fault: str

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        player = self.player

        fault = self.fault

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
                "fault": fault,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        player = d.pop("player")

        fault = d.pop("fault")

        utage_fault_request = cls(
            state=state,
            player=player,
            fault=fault,
        )

        return utage_fault_request
