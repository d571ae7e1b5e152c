from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.netxiju_rules import NetxijuRules
    from ..models.netxiju_throw_outcome import NetxijuThrowOutcome


T = TypeVar("T", bound="NetxijuOutcomes")


@_attrs_define
class NetxijuOutcomes:
    """
    Attributes:
        outcomes (list[NetxijuThrowOutcome]): one per possible cast; the probabilities sum to 1
        ruleset (NetxijuRules):
    """

    outcomes: list[NetxijuThrowOutcome]
    ruleset: NetxijuRules

    def to_dict(self) -> dict[str, Any]:
        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcomes": outcomes,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_rules import NetxijuRules
        from ..models.netxiju_throw_outcome import NetxijuThrowOutcome

        d = dict(src_dict)
        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = NetxijuThrowOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        ruleset = NetxijuRules.from_dict(d.pop("ruleset"))

        netxiju_outcomes = cls(
            outcomes=outcomes,
            ruleset=ruleset,
        )

        return netxiju_outcomes
