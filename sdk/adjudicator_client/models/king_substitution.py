from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.captured_piece_out import CapturedPieceOut


T = TypeVar("T", bound="KingSubstitution")


@_attrs_define
class KingSubstitution:
    """
    Attributes:
        king (CapturedPieceOut):
        stands_for (str): the profession it stands for
    """

    king: CapturedPieceOut
    stands_for: str

    def to_dict(self) -> dict[str, Any]:
        king = self.king.to_dict()

        stands_for = self.stands_for

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "king": king,
                "stands_for": stands_for,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.captured_piece_out import CapturedPieceOut

        d = dict(src_dict)
        king = CapturedPieceOut.from_dict(d.pop("king"))

        stands_for = d.pop("stands_for")

        king_substitution = cls(
            king=king,
            stands_for=stands_for,
        )

        return king_substitution
