from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.effective_ruleset import EffectiveRuleset
    from ..models.hand import Hand


T = TypeVar("T", bound="HandsResponse")


@_attrs_define
class HandsResponse:
    """
    Attributes:
        hands (list[Hand]):
        score (int): the sum of the hands' points
        per_piece_score (None | str): under a per-piece scoring: the exact score of the hop1zuo1 (e.g. "7.4")
        ruleset (EffectiveRuleset):
        new_hands (list[Hand] | None): hands whose name was not present before (null without previous)
    """

    hands: list[Hand]
    score: int
    per_piece_score: None | str
    ruleset: EffectiveRuleset
    new_hands: list[Hand] | None

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        score = self.score

        per_piece_score: None | str
        per_piece_score = self.per_piece_score

        ruleset = self.ruleset.to_dict()

        new_hands: list[dict[str, Any]] | None
        if isinstance(self.new_hands, list):
            new_hands = []
            for new_hands_type_0_item_data in self.new_hands:
                new_hands_type_0_item = new_hands_type_0_item_data.to_dict()
                new_hands.append(new_hands_type_0_item)

        else:
            new_hands = self.new_hands

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "score": score,
                "per_piece_score": per_piece_score,
                "ruleset": ruleset,
                "new_hands": new_hands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.effective_ruleset import EffectiveRuleset
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

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        def _parse_new_hands(data: object) -> list[Hand] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                new_hands_type_0 = []
                _new_hands_type_0 = data
                for new_hands_type_0_item_data in _new_hands_type_0:
                    new_hands_type_0_item = Hand.from_dict(new_hands_type_0_item_data)

                    new_hands_type_0.append(new_hands_type_0_item)

                return new_hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Hand] | None, data)

        new_hands = _parse_new_hands(d.pop("new_hands"))

        hands_response = cls(
            hands=hands,
            score=score,
            per_piece_score=per_piece_score,
            ruleset=ruleset,
            new_hands=new_hands,
        )

        return hands_response
