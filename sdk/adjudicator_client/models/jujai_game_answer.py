from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_game import JujaiGame
    from ..models.jujai_rules import JujaiRules


T = TypeVar("T", bound="JujaiGameAnswer")


@_attrs_define
class JujaiGameAnswer:
    """
    Attributes:
        game (JujaiGame):
        rules (JujaiRules):
    """

    game: JujaiGame
    rules: JujaiRules

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
        from ..models.jujai_game import JujaiGame
        from ..models.jujai_rules import JujaiRules

        d = dict(src_dict)
        game = JujaiGame.from_dict(d.pop("game"))

        rules = JujaiRules.from_dict(d.pop("rules"))

        jujai_game_answer = cls(
            game=game,
            rules=rules,
        )

        return jujai_game_answer
