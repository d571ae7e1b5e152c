from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PaperCetkaikWild")


@_attrs_define
class PaperCetkaikWild:
    """
    Attributes:
        card (str):
        as_ (str):
    """

    card: str
    as_: str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        as_ = self.as_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "as": as_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        as_ = d.pop("as")

        paper_cetkaik_wild = cls(
            card=card,
            as_=as_,
        )

        return paper_cetkaik_wild
