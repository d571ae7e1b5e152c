from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability


T = TypeVar("T", bound="LauzaitCepProbabilities")


@_attrs_define
class LauzaitCepProbabilities:
    """
    Attributes:
        players (int):
        jokers_within_piece_set (bool):
        complete (Probability):
        well_balanced_given_complete (Probability):
        stuck (Probability):
        assumptions (list[str]):
    """

    players: int
    jokers_within_piece_set: bool
    complete: Probability
    well_balanced_given_complete: Probability
    stuck: Probability
    assumptions: list[str]

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        jokers_within_piece_set = self.jokers_within_piece_set

        complete = self.complete.to_dict()

        well_balanced_given_complete = self.well_balanced_given_complete.to_dict()

        stuck = self.stuck.to_dict()

        assumptions = self.assumptions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "jokers_within_piece_set": jokers_within_piece_set,
                "complete": complete,
                "well_balanced_given_complete": well_balanced_given_complete,
                "stuck": stuck,
                "assumptions": assumptions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability

        d = dict(src_dict)
        players = d.pop("players")

        jokers_within_piece_set = d.pop("jokers_within_piece_set")

        complete = Probability.from_dict(d.pop("complete"))

        well_balanced_given_complete = Probability.from_dict(
            d.pop("well_balanced_given_complete")
        )

        stuck = Probability.from_dict(d.pop("stuck"))

        assumptions = cast(list[str], d.pop("assumptions"))

        lauzait_cep_probabilities = cls(
            players=players,
            jokers_within_piece_set=jokers_within_piece_set,
            complete=complete,
            well_balanced_given_complete=well_balanced_given_complete,
            stuck=stuck,
            assumptions=assumptions,
        )

        return lauzait_cep_probabilities
