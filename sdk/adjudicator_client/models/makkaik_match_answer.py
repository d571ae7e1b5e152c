from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_match import MakkaikMatch
    from ..models.makkaik_match_answer_ruleset import MakkaikMatchAnswerRuleset


T = TypeVar("T", bound="MakkaikMatchAnswer")


@_attrs_define
class MakkaikMatchAnswer:
    """
    Attributes:
        state (MakkaikMatch):
        ruleset (MakkaikMatchAnswerRuleset):
    """

    state: MakkaikMatch
    ruleset: MakkaikMatchAnswerRuleset

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
        from ..models.makkaik_match import MakkaikMatch
        from ..models.makkaik_match_answer_ruleset import MakkaikMatchAnswerRuleset

        d = dict(src_dict)
        state = MakkaikMatch.from_dict(d.pop("state"))

        ruleset = MakkaikMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        makkaik_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return makkaik_match_answer
