from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_game_input_players_item import LetilesGameInputPlayersItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_hand_input import LetilesHandInput
    from ..models.letiles_placement_input import LetilesPlacementInput
    from ..models.letiles_rules_input import LetilesRulesInput


T = TypeVar("T", bound="LetilesGameInput")


@_attrs_define
class LetilesGameInput:
    """
    Attributes:
        players (list[LetilesGameInputPlayersItem]): the colours in seat order
        hands (list[LetilesHandInput]): one per seat
        turn (int | Unset): the seat to play
        placements (list[LetilesPlacementInput] | Unset): the table, in play order
        rules (LetilesRulesInput | Unset):
        to_play (int | None | Unset): the seat to play, null once the game is over (the state's own; checked when sent
            back)
        over (bool | Unset): the game is over: every tile played (checked on input)
    """

    players: list[LetilesGameInputPlayersItem]
    hands: list[LetilesHandInput]
    turn: int | Unset = UNSET
    placements: list[LetilesPlacementInput] | Unset = UNSET
    rules: LetilesRulesInput | Unset = UNSET
    to_play: int | None | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.value
            players.append(players_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        turn = self.turn

        placements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = []
            for placements_item_data in self.placements:
                placements_item = placements_item_data.to_dict()
                placements.append(placements_item)

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        to_play: int | None | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "hands": hands,
            }
        )
        if turn is not UNSET:
            field_dict["turn"] = turn
        if placements is not UNSET:
            field_dict["placements"] = placements
        if rules is not UNSET:
            field_dict["rules"] = rules
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_hand_input import LetilesHandInput
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LetilesGameInputPlayersItem(players_item_data)

            players.append(players_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = LetilesHandInput.from_dict(hands_item_data)

            hands.append(hands_item)

        turn = d.pop("turn", UNSET)

        _placements = d.pop("placements", UNSET)
        placements: list[LetilesPlacementInput] | Unset = UNSET
        if _placements is not UNSET:
            placements = []
            for placements_item_data in _placements:
                placements_item = LetilesPlacementInput.from_dict(placements_item_data)

                placements.append(placements_item)

        _rules = d.pop("rules", UNSET)
        rules: LetilesRulesInput | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = LetilesRulesInput.from_dict(_rules)

        def _parse_to_play(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        over = d.pop("over", UNSET)

        letiles_game_input = cls(
            players=players,
            hands=hands,
            turn=turn,
            placements=placements,
            rules=rules,
            to_play=to_play,
            over=over,
        )

        return letiles_game_input
