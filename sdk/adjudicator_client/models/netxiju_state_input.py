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
        pawns (list[NetxijuPawnInput]):
        turn (int | Unset):
        arrivals (list[int] | Unset): the seats at the goal in arrival (prize) order
        over (bool | Unset): every pawn arrived (ignored on input)
    """

    pawns: list[NetxijuPawnInput]
    turn: int | Unset = UNSET
    arrivals: list[int] | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        pawns = []
        for pawns_item_data in self.pawns:
            pawns_item = pawns_item_data.to_dict()
            pawns.append(pawns_item)

        turn = self.turn

        arrivals: list[int] | Unset = UNSET
        if not isinstance(self.arrivals, Unset):
            arrivals = self.arrivals

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pawns": pawns,
            }
        )
        if turn is not UNSET:
            field_dict["turn"] = turn
        if arrivals is not UNSET:
            field_dict["arrivals"] = arrivals
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

        turn = d.pop("turn", UNSET)

        arrivals = cast(list[int], d.pop("arrivals", UNSET))

        over = d.pop("over", UNSET)

        netxiju_state_input = cls(
            pawns=pawns,
            turn=turn,
            arrivals=arrivals,
            over=over,
        )

        return netxiju_state_input
