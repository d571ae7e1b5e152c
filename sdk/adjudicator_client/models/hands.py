from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.hand import Hand


T = TypeVar("T", bound="Hands")


@_attrs_define
class Hands:
    """
    Attributes:
        hands (list[Hand]):
        score (int): the sum of the hands' points
        per_piece_score (None | str): under a per-piece scoring: the exact score of the hop1zuo1 (e.g. "7.4")
    """

    hands: list[Hand]
    score: int
    per_piece_score: None | str

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        score = self.score

        per_piece_score: None | str
        per_piece_score = self.per_piece_score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "score": score,
                "per_piece_score": per_piece_score,
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

        def _parse_per_piece_score(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        per_piece_score = _parse_per_piece_score(d.pop("per_piece_score"))

        hands = cls(
            hands=hands,
            score=score,
            per_piece_score=per_piece_score,
        )

        return hands
