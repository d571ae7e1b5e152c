from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="PaperCetkaikPartition")


@_attrs_define
class PaperCetkaikPartition:
    """
    Attributes:
        combos (list[PaperCetkaikCombo]):
    """

    combos: list[PaperCetkaikCombo]

    def to_dict(self) -> dict[str, Any]:
        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combos": combos,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        paper_cetkaik_partition = cls(
            combos=combos,
        )

        return paper_cetkaik_partition
