from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.renkeki_apply_request_decision import RenkekiApplyRequestDecision
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_apply_request_game import RenkekiApplyRequestGame
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiApplyRequest")


@_attrs_define
class RenkekiApplyRequest:
    """
    Attributes:
        game (RenkekiApplyRequestGame): the game as the service returned it
        player (str):  Example: A.
        decision (RenkekiApplyRequestDecision): 再行 (throw) or 積値 (bank)
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        throw (int | None | Unset): the observed throw; null or absent: drawn from the game's seed (a throw only)
    """

    game: RenkekiApplyRequestGame
    player: str
    decision: RenkekiApplyRequestDecision
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    throw: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        game = self.game.to_dict()

        player = self.player

        decision = self.decision.value

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        throw: int | None | Unset
        if isinstance(self.throw, Unset):
            throw = UNSET
        else:
            throw = self.throw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "player": player,
                "decision": decision,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if throw is not UNSET:
            field_dict["throw"] = throw

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_apply_request_game import RenkekiApplyRequestGame
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        game = RenkekiApplyRequestGame.from_dict(d.pop("game"))

        player = d.pop("player")

        decision = RenkekiApplyRequestDecision(d.pop("decision"))

        def _parse_ruleset(data: object) -> None | RenkekiRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = RenkekiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RenkekiRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_throw(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        throw = _parse_throw(d.pop("throw", UNSET))

        renkeki_apply_request = cls(
            game=game,
            player=player,
            decision=decision,
            ruleset=ruleset,
            throw=throw,
        )

        return renkeki_apply_request
