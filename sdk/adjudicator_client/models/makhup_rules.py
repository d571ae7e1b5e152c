from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.makhup_rules_draw_to import MakhupRulesDrawTo
from ..models.makhup_rules_new_tips import MakhupRulesNewTips
from ..models.makhup_rules_next_dealer import MakhupRulesNextDealer
from ..models.makhup_rules_scoring import MakhupRulesScoring

if TYPE_CHECKING:
    from ..models.makhup_rules_deck import MakhupRulesDeck


T = TypeVar("T", bound="MakhupRules")


@_attrs_define
class MakhupRules:
    """
    Attributes:
        new_tips (MakhupRulesNewTips): extending a road: every card played becomes an open tip (default) or only the
            last one
        draw_to (MakhupRulesDrawTo): a drawn card becomes a new road (default, the book's "add a road") or goes to the
            hand
        many_to_many (bool): many-to-many sums (several cards onto several roads; only false is supported)
        deck (MakhupRulesDeck): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..4
            each; default: the 終季 booklet's 48-card deck
        seasons (int): a whole game's seasons (default 4)
        points_cap (int | None): a whole game also ends when a total reaches it (default null: none)
        scoring (MakhupRulesScoring): season_won: 1 to each season winner (default); cards_left: each loser pays each
            winner the cards left in their hand
        next_dealer (MakhupRulesNextDealer): who deals the next season: its winner (default), or the next player in
            seating order
    """

    new_tips: MakhupRulesNewTips
    draw_to: MakhupRulesDrawTo
    many_to_many: bool
    deck: MakhupRulesDeck
    seasons: int
    points_cap: int | None
    scoring: MakhupRulesScoring
    next_dealer: MakhupRulesNextDealer

    def to_dict(self) -> dict[str, Any]:
        new_tips = self.new_tips.value

        draw_to = self.draw_to.value

        many_to_many = self.many_to_many

        deck = self.deck.to_dict()

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        scoring = self.scoring.value

        next_dealer = self.next_dealer.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "new_tips": new_tips,
                "draw_to": draw_to,
                "many_to_many": many_to_many,
                "deck": deck,
                "seasons": seasons,
                "points_cap": points_cap,
                "scoring": scoring,
                "next_dealer": next_dealer,
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

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        scoring = MakhupRulesScoring(d.pop("scoring"))

        next_dealer = MakhupRulesNextDealer(d.pop("next_dealer"))

        makhup_rules = cls(
            new_tips=new_tips,
            draw_to=draw_to,
            many_to_many=many_to_many,
            deck=deck,
            seasons=seasons,
            points_cap=points_cap,
            scoring=scoring,
            next_dealer=next_dealer,
        )

        return makhup_rules
