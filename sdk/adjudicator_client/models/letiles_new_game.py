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
        state (LetilesGame):
    """

    seed: int
    state: LetilesGame

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_game import LetilesGame

        d = dict(src_dict)
        seed = d.pop("seed")

        state = LetilesGame.from_dict(d.pop("state"))

        letiles_new_game = cls(
            seed=seed,
            state=state,
        )

        return letiles_new_game
