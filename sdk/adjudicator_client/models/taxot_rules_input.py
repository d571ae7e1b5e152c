from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.taxot_rules_input_dealer_multiplier import TaxotRulesInputDealerMultiplier
from ..models.taxot_rules_input_exhaustive_draw import TaxotRulesInputExhaustiveDraw
from ..models.taxot_rules_input_hikari_match import TaxotRulesInputHikariMatch
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput
    from ..models.taxot_rules_input_deck import TaxotRulesInputDeck


T = TypeVar("T", bound="TaxotRulesInput")


@_attrs_define
class TaxotRulesInput:
    """
    Attributes:
        dealer_multiplier (TaxotRulesInputDealerMultiplier | Unset): when 親の加点 multiplies 終了点: when the payer or the
            payee is the dealer (default), always, or when the winner is the dealer
        use_hikari (bool | Unset): the optional 光 bonus (default false)
        hikari_match (TaxotRulesInputHikariMatch | Unset): what counts as a 光 match: the same kind whatever its colour
            (default) or the same card
        allow_self_expose_quad (bool | Unset): a concealed 4-set may be exposed on one's own turn for 四友 (default true)
        nam_pays_skipped (bool | Unset): a 開 claimer also pays each skipped player (default false)
        allow_pair_shapes (bool | Unset): three pairs / pair and quad also win (default true)
        base_points_only (bool | Unset): the booklet's local variant scoring the base points only (default false)
        sobashi_points (int | Unset): 層橋 (two identical triples): its points; 0 = off (default)
        seasons (int | Unset): a whole game's seasons (default 4)
        points_cap (int | None | Unset): a whole game also ends with the season in which a total reaches it (null: no
            cap)
        exhaustive_draw (TaxotRulesInputExhaustiveDraw | Unset): a season whose stock runs out scores nothing, then: the
            dealer deals again at the same bonus (no_score, default) or the deal passes to the next seat at bonus 2
            (dealer_passes)
        combos (PaperCetkaikComboRulesInput | Unset):
        deck (TaxotRulesInputDeck | Unset): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12
            given, 0..4 each; default: the 終季 booklet's 48-card deck
    """

    dealer_multiplier: TaxotRulesInputDealerMultiplier | Unset = UNSET
    use_hikari: bool | Unset = UNSET
    hikari_match: TaxotRulesInputHikariMatch | Unset = UNSET
    allow_self_expose_quad: bool | Unset = UNSET
    nam_pays_skipped: bool | Unset = UNSET
    allow_pair_shapes: bool | Unset = UNSET
    base_points_only: bool | Unset = UNSET
    sobashi_points: int | Unset = UNSET
    seasons: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET
    exhaustive_draw: TaxotRulesInputExhaustiveDraw | Unset = UNSET
    combos: PaperCetkaikComboRulesInput | Unset = UNSET
    deck: TaxotRulesInputDeck | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer_multiplier: str | Unset = UNSET
        if not isinstance(self.dealer_multiplier, Unset):
            dealer_multiplier = self.dealer_multiplier.value

        use_hikari = self.use_hikari

        hikari_match: str | Unset = UNSET
        if not isinstance(self.hikari_match, Unset):
            hikari_match = self.hikari_match.value

        allow_self_expose_quad = self.allow_self_expose_quad

        nam_pays_skipped = self.nam_pays_skipped

        allow_pair_shapes = self.allow_pair_shapes

        base_points_only = self.base_points_only

        sobashi_points = self.sobashi_points

        seasons = self.seasons

        points_cap: int | None | Unset
        if isinstance(self.points_cap, Unset):
            points_cap = UNSET
        else:
            points_cap = self.points_cap

        exhaustive_draw: str | Unset = UNSET
        if not isinstance(self.exhaustive_draw, Unset):
            exhaustive_draw = self.exhaustive_draw.value

        combos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.combos, Unset):
            combos = self.combos.to_dict()

        deck: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dealer_multiplier is not UNSET:
            field_dict["dealer_multiplier"] = dealer_multiplier
        if use_hikari is not UNSET:
            field_dict["use_hikari"] = use_hikari
        if hikari_match is not UNSET:
            field_dict["hikari_match"] = hikari_match
        if allow_self_expose_quad is not UNSET:
            field_dict["allow_self_expose_quad"] = allow_self_expose_quad
        if nam_pays_skipped is not UNSET:
            field_dict["nam_pays_skipped"] = nam_pays_skipped
        if allow_pair_shapes is not UNSET:
            field_dict["allow_pair_shapes"] = allow_pair_shapes
        if base_points_only is not UNSET:
            field_dict["base_points_only"] = base_points_only
        if sobashi_points is not UNSET:
            field_dict["sobashi_points"] = sobashi_points
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap
        if exhaustive_draw is not UNSET:
            field_dict["exhaustive_draw"] = exhaustive_draw
        if combos is not UNSET:
            field_dict["combos"] = combos
        if deck is not UNSET:
            field_dict["deck"] = deck

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput
        from ..models.taxot_rules_input_deck import TaxotRulesInputDeck

        d = dict(src_dict)
        _dealer_multiplier = d.pop("dealer_multiplier", UNSET)
        dealer_multiplier: TaxotRulesInputDealerMultiplier | Unset
        if isinstance(_dealer_multiplier, Unset):
            dealer_multiplier = UNSET
        else:
            dealer_multiplier = TaxotRulesInputDealerMultiplier(_dealer_multiplier)

        use_hikari = d.pop("use_hikari", UNSET)

        _hikari_match = d.pop("hikari_match", UNSET)
        hikari_match: TaxotRulesInputHikariMatch | Unset
        if isinstance(_hikari_match, Unset):
            hikari_match = UNSET
        else:
            hikari_match = TaxotRulesInputHikariMatch(_hikari_match)

        allow_self_expose_quad = d.pop("allow_self_expose_quad", UNSET)

        nam_pays_skipped = d.pop("nam_pays_skipped", UNSET)

        allow_pair_shapes = d.pop("allow_pair_shapes", UNSET)

        base_points_only = d.pop("base_points_only", UNSET)

        sobashi_points = d.pop("sobashi_points", UNSET)

        seasons = d.pop("seasons", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        _exhaustive_draw = d.pop("exhaustive_draw", UNSET)
        exhaustive_draw: TaxotRulesInputExhaustiveDraw | Unset
        if isinstance(_exhaustive_draw, Unset):
            exhaustive_draw = UNSET
        else:
            exhaustive_draw = TaxotRulesInputExhaustiveDraw(_exhaustive_draw)

        _combos = d.pop("combos", UNSET)
        combos: PaperCetkaikComboRulesInput | Unset
        if isinstance(_combos, Unset):
            combos = UNSET
        else:
            combos = PaperCetkaikComboRulesInput.from_dict(_combos)

        _deck = d.pop("deck", UNSET)
        deck: TaxotRulesInputDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = TaxotRulesInputDeck.from_dict(_deck)

        taxot_rules_input = cls(
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

        return taxot_rules_input
