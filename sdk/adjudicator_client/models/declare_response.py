from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.declaration_outcome import DeclarationOutcome
    from ..models.effective_ruleset import EffectiveRuleset


T = TypeVar("T", bound="DeclareResponse")


@_attrs_define
class DeclareResponse:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        outcomes (list[DeclarationOutcome]):
        ruleset (EffectiveRuleset):
    """

    legal: bool
    reason: None | str
    outcomes: list[DeclarationOutcome]
    ruleset: EffectiveRuleset

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "outcomes": outcomes,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.declaration_outcome import DeclarationOutcome
        from ..models.effective_ruleset import EffectiveRuleset

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = DeclarationOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        declare_response = cls(
            legal=legal,
            reason=reason,
            outcomes=outcomes,
            ruleset=ruleset,
        )

        return declare_response
