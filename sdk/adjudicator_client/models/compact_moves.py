from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.move_annotations import MoveAnnotations


T = TypeVar("T", bound="CompactMoves")


@_attrs_define
class CompactMoves:
    """
    Attributes:
        notations (list[str]): the 片 notation of each legal move, in order
        annotation_indices (list[int]): for each move (same order as notations), the index of its annotations
        annotations (list[MoveAnnotations]): each distinct set of annotations of the listed moves, once
    """

    notations: list[str]
    annotation_indices: list[int]
    annotations: list[MoveAnnotations]

    def to_dict(self) -> dict[str, Any]:
        notations = self.notations

        annotation_indices = self.annotation_indices

        annotations = []
        for annotations_item_data in self.annotations:
            annotations_item = annotations_item_data.to_dict()
            annotations.append(annotations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "notations": notations,
                "annotation_indices": annotation_indices,
                "annotations": annotations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.move_annotations import MoveAnnotations

        d = dict(src_dict)
        notations = cast(list[str], d.pop("notations"))

        annotation_indices = cast(list[int], d.pop("annotation_indices"))

        annotations = []
        _annotations = d.pop("annotations")
        for annotations_item_data in _annotations:
            annotations_item = MoveAnnotations.from_dict(annotations_item_data)

            annotations.append(annotations_item)

        compact_moves = cls(
            notations=notations,
            annotation_indices=annotation_indices,
            annotations=annotations,
        )

        return compact_moves
