from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_match import MakhupMatch
    from ..models.makhup_match_answer_ruleset import MakhupMatchAnswerRuleset


T = TypeVar("T", bound="MakhupMatchAnswer")


@_attrs_define
class MakhupMatchAnswer:
    """
    Attributes:
        state (MakhupMatch):
        ruleset (MakhupMatchAnswerRuleset):
    """

    state: MakhupMatch
    ruleset: MakhupMatchAnswerRuleset

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
        from ..models.makhup_match import MakhupMatch
        from ..models.makhup_match_answer_ruleset import MakhupMatchAnswerRuleset

        d = dict(src_dict)
        state = MakhupMatch.from_dict(d.pop("state"))

        ruleset = MakhupMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        makhup_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return makhup_match_answer
