from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="PaperCetkaikHandCombos")


@_attrs_define
class PaperCetkaikHandCombos:
    """
    Attributes:
        count (int):
        combos (list[PaperCetkaikCombo]):
        ruleset (PaperCetkaikComboRules):
    """

    count: int
    combos: list[PaperCetkaikCombo]
    ruleset: PaperCetkaikComboRules

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
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
        count = d.pop("count")

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        ruleset = PaperCetkaikComboRules.from_dict(d.pop("ruleset"))

        paper_cetkaik_hand_combos = cls(
            count=count,
            combos=combos,
            ruleset=ruleset,
        )

        return paper_cetkaik_hand_combos
