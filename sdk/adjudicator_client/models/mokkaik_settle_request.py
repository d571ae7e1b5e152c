from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_rules_input import MokkaikRulesInput
    from ..models.mokkaik_settle_request_public_counts import (
        MokkaikSettleRequestPublicCounts,
    )


T = TypeVar("T", bound="MokkaikSettleRequest")


@_attrs_define
class MokkaikSettleRequest:
    """
    Attributes:
        public_counts (MokkaikSettleRequestPublicCounts): player -> number of 公開札 won: they add up to the cards each
            player is dealt (10 for 2-4 players, 8 for 5-6), the winner's at least 1
        winner (str): who won the last trick Example: 甲.
        dealer (str):  Example: 甲.
        bonus (int | Unset): the dealer bonus 親の加点: 2 at a new dealer, +1 per season the dealer wins again, so at most
            rules.seasons + 1 Default: 2.
        ruleset (MokkaikRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    public_counts: MokkaikSettleRequestPublicCounts
    winner: str
    dealer: str
    bonus: int | Unset = 2
    ruleset: MokkaikRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_rules_input import MokkaikRulesInput

        public_counts = self.public_counts.to_dict()

        winner = self.winner

        dealer = self.dealer

        bonus = self.bonus

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokkaikRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "public_counts": public_counts,
                "winner": winner,
                "dealer": dealer,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules_input import MokkaikRulesInput
        from ..models.mokkaik_settle_request_public_counts import (
            MokkaikSettleRequestPublicCounts,
        )

        d = dict(src_dict)
        public_counts = MokkaikSettleRequestPublicCounts.from_dict(
            d.pop("public_counts")
        )

        winner = d.pop("winner")

        dealer = d.pop("dealer")

        bonus = d.pop("bonus", UNSET)

        def _parse_ruleset(data: object) -> MokkaikRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokkaikRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        mokkaik_settle_request = cls(
            public_counts=public_counts,
            winner=winner,
            dealer=dealer,
            bonus=bonus,
            ruleset=ruleset,
        )

        return mokkaik_settle_request
