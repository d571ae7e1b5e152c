from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.makhup_rules_draw_to import MakhupRulesDrawTo
from ..models.makhup_rules_new_tips import MakhupRulesNewTips

if TYPE_CHECKING:
    from ..models.makhup_rules_deck import MakhupRulesDeck


T = TypeVar("T", bound="MakhupRules")


@_attrs_define
class MakhupRules:
    """
    Attributes:
        new_tips (MakhupRulesNewTips):
        draw_to (MakhupRulesDrawTo):
        many_to_many (bool): only false is supported
        deck (MakhupRulesDeck): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..4
            each; default: the 終季 booklet's 48-card deck
    """

    new_tips: MakhupRulesNewTips
    draw_to: MakhupRulesDrawTo
    many_to_many: bool
    deck: MakhupRulesDeck

    def to_dict(self) -> dict[str, Any]:
        new_tips = self.new_tips.value

        draw_to = self.draw_to.value

        many_to_many = self.many_to_many

        deck = self.deck.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "new_tips": new_tips,
                "draw_to": draw_to,
                "many_to_many": many_to_many,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_rules_deck import MakhupRulesDeck

        d = dict(src_dict)
        new_tips = MakhupRulesNewTips(d.pop("new_tips"))

        draw_to = MakhupRulesDrawTo(d.pop("draw_to"))

        many_to_many = d.pop("many_to_many")

        deck = MakhupRulesDeck.from_dict(d.pop("deck"))

        makhup_rules = cls(
            new_tips=new_tips,
            draw_to=draw_to,
            many_to_many=many_to_many,
            deck=deck,
        )

        return makhup_rules
