from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LetilesHand")


@_attrs_define
class LetilesHand:
    """
    Attributes:
        stand (list[str]): the tile ids on the stand
        stock (list[str]): the tile ids in the stock, in draw order
    """

    stand: list[str]
    stock: list[str]

    def to_dict(self) -> dict[str, Any]:
        stand = self.stand

        stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stand": stand,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stand = cast(list[str], d.pop("stand"))

        stock = cast(list[str], d.pop("stock"))

        letiles_hand = cls(
            stand=stand,
            stock=stock,
        )

        return letiles_hand
