from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.niekhi_rules_remainder import NiekhiRulesRemainder
from ..models.niekhi_rules_uai_remove_scope import NiekhiRulesUaiRemoveScope

if TYPE_CHECKING:
    from ..models.niekhi_rules_deck import NiekhiRulesDeck
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="NiekhiRules")


@_attrs_define
class NiekhiRules:
    """
    Attributes:
        remainder (NiekhiRulesRemainder): the cards the deal does not share evenly: left unused (default) or dealt
            unevenly
        bomb_out_of_turn (bool): bombs out of turn (only false is supported: bombs on one's own turn)
        uai_remove_scope (NiekhiRulesUaiRemoveScope): the cards of a strength a 将 declares are removed from every hand
            and the table (all, default) or from the hands only
        combos (PaperCetkaikComboRules):
        deck (NiekhiRulesDeck): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12 given, 0..4
            each; default: the 終季 booklet's 48-card deck
        seasons (int): a whole game's seasons (default 4)
        points_cap (int | None): a whole game also ends with the season in which a total reaches it (null: no cap)
    """

    remainder: NiekhiRulesRemainder
    bomb_out_of_turn: bool
    uai_remove_scope: NiekhiRulesUaiRemoveScope
    combos: PaperCetkaikComboRules
    deck: NiekhiRulesDeck
    seasons: int
    points_cap: int | None

    def to_dict(self) -> dict[str, Any]:
        remainder = self.remainder.value

        bomb_out_of_turn = self.bomb_out_of_turn

        uai_remove_scope = self.uai_remove_scope.value

        combos = self.combos.to_dict()

        deck = self.deck.to_dict()

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "remainder": remainder,
                "bomb_out_of_turn": bomb_out_of_turn,
                "uai_remove_scope": uai_remove_scope,
                "combos": combos,
                "deck": deck,
                "seasons": seasons,
                "points_cap": points_cap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules_deck import NiekhiRulesDeck
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules

        d = dict(src_dict)
        remainder = NiekhiRulesRemainder(d.pop("remainder"))

        bomb_out_of_turn = d.pop("bomb_out_of_turn")

        uai_remove_scope = NiekhiRulesUaiRemoveScope(d.pop("uai_remove_scope"))

        combos = PaperCetkaikComboRules.from_dict(d.pop("combos"))

        deck = NiekhiRulesDeck.from_dict(d.pop("deck"))

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        niekhi_rules = cls(
            remainder=remainder,
            bomb_out_of_turn=bomb_out_of_turn,
            uai_remove_scope=uai_remove_scope,
            combos=combos,
            deck=deck,
            seasons=seasons,
            points_cap=points_cap,
        )

        return niekhi_rules
