from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_render_request_position import (
        LauzaitCepRenderRequestPosition,
    )


T = TypeVar("T", bound="LauzaitCepRenderRequest")


@_attrs_define
class LauzaitCepRenderRequest:
    """
    Attributes:
        position (LauzaitCepRenderRequestPosition): the position: {players, board: {a1..e5: piece or null}, hands:
            [{concealed, revealed: [{pieces, bonus}]} or null], to_play, luminous}; pieces are G0..G9, W0..W9 and J
        square (str | Unset): a square (a1..e5) to highlight with where its piece may move
    """

    position: LauzaitCepRenderRequestPosition
    square: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
            }
        )
        if square is not UNSET:
            field_dict["square"] = square

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_render_request_position import (
            LauzaitCepRenderRequestPosition,
        )

        d = dict(src_dict)
        position = LauzaitCepRenderRequestPosition.from_dict(d.pop("position"))

        square = d.pop("square", UNSET)

        lauzait_cep_render_request = cls(
            position=position,
            square=square,
        )

        return lauzait_cep_render_request
