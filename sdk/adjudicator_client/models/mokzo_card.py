from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mokzo_card_colour import MokzoCardColour
from ..models.mokzo_card_kind import MokzoCardKind

T = TypeVar("T", bound="MokzoCard")


@_attrs_define
class MokzoCard:
    """
    Attributes:
        id (str): the card's id, unique in the game Example: b.maun.1.
        kind (MokzoCardKind): its kind (romanised or CJK on input)
        colour (MokzoCardColour): its colour
    """

    id: str
    kind: MokzoCardKind
    colour: MokzoCardColour

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        colour = self.colour.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "colour": colour,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = MokzoCardKind(d.pop("kind"))

        colour = MokzoCardColour(d.pop("colour"))

        mokzo_card = cls(
            id=id,
            kind=kind,
            colour=colour,
        )

        return mokzo_card
