from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_node_input import MokzoNodeInput


T = TypeVar("T", bound="MokzoRouteInput")


@_attrs_define
class MokzoRouteInput:
    """
    Attributes:
        nodes (list[MokzoNodeInput]): the nodes, start first, summit last
    """

    nodes: list[MokzoNodeInput]

    def to_dict(self) -> dict[str, Any]:
        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "nodes": nodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_node_input import MokzoNodeInput

        d = dict(src_dict)
        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = MokzoNodeInput.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        mokzo_route_input = cls(
            nodes=nodes,
        )

        return mokzo_route_input
