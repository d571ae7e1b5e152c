from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PaperCetkaikKind")


@_attrs_define
class PaperCetkaikKind:
    """
    Attributes:
        kind (str): canonical name, e.g. Maun1
        glyph (str): e.g. 馬
        strength (int): 船 -1, 無 0 … 将 8, 王 = 皇 9
        number (int | None): 無 0 … 将 8 (sequences); null for 船, 王, 皇
        copies_per_colour (int):
    """

    kind: str
    glyph: str
    strength: int
    number: int | None
    copies_per_colour: int

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        glyph = self.glyph

        strength = self.strength

        number: int | None
        number = self.number

        copies_per_colour = self.copies_per_colour

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "glyph": glyph,
                "strength": strength,
                "number": number,
                "copies_per_colour": copies_per_colour,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        glyph = d.pop("glyph")

        strength = d.pop("strength")

        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))

        copies_per_colour = d.pop("copies_per_colour")

        paper_cetkaik_kind = cls(
            kind=kind,
            glyph=glyph,
            strength=strength,
            number=number,
            copies_per_colour=copies_per_colour,
        )

        return paper_cetkaik_kind
