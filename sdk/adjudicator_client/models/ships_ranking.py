from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_rank import ShipsRank


T = TypeVar("T", bound="ShipsRanking")


@_attrs_define
class ShipsRanking:
    """
    Attributes:
        ending (bool): someone has brought 20 to the goal
        over (bool): ... and every player has had as many turns
        ranking (list[ShipsRank]):
    """

    ending: bool
    over: bool
    ranking: list[ShipsRank]

    def to_dict(self) -> dict[str, Any]:
        ending = self.ending

        over = self.over

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ending": ending,
                "over": over,
                "ranking": ranking,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_rank import ShipsRank

        d = dict(src_dict)
        ending = d.pop("ending")

        over = d.pop("over")

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = ShipsRank.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        ships_ranking = cls(
            ending=ending,
            over=over,
            ranking=ranking,
        )

        return ships_ranking
