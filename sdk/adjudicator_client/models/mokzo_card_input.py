from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mokzo_card_input_colour import MokzoCardInputColour
from ..models.mokzo_card_input_kind import MokzoCardInputKind

T = TypeVar("T", bound="MokzoCardInput")


@_attrs_define
class MokzoCardInput:
    """
    Attributes:
        id (str): the card's id, unique in the game Example: b.maun.1.
        kind (MokzoCardInputKind): its kind (romanised or CJK on input)
        colour (MokzoCardInputColour): its colour
    """

    id: str
    kind: MokzoCardInputKind
    colour: MokzoCardInputColour

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

        kind = MokzoCardInputKind(d.pop("kind"))

        colour = MokzoCardInputColour(d.pop("colour"))

        mokzo_card_input = cls(
            id=id,
            kind=kind,
            colour=colour,
        )

        return mokzo_card_input
