from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_rules import NamtouRules
    from ..models.namtou_showdown_revealed import NamtouShowdownRevealed
    from ..models.namtou_showdown_shares import NamtouShowdownShares


T = TypeVar("T", bound="NamtouShowdown")


@_attrs_define
class NamtouShowdown:
    """
    Attributes:
        revealed (NamtouShowdownRevealed): player still in -> combos, strongest first
        winners (list[str]):
        pot (int):
        shares (NamtouShowdownShares): winner -> share (ties split)
        ruleset (NamtouRules):
    """

    revealed: NamtouShowdownRevealed
    winners: list[str]
    pot: int
    shares: NamtouShowdownShares
    ruleset: NamtouRules

    def to_dict(self) -> dict[str, Any]:
        revealed = self.revealed.to_dict()

        winners = self.winners

        pot = self.pot

        shares = self.shares.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "revealed": revealed,
                "winners": winners,
                "pot": pot,
                "shares": shares,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_rules import NamtouRules
        from ..models.namtou_showdown_revealed import NamtouShowdownRevealed
        from ..models.namtou_showdown_shares import NamtouShowdownShares

        d = dict(src_dict)
        revealed = NamtouShowdownRevealed.from_dict(d.pop("revealed"))

        winners = cast(list[str], d.pop("winners"))

        pot = d.pop("pot")

        shares = NamtouShowdownShares.from_dict(d.pop("shares"))

        ruleset = NamtouRules.from_dict(d.pop("ruleset"))

        namtou_showdown = cls(
            revealed=revealed,
            winners=winners,
            pot=pot,
            shares=shares,
            ruleset=ruleset,
        )

        return namtou_showdown
