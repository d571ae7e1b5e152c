from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_compact_hirings import LauzaitCepCompactHirings
    from ..models.lauzait_cep_discard_option import LauzaitCepDiscardOption
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepHirings")


@_attrs_define
class LauzaitCepHirings:
    """
    Attributes:
        legal_discards (list[str]): the concealed pieces that may be discarded Example: ['G3', 'G4', 'J'].
        stalemate (bool): none of the player's nine pieces (revealed ones included) could be discarded
        outcome_count (int): outcomes over every move listed
        positions_included (bool): whether each outcome carries its resulting position (else every position is null)
        ruleset (LauzaitCepRuleset):
        options (list[LauzaitCepDiscardOption] | Unset): one per distinct concealed piece, sorted (green, white,
            jokers); absent under form: compact
        compact_options (LauzaitCepCompactHirings | Unset):
    """

    legal_discards: list[str]
    stalemate: bool
    outcome_count: int
    positions_included: bool
    ruleset: LauzaitCepRuleset
    options: list[LauzaitCepDiscardOption] | Unset = UNSET
    compact_options: LauzaitCepCompactHirings | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        legal_discards = self.legal_discards

        stalemate = self.stalemate

        outcome_count = self.outcome_count

        positions_included = self.positions_included

        ruleset = self.ruleset.to_dict()

        options: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = []
            for options_item_data in self.options:
                options_item = options_item_data.to_dict()
                options.append(options_item)

        compact_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compact_options, Unset):
            compact_options = self.compact_options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal_discards": legal_discards,
                "stalemate": stalemate,
                "outcome_count": outcome_count,
                "positions_included": positions_included,
                "ruleset": ruleset,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if compact_options is not UNSET:
            field_dict["compact_options"] = compact_options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_compact_hirings import LauzaitCepCompactHirings
        from ..models.lauzait_cep_discard_option import LauzaitCepDiscardOption
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        legal_discards = cast(list[str], d.pop("legal_discards"))

        stalemate = d.pop("stalemate")

        outcome_count = d.pop("outcome_count")

        positions_included = d.pop("positions_included")

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        _options = d.pop("options", UNSET)
        options: list[LauzaitCepDiscardOption] | Unset = UNSET
        if _options is not UNSET:
            options = []
            for options_item_data in _options:
                options_item = LauzaitCepDiscardOption.from_dict(options_item_data)

                options.append(options_item)

        _compact_options = d.pop("compact_options", UNSET)
        compact_options: LauzaitCepCompactHirings | Unset
        if isinstance(_compact_options, Unset):
            compact_options = UNSET
        else:
            compact_options = LauzaitCepCompactHirings.from_dict(_compact_options)

        lauzait_cep_hirings = cls(
            legal_discards=legal_discards,
            stalemate=stalemate,
            outcome_count=outcome_count,
            positions_included=positions_included,
            ruleset=ruleset,
            options=options,
            compact_options=compact_options,
        )

        return lauzait_cep_hirings
