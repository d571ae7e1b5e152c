from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_game_settlement_children import LutuGameSettlementChildren


T = TypeVar("T", bound="LutuGameSettlement")


@_attrs_define
class LutuGameSettlement:
    """
    Attributes:
        cast (int):
        children (LutuGameSettlementChildren): child -> net gain
        banker (int): the banker's net gain (all nets sum to 0)
    """

    cast: int
    children: LutuGameSettlementChildren
    banker: int

    def to_dict(self) -> dict[str, Any]:
        cast = self.cast

        children = self.children.to_dict()

        banker = self.banker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cast": cast,
                "children": children,
                "banker": banker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lutu_game_settlement_children import LutuGameSettlementChildren

        d = dict(src_dict)
        cast = d.pop("cast")

        children = LutuGameSettlementChildren.from_dict(d.pop("children"))

        banker = d.pop("banker")

        lutu_game_settlement = cls(
            cast=cast,
            children=children,
            banker=banker,
        )

        return lutu_game_settlement
