from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PaperCetkaikWildInput")


@_attrs_define
class PaperCetkaikWildInput:
    """
    Attributes:
        card (str | Unset):
        as_ (str | Unset):
    """

    card: str | Unset = UNSET
    as_: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        as_ = self.as_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card
        if as_ is not UNSET:
            field_dict["as"] = as_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        as_ = d.pop("as", UNSET)

        paper_cetkaik_wild_input = cls(
            card=card,
            as_=as_,
        )

        return paper_cetkaik_wild_input
