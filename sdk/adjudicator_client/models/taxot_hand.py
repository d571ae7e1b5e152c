from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_decomposition import TaxotDecomposition
    from ..models.taxot_rules import TaxotRules


T = TypeVar("T", bound="TaxotHand")


@_attrs_define
class TaxotHand:
    """
    Attributes:
        winning (bool):
        decompositions (list[TaxotDecomposition]):
        ruleset (TaxotRules):
    """

    winning: bool
    decompositions: list[TaxotDecomposition]
    ruleset: TaxotRules

    def to_dict(self) -> dict[str, Any]:
        winning = self.winning

        decompositions = []
        for decompositions_item_data in self.decompositions:
            decompositions_item = decompositions_item_data.to_dict()
            decompositions.append(decompositions_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winning": winning,
                "decompositions": decompositions,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_decomposition import TaxotDecomposition
        from ..models.taxot_rules import TaxotRules

        d = dict(src_dict)
        winning = d.pop("winning")

        decompositions = []
        _decompositions = d.pop("decompositions")
        for decompositions_item_data in _decompositions:
            decompositions_item = TaxotDecomposition.from_dict(decompositions_item_data)

            decompositions.append(decompositions_item)

        ruleset = TaxotRules.from_dict(d.pop("ruleset"))

        taxot_hand = cls(
            winning=winning,
            decompositions=decompositions,
            ruleset=ruleset,
        )

        return taxot_hand
