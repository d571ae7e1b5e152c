from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_game_request_rounds_item import RenkekiGameRequestRoundsItem
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiGameRequest")


@_attrs_define
class RenkekiGameRequest:
    """
    Attributes:
        players (list[str]):
        rounds (list[RenkekiGameRequestRoundsItem]): one object player -> the turn's steps (with observed throws) per
            round: every player first, then the players tied at the top
        rules (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        stake (int | Unset): stake per player and round (default 1) Default: 1.
    """

    players: list[str]
    rounds: list[RenkekiGameRequestRoundsItem]
    rules: None | RenkekiRulesInput | Unset = UNSET
    stake: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        players = self.players

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, RenkekiRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        stake = self.stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rounds": rounds,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if stake is not UNSET:
            field_dict["stake"] = stake

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_game_request_rounds_item import (
            RenkekiGameRequestRoundsItem,
        )
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = RenkekiGameRequestRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        def _parse_rules(data: object) -> None | RenkekiRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = RenkekiRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RenkekiRulesInput | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        stake = d.pop("stake", UNSET)

        renkeki_game_request = cls(
            players=players,
            rounds=rounds,
            rules=rules,
            stake=stake,
        )

        return renkeki_game_request
