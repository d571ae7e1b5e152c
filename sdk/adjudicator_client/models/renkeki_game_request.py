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
        seats (list[str]):
        rounds (list[RenkekiGameRequestRoundsItem]): one object player -> the turn's steps (with observed casts) per
            round: every player first, then the players tied at the top
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        stake (int | Unset): stake per player and round (default 1) Default: 1.
    """

    seats: list[str]
    rounds: list[RenkekiGameRequestRoundsItem]
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    stake: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        seats = self.seats

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        stake = self.stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "rounds": rounds,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
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
        seats = cast(list[str], d.pop("seats"))

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = RenkekiGameRequestRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

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

        stake = d.pop("stake", UNSET)

        renkeki_game_request = cls(
            seats=seats,
            rounds=rounds,
            ruleset=ruleset,
            stake=stake,
        )

        return renkeki_game_request
