from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_deal_request_players import LauzaitCepDealRequestPlayers
from ..types import UNSET, Unset

T = TypeVar("T", bound="LauzaitCepDealRequest")


@_attrs_define
class LauzaitCepDealRequest:
    """
    Attributes:
        players (LauzaitCepDealRequestPlayers | Unset): 2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no 0s),
            58 with 2 (also 2 jokers) Default: LauzaitCepDealRequestPlayers.VALUE_4.
        seed (int | None | Unset): makes the shuffle reproducible; without it a random seed is drawn (not cached)
        luminous (bool | Unset): turn up a luminous piece (optional rule) Default: False.
    """

    players: LauzaitCepDealRequestPlayers | Unset = LauzaitCepDealRequestPlayers.VALUE_4
    seed: int | None | Unset = UNSET
    luminous: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        luminous = self.luminous

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if players is not UNSET:
            field_dict["players"] = players
        if seed is not UNSET:
            field_dict["seed"] = seed
        if luminous is not UNSET:
            field_dict["luminous"] = luminous

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: LauzaitCepDealRequestPlayers | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = LauzaitCepDealRequestPlayers(_players)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        luminous = d.pop("luminous", UNSET)

        lauzait_cep_deal_request = cls(
            players=players,
            seed=seed,
            luminous=luminous,
        )

        return lauzait_cep_deal_request
