from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_match import TaxotMatch
    from ..models.taxot_match_answer_ruleset import TaxotMatchAnswerRuleset


T = TypeVar("T", bound="TaxotMatchAnswer")


@_attrs_define
class TaxotMatchAnswer:
    """
    Attributes:
        state (TaxotMatch):
        ruleset (TaxotMatchAnswerRuleset):
    """

    state: TaxotMatch
    ruleset: TaxotMatchAnswerRuleset

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_match import TaxotMatch
        from ..models.taxot_match_answer_ruleset import TaxotMatchAnswerRuleset

        d = dict(src_dict)
        state = TaxotMatch.from_dict(d.pop("state"))

        ruleset = TaxotMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        taxot_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return taxot_match_answer
