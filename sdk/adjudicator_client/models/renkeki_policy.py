from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.renkeki_result_probability import RenkekiResultProbability
    from ..models.renkeki_rules import RenkekiRules
    from ..models.stick_game_exact_value import StickGameExactValue


T = TypeVar("T", bound="RenkekiPolicy")


@_attrs_define
class RenkekiPolicy:
    """
    Attributes:
        threshold (int):
        distribution (list[RenkekiResultProbability]): every possible result; the probabilities sum to 1
        expected (StickGameExactValue):
        bust_probability (Probability):
        ruleset (RenkekiRules):
    """

    threshold: int
    distribution: list[RenkekiResultProbability]
    expected: StickGameExactValue
    bust_probability: Probability
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        threshold = self.threshold

        distribution = []
        for distribution_item_data in self.distribution:
            distribution_item = distribution_item_data.to_dict()
            distribution.append(distribution_item)

        expected = self.expected.to_dict()

        bust_probability = self.bust_probability.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "threshold": threshold,
                "distribution": distribution,
                "expected": expected,
                "bust_probability": bust_probability,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.renkeki_result_probability import RenkekiResultProbability
        from ..models.renkeki_rules import RenkekiRules
        from ..models.stick_game_exact_value import StickGameExactValue

        d = dict(src_dict)
        threshold = d.pop("threshold")

        distribution = []
        _distribution = d.pop("distribution")
        for distribution_item_data in _distribution:
            distribution_item = RenkekiResultProbability.from_dict(
                distribution_item_data
            )

            distribution.append(distribution_item)

        expected = StickGameExactValue.from_dict(d.pop("expected"))

        bust_probability = Probability.from_dict(d.pop("bust_probability"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_policy = cls(
            threshold=threshold,
            distribution=distribution,
            expected=expected,
            bust_probability=bust_probability,
            ruleset=ruleset,
        )

        return renkeki_policy
