from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.renkeki_game_state import RenkekiGameState
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiGameAnswer")


@_attrs_define
class RenkekiGameAnswer:
    """
    Attributes:
        game (RenkekiGameState):
        rules (RenkekiRules):
    """

    game: RenkekiGameState
    rules: RenkekiRules

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
        from ..models.renkeki_game_state import RenkekiGameState
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        game = RenkekiGameState.from_dict(d.pop("game"))

        rules = RenkekiRules.from_dict(d.pop("rules"))

        renkeki_game_answer = cls(
            game=game,
            rules=rules,
        )

        return renkeki_game_answer
