from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UtagePlayer")


@_attrs_define
class UtagePlayer:
    """
    Attributes:
        name (str): the player's name
        cups (int): cups held
        cup (list[int]): the dice in the player's cup (faces)
        front (list[int]): the dice other players put in front of them
        disqualified (bool): the player is out of the game
    """

    name: str
    cups: int
    cup: list[int]
    front: list[int]
    disqualified: bool

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        cups = self.cups

        cup = self.cup

        front = self.front

        disqualified = self.disqualified

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "cups": cups,
                "cup": cup,
                "front": front,
                "disqualified": disqualified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        cups = d.pop("cups")

        cup = cast(list[int], d.pop("cup"))

        front = cast(list[int], d.pop("front"))

        disqualified = d.pop("disqualified")

        utage_player = cls(
            name=name,
            cups=cups,
            cup=cup,
            front=front,
            disqualified=disqualified,
        )

        return utage_player
