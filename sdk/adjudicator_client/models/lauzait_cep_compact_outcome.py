from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_compact_outcome_obtained import (
    LauzaitCepCompactOutcomeObtained,
)

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="LauzaitCepCompactOutcome")


@_attrs_define
class LauzaitCepCompactOutcome:
    """
    Attributes:
        casts (list[int]): the five sticks' results leading here; empty when no throw is needed
        probability (Probability):
        obtained (LauzaitCepCompactOutcomeObtained): target: the mover reaches the destination and the player obtains
            the piece there; mover: the player obtains the moving piece, the destination keeps its piece
    """

    casts: list[int]
    probability: Probability
    obtained: LauzaitCepCompactOutcomeObtained

    def to_dict(self) -> dict[str, Any]:
        casts = self.casts

        probability = self.probability.to_dict()

        obtained = self.obtained.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "casts": casts,
                "probability": probability,
                "obtained": obtained,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        casts = cast(list[int], d.pop("casts"))

        probability = Probability.from_dict(d.pop("probability"))

        obtained = LauzaitCepCompactOutcomeObtained(d.pop("obtained"))

        lauzait_cep_compact_outcome = cls(
            casts=casts,
            probability=probability,
            obtained=obtained,
        )

        return lauzait_cep_compact_outcome
