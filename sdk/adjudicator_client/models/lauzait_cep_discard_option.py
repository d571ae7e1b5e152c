from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_move import LauzaitCepMove


T = TypeVar("T", bound="LauzaitCepDiscardOption")


@_attrs_define
class LauzaitCepDiscardOption:
    """
    Attributes:
        discard (str): a piece: G0..G9 green, W0..W9 white, J joker Example: G3.
        legal (bool):
        reason (None | str): why not, when refused
        moves (list[LauzaitCepMove]): every piece that may move and each destination
    """

    discard: str
    legal: bool
    reason: None | str
    moves: list[LauzaitCepMove]

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard

        legal = self.legal

        reason: None | str
        reason = self.reason

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discard": discard,
                "legal": legal,
                "reason": reason,
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_move import LauzaitCepMove

        d = dict(src_dict)
        discard = d.pop("discard")

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = LauzaitCepMove.from_dict(moves_item_data)

            moves.append(moves_item)

        lauzait_cep_discard_option = cls(
            discard=discard,
            legal=legal,
            reason=reason,
            moves=moves,
        )

        return lauzait_cep_discard_option
