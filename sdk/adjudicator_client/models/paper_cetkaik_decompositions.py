from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules
    from ..models.paper_cetkaik_partition import PaperCetkaikPartition


T = TypeVar("T", bound="PaperCetkaikDecompositions")


@_attrs_define
class PaperCetkaikDecompositions:
    """
    Attributes:
        decompositions (list[PaperCetkaikPartition]):
        ruleset (PaperCetkaikComboRules):
    """

    decompositions: list[PaperCetkaikPartition]
    ruleset: PaperCetkaikComboRules

    def to_dict(self) -> dict[str, Any]:
        decompositions = []
        for decompositions_item_data in self.decompositions:
            decompositions_item = decompositions_item_data.to_dict()
            decompositions.append(decompositions_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decompositions": decompositions,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules
        from ..models.paper_cetkaik_partition import PaperCetkaikPartition

        d = dict(src_dict)
        decompositions = []
        _decompositions = d.pop("decompositions")
        for decompositions_item_data in _decompositions:
            decompositions_item = PaperCetkaikPartition.from_dict(
                decompositions_item_data
            )

            decompositions.append(decompositions_item)

        ruleset = PaperCetkaikComboRules.from_dict(d.pop("ruleset"))

        paper_cetkaik_decompositions = cls(
            decompositions=decompositions,
            ruleset=ruleset,
        )

        return paper_cetkaik_decompositions
