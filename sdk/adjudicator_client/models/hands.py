from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.hand import Hand


T = TypeVar("T", bound="Hands")


@_attrs_define
class Hands:
    """
    Attributes:
        hands (list[Hand]):
        score (int):
    """

    hands: list[Hand]
    score: int

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand import Hand

        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = Hand.from_dict(hands_item_data)

            hands.append(hands_item)

        score = d.pop("score")

        hands = cls(
            hands=hands,
            score=score,
        )

        return hands
