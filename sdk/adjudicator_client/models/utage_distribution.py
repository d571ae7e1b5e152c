from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.utage_rules import UtageRules
    from ..models.utage_score_probability import UtageScoreProbability


T = TypeVar("T", bound="UtageDistribution")


@_attrs_define
class UtageDistribution:
    """
    Attributes:
        formula (str): the formula's normal form
        n_dice (int):
        outcomes (list[UtageScoreProbability]): every possible score, lowest first (probabilities sum to 1)
        expected (Probability):
        ruleset (UtageRules):
    """

    formula: str
    n_dice: int
    outcomes: list[UtageScoreProbability]
    expected: Probability
    ruleset: UtageRules

    def to_dict(self) -> dict[str, Any]:
        formula = self.formula

        n_dice = self.n_dice

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        expected = self.expected.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "formula": formula,
                "n_dice": n_dice,
                "outcomes": outcomes,
                "expected": expected,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.utage_rules import UtageRules
        from ..models.utage_score_probability import UtageScoreProbability

        d = dict(src_dict)
        formula = d.pop("formula")

        n_dice = d.pop("n_dice")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = UtageScoreProbability.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        expected = Probability.from_dict(d.pop("expected"))

        ruleset = UtageRules.from_dict(d.pop("ruleset"))

        utage_distribution = cls(
            formula=formula,
            n_dice=n_dice,
            outcomes=outcomes,
            expected=expected,
            ruleset=ruleset,
        )

        return utage_distribution
