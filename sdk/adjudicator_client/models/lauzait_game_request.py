from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_game_request_game import LauzaitGameRequestGame


T = TypeVar("T", bound="LauzaitGameRequest")


@_attrs_define
class LauzaitGameRequest:
    """
    Attributes:
        game (LauzaitGameRequestGame): the game as returned by the service
        ruleset (Any | Unset): a preset name ('default', 'english') or an options object
    """

    game: LauzaitGameRequestGame
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_game_request_game import LauzaitGameRequestGame

        d = dict(src_dict)
        game = LauzaitGameRequestGame.from_dict(d.pop("game"))

        ruleset = d.pop("ruleset", UNSET)

        lauzait_game_request = cls(
            game=game,
            ruleset=ruleset,
        )

        return lauzait_game_request
