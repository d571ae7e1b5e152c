from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_position_players import LauzaitCepPositionPlayers

if TYPE_CHECKING:
    from ..models.lauzait_cep_hand import LauzaitCepHand
    from ..models.lauzait_cep_position_board import LauzaitCepPositionBoard


T = TypeVar("T", bound="LauzaitCepPosition")


@_attrs_define
class LauzaitCepPosition:
    """
    Attributes:
        players (LauzaitCepPositionPlayers): 2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no 0s), 58 with 2
            (also 2 jokers)
        board (LauzaitCepPositionBoard): every square a1..e5 -> its piece; exactly one square is empty (null or left
            out); c3 is Tam's Mountain, c1 c2 c4 c5 a3 b3 d3 e3 are water Example: {'a1': 'G3', 'c3': None}.
        hands (list[LauzaitCepHand | None]): one per player in play order; null for a hand the caller does not know
            (never the hand of the player whose Day it is)
        to_play (int): index in hands of the player whose Day it is (default 0)
        luminous (None | str): the face-up luminous piece (optional rule), or null Example: G3.
    """

    players: LauzaitCepPositionPlayers
    board: LauzaitCepPositionBoard
    hands: list[LauzaitCepHand | None]
    to_play: int
    luminous: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_hand import LauzaitCepHand

        players = self.players.value

        board = self.board.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item: dict[str, Any] | None
            if isinstance(hands_item_data, LauzaitCepHand):
                hands_item = hands_item_data.to_dict()
            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        to_play = self.to_play

        luminous: None | str
        luminous = self.luminous

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "board": board,
                "hands": hands,
                "to_play": to_play,
                "luminous": luminous,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_hand import LauzaitCepHand
        from ..models.lauzait_cep_position_board import LauzaitCepPositionBoard

        d = dict(src_dict)
        players = LauzaitCepPositionPlayers(d.pop("players"))

        board = LauzaitCepPositionBoard.from_dict(d.pop("board"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> LauzaitCepHand | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    hands_item_type_0 = LauzaitCepHand.from_dict(data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(LauzaitCepHand | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        to_play = d.pop("to_play")

        def _parse_luminous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        luminous = _parse_luminous(d.pop("luminous"))

        lauzait_cep_position = cls(
            players=players,
            board=board,
            hands=hands,
            to_play=to_play,
            luminous=luminous,
        )

        return lauzait_cep_position
