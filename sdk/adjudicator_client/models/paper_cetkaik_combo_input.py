from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.paper_cetkaik_combo_input_type import PaperCetkaikComboInputType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_wild_input import PaperCetkaikWildInput


T = TypeVar("T", bound="PaperCetkaikComboInput")


@_attrs_define
class PaperCetkaikComboInput:
    """
    Attributes:
        type_ (PaperCetkaikComboInputType | Unset):
        size (int | Unset):
        rank (int | Unset): orders combos of one type and size: the strength (船 -1, 無 0 … 将 8, 王/皇 9) or the top number
        cards (list[str] | Unset): weakest first
        stands_for (list[str] | Unset): what each card counts as (a wild's stand-in)
        wild_assignment (list[PaperCetkaikWildInput] | Unset):
    """

    type_: PaperCetkaikComboInputType | Unset = UNSET
    size: int | Unset = UNSET
    rank: int | Unset = UNSET
    cards: list[str] | Unset = UNSET
    stands_for: list[str] | Unset = UNSET
    wild_assignment: list[PaperCetkaikWildInput] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        size = self.size

        rank = self.rank

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        stands_for: list[str] | Unset = UNSET
        if not isinstance(self.stands_for, Unset):
            stands_for = self.stands_for

        wild_assignment: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.wild_assignment, Unset):
            wild_assignment = []
            for wild_assignment_item_data in self.wild_assignment:
                wild_assignment_item = wild_assignment_item_data.to_dict()
                wild_assignment.append(wild_assignment_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if type_ is not UNSET:
            field_dict["type"] = type_
        if size is not UNSET:
            field_dict["size"] = size
        if rank is not UNSET:
            field_dict["rank"] = rank
        if cards is not UNSET:
            field_dict["cards"] = cards
        if stands_for is not UNSET:
            field_dict["stands_for"] = stands_for
        if wild_assignment is not UNSET:
            field_dict["wild_assignment"] = wild_assignment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_wild_input import PaperCetkaikWildInput

        d = dict(src_dict)
        _type_ = d.pop("type", UNSET)
        type_: PaperCetkaikComboInputType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = PaperCetkaikComboInputType(_type_)

        size = d.pop("size", UNSET)

        rank = d.pop("rank", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        stands_for = cast(list[str], d.pop("stands_for", UNSET))

        _wild_assignment = d.pop("wild_assignment", UNSET)
        wild_assignment: list[PaperCetkaikWildInput] | Unset = UNSET
        if _wild_assignment is not UNSET:
            wild_assignment = []
            for wild_assignment_item_data in _wild_assignment:
                wild_assignment_item = PaperCetkaikWildInput.from_dict(
                    wild_assignment_item_data
                )

                wild_assignment.append(wild_assignment_item)

        paper_cetkaik_combo_input = cls(
            type_=type_,
            size=size,
            rank=rank,
            cards=cards,
            stands_for=stands_for,
            wild_assignment=wild_assignment,
        )

        return paper_cetkaik_combo_input
