from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_card_input import MokzoCardInput


T = TypeVar("T", bound="MokzoInstalledInput")


@_attrs_define
class MokzoInstalledInput:
    """
    Attributes:
        card (MokzoCardInput):
        age (int | Unset): its age: one per activation (a black card expires at 3)
        fresh (bool | Unset): installed this turn: works from the next
        expired (bool | Unset): marked for destruction (checked on input)
    """

    card: MokzoCardInput
    age: int | Unset = UNSET
    fresh: bool | Unset = UNSET
    expired: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        age = self.age

        fresh = self.fresh

        expired = self.expired

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )
        if age is not UNSET:
            field_dict["age"] = age
        if fresh is not UNSET:
            field_dict["fresh"] = fresh
        if expired is not UNSET:
            field_dict["expired"] = expired

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card_input import MokzoCardInput

        d = dict(src_dict)
        card = MokzoCardInput.from_dict(d.pop("card"))

        age = d.pop("age", UNSET)

        fresh = d.pop("fresh", UNSET)

        expired = d.pop("expired", UNSET)

        mokzo_installed_input = cls(
            card=card,
            age=age,
            fresh=fresh,
            expired=expired,
        )

        return mokzo_installed_input
