from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NetxijuPawnInput")


@_attrs_define
class NetxijuPawnInput:
    """
    Attributes:
        position (int | Unset): its path square (0 start .. 31 goal)
        cups (int | Unset): cups drunk so far
        sent_back (int | Unset): how often the pawn was sent back to the start
        stops (list[int] | Unset): the lined squares the pawn has stopped on
        finished (bool | Unset): at the goal (checked on input)
        ox_walk (bool | Unset): 牛行 achieved (checked on input)
    """

    position: int | Unset = UNSET
    cups: int | Unset = UNSET
    sent_back: int | Unset = UNSET
    stops: list[int] | Unset = UNSET
    finished: bool | Unset = UNSET
    ox_walk: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        cups = self.cups

        sent_back = self.sent_back

        stops: list[int] | Unset = UNSET
        if not isinstance(self.stops, Unset):
            stops = self.stops

        finished = self.finished

        ox_walk = self.ox_walk

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if cups is not UNSET:
            field_dict["cups"] = cups
        if sent_back is not UNSET:
            field_dict["sent_back"] = sent_back
        if stops is not UNSET:
            field_dict["stops"] = stops
        if finished is not UNSET:
            field_dict["finished"] = finished
        if ox_walk is not UNSET:
            field_dict["ox_walk"] = ox_walk

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position", UNSET)

        cups = d.pop("cups", UNSET)

        sent_back = d.pop("sent_back", UNSET)

        stops = cast(list[int], d.pop("stops", UNSET))

        finished = d.pop("finished", UNSET)

        ox_walk = d.pop("ox_walk", UNSET)

        netxiju_pawn_input = cls(
            position=position,
            cups=cups,
            sent_back=sent_back,
            stops=stops,
            finished=finished,
            ox_walk=ox_walk,
        )

        return netxiju_pawn_input
