from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UtageSeatScore")


@_attrs_define
class UtageSeatScore:
    """
    Attributes:
        seat (int):
        score (int):
    """

    seat: int
    score: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        score = d.pop("score")

        utage_seat_score = cls(
            seat=seat,
            score=score,
        )

        return utage_seat_score
