from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.captured_piece_color import CapturedPieceColor
from ..models.captured_piece_prof import CapturedPieceProf

T = TypeVar("T", bound="CapturedPiece")


@_attrs_define
class CapturedPiece:
    """
    Attributes:
        color (CapturedPieceColor):
        prof (CapturedPieceProf):
    """

    color: CapturedPieceColor
    prof: CapturedPieceProf

    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        prof = self.prof.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
                "prof": prof,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = CapturedPieceColor(d.pop("color"))

        prof = CapturedPieceProf(d.pop("prof"))

        captured_piece = cls(
            color=color,
            prof=prof,
        )

        return captured_piece
