from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_standing import MokzoStanding


T = TypeVar("T", bound="MokzoRanking")


@_attrs_define
class MokzoRanking:
    """
    Attributes:
        over (bool):
        winners (list[int]): the decided winner(s) once the game is over
        leaders (list[int]): among the horses on the summit: fewest installed cards, then most coins; several seats
            share the win
        standings (list[MokzoStanding]): every seat, farthest first
    """

    over: bool
    winners: list[int]
    leaders: list[int]
    standings: list[MokzoStanding]

    def to_dict(self) -> dict[str, Any]:
        over = self.over

        winners = self.winners

        leaders = self.leaders

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "over": over,
                "winners": winners,
                "leaders": leaders,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_standing import MokzoStanding

        d = dict(src_dict)
        over = d.pop("over")

        winners = cast(list[int], d.pop("winners"))

        leaders = cast(list[int], d.pop("leaders"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = MokzoStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        mokzo_ranking = cls(
            over=over,
            winners=winners,
            leaders=leaders,
            standings=standings,
        )

        return mokzo_ranking
