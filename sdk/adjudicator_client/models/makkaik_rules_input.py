from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.makkaik_rules_input_tie import MakkaikRulesInputTie
from ..models.makkaik_rules_input_unused_draw import MakkaikRulesInputUnusedDraw
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput


T = TypeVar("T", bound="MakkaikRulesInput")


@_attrs_define
class MakkaikRulesInput:
    """
    Attributes:
        tie (MakkaikRulesInputTie | Unset): an exact tie at the showdown splits the pot (split, default) or the tied
            player first in turn order from the dealer takes it all (dealer_order)
        unused_draw (MakkaikRulesInputUnusedDraw | Unset): in exchange (b), the other drawn card is discarded face down
            (default) or added to the community cards
        exchange_optional (bool | Unset): the first-round exchange may be skipped (default false: it is compulsory)
        min_hand_cards_used (int | Unset): cards of a combo that must come from the hand (default 0: any hand and
            community cards)
        combos (PaperCetkaikComboRulesInput | Unset):
        hands (int | Unset): hands in a whole game (default 4)
        points_cap (int | None | Unset): a whole game also ends as soon as a running total reaches it (null: no cap)
    """

    tie: MakkaikRulesInputTie | Unset = UNSET
    unused_draw: MakkaikRulesInputUnusedDraw | Unset = UNSET
    exchange_optional: bool | Unset = UNSET
    min_hand_cards_used: int | Unset = UNSET
    combos: PaperCetkaikComboRulesInput | Unset = UNSET
    hands: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tie: str | Unset = UNSET
        if not isinstance(self.tie, Unset):
            tie = self.tie.value

        unused_draw: str | Unset = UNSET
        if not isinstance(self.unused_draw, Unset):
            unused_draw = self.unused_draw.value

        exchange_optional = self.exchange_optional

        min_hand_cards_used = self.min_hand_cards_used

        combos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.combos, Unset):
            combos = self.combos.to_dict()

        hands = self.hands

        points_cap: int | None | Unset
        if isinstance(self.points_cap, Unset):
            points_cap = UNSET
        else:
            points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tie is not UNSET:
            field_dict["tie"] = tie
        if unused_draw is not UNSET:
            field_dict["unused_draw"] = unused_draw
        if exchange_optional is not UNSET:
            field_dict["exchange_optional"] = exchange_optional
        if min_hand_cards_used is not UNSET:
            field_dict["min_hand_cards_used"] = min_hand_cards_used
        if combos is not UNSET:
            field_dict["combos"] = combos
        if hands is not UNSET:
            field_dict["hands"] = hands
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        d = dict(src_dict)
        _tie = d.pop("tie", UNSET)
        tie: MakkaikRulesInputTie | Unset
        if isinstance(_tie, Unset):
            tie = UNSET
        else:
            tie = MakkaikRulesInputTie(_tie)

        _unused_draw = d.pop("unused_draw", UNSET)
        unused_draw: MakkaikRulesInputUnusedDraw | Unset
        if isinstance(_unused_draw, Unset):
            unused_draw = UNSET
        else:
            unused_draw = MakkaikRulesInputUnusedDraw(_unused_draw)

        exchange_optional = d.pop("exchange_optional", UNSET)

        min_hand_cards_used = d.pop("min_hand_cards_used", UNSET)

        _combos = d.pop("combos", UNSET)
        combos: PaperCetkaikComboRulesInput | Unset
        if isinstance(_combos, Unset):
            combos = UNSET
        else:
            combos = PaperCetkaikComboRulesInput.from_dict(_combos)

        hands = d.pop("hands", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        makkaik_rules_input = cls(
            tie=tie,
            unused_draw=unused_draw,
            exchange_optional=exchange_optional,
            min_hand_cards_used=min_hand_cards_used,
            combos=combos,
            hands=hands,
            points_cap=points_cap,
        )

        return makkaik_rules_input
