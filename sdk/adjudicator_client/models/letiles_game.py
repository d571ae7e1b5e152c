from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_game_players_item import LetilesGamePlayersItem

if TYPE_CHECKING:
    from ..models.letiles_hand import LetilesHand
    from ..models.letiles_placement import LetilesPlacement
    from ..models.letiles_rules import LetilesRules


T = TypeVar("T", bound="LetilesGame")


@_attrs_define
class LetilesGame:
    """
    Attributes:
        players (list[LetilesGamePlayersItem]): the colours in seat order
        hands (list[LetilesHand]): one per seat
        turn (int): the seat to play
        placements (list[LetilesPlacement]): the table, in play order
        rules (LetilesRules):
        to_play (int | None): the seat to play, null once the game is over (the state's own; checked when sent back)
        over (bool): the game is over: every tile played (checked on input)
    """

    players: list[LetilesGamePlayersItem]
    hands: list[LetilesHand]
    turn: int
    placements: list[LetilesPlacement]
    rules: LetilesRules
    to_play: int | None
    over: bool

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

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        rules = self.rules.to_dict()

        to_play: int | None
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "hands": hands,
                "turn": turn,
                "placements": placements,
                "rules": rules,
                "to_play": to_play,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_hand import LetilesHand
        from ..models.letiles_placement import LetilesPlacement
        from ..models.letiles_rules import LetilesRules

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LetilesGamePlayersItem(players_item_data)

            players.append(players_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = LetilesHand.from_dict(hands_item_data)

            hands.append(hands_item)

        turn = d.pop("turn")

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = LetilesPlacement.from_dict(placements_item_data)

            placements.append(placements_item)

        rules = LetilesRules.from_dict(d.pop("rules"))

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        letiles_game = cls(
            players=players,
            hands=hands,
            turn=turn,
            placements=placements,
            rules=rules,
            to_play=to_play,
            over=over,
        )

        return letiles_game
