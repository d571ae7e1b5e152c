from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokkaik_rules_dealer_multiplier import MokkaikRulesDealerMultiplier
from ..models.mokkaik_rules_must_beat import MokkaikRulesMustBeat

if TYPE_CHECKING:
    from ..models.mokkaik_rules_deck import MokkaikRulesDeck
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="MokkaikRules")


@_attrs_define
class MokkaikRules:
    """
    Attributes:
        must_beat (MokkaikRulesMustBeat): a follower must beat the trick's best so far (current_best, default) or the
            lead
        dealer_multiplier (MokkaikRulesDealerMultiplier): when 親の加点 multiplies a payment: when the payer or the payee is
            the dealer (default), or only the payer
        seasons (int): a whole game's seasons (default 4)
        points_cap (int | None): a whole game also ends with the season in which a total reaches it (null: no cap)
        combos (PaperCetkaikComboRules):
        deck (MokkaikRulesDeck): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..4
            each; default: the 終季 booklet's 48-card deck
    """

    must_beat: MokkaikRulesMustBeat
    dealer_multiplier: MokkaikRulesDealerMultiplier
    seasons: int
    points_cap: int | None
    combos: PaperCetkaikComboRules
    deck: MokkaikRulesDeck

    def to_dict(self) -> dict[str, Any]:
        must_beat = self.must_beat.value

        dealer_multiplier = self.dealer_multiplier.value

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        combos = self.combos.to_dict()

        deck = self.deck.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "must_beat": must_beat,
                "dealer_multiplier": dealer_multiplier,
                "seasons": seasons,
                "points_cap": points_cap,
                "combos": combos,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules_deck import MokkaikRulesDeck
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules

        d = dict(src_dict)
        must_beat = MokkaikRulesMustBeat(d.pop("must_beat"))

        dealer_multiplier = MokkaikRulesDealerMultiplier(d.pop("dealer_multiplier"))

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        combos = PaperCetkaikComboRules.from_dict(d.pop("combos"))

        deck = MokkaikRulesDeck.from_dict(d.pop("deck"))

        mokkaik_rules = cls(
            must_beat=must_beat,
            dealer_multiplier=dealer_multiplier,
            seasons=seasons,
            points_cap=points_cap,
            combos=combos,
            deck=deck,
        )

        return mokkaik_rules
