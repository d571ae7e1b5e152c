from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        over (bool):
        winners (list[int]): the seats that won (every seat of a draw; empty while the game goes on)
        scores (list[str]): each seat's score or net amount so far, in seat order, as an exact amount ('12', '-3/2');
            empty where the game keeps none
    """

    over: bool
    winners: list[int]
    scores: list[str]

    def to_dict(self) -> dict[str, Any]:
        over = self.over

        winners = self.winners

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "over": over,
                "winners": winners,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        over = d.pop("over")

        winners = cast(list[int], d.pop("winners"))

        scores = cast(list[str], d.pop("scores"))

        result = cls(
            over=over,
            winners=winners,
            scores=scores,
        )

        return result
