from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_position import LauzaitCepPosition
    from ..models.probability import Probability


T = TypeVar("T", bound="LauzaitCepOutcome")


@_attrs_define
class LauzaitCepOutcome:
    """
    Attributes:
        casts (list[int]): the five sticks' results (marked faces) leading here; empty when no throw is needed
        probability (Probability):
        obtained (str): the piece the player obtains Example: G3.
        position (LauzaitCepPosition | None): the position afterwards (same Day); null when left out
    """

    casts: list[int]
    probability: Probability
    obtained: str
    position: LauzaitCepPosition | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_position import LauzaitCepPosition

        casts = self.casts

        probability = self.probability.to_dict()

        obtained = self.obtained

        position: dict[str, Any] | None
        if isinstance(self.position, LauzaitCepPosition):
            position = self.position.to_dict()
        else:
            position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "casts": casts,
                "probability": probability,
                "obtained": obtained,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_position import LauzaitCepPosition
        from ..models.probability import Probability

        d = dict(src_dict)
        casts = cast(list[int], d.pop("casts"))

        probability = Probability.from_dict(d.pop("probability"))

        obtained = d.pop("obtained")

        def _parse_position(data: object) -> LauzaitCepPosition | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = LauzaitCepPosition.from_dict(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitCepPosition | None, data)

        position = _parse_position(d.pop("position"))

        lauzait_cep_outcome = cls(
            casts=casts,
            probability=probability,
            obtained=obtained,
            position=position,
        )

        return lauzait_cep_outcome
