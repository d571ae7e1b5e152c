from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_match import MokkaikMatch
    from ..models.mokkaik_match_answer_ruleset import MokkaikMatchAnswerRuleset


T = TypeVar("T", bound="MokkaikMatchAnswer")


@_attrs_define
class MokkaikMatchAnswer:
    """
    Attributes:
        state (MokkaikMatch):
        ruleset (MokkaikMatchAnswerRuleset):
    """

    state: MokkaikMatch
    ruleset: MokkaikMatchAnswerRuleset

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
        from ..models.mokkaik_match import MokkaikMatch
        from ..models.mokkaik_match_answer_ruleset import MokkaikMatchAnswerRuleset

        d = dict(src_dict)
        state = MokkaikMatch.from_dict(d.pop("state"))

        ruleset = MokkaikMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        mokkaik_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return mokkaik_match_answer
