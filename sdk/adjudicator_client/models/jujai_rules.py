from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JujaiRules")


@_attrs_define
class JujaiRules:
    """
    Attributes:
        stake (int): each player's stake into the pot, and each tied player's on a rethrow (default 1)
        sticks (int): sticks thrown (default 5)
    """

    stake: int
    sticks: int

    def to_dict(self) -> dict[str, Any]:
        stake = self.stake

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stake": stake,
                "sticks": sticks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stake = d.pop("stake")

        sticks = d.pop("sticks")

        jujai_rules = cls(
            stake=stake,
            sticks=sticks,
        )

        return jujai_rules
