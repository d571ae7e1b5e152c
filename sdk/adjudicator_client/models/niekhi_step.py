from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_rules import NiekhiRules
    from ..models.niekhi_state import NiekhiState
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="NiekhiStep")


@_attrs_define
class NiekhiStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        combo (None | PaperCetkaikCombo): what the cards counted as (null: pass)
        state (NiekhiState):
        next_player (None | str): who plays next (null: game over)
        next_leads (bool): the next player leads a new round
        winner (None | str): the first to go out
        ruleset (NiekhiRules):
    """

    legal: bool
    reason: None | str
    combo: None | PaperCetkaikCombo
    state: NiekhiState
    next_player: None | str
    next_leads: bool
    winner: None | str
    ruleset: NiekhiRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        legal = self.legal

        reason: None | str
        reason = self.reason

        combo: dict[str, Any] | None
        if isinstance(self.combo, PaperCetkaikCombo):
            combo = self.combo.to_dict()
        else:
            combo = self.combo

        state = self.state.to_dict()

        next_player: None | str
        next_player = self.next_player

        next_leads = self.next_leads

        winner: None | str
        winner = self.winner

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "combo": combo,
                "state": state,
                "next_player": next_player,
                "next_leads": next_leads,
                "winner": winner,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules import NiekhiRules
        from ..models.niekhi_state import NiekhiState
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_combo(data: object) -> None | PaperCetkaikCombo:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combo_type_0 = PaperCetkaikCombo.from_dict(data)

                return combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikCombo, data)

        combo = _parse_combo(d.pop("combo"))

        state = NiekhiState.from_dict(d.pop("state"))

        def _parse_next_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_player = _parse_next_player(d.pop("next_player"))

        next_leads = d.pop("next_leads")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        ruleset = NiekhiRules.from_dict(d.pop("ruleset"))

        niekhi_step = cls(
            legal=legal,
            reason=reason,
            combo=combo,
            state=state,
            next_player=next_player,
            next_leads=next_leads,
            winner=winner,
            ruleset=ruleset,
        )

        return niekhi_step
