from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LetilesHandInput")


@_attrs_define
class LetilesHandInput:
    """
    Attributes:
        stand (list[str] | Unset): the tile ids on the stand
        stock (list[str] | Unset): the tile ids in the stock, in draw order
    """

    stand: list[str] | Unset = UNSET
    stock: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        stand: list[str] | Unset = UNSET
        if not isinstance(self.stand, Unset):
            stand = self.stand

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if stand is not UNSET:
            field_dict["stand"] = stand
        if stock is not UNSET:
            field_dict["stock"] = stock

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stand = cast(list[str], d.pop("stand", UNSET))

        stock = cast(list[str], d.pop("stock", UNSET))

        letiles_hand_input = cls(
            stand=stand,
            stock=stock,
        )

        return letiles_hand_input
