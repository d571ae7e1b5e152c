from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.renkeki_advice_decision import RenkekiAdviceDecision

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiAdvice")


@_attrs_define
class RenkekiAdvice:
    """
    Attributes:
        decision (RenkekiAdviceDecision):
        share_if_bank (Probability):
        share_if_throw (Probability):
        ruleset (RenkekiRules):
    """

    decision: RenkekiAdviceDecision
    share_if_bank: Probability
    share_if_throw: Probability
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        share_if_bank = self.share_if_bank.to_dict()

        share_if_throw = self.share_if_throw.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
                "share_if_bank": share_if_bank,
                "share_if_throw": share_if_throw,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        decision = RenkekiAdviceDecision(d.pop("decision"))

        share_if_bank = Probability.from_dict(d.pop("share_if_bank"))

        share_if_throw = Probability.from_dict(d.pop("share_if_throw"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_advice = cls(
            decision=decision,
            share_if_bank=share_if_bank,
            share_if_throw=share_if_throw,
            ruleset=ruleset,
        )

        return renkeki_advice
