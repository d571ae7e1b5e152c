from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MakhupPlay")


@_attrs_define
class MakhupPlay:
    """
    Attributes:
        extend (int | Unset): the road extended
        merge (list[int] | Unset): the two roads merged
        cards (list[str] | Unset): extend / merge: the cards put down (at most 12 in a request)
        erase (str | Unset): the 皇, 王 or 船 erasing every road Example: 黒馬.
        draw (bool | Unset):
        pass_ (bool | Unset):
    """

    extend: int | Unset = UNSET
    merge: list[int] | Unset = UNSET
    cards: list[str] | Unset = UNSET
    erase: str | Unset = UNSET
    draw: bool | Unset = UNSET
    pass_: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        extend = self.extend

        merge: list[int] | Unset = UNSET
        if not isinstance(self.merge, Unset):
            merge = self.merge

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        erase = self.erase

        draw = self.draw

        pass_ = self.pass_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if extend is not UNSET:
            field_dict["extend"] = extend
        if merge is not UNSET:
            field_dict["merge"] = merge
        if cards is not UNSET:
            field_dict["cards"] = cards
        if erase is not UNSET:
            field_dict["erase"] = erase
        if draw is not UNSET:
            field_dict["draw"] = draw
        if pass_ is not UNSET:
            field_dict["pass"] = pass_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        extend = d.pop("extend", UNSET)

        merge = cast(list[int], d.pop("merge", UNSET))

        cards = cast(list[str], d.pop("cards", UNSET))

        erase = d.pop("erase", UNSET)

        draw = d.pop("draw", UNSET)

        pass_ = d.pop("pass", UNSET)

        makhup_play = cls(
            extend=extend,
            merge=merge,
            cards=cards,
            erase=erase,
            draw=draw,
            pass_=pass_,
        )

        return makhup_play
