from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.paper_cetkaik_combo_type import PaperCetkaikComboType

if TYPE_CHECKING:
    from ..models.paper_cetkaik_wild import PaperCetkaikWild


T = TypeVar("T", bound="PaperCetkaikCombo")


@_attrs_define
class PaperCetkaikCombo:
    """
    Attributes:
        type_ (PaperCetkaikComboType):
        size (int):
        rank (int): orders combos of one type and size: the strength (船 -1, 無 0 … 将 8, 王/皇 9) or the top number
        cards (list[str]): weakest first
        stands_for (list[str]): what each card counts as (a wild's stand-in)
        wild_assignment (list[PaperCetkaikWild]):
    """

    type_: PaperCetkaikComboType
    size: int
    rank: int
    cards: list[str]
    stands_for: list[str]
    wild_assignment: list[PaperCetkaikWild]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        size = self.size

        rank = self.rank

        cards = self.cards

        stands_for = self.stands_for

        wild_assignment = []
        for wild_assignment_item_data in self.wild_assignment:
            wild_assignment_item = wild_assignment_item_data.to_dict()
            wild_assignment.append(wild_assignment_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "size": size,
                "rank": rank,
                "cards": cards,
                "stands_for": stands_for,
                "wild_assignment": wild_assignment,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_wild import PaperCetkaikWild

        d = dict(src_dict)
        type_ = PaperCetkaikComboType(d.pop("type"))

        size = d.pop("size")

        rank = d.pop("rank")

        cards = cast(list[str], d.pop("cards"))

        stands_for = cast(list[str], d.pop("stands_for"))

        wild_assignment = []
        _wild_assignment = d.pop("wild_assignment")
        for wild_assignment_item_data in _wild_assignment:
            wild_assignment_item = PaperCetkaikWild.from_dict(wild_assignment_item_data)

            wild_assignment.append(wild_assignment_item)

        paper_cetkaik_combo = cls(
            type_=type_,
            size=size,
            rank=rank,
            cards=cards,
            stands_for=stands_for,
            wild_assignment=wild_assignment,
        )

        return paper_cetkaik_combo
