from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_match import NamtouMatch
    from ..models.namtou_match_answer_ruleset import NamtouMatchAnswerRuleset


T = TypeVar("T", bound="NamtouMatchAnswer")


@_attrs_define
class NamtouMatchAnswer:
    """
    Attributes:
        state (NamtouMatch):
        ruleset (NamtouMatchAnswerRuleset):
    """

    state: NamtouMatch
    ruleset: NamtouMatchAnswerRuleset

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
        from ..models.namtou_match import NamtouMatch
        from ..models.namtou_match_answer_ruleset import NamtouMatchAnswerRuleset

        d = dict(src_dict)
        state = NamtouMatch.from_dict(d.pop("state"))

        ruleset = NamtouMatchAnswerRuleset.from_dict(d.pop("ruleset"))

        namtou_match_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return namtou_match_answer
