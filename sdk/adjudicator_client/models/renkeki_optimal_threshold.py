from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.renkeki_rules import RenkekiRules
    from ..models.renkeki_threshold_value import RenkekiThresholdValue
    from ..models.stick_game_exact_value import StickGameExactValue


T = TypeVar("T", bound="RenkekiOptimalThreshold")


@_attrs_define
class RenkekiOptimalThreshold:
    """
    Attributes:
        threshold (int): 13 with the default rules
        expected (StickGameExactValue):
        expected_by_threshold (list[RenkekiThresholdValue]): thresholds 0 .. optimum + 7
        marginal_gain (StickGameExactValue):
        argument (str): why the threshold is optimal
        ruleset (RenkekiRules):
    """

    threshold: int
    expected: StickGameExactValue
    expected_by_threshold: list[RenkekiThresholdValue]
    marginal_gain: StickGameExactValue
    argument: str
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        threshold = self.threshold

        expected = self.expected.to_dict()

        expected_by_threshold = []
        for expected_by_threshold_item_data in self.expected_by_threshold:
            expected_by_threshold_item = expected_by_threshold_item_data.to_dict()
            expected_by_threshold.append(expected_by_threshold_item)

        marginal_gain = self.marginal_gain.to_dict()

        argument = self.argument

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "threshold": threshold,
                "expected": expected,
                "expected_by_threshold": expected_by_threshold,
                "marginal_gain": marginal_gain,
                "argument": argument,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules import RenkekiRules
        from ..models.renkeki_threshold_value import RenkekiThresholdValue
        from ..models.stick_game_exact_value import StickGameExactValue

        d = dict(src_dict)
        threshold = d.pop("threshold")

        expected = StickGameExactValue.from_dict(d.pop("expected"))

        expected_by_threshold = []
        _expected_by_threshold = d.pop("expected_by_threshold")
        for expected_by_threshold_item_data in _expected_by_threshold:
            expected_by_threshold_item = RenkekiThresholdValue.from_dict(
                expected_by_threshold_item_data
            )

            expected_by_threshold.append(expected_by_threshold_item)

        marginal_gain = StickGameExactValue.from_dict(d.pop("marginal_gain"))

        argument = d.pop("argument")

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_optimal_threshold = cls(
            threshold=threshold,
            expected=expected,
            expected_by_threshold=expected_by_threshold,
            marginal_gain=marginal_gain,
            argument=argument,
            ruleset=ruleset,
        )

        return renkeki_optimal_threshold
