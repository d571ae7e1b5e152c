from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.letiles_game import LetilesGame


T = TypeVar("T", bound="LetilesNewGame")


@_attrs_define
class LetilesNewGame:
    """
    Attributes:
        seed (int): the seed the stocks were shuffled with
        game (LetilesGame):
    """

    seed: int
    game: LetilesGame

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        game = self.game.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_game import LetilesGame

        d = dict(src_dict)
        seed = d.pop("seed")

        game = LetilesGame.from_dict(d.pop("game"))

        letiles_new_game = cls(
            seed=seed,
            game=game,
        )

        return letiles_new_game
