from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.netxiju_pawn import NetxijuPawn


T = TypeVar("T", bound="NetxijuState")


@_attrs_define
class NetxijuState:
    """
    Attributes:
        pawns (list[NetxijuPawn]): the pawns by seat
        arrivals (list[int]): the seats at the goal in arrival (prize) order
        to_play (int | None): the seat to throw, null once every pawn has arrived (default 0 on input; checked)
        over (bool): every pawn arrived (checked on input)
    """

    pawns: list[NetxijuPawn]
    arrivals: list[int]
    to_play: int | None
    over: bool

    def to_dict(self) -> dict[str, Any]:
        pawns = []
        for pawns_item_data in self.pawns:
            pawns_item = pawns_item_data.to_dict()
            pawns.append(pawns_item)

        arrivals = self.arrivals

        to_play: int | None
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pawns": pawns,
                "arrivals": arrivals,
                "to_play": to_play,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_pawn import NetxijuPawn

        d = dict(src_dict)
        pawns = []
        _pawns = d.pop("pawns")
        for pawns_item_data in _pawns:
            pawns_item = NetxijuPawn.from_dict(pawns_item_data)

            pawns.append(pawns_item)

        arrivals = cast(list[int], d.pop("arrivals"))

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        netxiju_state = cls(
            pawns=pawns,
            arrivals=arrivals,
            to_play=to_play,
            over=over,
        )

        return netxiju_state
