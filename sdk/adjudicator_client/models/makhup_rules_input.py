from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.makhup_rules_input_draw_to import MakhupRulesInputDrawTo
from ..models.makhup_rules_input_new_tips import MakhupRulesInputNewTips
from ..models.makhup_rules_input_next_dealer import MakhupRulesInputNextDealer
from ..models.makhup_rules_input_scoring import MakhupRulesInputScoring
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makhup_rules_input_deck import MakhupRulesInputDeck


T = TypeVar("T", bound="MakhupRulesInput")


@_attrs_define
class MakhupRulesInput:
    """
    Attributes:
        new_tips (MakhupRulesInputNewTips | Unset): extending a road: every card played becomes an open tip (default) or
            only the last one
        draw_to (MakhupRulesInputDrawTo | Unset): a drawn card becomes a new road (default, the book's "add a road") or
            goes to the hand
        many_to_many (bool | Unset): many-to-many sums (several cards onto several roads; only false is supported)
        deck (MakhupRulesInputDeck | Unset): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12
            given, 0..4 each; default: the 終季 booklet's 48-card deck
        seasons (int | Unset): a whole game's seasons (default 4)
        points_cap (int | None | Unset): a whole game also ends when a total reaches it (default null: none)
        scoring (MakhupRulesInputScoring | Unset): season_won: 1 to each season winner (default); cards_left: each loser
            pays each winner the cards left in their hand
        next_dealer (MakhupRulesInputNextDealer | Unset): who deals the next season: its winner (default), or the next
            player in seating order
    """

    new_tips: MakhupRulesInputNewTips | Unset = UNSET
    draw_to: MakhupRulesInputDrawTo | Unset = UNSET
    many_to_many: bool | Unset = UNSET
    deck: MakhupRulesInputDeck | Unset = UNSET
    seasons: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET
    scoring: MakhupRulesInputScoring | Unset = UNSET
    next_dealer: MakhupRulesInputNextDealer | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        new_tips: str | Unset = UNSET
        if not isinstance(self.new_tips, Unset):
            new_tips = self.new_tips.value

        draw_to: str | Unset = UNSET
        if not isinstance(self.draw_to, Unset):
            draw_to = self.draw_to.value

        many_to_many = self.many_to_many

        deck: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.to_dict()

        seasons = self.seasons

        points_cap: int | None | Unset
        if isinstance(self.points_cap, Unset):
            points_cap = UNSET
        else:
            points_cap = self.points_cap

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        next_dealer: str | Unset = UNSET
        if not isinstance(self.next_dealer, Unset):
            next_dealer = self.next_dealer.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if new_tips is not UNSET:
            field_dict["new_tips"] = new_tips
        if draw_to is not UNSET:
            field_dict["draw_to"] = draw_to
        if many_to_many is not UNSET:
            field_dict["many_to_many"] = many_to_many
        if deck is not UNSET:
            field_dict["deck"] = deck
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if next_dealer is not UNSET:
            field_dict["next_dealer"] = next_dealer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_rules_input_deck import MakhupRulesInputDeck

        d = dict(src_dict)
        _new_tips = d.pop("new_tips", UNSET)
        new_tips: MakhupRulesInputNewTips | Unset
        if isinstance(_new_tips, Unset):
            new_tips = UNSET
        else:
            new_tips = MakhupRulesInputNewTips(_new_tips)

        _draw_to = d.pop("draw_to", UNSET)
        draw_to: MakhupRulesInputDrawTo | Unset
        if isinstance(_draw_to, Unset):
            draw_to = UNSET
        else:
            draw_to = MakhupRulesInputDrawTo(_draw_to)

        many_to_many = d.pop("many_to_many", UNSET)

        _deck = d.pop("deck", UNSET)
        deck: MakhupRulesInputDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = MakhupRulesInputDeck.from_dict(_deck)

        seasons = d.pop("seasons", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        _scoring = d.pop("scoring", UNSET)
        scoring: MakhupRulesInputScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = MakhupRulesInputScoring(_scoring)

        _next_dealer = d.pop("next_dealer", UNSET)
        next_dealer: MakhupRulesInputNextDealer | Unset
        if isinstance(_next_dealer, Unset):
            next_dealer = UNSET
        else:
            next_dealer = MakhupRulesInputNextDealer(_next_dealer)

        makhup_rules_input = cls(
            new_tips=new_tips,
            draw_to=draw_to,
            many_to_many=many_to_many,
            deck=deck,
            seasons=seasons,
            points_cap=points_cap,
            scoring=scoring,
            next_dealer=next_dealer,
        )

        return makhup_rules_input
