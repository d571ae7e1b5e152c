from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MokkaikTrickEntry")


@_attrs_define
class MokkaikTrickEntry:
    """
    Attributes:
        player (str):  Example: 甲.
        cards (list[str]): the cards (at most 10 in a request)
        face_down (bool | Unset):  Default: False.
    """

    player: str
    cards: list[str]
    face_down: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        cards = self.cards

        face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "cards": cards,
            }
        )
        if face_down is not UNSET:
            field_dict["face_down"] = face_down

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        face_down = d.pop("face_down", UNSET)

        mokkaik_trick_entry = cls(
            player=player,
            cards=cards,
            face_down=face_down,
        )

        return mokkaik_trick_entry
