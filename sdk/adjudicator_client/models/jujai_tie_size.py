from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="JujaiTieSize")


@_attrs_define
class JujaiTieSize:
    """
    Attributes:
        players (int):
        probability (Probability):
    """

    players: int
    probability: Probability

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        probability = self.probability.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "probability": probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        players = d.pop("players")

        probability = Probability.from_dict(d.pop("probability"))

        jujai_tie_size = cls(
            players=players,
            probability=probability,
        )

        return jujai_tie_size
