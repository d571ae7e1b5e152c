from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lutu_rules_input_payout_mode import LutuRulesInputPayoutMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="LutuRulesInput")


@_attrs_define
class LutuRulesInput:
    """
    Attributes:
        payout_mode (LutuRulesInputPayoutMode | Unset): net: a winner keeps the stake and is paid m x stake (default);
            gross: m x stake is returned in all
        multi_bets (bool | Unset): a child may bet on several numbers (default false)
    """

    payout_mode: LutuRulesInputPayoutMode | Unset = UNSET
    multi_bets: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        payout_mode: str | Unset = UNSET
        if not isinstance(self.payout_mode, Unset):
            payout_mode = self.payout_mode.value

        multi_bets = self.multi_bets

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if payout_mode is not UNSET:
            field_dict["payout_mode"] = payout_mode
        if multi_bets is not UNSET:
            field_dict["multi_bets"] = multi_bets

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _payout_mode = d.pop("payout_mode", UNSET)
        payout_mode: LutuRulesInputPayoutMode | Unset
        if isinstance(_payout_mode, Unset):
            payout_mode = UNSET
        else:
            payout_mode = LutuRulesInputPayoutMode(_payout_mode)

        multi_bets = d.pop("multi_bets", UNSET)

        lutu_rules_input = cls(
            payout_mode=payout_mode,
            multi_bets=multi_bets,
        )

        return lutu_rules_input
