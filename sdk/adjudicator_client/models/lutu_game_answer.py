from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_game_state import LutuGameState
    from ..models.lutu_rules import LutuRules


T = TypeVar("T", bound="LutuGameAnswer")


@_attrs_define
class LutuGameAnswer:
    """
    Attributes:
        game (LutuGameState):
        rules (LutuRules):
    """

    game: LutuGameState
    rules: LutuRules

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_game_state import LutuGameState
        from ..models.lutu_rules import LutuRules

        d = dict(src_dict)
        game = LutuGameState.from_dict(d.pop("game"))

        rules = LutuRules.from_dict(d.pop("rules"))

        lutu_game_answer = cls(
            game=game,
            rules=rules,
        )

        return lutu_game_answer
