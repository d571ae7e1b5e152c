from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_result_reason import GameResultReason
from ..models.game_result_victor_type_1 import GameResultVictorType1
from ..models.game_result_victor_type_2_type_1 import GameResultVictorType2Type1
from ..models.game_result_victor_type_3_type_1 import GameResultVictorType3Type1

T = TypeVar("T", bound="GameResult")


@_attrs_define
class GameResult:
    """
    Attributes:
        victor (GameResultVictorType1 | GameResultVictorType2Type1 | GameResultVictorType3Type1 | None): null for a draw
        reason (GameResultReason):
    """

    victor: (
        GameResultVictorType1
        | GameResultVictorType2Type1
        | GameResultVictorType3Type1
        | None
    )
    reason: GameResultReason

    def to_dict(self) -> dict[str, Any]:
        victor: None | str
        if (
            isinstance(self.victor, GameResultVictorType1)
            or isinstance(self.victor, GameResultVictorType2Type1)
            or isinstance(self.victor, GameResultVictorType3Type1)
        ):
            victor = self.victor.value
        else:
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

        def _parse_victor(
            data: object,
        ) -> (
            GameResultVictorType1
            | GameResultVictorType2Type1
            | GameResultVictorType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                victor_type_1 = GameResultVictorType1(data)

                return victor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                victor_type_2_type_1 = GameResultVictorType2Type1(data)

                return victor_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                victor_type_3_type_1 = GameResultVictorType3Type1(data)

                return victor_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GameResultVictorType1
                | GameResultVictorType2Type1
                | GameResultVictorType3Type1
                | None,
                data,
            )

        victor = _parse_victor(d.pop("victor"))

        reason = GameResultReason(d.pop("reason"))

        game_result = cls(
            victor=victor,
            reason=reason,
        )

        return game_result
