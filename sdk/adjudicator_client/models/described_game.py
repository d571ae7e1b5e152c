from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result import Result


T = TypeVar("T", bound="DescribedGame")


@_attrs_define
class DescribedGame:
    """
    Attributes:
        game (str):
        to_play (int | None): the seat whose decision it is now, from 0; null once the game is over
        result (Result):
        description (str): the board or table, several lines (for people: its layout may change between versions)
        text (None | str): the game's own one-line text form of the state, where it has one
    """

    game: str
    to_play: int | None
    result: Result
    description: str
    text: None | str

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        to_play: int | None
        to_play = self.to_play

        result = self.result.to_dict()

        description = self.description

        text: None | str
        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "to_play": to_play,
                "result": result,
                "description": description,
                "text": text,
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

        description = d.pop("description")

        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))

        described_game = cls(
            game=game,
            to_play=to_play,
            result=result,
            description=description,
            text=text,
        )

        return described_game
