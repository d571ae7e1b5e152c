from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="PaperCetkaikClassification")


@_attrs_define
class PaperCetkaikClassification:
    """
    Attributes:
        cards (list[str]): weakest first
        combos (list[PaperCetkaikCombo]): every reading (empty: not a combo)
        ruleset (PaperCetkaikComboRules):
    """

    cards: list[str]
    combos: list[PaperCetkaikCombo]
    ruleset: PaperCetkaikComboRules

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "combos": combos,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        ruleset = PaperCetkaikComboRules.from_dict(d.pop("ruleset"))

        paper_cetkaik_classification = cls(
            cards=cards,
            combos=combos,
            ruleset=ruleset,
        )

        return paper_cetkaik_classification
