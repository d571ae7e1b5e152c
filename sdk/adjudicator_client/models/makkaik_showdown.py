from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_rules import MakkaikRules
    from ..models.makkaik_showdown_shares import MakkaikShowdownShares
    from ..models.makkaik_showdown_values import MakkaikShowdownValues


T = TypeVar("T", bound="MakkaikShowdown")


@_attrs_define
class MakkaikShowdown:
    """
    Attributes:
        values (MakkaikShowdownValues): player -> best combo
        winners (list[str]):
        shares (MakkaikShowdownShares): winner -> share of the pot (ties split)
        ruleset (MakkaikRules):
    """

    values: MakkaikShowdownValues
    winners: list[str]
    shares: MakkaikShowdownShares
    ruleset: MakkaikRules

    def to_dict(self) -> dict[str, Any]:
        values = self.values.to_dict()

        winners = self.winners

        shares = self.shares.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "values": values,
                "winners": winners,
                "shares": shares,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_rules import MakkaikRules
        from ..models.makkaik_showdown_shares import MakkaikShowdownShares
        from ..models.makkaik_showdown_values import MakkaikShowdownValues

        d = dict(src_dict)
        values = MakkaikShowdownValues.from_dict(d.pop("values"))

        winners = cast(list[str], d.pop("winners"))

        shares = MakkaikShowdownShares.from_dict(d.pop("shares"))

        ruleset = MakkaikRules.from_dict(d.pop("ruleset"))

        makkaik_showdown = cls(
            values=values,
            winners=winners,
            shares=shares,
            ruleset=ruleset,
        )

        return makkaik_showdown
