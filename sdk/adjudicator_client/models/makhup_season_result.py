from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_season_result_net import MakhupSeasonResultNet


T = TypeVar("T", bound="MakhupSeasonResult")


@_attrs_define
class MakhupSeasonResult:
    """
    Attributes:
        winners (list[str]): who played out, or the fewest cards once all passed
        net (MakhupSeasonResultNet): player -> points this season gave (whole numbers, as exact amounts: strings)
        next_dealer (str):
    """

    winners: list[str]
    net: MakhupSeasonResultNet
    next_dealer: str

    def to_dict(self) -> dict[str, Any]:
        winners = self.winners

        net = self.net.to_dict()

        next_dealer = self.next_dealer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winners": winners,
                "net": net,
                "next_dealer": next_dealer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_season_result_net import MakhupSeasonResultNet

        d = dict(src_dict)
        winners = cast(list[str], d.pop("winners"))

        net = MakhupSeasonResultNet.from_dict(d.pop("net"))

        next_dealer = d.pop("next_dealer")

        makhup_season_result = cls(
            winners=winners,
            net=net,
            next_dealer=next_dealer,
        )

        return makhup_season_result
