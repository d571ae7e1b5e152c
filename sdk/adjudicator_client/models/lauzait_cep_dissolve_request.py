from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_dissolve_request_players import (
    LauzaitCepDissolveRequestPlayers,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_hand_input import LauzaitCepHandInput


T = TypeVar("T", bound="LauzaitCepDissolveRequest")


@_attrs_define
class LauzaitCepDissolveRequest:
    """
    Attributes:
        hand (LauzaitCepHandInput):
        index (int): which revealed Department (0-based, in hand.revealed)
        refund (int | None | Unset): the points the player offers to pay back (default: the amount due)
        players (LauzaitCepDissolveRequestPlayers | Unset): 2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no
            0s), 58 with 2 (also 2 jokers) Default: LauzaitCepDissolveRequestPlayers.VALUE_4.
    """

    hand: LauzaitCepHandInput
    index: int
    refund: int | None | Unset = UNSET
    players: LauzaitCepDissolveRequestPlayers | Unset = (
        LauzaitCepDissolveRequestPlayers.VALUE_4
    )

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand.to_dict()

        index = self.index

        refund: int | None | Unset
        if isinstance(self.refund, Unset):
            refund = UNSET
        else:
            refund = self.refund

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "index": index,
            }
        )
        if refund is not UNSET:
            field_dict["refund"] = refund
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_hand_input import LauzaitCepHandInput

        d = dict(src_dict)
        hand = LauzaitCepHandInput.from_dict(d.pop("hand"))

        index = d.pop("index")

        def _parse_refund(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        refund = _parse_refund(d.pop("refund", UNSET))

        _players = d.pop("players", UNSET)
        players: LauzaitCepDissolveRequestPlayers | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = LauzaitCepDissolveRequestPlayers(_players)

        lauzait_cep_dissolve_request = cls(
            hand=hand,
            index=index,
            refund=refund,
            players=players,
        )

        return lauzait_cep_dissolve_request
