from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_card import MokzoCard


T = TypeVar("T", bound="MokzoInstalled")


@_attrs_define
class MokzoInstalled:
    """
    Attributes:
        card (MokzoCard):
        age (int): its age: one per activation (a black card expires at 3)
        fresh (bool): installed this turn: works from the next
        expired (bool): marked for destruction (checked on input)
    """

    card: MokzoCard
    age: int
    fresh: bool
    expired: bool

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        age = self.age

        fresh = self.fresh

        expired = self.expired

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "age": age,
                "fresh": fresh,
                "expired": expired,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card import MokzoCard

        d = dict(src_dict)
        card = MokzoCard.from_dict(d.pop("card"))

        age = d.pop("age")

        fresh = d.pop("fresh")

        expired = d.pop("expired")

        mokzo_installed = cls(
            card=card,
            age=age,
            fresh=fresh,
            expired=expired,
        )

        return mokzo_installed
