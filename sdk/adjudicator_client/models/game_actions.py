from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result import Result


T = TypeVar("T", bound="GameActions")


@_attrs_define
class GameActions:
    """
    Attributes:
        game (str):
        to_play (int | None): the seat whose decision it is (the seat these actions are for), from 0; null once the game
            is over
        result (Result):
        count (int):
        actions (list[Any]): every legal action, in the game's own JSON form (send one to apply as it is)
    """

    game: str
    to_play: int | None
    result: Result
    count: int
    actions: list[Any]

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        to_play: int | None
        to_play = self.to_play

        result = self.result.to_dict()

        count = self.count

        actions = self.actions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "to_play": to_play,
                "result": result,
                "count": count,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.result import Result

        d = dict(src_dict)
        game = d.pop("game")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        result = Result.from_dict(d.pop("result"))

        count = d.pop("count")

        actions = cast(list[Any], d.pop("actions"))

        game_actions = cls(
            game=game,
            to_play=to_play,
            result=result,
            count=count,
            actions=actions,
        )

        return game_actions
