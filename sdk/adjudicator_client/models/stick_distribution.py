from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.stick_outcome import StickOutcome


T = TypeVar("T", bound="StickDistribution")


@_attrs_define
class StickDistribution:
    """
    Attributes:
        sticks (int):
        outcomes (list[StickOutcome]):
    """

    sticks: int
    outcomes: list[StickOutcome]

    def to_dict(self) -> dict[str, Any]:
        sticks = self.sticks

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sticks": sticks,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stick_outcome import StickOutcome

        d = dict(src_dict)
        sticks = d.pop("sticks")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = StickOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        stick_distribution = cls(
            sticks=sticks,
            outcomes=outcomes,
        )

        return stick_distribution
