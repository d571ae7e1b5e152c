from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_match import NiekhiMatch
    from ..models.niekhi_match_answer_ruleset import NiekhiMatchAnswerRuleset


T = TypeVar("T", bound="NiekhiMatchAnswer")


@_attrs_define
class NiekhiMatchAnswer:
    """
    Attributes:
        state (NiekhiMatch):
        ruleset (NiekhiMatchAnswerRuleset):
    """

    state: NiekhiMatch
    ruleset: NiekhiMatchAnswerRuleset

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
        from ..models.niekhi_match import NiekhiMatch
        from ..models.niekhi_match_answer_ruleset import NiekhiMatchAnswerRuleset

        d = dict(src_dict)
        state = NiekhiMatch.from_dict(d.pop("state"))

        ruleset = NiekhiMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        niekhi_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return niekhi_match_answer
