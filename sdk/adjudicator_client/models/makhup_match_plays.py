from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_play import MakhupPlay


T = TypeVar("T", bound="MakhupMatchPlays")


@_attrs_define
class MakhupMatchPlays:
    """
    Attributes:
        to_play (None | str):  Example: 甲.
        plays (list[MakhupPlay]): every extend, merge and erase play
        can_draw (bool):
        can_pass (bool): only when no play or draw is possible
        over (bool):
    """

    to_play: None | str
    plays: list[MakhupPlay]
    can_draw: bool
    can_pass: bool
    over: bool

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        can_draw = self.can_draw

        can_pass = self.can_pass

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "plays": plays,
                "can_draw": can_draw,
                "can_pass": can_pass,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_play import MakhupPlay

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MakhupPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        can_draw = d.pop("can_draw")

        can_pass = d.pop("can_pass")

        over = d.pop("over")

        makhup_match_plays = cls(
            to_play=to_play,
            plays=plays,
            can_draw=can_draw,
            can_pass=can_pass,
            over=over,
        )

        return makhup_match_plays
