from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.netxiju_pawn_input import NetxijuPawnInput


T = TypeVar("T", bound="NetxijuStateInput")


@_attrs_define
class NetxijuStateInput:
    """
    Attributes:
        pawns (list[NetxijuPawnInput]): the pawns by seat
        arrivals (list[int] | Unset): the seats at the goal in arrival (prize) order
        to_play (int | None | Unset): the seat to throw, null once every pawn has arrived (default 0 on input; checked)
        over (bool | Unset): every pawn arrived (checked on input)
    """

    pawns: list[NetxijuPawnInput]
    arrivals: list[int] | Unset = UNSET
    to_play: int | None | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pawns = []
        for pawns_item_data in self.pawns:
            pawns_item = pawns_item_data.to_dict()
            pawns.append(pawns_item)

        arrivals: list[int] | Unset = UNSET
        if not isinstance(self.arrivals, Unset):
            arrivals = self.arrivals

        to_play: int | None | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pawns": pawns,
            }
        )
        if arrivals is not UNSET:
            field_dict["arrivals"] = arrivals
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_pawn_input import NetxijuPawnInput

        d = dict(src_dict)
        pawns = []
        _pawns = d.pop("pawns")
        for pawns_item_data in _pawns:
            pawns_item = NetxijuPawnInput.from_dict(pawns_item_data)

            pawns.append(pawns_item)

        arrivals = cast(list[int], d.pop("arrivals", UNSET))

        def _parse_to_play(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        over = d.pop("over", UNSET)

        netxiju_state_input = cls(
            pawns=pawns,
            arrivals=arrivals,
            to_play=to_play,
            over=over,
        )

        return netxiju_state_input
