from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.taxot_rules_dealer_multiplier import TaxotRulesDealerMultiplier
from ..models.taxot_rules_exhaustive_draw import TaxotRulesExhaustiveDraw
from ..models.taxot_rules_hikari_match import TaxotRulesHikariMatch

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules
    from ..models.taxot_rules_deck import TaxotRulesDeck


T = TypeVar("T", bound="TaxotRules")


@_attrs_define
class TaxotRules:
    """
    Attributes:
        dealer_multiplier (TaxotRulesDealerMultiplier): when 親の加点 multiplies 終了点: when the payer or the payee is the
            dealer (default), always, or when the winner is the dealer
        use_hikari (bool): the optional 光 bonus (default false)
        hikari_match (TaxotRulesHikariMatch): what counts as a 光 match: the same kind whatever its colour (default) or
            the same card
        allow_self_expose_quad (bool): a concealed 4-set may be exposed on one's own turn for 四友 (default true)
        nam_pays_skipped (bool): a 開 claimer also pays each skipped player (default false)
        allow_pair_shapes (bool): three pairs / pair and quad also win (default true)
        base_points_only (bool): the booklet's local variant scoring the base points only (default false)
        sobashi_points (int): 層橋 (two identical triples): its points; 0 = off (default)
        seasons (int): a whole game's seasons (default 4)
        points_cap (int | None): a whole game also ends with the season in which a total reaches it (null: no cap)
        exhaustive_draw (TaxotRulesExhaustiveDraw): a season whose stock runs out scores nothing, then: the dealer deals
            again at the same bonus (no_score, default) or the deal passes to the next seat at bonus 2 (dealer_passes)
        combos (PaperCetkaikComboRules):
        deck (TaxotRulesDeck): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..4
            each; default: the 終季 booklet's 48-card deck
    """

    dealer_multiplier: TaxotRulesDealerMultiplier
    use_hikari: bool
    hikari_match: TaxotRulesHikariMatch
    allow_self_expose_quad: bool
    nam_pays_skipped: bool
    allow_pair_shapes: bool
    base_points_only: bool
    sobashi_points: int
    seasons: int
    points_cap: int | None
    exhaustive_draw: TaxotRulesExhaustiveDraw
    combos: PaperCetkaikComboRules
    deck: TaxotRulesDeck

    def to_dict(self) -> dict[str, Any]:
        dealer_multiplier = self.dealer_multiplier.value

        use_hikari = self.use_hikari

        hikari_match = self.hikari_match.value

        allow_self_expose_quad = self.allow_self_expose_quad

        nam_pays_skipped = self.nam_pays_skipped

        allow_pair_shapes = self.allow_pair_shapes

        base_points_only = self.base_points_only

        sobashi_points = self.sobashi_points

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        exhaustive_draw = self.exhaustive_draw.value

        combos = self.combos.to_dict()

        deck = self.deck.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer_multiplier": dealer_multiplier,
                "use_hikari": use_hikari,
                "hikari_match": hikari_match,
                "allow_self_expose_quad": allow_self_expose_quad,
                "nam_pays_skipped": nam_pays_skipped,
                "allow_pair_shapes": allow_pair_shapes,
                "base_points_only": base_points_only,
                "sobashi_points": sobashi_points,
                "seasons": seasons,
                "points_cap": points_cap,
                "exhaustive_draw": exhaustive_draw,
                "combos": combos,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules
        from ..models.taxot_rules_deck import TaxotRulesDeck

        d = dict(src_dict)
        dealer_multiplier = TaxotRulesDealerMultiplier(d.pop("dealer_multiplier"))

        use_hikari = d.pop("use_hikari")

        hikari_match = TaxotRulesHikariMatch(d.pop("hikari_match"))

        allow_self_expose_quad = d.pop("allow_self_expose_quad")

        nam_pays_skipped = d.pop("nam_pays_skipped")

        allow_pair_shapes = d.pop("allow_pair_shapes")

        base_points_only = d.pop("base_points_only")

        sobashi_points = d.pop("sobashi_points")

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        exhaustive_draw = TaxotRulesExhaustiveDraw(d.pop("exhaustive_draw"))

        combos = PaperCetkaikComboRules.from_dict(d.pop("combos"))

        deck = TaxotRulesDeck.from_dict(d.pop("deck"))

        taxot_rules = cls(
            dealer_multiplier=dealer_multiplier,
            use_hikari=use_hikari,
            hikari_match=hikari_match,
            allow_self_expose_quad=allow_self_expose_quad,
            nam_pays_skipped=nam_pays_skipped,
            allow_pair_shapes=allow_pair_shapes,
            base_points_only=base_points_only,
            sobashi_points=sobashi_points,
            seasons=seasons,
            points_cap=points_cap,
            exhaustive_draw=exhaustive_draw,
            combos=combos,
            deck=deck,
        )

        return taxot_rules
