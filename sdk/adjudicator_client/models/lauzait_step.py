from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_game import LauzaitGame
    from ..models.lauzait_season_end import LauzaitSeasonEnd


T = TypeVar("T", bound="LauzaitStep")


@_attrs_define
class LauzaitStep:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        points (int): what the action paid (a refund is negative)
        season_end (LauzaitSeasonEnd | None): how the Season ended, when the action ended it
        state (LauzaitGame):
        stalemate (bool): the player to play can only declare
    """

    legal: bool
    reason: None | str
    points: int
    season_end: LauzaitSeasonEnd | None
    state: LauzaitGame
    stalemate: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_season_end import LauzaitSeasonEnd

        legal = self.legal

        reason: None | str
        reason = self.reason

        points = self.points

        season_end: dict[str, Any] | None
        if isinstance(self.season_end, LauzaitSeasonEnd):
            season_end = self.season_end.to_dict()
        else:
            season_end = self.season_end

        state = self.state.to_dict()

        stalemate = self.stalemate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "points": points,
                "season_end": season_end,
                "state": state,
                "stalemate": stalemate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_game import LauzaitGame
        from ..models.lauzait_season_end import LauzaitSeasonEnd

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        points = d.pop("points")

        def _parse_season_end(data: object) -> LauzaitSeasonEnd | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                season_end_type_0 = LauzaitSeasonEnd.from_dict(data)

                return season_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitSeasonEnd | None, data)

        season_end = _parse_season_end(d.pop("season_end"))

        state = LauzaitGame.from_dict(d.pop("state"))

        stalemate = d.pop("stalemate")

        lauzait_step = cls(
            legal=legal,
            reason=reason,
            points=points,
            season_end=season_end,
            state=state,
            stalemate=stalemate,
        )

        return lauzait_step
