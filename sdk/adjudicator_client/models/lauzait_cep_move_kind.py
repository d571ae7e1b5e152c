from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_compact_outcome import LauzaitCepCompactOutcome


T = TypeVar("T", bound="LauzaitCepMoveKind")


@_attrs_define
class LauzaitCepMoveKind:
    """
    Attributes:
        water (bool):
        outcomes (list[LauzaitCepCompactOutcome]): in the full form's order
    """

    water: bool
    outcomes: list[LauzaitCepCompactOutcome]

    def to_dict(self) -> dict[str, Any]:
        water = self.water

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "water": water,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_compact_outcome import LauzaitCepCompactOutcome

        d = dict(src_dict)
        water = d.pop("water")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = LauzaitCepCompactOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        lauzait_cep_move_kind = cls(
            water=water,
            outcomes=outcomes,
        )

        return lauzait_cep_move_kind
