from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_play import JujaiPlay


T = TypeVar("T", bound="JujaiPlays")


@_attrs_define
class JujaiPlays:
    """
    Attributes:
        to_play (None | str): null once the game is over
        over (bool):
        plays (list[JujaiPlay]): every cast with its exact probability (none once over)
    """

    to_play: None | str
    over: bool
    plays: list[JujaiPlay]

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        over = self.over

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "over": over,
                "plays": plays,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_play import JujaiPlay

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = JujaiPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        jujai_plays = cls(
            to_play=to_play,
            over=over,
            plays=plays,
        )

        return jujai_plays
