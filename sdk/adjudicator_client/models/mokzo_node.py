from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MokzoNode")


@_attrs_define
class MokzoNode:
    """
    Attributes:
        boost (bool): an orange node (皇処): +1 square when moving from it
        river (bool): a river node: leaving it may cost 1 more
    """

    boost: bool
    river: bool

    def to_dict(self) -> dict[str, Any]:
        boost = self.boost

        river = self.river

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "boost": boost,
                "river": river,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        boost = d.pop("boost")

        river = d.pop("river")

        mokzo_node = cls(
            boost=boost,
            river=river,
        )

        return mokzo_node
