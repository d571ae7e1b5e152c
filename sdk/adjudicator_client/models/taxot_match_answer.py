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
        match (TaxotMatch):
        ruleset (TaxotMatchAnswerRuleset):
    """

    match: TaxotMatch
    ruleset: TaxotMatchAnswerRuleset

    def to_dict(self) -> dict[str, Any]:
        match = self.match.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "match": match,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_match import TaxotMatch
        from ..models.taxot_match_answer_ruleset import TaxotMatchAnswerRuleset

        d = dict(src_dict)
        match = TaxotMatch.from_dict(d.pop("match"))

        ruleset = TaxotMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        taxot_match_answer = cls(
            match=match,
            ruleset=ruleset,
        )

        return taxot_match_answer
