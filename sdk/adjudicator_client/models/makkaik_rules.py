from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.makkaik_rules_tie import MakkaikRulesTie
from ..models.makkaik_rules_unused_draw import MakkaikRulesUnusedDraw

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="MakkaikRules")


@_attrs_define
class MakkaikRules:
    """
    Attributes:
        tie (MakkaikRulesTie): an exact tie at the showdown splits the pot (split, default) or the tied player first in
            turn order from the dealer takes it all (dealer_order)
        unused_draw (MakkaikRulesUnusedDraw): in exchange (b), the other drawn card is discarded face down (default) or
            added to the community cards
        exchange_optional (bool): the first-round exchange may be skipped (default false: it is compulsory)
        min_hand_cards_used (int): cards of a combo that must come from the hand (default 0: any hand and community
            cards)
        combos (PaperCetkaikComboRules):
        hands (int): hands in a whole game (default 4)
        points_cap (int | None): a whole game also ends as soon as a running total reaches it (null: no cap)
    """

    tie: MakkaikRulesTie
    unused_draw: MakkaikRulesUnusedDraw
    exchange_optional: bool
    min_hand_cards_used: int
    combos: PaperCetkaikComboRules
    hands: int
    points_cap: int | None

    def to_dict(self) -> dict[str, Any]:
        tie = self.tie.value

        unused_draw = self.unused_draw.value

        exchange_optional = self.exchange_optional

        min_hand_cards_used = self.min_hand_cards_used

        combos = self.combos.to_dict()

        hands = self.hands

        points_cap: int | None
        points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tie": tie,
                "unused_draw": unused_draw,
                "exchange_optional": exchange_optional,
                "min_hand_cards_used": min_hand_cards_used,
                "combos": combos,
                "hands": hands,
                "points_cap": points_cap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules

        d = dict(src_dict)
        tie = MakkaikRulesTie(d.pop("tie"))

        unused_draw = MakkaikRulesUnusedDraw(d.pop("unused_draw"))

        exchange_optional = d.pop("exchange_optional")

        min_hand_cards_used = d.pop("min_hand_cards_used")

        combos = PaperCetkaikComboRules.from_dict(d.pop("combos"))

        hands = d.pop("hands")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        makkaik_rules = cls(
            tie=tie,
            unused_draw=unused_draw,
            exchange_optional=exchange_optional,
            min_hand_cards_used=min_hand_cards_used,
            combos=combos,
            hands=hands,
            points_cap=points_cap,
        )

        return makkaik_rules
