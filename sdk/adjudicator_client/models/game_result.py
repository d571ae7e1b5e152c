from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_result_reason import GameResultReason

T = TypeVar("T", bound="GameResult")


@_attrs_define
class GameResult:
    """
    Attributes:
        victor (None | str): IASide, ASide or null (draw)
        reason (GameResultReason):
    """

    victor: None | str
    reason: GameResultReason

    def to_dict(self) -> dict[str, Any]:
        victor: None | str
        victor = self.victor

        reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "victor": victor,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_victor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        victor = _parse_victor(d.pop("victor"))

        reason = GameResultReason(d.pop("reason"))

        game_result = cls(
            victor=victor,
            reason=reason,
        )

        return game_result
