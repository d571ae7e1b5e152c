from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_state_input import ShipsStateInput


T = TypeVar("T", bound="ShipsRankingRequest")


@_attrs_define
class ShipsRankingRequest:
    """
    Attributes:
        state (ShipsStateInput):
    """

    state: ShipsStateInput

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
        from ..models.ships_state_input import ShipsStateInput

        d = dict(src_dict)
        state = ShipsStateInput.from_dict(d.pop("state"))

        ships_ranking_request = cls(
            state=state,
        )

        return ships_ranking_request
