from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.makkaik_hand_value_category import MakkaikHandValueCategory

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="MakkaikHandValue")


@_attrs_define
class MakkaikHandValue:
    """
    Attributes:
        category (MakkaikHandValueCategory): single < pair < sequence < triple
        rank (int): breaks ties within the category
        combo (PaperCetkaikCombo):
    """

    category: MakkaikHandValueCategory
    rank: int
    combo: PaperCetkaikCombo

    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        rank = self.rank

        combo = self.combo.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "rank": rank,
                "combo": combo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        category = MakkaikHandValueCategory(d.pop("category"))

        rank = d.pop("rank")

        combo = PaperCetkaikCombo.from_dict(d.pop("combo"))

        makkaik_hand_value = cls(
            category=category,
            rank=rank,
            combo=combo,
        )

        return makkaik_hand_value
