from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.renkeki_game_state import RenkekiGameState
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiDecision")


@_attrs_define
class RenkekiDecision:
    """
    Attributes:
        game (RenkekiGameState):
        rules (RenkekiRules):
        legal (bool):
        reason (None | str):
        throw (int | None): the throw recorded
    """

    game: RenkekiGameState
    rules: RenkekiRules
    legal: bool
    reason: None | str
    throw: int | None

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        rules = self.rules.to_dict()

        legal = self.legal

        reason: None | str
        reason = self.reason

        throw: int | None
        throw = self.throw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "legal": legal,
                "reason": reason,
                "throw": throw,
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

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_throw(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        throw = _parse_throw(d.pop("throw"))

        renkeki_decision = cls(
            game=game,
            rules=rules,
            legal=legal,
            reason=reason,
            throw=throw,
        )

        return renkeki_decision
