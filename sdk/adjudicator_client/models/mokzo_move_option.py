from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_move_price import MokzoMovePrice


T = TypeVar("T", bound="MokzoMoveOption")


@_attrs_define
class MokzoMoveOption:
    """
    Attributes:
        distance (int): squares: 1, +1 per 弓, +2 per 馬, +1 boost
        options (list[MokzoMovePrice]):
    """

    distance: int
    options: list[MokzoMovePrice]

    def to_dict(self) -> dict[str, Any]:
        distance = self.distance

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "distance": distance,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_move_price import MokzoMovePrice

        d = dict(src_dict)
        distance = d.pop("distance")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = MokzoMovePrice.from_dict(options_item_data)

            options.append(options_item)

        mokzo_move_option = cls(
            distance=distance,
            options=options,
        )

        return mokzo_move_option
