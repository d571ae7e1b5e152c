from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MokzoNodeInput")


@_attrs_define
class MokzoNodeInput:
    """
    Attributes:
        boost (bool | Unset): an orange node (皇処): +1 square when moving from it
        river (bool | Unset): a river node: leaving it may cost 1 more
    """

    boost: bool | Unset = UNSET
    river: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        boost = self.boost

        river = self.river

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if boost is not UNSET:
            field_dict["boost"] = boost
        if river is not UNSET:
            field_dict["river"] = river

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        boost = d.pop("boost", UNSET)

        river = d.pop("river", UNSET)

        mokzo_node_input = cls(
            boost=boost,
            river=river,
        )

        return mokzo_node_input
