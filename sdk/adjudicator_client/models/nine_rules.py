from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.nine_rules_forced_fail import NineRulesForcedFail
from ..models.nine_rules_table_cards_to import NineRulesTableCardsTo

if TYPE_CHECKING:
    from ..models.nine_rules_deck import NineRulesDeck


T = TypeVar("T", bound="NineRules")


@_attrs_define
class NineRules:
    """
    Attributes:
        forced_fail (NineRulesForcedFail): a child that took part and cannot play on drops out of the round and draws 3
            (decline, default) or drops out without drawing (pass)
        table_cards_to (NineRulesTableCardsTo): where the player who gets the table cards puts them: the hand (default,
            the literal reading of 得る) or a captured pile
        deck (NineRulesDeck): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..4
            each; default: the 終季 booklet's 48-card deck
        seasons (int): a whole game's seasons (default 4)
        points_cap (int | None): a whole game also ends with the season in which a total reaches it (null: no cap)
    """

    forced_fail: NineRulesForcedFail
    table_cards_to: NineRulesTableCardsTo
    deck: NineRulesDeck
    seasons: int
    points_cap: int | None

    def to_dict(self) -> dict[str, Any]:
        forced_fail = self.forced_fail.value

        table_cards_to = self.table_cards_to.value

        deck = self.deck.to_dict()

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "forced_fail": forced_fail,
                "table_cards_to": table_cards_to,
                "deck": deck,
                "seasons": seasons,
                "points_cap": points_cap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_rules_deck import NineRulesDeck

        d = dict(src_dict)
        forced_fail = NineRulesForcedFail(d.pop("forced_fail"))

        table_cards_to = NineRulesTableCardsTo(d.pop("table_cards_to"))

        deck = NineRulesDeck.from_dict(d.pop("deck"))

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        nine_rules = cls(
            forced_fail=forced_fail,
            table_cards_to=table_cards_to,
            deck=deck,
            seasons=seasons,
            points_cap=points_cap,
        )

        return nine_rules
