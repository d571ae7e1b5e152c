from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_node import MokzoNode


T = TypeVar("T", bound="MokzoRoute")


@_attrs_define
class MokzoRoute:
    """
    Attributes:
        nodes (list[MokzoNode]): the nodes, start first, summit last
    """

    nodes: list[MokzoNode]

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
        from ..models.mokzo_node import MokzoNode

        d = dict(src_dict)
        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = MokzoNode.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        mokzo_route = cls(
            nodes=nodes,
        )

        return mokzo_route
