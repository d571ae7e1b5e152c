from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NetxijuPawn")


@_attrs_define
class NetxijuPawn:
    """
    Attributes:
        position (int): its path square (0 start .. 31 goal)
        cups (int): cups drunk so far
        sent_back (int): how often the pawn was sent back to the start
        stops (list[int]): the lined squares the pawn has stopped on
        finished (bool): at the goal (checked on input)
        ox_walk (bool): 牛行 achieved (checked on input)
    """

    position: int
    cups: int
    sent_back: int
    stops: list[int]
    finished: bool
    ox_walk: bool

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        cups = self.cups

        sent_back = self.sent_back

        stops = self.stops

        finished = self.finished

        ox_walk = self.ox_walk

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "cups": cups,
                "sent_back": sent_back,
                "stops": stops,
                "finished": finished,
                "ox_walk": ox_walk,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position")

        cups = d.pop("cups")

        sent_back = d.pop("sent_back")

        stops = cast(list[int], d.pop("stops"))

        finished = d.pop("finished")

        ox_walk = d.pop("ox_walk")

        netxiju_pawn = cls(
            position=position,
            cups=cups,
            sent_back=sent_back,
            stops=stops,
            finished=finished,
            ox_walk=ox_walk,
        )

        return netxiju_pawn
