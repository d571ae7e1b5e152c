from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_state import ShipsState


T = TypeVar("T", bound="ShipsGame")


@_attrs_define
class ShipsGame:
    """
    Attributes:
        state (ShipsState):
    """

    state: ShipsState

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_state import ShipsState

        d = dict(src_dict)
        state = ShipsState.from_dict(d.pop("state"))

        ships_game = cls(
            state=state,
        )

        return ships_game
