from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_result_scores import NineResultScores
    from ..models.nine_rules import NineRules


T = TypeVar("T", bound="NineResult")


@_attrs_define
class NineResult:
    """
    Attributes:
        scores (NineResultScores): with the dealer's +1 when the dealer is among the winners
        winners (list[str]):
        ruleset (NineRules):
    """

    scores: NineResultScores
    winners: list[str]
    ruleset: NineRules

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores.to_dict()

        winners = self.winners

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "winners": winners,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_result_scores import NineResultScores
        from ..models.nine_rules import NineRules

        d = dict(src_dict)
        scores = NineResultScores.from_dict(d.pop("scores"))

        winners = cast(list[str], d.pop("winners"))

        ruleset = NineRules.from_dict(d.pop("ruleset"))

        nine_result = cls(
            scores=scores,
            winners=winners,
            ruleset=ruleset,
        )

        return nine_result
