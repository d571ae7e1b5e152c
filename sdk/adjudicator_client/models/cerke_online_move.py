from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.cerke_online_move_move import CerkeOnlineMoveMove


T = TypeVar("T", bound="CerkeOnlineMove")


@_attrs_define
class CerkeOnlineMove:
    """
    Attributes:
        move (CerkeOnlineMoveMove): e.g. {"type": "NonTamMove", "data": {"type": "SrcDst", "src": ["AI", "C"], "dest":
            ["Y", "C"]}}
    """

    move: CerkeOnlineMoveMove

    def to_dict(self) -> dict[str, Any]:
        move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cerke_online_move_move import CerkeOnlineMoveMove

        d = dict(src_dict)
        move = CerkeOnlineMoveMove.from_dict(d.pop("move"))

        cerke_online_move = cls(
            move=move,
        )

        return cerke_online_move
