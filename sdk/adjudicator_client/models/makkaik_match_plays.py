from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_play import MakkaikPlay


T = TypeVar("T", bound="MakkaikMatchPlays")


@_attrs_define
class MakkaikMatchPlays:
    """
    Attributes:
        plays (list[MakkaikPlay]):
        to_play (None | str):  Example: 甲.
        over (bool):
    """

    plays: list[MakkaikPlay]
    to_play: None | str
    over: bool

    def to_dict(self) -> dict[str, Any]:
        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        to_play: None | str
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
                "to_play": to_play,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_play import MakkaikPlay

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MakkaikPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        makkaik_match_plays = cls(
            plays=plays,
            to_play=to_play,
            over=over,
        )

        return makkaik_match_plays
