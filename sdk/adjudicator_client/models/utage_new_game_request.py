from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput


T = TypeVar("T", bound="UtageNewGameRequest")


@_attrs_define
class UtageNewGameRequest:
    """
    Attributes:
        players (list[str]): the names, clockwise
        start_player (int | Unset): whoever most recently organised a party Default: 0.
        rules (None | Unset | UtageRulesInput): flags overriding the defaults; the answer echoes them all
    """

    players: list[str]
    start_player: int | Unset = 0
    rules: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        players = self.players

        start_player = self.start_player

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, UtageRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if start_player is not UNSET:
            field_dict["start_player"] = start_player
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules_input import UtageRulesInput

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        start_player = d.pop("start_player", UNSET)

        def _parse_rules(data: object) -> None | Unset | UtageRulesInput:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = UtageRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UtageRulesInput, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        utage_new_game_request = cls(
            players=players,
            start_player=start_player,
            rules=rules,
        )

        return utage_new_game_request
