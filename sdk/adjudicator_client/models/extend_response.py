from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.extend_response_state import ExtendResponseState

if TYPE_CHECKING:
    from ..models.canonical_position import CanonicalPosition
    from ..models.declaration_outcome import DeclarationOutcome
    from ..models.effective_ruleset import EffectiveRuleset
    from ..models.outcome import Outcome


T = TypeVar("T", bound="ExtendResponse")


@_attrs_define
class ExtendResponse:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        record (str): the record with the play (unchanged if illegal)
        added (str): exactly the text the play appended
        header (None | str): the new 一位色 header item, when the play named a season's first mover there
        position (CanonicalPosition):
        position_text (str):
        state (ExtendResponseState): where the game stands after the play
        outcome (None | Outcome): a movement
        declaration (DeclarationOutcome | None): a declaration
        ruleset (EffectiveRuleset):
    """

    legal: bool
    reason: None | str
    record: str
    added: str
    header: None | str
    position: CanonicalPosition
    position_text: str
    state: ExtendResponseState
    outcome: None | Outcome
    declaration: DeclarationOutcome | None
    ruleset: EffectiveRuleset

    def to_dict(self) -> dict[str, Any]:
        from ..models.declaration_outcome import DeclarationOutcome
        from ..models.outcome import Outcome

        legal = self.legal

        reason: None | str
        reason = self.reason

        record = self.record

        added = self.added

        header: None | str
        header = self.header

        position = self.position.to_dict()

        position_text = self.position_text

        state = self.state.value

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        declaration: dict[str, Any] | None
        if isinstance(self.declaration, DeclarationOutcome):
            declaration = self.declaration.to_dict()
        else:
            declaration = self.declaration

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "record": record,
                "added": added,
                "header": header,
                "position": position,
                "position_text": position_text,
                "state": state,
                "outcome": outcome,
                "declaration": declaration,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.canonical_position import CanonicalPosition
        from ..models.declaration_outcome import DeclarationOutcome
        from ..models.effective_ruleset import EffectiveRuleset
        from ..models.outcome import Outcome

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        record = d.pop("record")

        added = d.pop("added")

        def _parse_header(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        header = _parse_header(d.pop("header"))

        position = CanonicalPosition.from_dict(d.pop("position"))

        position_text = d.pop("position_text")

        state = ExtendResponseState(d.pop("state"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_declaration(data: object) -> DeclarationOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                declaration_type_0 = DeclarationOutcome.from_dict(data)

                return declaration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeclarationOutcome | None, data)

        declaration = _parse_declaration(d.pop("declaration"))

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        extend_response = cls(
            legal=legal,
            reason=reason,
            record=record,
            added=added,
            header=header,
            position=position,
            position_text=position_text,
            state=state,
            outcome=outcome,
            declaration=declaration,
            ruleset=ruleset,
        )

        return extend_response
