from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_kind import PaperCetkaikKind


T = TypeVar("T", bound="PaperCetkaikDeck")


@_attrs_define
class PaperCetkaikDeck:
    """
    Attributes:
        total (int):
        colours (list[str]): 赤 (Kok1) and 黒 (Huok2)
        kinds (list[PaperCetkaikKind]): weakest first
        cards (list[str]): every card, weakest first
    """

    total: int
    colours: list[str]
    kinds: list[PaperCetkaikKind]
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        colours = self.colours

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.to_dict()
            kinds.append(kinds_item)

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "colours": colours,
                "kinds": kinds,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_kind import PaperCetkaikKind

        d = dict(src_dict)
        total = d.pop("total")

        colours = cast(list[str], d.pop("colours"))

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = PaperCetkaikKind.from_dict(kinds_item_data)

            kinds.append(kinds_item)

        cards = cast(list[str], d.pop("cards"))

        paper_cetkaik_deck = cls(
            total=total,
            colours=colours,
            kinds=kinds,
            cards=cards,
        )

        return paper_cetkaik_deck
