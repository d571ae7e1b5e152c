from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_play import MakhupPlay
    from ..models.makhup_rules import MakhupRules


T = TypeVar("T", bound="MakhupPlays")


@_attrs_define
class MakhupPlays:
    """
    Attributes:
        player (None | str): null once the game is over
        plays (list[MakhupPlay]): every extend, merge and erase play
        can_draw (bool):
        can_pass (bool): only when no play or draw is possible
        ruleset (MakhupRules):
    """

    player: None | str
    plays: list[MakhupPlay]
    can_draw: bool
    can_pass: bool
    ruleset: MakhupRules

    def to_dict(self) -> dict[str, Any]:
        player: None | str
        player = self.player

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        can_draw = self.can_draw

        can_pass = self.can_pass

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "plays": plays,
                "can_draw": can_draw,
                "can_pass": can_pass,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_play import MakhupPlay
        from ..models.makhup_rules import MakhupRules

        d = dict(src_dict)

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MakhupPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        can_draw = d.pop("can_draw")

        can_pass = d.pop("can_pass")

        ruleset = MakhupRules.from_dict(d.pop("ruleset"))

        makhup_plays = cls(
            player=player,
            plays=plays,
            can_draw=can_draw,
            can_pass=can_pass,
            ruleset=ruleset,
        )

        return makhup_plays
