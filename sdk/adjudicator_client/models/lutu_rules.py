from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lutu_rules_payout_mode import LutuRulesPayoutMode

T = TypeVar("T", bound="LutuRules")


@_attrs_define
class LutuRules:
    """
    Attributes:
        payout_mode (LutuRulesPayoutMode): net: a winner keeps the stake and is paid m x stake (default); gross: m x
            stake is returned in all
        multi_bets (bool): a child may bet on several numbers (default false)
    """

    payout_mode: LutuRulesPayoutMode
    multi_bets: bool

    def to_dict(self) -> dict[str, Any]:
        payout_mode = self.payout_mode.value

        multi_bets = self.multi_bets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payout_mode": payout_mode,
                "multi_bets": multi_bets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payout_mode = LutuRulesPayoutMode(d.pop("payout_mode"))

        multi_bets = d.pop("multi_bets")

        lutu_rules = cls(
            payout_mode=payout_mode,
            multi_bets=multi_bets,
        )

        return lutu_rules
