from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.letiles_placement import LetilesPlacement
    from ..models.letiles_rules import LetilesRules


T = TypeVar("T", bound="LetilesPlacementVerdict")


@_attrs_define
class LetilesPlacementVerdict:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        cells (list[list[int]]): the cells the tile covers, as [x, y] pairs
        shared_edges (int): unit edges shared with the table
        placement (LetilesPlacement):
        ruleset (LetilesRules):
    """

    legal: bool
    reason: None | str
    cells: list[list[int]]
    shared_edges: int
    placement: LetilesPlacement
    ruleset: LetilesRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data

            cells.append(cells_item)

        shared_edges = self.shared_edges

        placement = self.placement.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "cells": cells,
                "shared_edges": shared_edges,
                "placement": placement,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_placement import LetilesPlacement
        from ..models.letiles_rules import LetilesRules

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = cast(list[int], cells_item_data)

            cells.append(cells_item)

        shared_edges = d.pop("shared_edges")

        placement = LetilesPlacement.from_dict(d.pop("placement"))

        ruleset = LetilesRules.from_dict(d.pop("ruleset"))

        letiles_placement_verdict = cls(
            legal=legal,
            reason=reason,
            cells=cells,
            shared_edges=shared_edges,
            placement=placement,
            ruleset=ruleset,
        )

        return letiles_placement_verdict
