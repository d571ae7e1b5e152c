from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MokkaikMatchNewRequest")


@_attrs_define
class MokkaikMatchNewRequest:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        seed (int): the deal is made from it
        ruleset (Any | Unset): the 行戦 flags: must_beat, dealer_multiplier, seasons, combos, deck (null or missing: the
            defaults)
    """

    seats: list[str]
    seed: int
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        seed = self.seed

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "seed": seed,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        ruleset = d.pop("ruleset", UNSET)

        mokkaik_match_new_request = cls(
            seats=seats,
            seed=seed,
            ruleset=ruleset,
        )

        return mokkaik_match_new_request
