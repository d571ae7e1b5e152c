from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.namtou_ranked_combo_type import NamtouRankedComboType

T = TypeVar("T", bound="NamtouRankedCombo")


@_attrs_define
class NamtouRankedCombo:
    """
    Attributes:
        type_ (NamtouRankedComboType): a named yaku, seq, set or single
        cards (list[str]): the cards of the combo
        number (int): the highest number or strength
        one_colour (bool): whether every card is of one colour
    """

    type_: NamtouRankedComboType
    cards: list[str]
    number: int
    one_colour: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards

        number = self.number

        one_colour = self.one_colour

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "cards": cards,
                "number": number,
                "one_colour": one_colour,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = NamtouRankedComboType(d.pop("type"))

        cards = cast(list[str], d.pop("cards"))

        number = d.pop("number")

        one_colour = d.pop("one_colour")

        namtou_ranked_combo = cls(
            type_=type_,
            cards=cards,
            number=number,
            one_colour=one_colour,
        )

        return namtou_ranked_combo
