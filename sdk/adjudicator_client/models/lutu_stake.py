from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LutuStake")


@_attrs_define
class LutuStake:
    """
    Attributes:
        number (int):
        stake (int):
    """

    number: int
    stake: int

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        stake = self.stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "stake": stake,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        stake = d.pop("stake")

        lutu_stake = cls(
            number=number,
            stake=stake,
        )

        return lutu_stake
