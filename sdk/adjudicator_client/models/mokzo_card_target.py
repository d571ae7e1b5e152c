from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MokzoCardTarget")


@_attrs_define
class MokzoCardTarget:
    """
    Attributes:
        player (int):
        card (str):
    """

    player: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        mokzo_card_target = cls(
            player=player,
            card=card,
        )

        return mokzo_card_target
