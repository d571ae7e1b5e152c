from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_match import NiekhiMatch
    from ..models.niekhi_season_result import NiekhiSeasonResult
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="NiekhiMatchStep")


@_attrs_define
class NiekhiMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        combo (None | PaperCetkaikCombo): what the cards counted as (null: pass)
        settlement (NiekhiSeasonResult | None): the season this play finished (null otherwise)
        state (NiekhiMatch):
    """

    legal: bool
    reason: None | str
    combo: None | PaperCetkaikCombo
    settlement: NiekhiSeasonResult | None
    state: NiekhiMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_season_result import NiekhiSeasonResult
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        legal = self.legal

        reason: None | str
        reason = self.reason

        combo: dict[str, Any] | None
        if isinstance(self.combo, PaperCetkaikCombo):
            combo = self.combo.to_dict()
        else:
            combo = self.combo

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, NiekhiSeasonResult):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "combo": combo,
                "settlement": settlement,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_match import NiekhiMatch
        from ..models.niekhi_season_result import NiekhiSeasonResult
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

        def _parse_settlement(data: object) -> NiekhiSeasonResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = NiekhiSeasonResult.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiSeasonResult | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = NiekhiMatch.from_dict(d.pop("state"))

        niekhi_match_step = cls(
            legal=legal,
            reason=reason,
            combo=combo,
            settlement=settlement,
            state=state,
        )

        return niekhi_match_step
