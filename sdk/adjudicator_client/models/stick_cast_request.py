from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StickCastRequest")


@_attrs_define
class StickCastRequest:
    """
    Attributes:
        sticks (int | Unset):  Default: 5.
        count (int | Unset): number of casts Default: 1.
        seed (int | None | Unset): makes the casts reproducible; without it they are random and never cached
    """

    sticks: int | Unset = 5
    count: int | Unset = 1
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sticks = self.sticks

        count = self.count

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if sticks is not UNSET:
            field_dict["sticks"] = sticks
        if count is not UNSET:
            field_dict["count"] = count
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sticks = d.pop("sticks", UNSET)

        count = d.pop("count", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        stick_cast_request = cls(
            sticks=sticks,
            count=count,
            seed=seed,
        )

        return stick_cast_request
