from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MokzoCardTargetInput")


@_attrs_define
class MokzoCardTargetInput:
    """
    Attributes:
        seat (int | Unset):
        card (str | Unset):
    """

    seat: int | Unset = UNSET
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if seat is not UNSET:
            field_dict["seat"] = seat
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        card = d.pop("card", UNSET)

        mokzo_card_target_input = cls(
            seat=seat,
            card=card,
        )

        return mokzo_card_target_input
