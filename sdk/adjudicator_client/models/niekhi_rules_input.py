from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.niekhi_rules_input_remainder import NiekhiRulesInputRemainder
from ..models.niekhi_rules_input_uai_remove_scope import NiekhiRulesInputUaiRemoveScope
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_rules_input_deck import NiekhiRulesInputDeck
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput


T = TypeVar("T", bound="NiekhiRulesInput")


@_attrs_define
class NiekhiRulesInput:
    """
    Attributes:
        remainder (NiekhiRulesInputRemainder | Unset): the cards the deal does not share evenly: left unused (default)
            or dealt unevenly
        bomb_out_of_turn (bool | Unset): bombs out of turn (only false is supported: bombs on one's own turn)
        uai_remove_scope (NiekhiRulesInputUaiRemoveScope | Unset): the cards of a strength a 将 declares are removed from
            every hand and the table (all, default) or from the hands only
        combos (PaperCetkaikComboRulesInput | Unset):
        deck (NiekhiRulesInputDeck | Unset): copies per colour of each of the 12 kinds (Nuak1 … Tam2 or 船 … 皇), all 12
            given, 0..4 each; default: the 終季 booklet's 48-card deck
        seasons (int | Unset): a whole game's seasons (default 4)
        points_cap (int | None | Unset): a whole game also ends with the season in which a total reaches it (null: no
            cap)
    """

    remainder: NiekhiRulesInputRemainder | Unset = UNSET
    bomb_out_of_turn: bool | Unset = UNSET
    uai_remove_scope: NiekhiRulesInputUaiRemoveScope | Unset = UNSET
    combos: PaperCetkaikComboRulesInput | Unset = UNSET
    deck: NiekhiRulesInputDeck | Unset = UNSET
    seasons: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        remainder: str | Unset = UNSET
        if not isinstance(self.remainder, Unset):
            remainder = self.remainder.value

        bomb_out_of_turn = self.bomb_out_of_turn

        uai_remove_scope: str | Unset = UNSET
        if not isinstance(self.uai_remove_scope, Unset):
            uai_remove_scope = self.uai_remove_scope.value

        combos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.combos, Unset):
            combos = self.combos.to_dict()

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
        if remainder is not UNSET:
            field_dict["remainder"] = remainder
        if bomb_out_of_turn is not UNSET:
            field_dict["bomb_out_of_turn"] = bomb_out_of_turn
        if uai_remove_scope is not UNSET:
            field_dict["uai_remove_scope"] = uai_remove_scope
        if combos is not UNSET:
            field_dict["combos"] = combos
        if deck is not UNSET:
            field_dict["deck"] = deck
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules_input_deck import NiekhiRulesInputDeck
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        d = dict(src_dict)
        _remainder = d.pop("remainder", UNSET)
        remainder: NiekhiRulesInputRemainder | Unset
        if isinstance(_remainder, Unset):
            remainder = UNSET
        else:
            remainder = NiekhiRulesInputRemainder(_remainder)

        bomb_out_of_turn = d.pop("bomb_out_of_turn", UNSET)

        _uai_remove_scope = d.pop("uai_remove_scope", UNSET)
        uai_remove_scope: NiekhiRulesInputUaiRemoveScope | Unset
        if isinstance(_uai_remove_scope, Unset):
            uai_remove_scope = UNSET
        else:
            uai_remove_scope = NiekhiRulesInputUaiRemoveScope(_uai_remove_scope)

        _combos = d.pop("combos", UNSET)
        combos: PaperCetkaikComboRulesInput | Unset
        if isinstance(_combos, Unset):
            combos = UNSET
        else:
            combos = PaperCetkaikComboRulesInput.from_dict(_combos)

        _deck = d.pop("deck", UNSET)
        deck: NiekhiRulesInputDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = NiekhiRulesInputDeck.from_dict(_deck)

        seasons = d.pop("seasons", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        niekhi_rules_input = cls(
            remainder=remainder,
            bomb_out_of_turn=bomb_out_of_turn,
            uai_remove_scope=uai_remove_scope,
            combos=combos,
            deck=deck,
            seasons=seasons,
            points_cap=points_cap,
        )

        return niekhi_rules_input
