from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_ranked_combo import NamtouRankedCombo
    from ..models.namtou_rules import NamtouRules


T = TypeVar("T", bound="NamtouHand")


@_attrs_define
class NamtouHand:
    """
    Attributes:
        combos (list[NamtouRankedCombo]): strongest first: the order ties are broken in
        ruleset (NamtouRules):
    """

    combos: list[NamtouRankedCombo]
    ruleset: NamtouRules

    def to_dict(self) -> dict[str, Any]:
        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combos": combos,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_ranked_combo import NamtouRankedCombo
        from ..models.namtou_rules import NamtouRules

        d = dict(src_dict)
        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = NamtouRankedCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        ruleset = NamtouRules.from_dict(d.pop("ruleset"))

        namtou_hand = cls(
            combos=combos,
            ruleset=ruleset,
        )

        return namtou_hand
