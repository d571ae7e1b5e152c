from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_move_kind import LauzaitCepMoveKind
    from ..models.lauzait_cep_position import LauzaitCepPosition


T = TypeVar("T", bound="LauzaitCepCompactHirings")


@_attrs_define
class LauzaitCepCompactHirings:
    """
    Attributes:
        position (LauzaitCepPosition):
        discards (list[str]): the discard of each option, in order Example: ['G3', 'G4', 'J'].
        reasons (list[None | str]): for each option, why it is refused, or null when it is legal
        move_counts (list[int]): for each option, how many of the moves (in column order) are its own
        origins (list[str]): each move's from
        destinations (list[str]): each move's to
        kind_indices (list[int]): for each move, the index of its kind in kinds
        kinds (list[LauzaitCepMoveKind]): each distinct kind of move (water and outcomes), once
    """

    position: LauzaitCepPosition
    discards: list[str]
    reasons: list[None | str]
    move_counts: list[int]
    origins: list[str]
    destinations: list[str]
    kind_indices: list[int]
    kinds: list[LauzaitCepMoveKind]

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        discards = self.discards

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item: None | str
            reasons_item = reasons_item_data
            reasons.append(reasons_item)

        move_counts = self.move_counts

        origins = self.origins

        destinations = self.destinations

        kind_indices = self.kind_indices

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.to_dict()
            kinds.append(kinds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "discards": discards,
                "reasons": reasons,
                "move_counts": move_counts,
                "origins": origins,
                "destinations": destinations,
                "kind_indices": kind_indices,
                "kinds": kinds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_move_kind import LauzaitCepMoveKind
        from ..models.lauzait_cep_position import LauzaitCepPosition

        d = dict(src_dict)
        position = LauzaitCepPosition.from_dict(d.pop("position"))

        discards = cast(list[str], d.pop("discards"))

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:

            def _parse_reasons_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            reasons_item = _parse_reasons_item(reasons_item_data)

            reasons.append(reasons_item)

        move_counts = cast(list[int], d.pop("move_counts"))

        origins = cast(list[str], d.pop("origins"))

        destinations = cast(list[str], d.pop("destinations"))

        kind_indices = cast(list[int], d.pop("kind_indices"))

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = LauzaitCepMoveKind.from_dict(kinds_item_data)

            kinds.append(kinds_item)

        lauzait_cep_compact_hirings = cls(
            position=position,
            discards=discards,
            reasons=reasons,
            move_counts=move_counts,
            origins=origins,
            destinations=destinations,
            kind_indices=kind_indices,
            kinds=kinds,
        )

        return lauzait_cep_compact_hirings
