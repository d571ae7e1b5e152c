from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TaxotWin")


@_attrs_define
class TaxotWin:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        winner (str):  Example: 甲.
        dealer (str):  Example: 甲.
        concealed (list[str]): the concealed cards, including the winning card (at most 6 in a request)
        bonus (int | Unset): 親の加点: 2 at a new dealer, +1 per win of the dealer Default: 2.
        exposed (list[list[str]] | Unset): melds exposed by 開 or 四友, each a 3-set, 3-sequence or 4-set
        self_drawn (bool | Unset): false: won on discarder's discard Default: True.
        discarder (None | str | Unset):  Example: 甲.
        first_round (bool | Unset): won in the first round (一周) Default: False.
        hikari (list[str] | Unset): the 光 cards (use_hikari) (at most 6 in a request)
    """

    seats: list[str]
    winner: str
    dealer: str
    concealed: list[str]
    bonus: int | Unset = 2
    exposed: list[list[str]] | Unset = UNSET
    self_drawn: bool | Unset = True
    discarder: None | str | Unset = UNSET
    first_round: bool | Unset = False
    hikari: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        winner = self.winner

        dealer = self.dealer

        concealed = self.concealed

        bonus = self.bonus

        exposed: list[list[str]] | Unset = UNSET
        if not isinstance(self.exposed, Unset):
            exposed = []
            for exposed_item_data in self.exposed:
                exposed_item = exposed_item_data

                exposed.append(exposed_item)

        self_drawn = self.self_drawn

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        else:
            discarder = self.discarder

        first_round = self.first_round

        hikari: list[str] | Unset = UNSET
        if not isinstance(self.hikari, Unset):
            hikari = self.hikari

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "winner": winner,
                "dealer": dealer,
                "concealed": concealed,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if exposed is not UNSET:
            field_dict["exposed"] = exposed
        if self_drawn is not UNSET:
            field_dict["self_drawn"] = self_drawn
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if first_round is not UNSET:
            field_dict["first_round"] = first_round
        if hikari is not UNSET:
            field_dict["hikari"] = hikari

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        winner = d.pop("winner")

        dealer = d.pop("dealer")

        concealed = cast(list[str], d.pop("concealed"))

        bonus = d.pop("bonus", UNSET)

        _exposed = d.pop("exposed", UNSET)
        exposed: list[list[str]] | Unset = UNSET
        if _exposed is not UNSET:
            exposed = []
            for exposed_item_data in _exposed:
                exposed_item = cast(list[str], exposed_item_data)

                exposed.append(exposed_item)

        self_drawn = d.pop("self_drawn", UNSET)

        def _parse_discarder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        first_round = d.pop("first_round", UNSET)

        hikari = cast(list[str], d.pop("hikari", UNSET))

        taxot_win = cls(
            seats=seats,
            winner=winner,
            dealer=dealer,
            concealed=concealed,
            bonus=bonus,
            exposed=exposed,
            self_drawn=self_drawn,
            discarder=discarder,
            first_round=first_round,
            hikari=hikari,
        )

        return taxot_win
