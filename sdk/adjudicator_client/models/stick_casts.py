from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.stick_cast import StickCast


T = TypeVar("T", bound="StickCasts")


@_attrs_define
class StickCasts:
    """
    Attributes:
        sticks (int):
        seed (int | None):
        casts (list[StickCast]):
        totals (list[int]):
    """

    sticks: int
    seed: int | None
    casts: list[StickCast]
    totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        sticks = self.sticks

        seed: int | None
        seed = self.seed

        casts = []
        for casts_item_data in self.casts:
            casts_item = casts_item_data.to_dict()
            casts.append(casts_item)

        totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sticks": sticks,
                "seed": seed,
                "casts": casts,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stick_cast import StickCast

        d = dict(src_dict)
        sticks = d.pop("sticks")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        casts = []
        _casts = d.pop("casts")
        for casts_item_data in _casts:
            casts_item = StickCast.from_dict(casts_item_data)

            casts.append(casts_item)

        totals = cast(list[int], d.pop("totals"))

        stick_casts = cls(
            sticks=sticks,
            seed=seed,
            casts=casts,
            totals=totals,
        )

        return stick_casts
