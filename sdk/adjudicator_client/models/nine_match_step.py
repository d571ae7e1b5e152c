from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_combo import NineCombo
    from ..models.nine_match import NineMatch
    from ..models.nine_season_result import NineSeasonResult


T = TypeVar("T", bound="NineMatchStep")


@_attrs_define
class NineMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        combo (NineCombo | None):
        scored (int): points for emptying the hand
        settlement (NineSeasonResult | None): the season this play finished (null otherwise)
        state (NineMatch):
    """

    legal: bool
    reason: None | str
    combo: NineCombo | None
    scored: int
    settlement: NineSeasonResult | None
    state: NineMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_combo import NineCombo
        from ..models.nine_season_result import NineSeasonResult

        legal = self.legal

        reason: None | str
        reason = self.reason

        combo: dict[str, Any] | None
        if isinstance(self.combo, NineCombo):
            combo = self.combo.to_dict()
        else:
            combo = self.combo

        scored = self.scored

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, NineSeasonResult):
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
                "scored": scored,
                "settlement": settlement,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo import NineCombo
        from ..models.nine_match import NineMatch
        from ..models.nine_season_result import NineSeasonResult

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_combo(data: object) -> NineCombo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combo_type_0 = NineCombo.from_dict(data)

                return combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineCombo | None, data)

        combo = _parse_combo(d.pop("combo"))

        scored = d.pop("scored")

        def _parse_settlement(data: object) -> NineSeasonResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = NineSeasonResult.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineSeasonResult | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = NineMatch.from_dict(d.pop("state"))

        nine_match_step = cls(
            legal=legal,
            reason=reason,
            combo=combo,
            scored=scored,
            settlement=settlement,
            state=state,
        )

        return nine_match_step
