from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.jujai_apply_request_game import JujaiApplyRequestGame
    from ..models.jujai_rules_input import JujaiRulesInput


T = TypeVar("T", bound="JujaiApplyRequest")


@_attrs_define
class JujaiApplyRequest:
    """
    Attributes:
        game (JujaiApplyRequestGame): the game as the service returned it
        player (str):  Example: A.
        ruleset (JujaiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        throw (int | None | Unset): the observed throw; null or absent: drawn from the game's seed
    """

    game: JujaiApplyRequestGame
    player: str
    ruleset: JujaiRulesInput | None | Unset = UNSET
    throw: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.jujai_rules_input import JujaiRulesInput

        game = self.game.to_dict()

        player = self.player

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, JujaiRulesInput):
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
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if throw is not UNSET:
            field_dict["throw"] = throw

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_apply_request_game import JujaiApplyRequestGame
        from ..models.jujai_rules_input import JujaiRulesInput

        d = dict(src_dict)
        game = JujaiApplyRequestGame.from_dict(d.pop("game"))

        player = d.pop("player")

        def _parse_ruleset(data: object) -> JujaiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = JujaiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JujaiRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_throw(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        throw = _parse_throw(d.pop("throw", UNSET))

        jujai_apply_request = cls(
            game=game,
            player=player,
            ruleset=ruleset,
            throw=throw,
        )

        return jujai_apply_request
