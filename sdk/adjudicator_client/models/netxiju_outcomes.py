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
        outcomes (list[NetxijuThrowOutcome]): one per possible throw; the probabilities sum to 1
        rules (NetxijuRules):
    """

    outcomes: list[NetxijuThrowOutcome]
    rules: NetxijuRules

    def to_dict(self) -> dict[str, Any]:
        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcomes": outcomes,
                "rules": rules,
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

        rules = NetxijuRules.from_dict(d.pop("rules"))

        netxiju_outcomes = cls(
            outcomes=outcomes,
            rules=rules,
        )

        return netxiju_outcomes
