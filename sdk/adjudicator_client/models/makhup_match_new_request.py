from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makhup_match_new_request_ruleset_type_0 import (
        MakhupMatchNewRequestRulesetType0,
    )


T = TypeVar("T", bound="MakhupMatchNewRequest")


@_attrs_define
class MakhupMatchNewRequest:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        seed (int): the deal is made from it
        ruleset (MakhupMatchNewRequestRulesetType0 | None | Unset): the 値木 flags: new_tips, draw_to, deck, and the whole
            game's seasons, points_cap, scoring, next_dealer (null or missing: the defaults)
    """

    seats: list[str]
    seed: int
    ruleset: MakhupMatchNewRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.makhup_match_new_request_ruleset_type_0 import (
            MakhupMatchNewRequestRulesetType0,
        )

        seats = self.seats

        seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MakhupMatchNewRequestRulesetType0):
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
        from ..models.makhup_match_new_request_ruleset_type_0 import (
            MakhupMatchNewRequestRulesetType0,
        )

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        def _parse_ruleset(
            data: object,
        ) -> MakhupMatchNewRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MakhupMatchNewRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakhupMatchNewRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        makhup_match_new_request = cls(
            seats=seats,
            seed=seed,
            ruleset=ruleset,
        )

        return makhup_match_new_request
