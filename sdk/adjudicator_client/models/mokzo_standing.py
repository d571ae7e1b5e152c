from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MokzoStanding")


@_attrs_define
class MokzoStanding:
    """
    Attributes:
        seat (int):
        position (int):
        on_summit (bool):
        installed (int): cards on the board (the first tie-break)
        coin (int): the second tie-break
    """

    seat: int
    position: int
    on_summit: bool
    installed: int
    coin: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        position = self.position

        on_summit = self.on_summit

        installed = self.installed

        coin = self.coin

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "position": position,
                "on_summit": on_summit,
                "installed": installed,
                "coin": coin,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        position = d.pop("position")

        on_summit = d.pop("on_summit")

        installed = d.pop("installed")

        coin = d.pop("coin")

        mokzo_standing = cls(
            seat=seat,
            position=position,
            on_summit=on_summit,
            installed=installed,
            coin=coin,
        )

        return mokzo_standing
