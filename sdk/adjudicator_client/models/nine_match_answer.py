from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_match import NineMatch
    from ..models.nine_match_answer_ruleset import NineMatchAnswerRuleset


T = TypeVar("T", bound="NineMatchAnswer")


@_attrs_define
class NineMatchAnswer:
    """
    Attributes:
        state (NineMatch):
        ruleset (NineMatchAnswerRuleset):
    """

    state: NineMatch
    ruleset: NineMatchAnswerRuleset

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
        from ..models.nine_match import NineMatch
        from ..models.nine_match_answer_ruleset import NineMatchAnswerRuleset

        d = dict(src_dict)
        state = NineMatch.from_dict(d.pop("state"))

        ruleset = NineMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        nine_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return nine_match_answer
