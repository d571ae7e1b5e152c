from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UtageStanding")


@_attrs_define
class UtageStanding:
    """
    Attributes:
        seat (int):
        name (str):
        cups (int):
        disqualified (bool):
    """

    seat: int
    name: str
    cups: int
    disqualified: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        cups = self.cups

        disqualified = self.disqualified

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "cups": cups,
                "disqualified": disqualified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        cups = d.pop("cups")

        disqualified = d.pop("disqualified")

        utage_standing = cls(
            seat=seat,
            name=name,
            cups=cups,
            disqualified=disqualified,
        )

        return utage_standing
