from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_discard_option import LauzaitCepDiscardOption
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepHirings")


@_attrs_define
class LauzaitCepHirings:
    """
    Attributes:
        options (list[LauzaitCepDiscardOption]): one per distinct concealed piece, sorted (green, white, jokers)
        legal_discards (list[str]): the concealed pieces that may be discarded Example: ['G3', 'G4', 'J'].
        stalemate (bool): none of the player's nine pieces (revealed ones included) could be discarded
        outcome_count (int): outcomes over every move listed
        positions_included (bool): whether each outcome carries its resulting position (else every position is null)
        ruleset (LauzaitCepRuleset):
    """

    options: list[LauzaitCepDiscardOption]
    legal_discards: list[str]
    stalemate: bool
    outcome_count: int
    positions_included: bool
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        legal_discards = self.legal_discards

        stalemate = self.stalemate

        outcome_count = self.outcome_count

        positions_included = self.positions_included

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "options": options,
                "legal_discards": legal_discards,
                "stalemate": stalemate,
                "outcome_count": outcome_count,
                "positions_included": positions_included,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_discard_option import LauzaitCepDiscardOption
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = LauzaitCepDiscardOption.from_dict(options_item_data)

            options.append(options_item)

        legal_discards = cast(list[str], d.pop("legal_discards"))

        stalemate = d.pop("stalemate")

        outcome_count = d.pop("outcome_count")

        positions_included = d.pop("positions_included")

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_hirings = cls(
            options=options,
            legal_discards=legal_discards,
            stalemate=stalemate,
            outcome_count=outcome_count,
            positions_included=positions_included,
            ruleset=ruleset,
        )

        return lauzait_cep_hirings
