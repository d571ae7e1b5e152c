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
        pawns (list[NetxijuPawn]):
        turn (int):
        arrivals (list[int]): the seats at the goal in arrival (prize) order
        over (bool): every pawn arrived (ignored on input)
    """

    pawns: list[NetxijuPawn]
    turn: int
    arrivals: list[int]
    over: bool

    def to_dict(self) -> dict[str, Any]:
        pawns = []
        for pawns_item_data in self.pawns:
            pawns_item = pawns_item_data.to_dict()
            pawns.append(pawns_item)

        turn = self.turn

        arrivals = self.arrivals

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pawns": pawns,
                "turn": turn,
                "arrivals": arrivals,
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

        turn = d.pop("turn")

        arrivals = cast(list[int], d.pop("arrivals"))

        over = d.pop("over")

        netxiju_state = cls(
            pawns=pawns,
            turn=turn,
            arrivals=arrivals,
            over=over,
        )

        return netxiju_state
