from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Casts")


@_attrs_define
class Casts:
    """
    Attributes:
        stepping (int | None | Unset): the cast of a step-then-ranged move (its first phase): 0-5, or a chained total
        water_entry (int | None | Unset): >= 3 succeeds
    """

    stepping: int | None | Unset = UNSET
    water_entry: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        stepping: int | None | Unset
        if isinstance(self.stepping, Unset):
            stepping = UNSET
        else:
            stepping = self.stepping

        water_entry: int | None | Unset
        if isinstance(self.water_entry, Unset):
            water_entry = UNSET
        else:
            water_entry = self.water_entry

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if stepping is not UNSET:
            field_dict["stepping"] = stepping
        if water_entry is not UNSET:
            field_dict["water_entry"] = water_entry

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_stepping(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stepping = _parse_stepping(d.pop("stepping", UNSET))

        def _parse_water_entry(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        water_entry = _parse_water_entry(d.pop("water_entry", UNSET))

        casts = cls(
            stepping=stepping,
            water_entry=water_entry,
        )

        return casts
