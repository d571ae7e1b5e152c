from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_game import LauzaitGame


T = TypeVar("T", bound="LauzaitGameAnswer")


@_attrs_define
class LauzaitGameAnswer:
    """
    Attributes:
        state (LauzaitGame):
        stalemate (bool): the player to play can only declare
    """

    state: LauzaitGame
    stalemate: bool

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        stalemate = self.stalemate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "stalemate": stalemate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_game import LauzaitGame

        d = dict(src_dict)
        state = LauzaitGame.from_dict(d.pop("state"))

        stalemate = d.pop("stalemate")

        lauzait_game_answer = cls(
            state=state,
            stalemate=stalemate,
        )

        return lauzait_game_answer
