from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.netxiju_solo import NetxijuSolo


T = TypeVar("T", bound="NetxijuAnalysis")


@_attrs_define
class NetxijuAnalysis:
    """
    Attributes:
        drink_on_blocked (bool):
        lines_total (int): cups on the whole path (22)
        analyses (list[NetxijuSolo]):
    """

    drink_on_blocked: bool
    lines_total: int
    analyses: list[NetxijuSolo]

    def to_dict(self) -> dict[str, Any]:
        drink_on_blocked = self.drink_on_blocked

        lines_total = self.lines_total

        analyses = []
        for analyses_item_data in self.analyses:
            analyses_item = analyses_item_data.to_dict()
            analyses.append(analyses_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "drink_on_blocked": drink_on_blocked,
                "lines_total": lines_total,
                "analyses": analyses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_solo import NetxijuSolo

        d = dict(src_dict)
        drink_on_blocked = d.pop("drink_on_blocked")

        lines_total = d.pop("lines_total")

        analyses = []
        _analyses = d.pop("analyses")
        for analyses_item_data in _analyses:
            analyses_item = NetxijuSolo.from_dict(analyses_item_data)

            analyses.append(analyses_item)

        netxiju_analysis = cls(
            drink_on_blocked=drink_on_blocked,
            lines_total=lines_total,
            analyses=analyses,
        )

        return netxiju_analysis
