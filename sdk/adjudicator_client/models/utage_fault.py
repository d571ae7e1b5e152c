from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_state import UtageState


T = TypeVar("T", bound="UtageFault")


@_attrs_define
class UtageFault:
    """
    Attributes:
        event (str):
        state (UtageState):
    """

    event: str
    state: UtageState

    def to_dict(self) -> dict[str, Any]:
        event = self.event

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_state import UtageState

        d = dict(src_dict)
        event = d.pop("event")

        state = UtageState.from_dict(d.pop("state"))

        utage_fault = cls(
            event=event,
            state=state,
        )

        return utage_fault
