from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lutu_outcome_payout_mode import LutuOutcomePayoutMode

if TYPE_CHECKING:
    from ..models.lutu_outcome_children import LutuOutcomeChildren
    from ..models.stick_game_exact_value import StickGameExactValue


T = TypeVar("T", bound="LutuOutcome")


@_attrs_define
class LutuOutcome:
    """
    Attributes:
        payout_mode (LutuOutcomePayoutMode):
        children (LutuOutcomeChildren): child -> net gain
        banker (int): the banker's net gain (all nets sum to 0)
        banker_expectation (StickGameExactValue):
    """

    payout_mode: LutuOutcomePayoutMode
    children: LutuOutcomeChildren
    banker: int
    banker_expectation: StickGameExactValue

    def to_dict(self) -> dict[str, Any]:
        payout_mode = self.payout_mode.value

        children = self.children.to_dict()

        banker = self.banker

        banker_expectation = self.banker_expectation.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payout_mode": payout_mode,
                "children": children,
                "banker": banker,
                "banker_expectation": banker_expectation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_outcome_children import LutuOutcomeChildren
        from ..models.stick_game_exact_value import StickGameExactValue

        d = dict(src_dict)
        payout_mode = LutuOutcomePayoutMode(d.pop("payout_mode"))

        children = LutuOutcomeChildren.from_dict(d.pop("children"))

        banker = d.pop("banker")

        banker_expectation = StickGameExactValue.from_dict(d.pop("banker_expectation"))

        lutu_outcome = cls(
            payout_mode=payout_mode,
            children=children,
            banker=banker,
            banker_expectation=banker_expectation,
        )

        return lutu_outcome
