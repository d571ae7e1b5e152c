from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JujaiRulesInput")


@_attrs_define
class JujaiRulesInput:
    """
    Attributes:
        stake (int | Unset): each player's stake into the pot, and each tied player's on a rethrow (default 1)
        sticks (int | Unset): sticks thrown (default 5)
    """

    stake: int | Unset = UNSET
    sticks: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        stake = self.stake

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if stake is not UNSET:
            field_dict["stake"] = stake
        if sticks is not UNSET:
            field_dict["sticks"] = sticks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stake = d.pop("stake", UNSET)

        sticks = d.pop("sticks", UNSET)

        jujai_rules_input = cls(
            stake=stake,
            sticks=sticks,
        )

        return jujai_rules_input
