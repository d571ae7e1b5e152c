from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_match_new_request_ruleset_type_0 import (
        MokkaikMatchNewRequestRulesetType0,
    )


T = TypeVar("T", bound="MokkaikMatchNewRequest")


@_attrs_define
class MokkaikMatchNewRequest:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        seed (int): the deal is made from it
        ruleset (MokkaikMatchNewRequestRulesetType0 | None | Unset): the 行戦 flags: must_beat, dealer_multiplier,
            seasons, points_cap, combos, deck (null or missing: the defaults)
    """

    seats: list[str]
    seed: int
    ruleset: MokkaikMatchNewRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_match_new_request_ruleset_type_0 import (
            MokkaikMatchNewRequestRulesetType0,
        )

        seats = self.seats

        seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokkaikMatchNewRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
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
        from ..models.mokkaik_match_new_request_ruleset_type_0 import (
            MokkaikMatchNewRequestRulesetType0,
        )

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        def _parse_ruleset(
            data: object,
        ) -> MokkaikMatchNewRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokkaikMatchNewRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikMatchNewRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        mokkaik_match_new_request = cls(
            seats=seats,
            seed=seed,
            ruleset=ruleset,
        )

        return mokkaik_match_new_request
