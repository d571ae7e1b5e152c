from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiOpenPlay")


@_attrs_define
class RenkekiOpenPlay:
    """
    Attributes:
        players (int):
        seat_shares (list[Probability]): by seat, first player first; sums to 1
        first_seat_bank_totals (list[int]): totals at which the first seat banks
        ruleset (RenkekiRules):
    """

    players: int
    seat_shares: list[Probability]
    first_seat_bank_totals: list[int]
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seat_shares = []
        for seat_shares_item_data in self.seat_shares:
            seat_shares_item = seat_shares_item_data.to_dict()
            seat_shares.append(seat_shares_item)

        first_seat_bank_totals = self.first_seat_bank_totals

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seat_shares": seat_shares,
                "first_seat_bank_totals": first_seat_bank_totals,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        players = d.pop("players")

        seat_shares = []
        _seat_shares = d.pop("seat_shares")
        for seat_shares_item_data in _seat_shares:
            seat_shares_item = Probability.from_dict(seat_shares_item_data)

            seat_shares.append(seat_shares_item)

        first_seat_bank_totals = cast(list[int], d.pop("first_seat_bank_totals"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_open_play = cls(
            players=players,
            seat_shares=seat_shares,
            first_seat_bank_totals=first_seat_bank_totals,
            ruleset=ruleset,
        )

        return renkeki_open_play
