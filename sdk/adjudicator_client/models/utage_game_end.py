from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_standing import UtageStanding


T = TypeVar("T", bound="UtageGameEnd")


@_attrs_define
class UtageGameEnd:
    """
    Attributes:
        over (bool):
        winner (int | None):
        reason (None | str): why it is over
        lord_cups (int):
        standings (list[UtageStanding]): every seat, most cups first
    """

    over: bool
    winner: int | None
    reason: None | str
    lord_cups: int
    standings: list[UtageStanding]

    def to_dict(self) -> dict[str, Any]:
        over = self.over

        winner: int | None
        winner = self.winner

        reason: None | str
        reason = self.reason

        lord_cups = self.lord_cups

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "over": over,
                "winner": winner,
                "reason": reason,
                "lord_cups": lord_cups,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_standing import UtageStanding

        d = dict(src_dict)
        over = d.pop("over")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        lord_cups = d.pop("lord_cups")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = UtageStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        utage_game_end = cls(
            over=over,
            winner=winner,
            reason=reason,
            lord_cups=lord_cups,
            standings=standings,
        )

        return utage_game_end
