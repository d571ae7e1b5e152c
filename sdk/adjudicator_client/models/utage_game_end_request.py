from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageGameEndRequest")


@_attrs_define
class UtageGameEndRequest:
    """
    Attributes:
        state (UtageStateInput):
    """

    state: UtageStateInput

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
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        utage_game_end_request = cls(
            state=state,
        )

        return utage_game_end_request
