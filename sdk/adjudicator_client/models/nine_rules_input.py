from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.nine_rules_input_forced_fail import NineRulesInputForcedFail
from ..models.nine_rules_input_table_cards_to import NineRulesInputTableCardsTo
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_rules_input_deck import NineRulesInputDeck


T = TypeVar("T", bound="NineRulesInput")


@_attrs_define
class NineRulesInput:
    """
    Attributes:
        forced_fail (NineRulesInputForcedFail | Unset): a child that took part and cannot play on drops out of the round
            and draws 3 (decline, default) or drops out without drawing (pass)
        table_cards_to (NineRulesInputTableCardsTo | Unset): where the player who gets the table cards puts them: the
            hand (default, the literal reading of 得る) or a captured pile
        deck (NineRulesInputDeck | Unset): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12
            given, 0..4 each; default: the 終季 booklet's 48-card deck
        seasons (int | Unset): a whole game's seasons (default 4)
        points_cap (int | None | Unset): a whole game also ends with the season in which a total reaches it (null: no
            cap)
    """

    forced_fail: NineRulesInputForcedFail | Unset = UNSET
    table_cards_to: NineRulesInputTableCardsTo | Unset = UNSET
    deck: NineRulesInputDeck | Unset = UNSET
    seasons: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        forced_fail: str | Unset = UNSET
        if not isinstance(self.forced_fail, Unset):
            forced_fail = self.forced_fail.value

        table_cards_to: str | Unset = UNSET
        if not isinstance(self.table_cards_to, Unset):
            table_cards_to = self.table_cards_to.value

        deck: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.to_dict()

        seasons = self.seasons

        points_cap: int | None | Unset
        if isinstance(self.points_cap, Unset):
            points_cap = UNSET
        else:
            points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if forced_fail is not UNSET:
            field_dict["forced_fail"] = forced_fail
        if table_cards_to is not UNSET:
            field_dict["table_cards_to"] = table_cards_to
        if deck is not UNSET:
            field_dict["deck"] = deck
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_rules_input_deck import NineRulesInputDeck

        d = dict(src_dict)
        _forced_fail = d.pop("forced_fail", UNSET)
        forced_fail: NineRulesInputForcedFail | Unset
        if isinstance(_forced_fail, Unset):
            forced_fail = UNSET
        else:
            forced_fail = NineRulesInputForcedFail(_forced_fail)

        _table_cards_to = d.pop("table_cards_to", UNSET)
        table_cards_to: NineRulesInputTableCardsTo | Unset
        if isinstance(_table_cards_to, Unset):
            table_cards_to = UNSET
        else:
            table_cards_to = NineRulesInputTableCardsTo(_table_cards_to)

        _deck = d.pop("deck", UNSET)
        deck: NineRulesInputDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = NineRulesInputDeck.from_dict(_deck)

        seasons = d.pop("seasons", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        nine_rules_input = cls(
            forced_fail=forced_fail,
            table_cards_to=table_cards_to,
            deck=deck,
            seasons=seasons,
            points_cap=points_cap,
        )

        return nine_rules_input
