from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UtagePlayerInput")


@_attrs_define
class UtagePlayerInput:
    """
    Attributes:
        cups (int): cups held
        name (str | Unset): the player's name
        cup (list[int] | Unset): the dice in the player's cup (faces)
        front (list[int] | Unset): the dice other players put in front of them
        disqualified (bool | Unset): the player is out of the game
    """

    cups: int
    name: str | Unset = UNSET
    cup: list[int] | Unset = UNSET
    front: list[int] | Unset = UNSET
    disqualified: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cups = self.cups

        name = self.name

        cup: list[int] | Unset = UNSET
        if not isinstance(self.cup, Unset):
            cup = self.cup

        front: list[int] | Unset = UNSET
        if not isinstance(self.front, Unset):
            front = self.front

        disqualified = self.disqualified

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cups": cups,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if cup is not UNSET:
            field_dict["cup"] = cup
        if front is not UNSET:
            field_dict["front"] = front
        if disqualified is not UNSET:
            field_dict["disqualified"] = disqualified

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cups = d.pop("cups")

        name = d.pop("name", UNSET)

        cup = cast(list[int], d.pop("cup", UNSET))

        front = cast(list[int], d.pop("front", UNSET))

        disqualified = d.pop("disqualified", UNSET)

        utage_player_input = cls(
            cups=cups,
            name=name,
            cup=cup,
            front=front,
            disqualified=disqualified,
        )

        return utage_player_input
