from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.taxot_decomposition_shape import TaxotDecompositionShape

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="TaxotDecomposition")


@_attrs_define
class TaxotDecomposition:
    """
    Attributes:
        shape (TaxotDecompositionShape): the winning shape
        combos (list[PaperCetkaikCombo]): the combos, one per slot of the shape
    """

    shape: TaxotDecompositionShape
    combos: list[PaperCetkaikCombo]

    def to_dict(self) -> dict[str, Any]:
        shape = self.shape.value

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shape": shape,
                "combos": combos,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        shape = TaxotDecompositionShape(d.pop("shape"))

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        taxot_decomposition = cls(
            shape=shape,
            combos=combos,
        )

        return taxot_decomposition
