from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_match import MakhupMatch
    from ..models.makhup_season_result import MakhupSeasonResult


T = TypeVar("T", bound="MakhupMatchStep")


@_attrs_define
class MakhupMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        season_winners (list[str]): set when this play ended the season
        settlement (MakhupSeasonResult | None): the season's result when this play ends it (null otherwise, and for a
            refused play)
        state (MakhupMatch):
    """

    legal: bool
    reason: None | str
    season_winners: list[str]
    settlement: MakhupSeasonResult | None
    state: MakhupMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.makhup_season_result import MakhupSeasonResult

        legal = self.legal

        reason: None | str
        reason = self.reason

        season_winners = self.season_winners

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, MakhupSeasonResult):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "season_winners": season_winners,
                "settlement": settlement,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_match import MakhupMatch
        from ..models.makhup_season_result import MakhupSeasonResult

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        season_winners = cast(list[str], d.pop("season_winners"))

        def _parse_settlement(data: object) -> MakhupSeasonResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = MakhupSeasonResult.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakhupSeasonResult | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = MakhupMatch.from_dict(d.pop("state"))

        makhup_match_step = cls(
            legal=legal,
            reason=reason,
            season_winners=season_winners,
            settlement=settlement,
            state=state,
        )

        return makhup_match_step
