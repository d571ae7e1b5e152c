from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.move_object import MoveObject


T = TypeVar("T", bound="PlayedMove")


@_attrs_define
class PlayedMove:
    """
    Attributes:
        notation (str):
        move (MoveObject):
    """

    notation: str
    move: MoveObject

    def to_dict(self) -> dict[str, Any]:
        notation = self.notation

        move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "notation": notation,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.move_object import MoveObject

        d = dict(src_dict)
        notation = d.pop("notation")

        move = MoveObject.from_dict(d.pop("move"))

        played_move = cls(
            notation=notation,
            move=move,
        )

        return played_move
