from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MakkaikGameNewRequest")


@_attrs_define
class MakkaikGameNewRequest:
    """
    Attributes:
        players (int): the number of players
        seed (int): the deal is made from it
        names (list[str] | None | Unset): names in seating order (default: "0", "1", ... by seat)
        dealer (None | str | Unset): default: the first player Example: 甲.
        ruleset (Any | Unset): the 値戦 flags: tie, unused_draw, exchange_optional, min_hand_cards_used, combos
    """

    players: int
    seed: int
    names: list[str] | None | Unset = UNSET
    dealer: None | str | Unset = UNSET
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seed = self.seed

        names: list[str] | None | Unset
        if isinstance(self.names, Unset):
            names = UNSET
        elif isinstance(self.names, list):
            names = self.names

        else:
            names = self.names

        dealer: None | str | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seed": seed,
            }
        )
        if names is not UNSET:
            field_dict["names"] = names
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = d.pop("players")

        seed = d.pop("seed")

        def _parse_names(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                names_type_0 = cast(list[str], data)

                return names_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        names = _parse_names(d.pop("names", UNSET))

        def _parse_dealer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        ruleset = d.pop("ruleset", UNSET)

        makkaik_game_new_request = cls(
            players=players,
            seed=seed,
            names=names,
            dealer=dealer,
            ruleset=ruleset,
        )

        return makkaik_game_new_request
