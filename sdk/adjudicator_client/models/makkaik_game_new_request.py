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
        seats (list[str]): 2 to 6 distinct names in turn order
        seed (int): the deal is made from it
        dealer (None | str | Unset): default: the first player Example: 甲.
        ruleset (Any | Unset): the 値戦 flags: tie, unused_draw, exchange_optional, min_hand_cards_used, combos (null or
            missing: the defaults)
    """

    seats: list[str]
    seed: int
    dealer: None | str | Unset = UNSET
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        seed = self.seed

        dealer: None | str | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "seed": seed,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        def _parse_dealer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        ruleset = d.pop("ruleset", UNSET)

        makkaik_game_new_request = cls(
            seats=seats,
            seed=seed,
            dealer=dealer,
            ruleset=ruleset,
        )

        return makkaik_game_new_request
