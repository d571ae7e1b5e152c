from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.netxiju_landing import NetxijuLanding


T = TypeVar("T", bound="NetxijuLandings")


@_attrs_define
class NetxijuLandings:
    """
    Attributes:
        randomizer (str):
        landings (list[NetxijuLanding]):
    """

    randomizer: str
    landings: list[NetxijuLanding]

    def to_dict(self) -> dict[str, Any]:
        randomizer = self.randomizer

        landings = []
        for landings_item_data in self.landings:
            landings_item = landings_item_data.to_dict()
            landings.append(landings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "randomizer": randomizer,
                "landings": landings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_landing import NetxijuLanding

        d = dict(src_dict)
        randomizer = d.pop("randomizer")

        landings = []
        _landings = d.pop("landings")
        for landings_item_data in _landings:
            landings_item = NetxijuLanding.from_dict(landings_item_data)

            landings.append(landings_item)

        netxiju_landings = cls(
            randomizer=randomizer,
            landings=landings,
        )

        return netxiju_landings
