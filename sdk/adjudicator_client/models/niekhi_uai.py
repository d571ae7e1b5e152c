from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NiekhiUai")


@_attrs_define
class NiekhiUai:
    """
    Attributes:
        remove (str | Unset): a kind, e.g. 馬
        take (str | Unset): a card to take from the discard pile Example: 黒馬.
    """

    remove: str | Unset = UNSET
    take: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        remove = self.remove

        take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if remove is not UNSET:
            field_dict["remove"] = remove
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        remove = d.pop("remove", UNSET)

        take = d.pop("take", UNSET)

        niekhi_uai = cls(
            remove=remove,
            take=take,
        )

        return niekhi_uai
