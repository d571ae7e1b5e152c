from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_over_reason import GameOverReason
from ..models.game_over_victor_type_1 import GameOverVictorType1
from ..models.game_over_victor_type_2_type_1 import GameOverVictorType2Type1
from ..models.game_over_victor_type_3_type_1 import GameOverVictorType3Type1

T = TypeVar("T", bound="GameOver")


@_attrs_define
class GameOver:
    """
    Attributes:
        victor (GameOverVictorType1 | GameOverVictorType2Type1 | GameOverVictorType3Type1 | None): null for a draw
        reason (GameOverReason):
    """

    victor: (
        GameOverVictorType1 | GameOverVictorType2Type1 | GameOverVictorType3Type1 | None
    )
    reason: GameOverReason

    def to_dict(self) -> dict[str, Any]:
        victor: None | str
        if (
            isinstance(self.victor, GameOverVictorType1)
            or isinstance(self.victor, GameOverVictorType2Type1)
            or isinstance(self.victor, GameOverVictorType3Type1)
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
            GameOverVictorType1
            | GameOverVictorType2Type1
            | GameOverVictorType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                victor_type_1 = GameOverVictorType1(data)

                return victor_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                victor_type_2_type_1 = GameOverVictorType2Type1(data)

                return victor_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                victor_type_3_type_1 = GameOverVictorType3Type1(data)

                return victor_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GameOverVictorType1
                | GameOverVictorType2Type1
                | GameOverVictorType3Type1
                | None,
                data,
            )

        victor = _parse_victor(d.pop("victor"))

        reason = GameOverReason(d.pop("reason"))

        game_over = cls(
            victor=victor,
            reason=reason,
        )

        return game_over
