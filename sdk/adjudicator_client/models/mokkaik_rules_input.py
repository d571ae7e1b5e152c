from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokkaik_rules_input_dealer_multiplier import (
    MokkaikRulesInputDealerMultiplier,
)
from ..models.mokkaik_rules_input_must_beat import MokkaikRulesInputMustBeat
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_rules_input_deck import MokkaikRulesInputDeck
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput


T = TypeVar("T", bound="MokkaikRulesInput")


@_attrs_define
class MokkaikRulesInput:
    """
    Attributes:
        must_beat (MokkaikRulesInputMustBeat | Unset): a follower must beat the trick's best so far (current_best,
            default) or the lead
        dealer_multiplier (MokkaikRulesInputDealerMultiplier | Unset): when 親の加点 multiplies a payment: when the payer or
            the payee is the dealer (default), or only the payer
        seasons (int | Unset): a whole game's seasons (default 4)
        points_cap (int | None | Unset): a whole game also ends with the season in which a total reaches it (null: no
            cap)
        combos (PaperCetkaikComboRulesInput | Unset):
        deck (MokkaikRulesInputDeck | Unset): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12
            given, 0..4 each; default: the 終季 booklet's 48-card deck
    """

    must_beat: MokkaikRulesInputMustBeat | Unset = UNSET
    dealer_multiplier: MokkaikRulesInputDealerMultiplier | Unset = UNSET
    seasons: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET
    combos: PaperCetkaikComboRulesInput | Unset = UNSET
    deck: MokkaikRulesInputDeck | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        must_beat: str | Unset = UNSET
        if not isinstance(self.must_beat, Unset):
            must_beat = self.must_beat.value

        dealer_multiplier: str | Unset = UNSET
        if not isinstance(self.dealer_multiplier, Unset):
            dealer_multiplier = self.dealer_multiplier.value

        seasons = self.seasons

        points_cap: int | None | Unset
        if isinstance(self.points_cap, Unset):
            points_cap = UNSET
        else:
            points_cap = self.points_cap

        combos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.combos, Unset):
            combos = self.combos.to_dict()

        deck: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if must_beat is not UNSET:
            field_dict["must_beat"] = must_beat
        if dealer_multiplier is not UNSET:
            field_dict["dealer_multiplier"] = dealer_multiplier
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap
        if combos is not UNSET:
            field_dict["combos"] = combos
        if deck is not UNSET:
            field_dict["deck"] = deck

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules_input_deck import MokkaikRulesInputDeck
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        d = dict(src_dict)
        _must_beat = d.pop("must_beat", UNSET)
        must_beat: MokkaikRulesInputMustBeat | Unset
        if isinstance(_must_beat, Unset):
            must_beat = UNSET
        else:
            must_beat = MokkaikRulesInputMustBeat(_must_beat)

        _dealer_multiplier = d.pop("dealer_multiplier", UNSET)
        dealer_multiplier: MokkaikRulesInputDealerMultiplier | Unset
        if isinstance(_dealer_multiplier, Unset):
            dealer_multiplier = UNSET
        else:
            dealer_multiplier = MokkaikRulesInputDealerMultiplier(_dealer_multiplier)

        seasons = d.pop("seasons", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        _combos = d.pop("combos", UNSET)
        combos: PaperCetkaikComboRulesInput | Unset
        if isinstance(_combos, Unset):
            combos = UNSET
        else:
            combos = PaperCetkaikComboRulesInput.from_dict(_combos)

        _deck = d.pop("deck", UNSET)
        deck: MokkaikRulesInputDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = MokkaikRulesInputDeck.from_dict(_deck)

        mokkaik_rules_input = cls(
            must_beat=must_beat,
            dealer_multiplier=dealer_multiplier,
            seasons=seasons,
            points_cap=points_cap,
            combos=combos,
            deck=deck,
        )

        return mokkaik_rules_input
