from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_position_input_players import LauzaitCepPositionInputPlayers
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_hand_input import LauzaitCepHandInput
    from ..models.lauzait_cep_position_input_board import LauzaitCepPositionInputBoard


T = TypeVar("T", bound="LauzaitCepPositionInput")


@_attrs_define
class LauzaitCepPositionInput:
    """
    Attributes:
        players (LauzaitCepPositionInputPlayers): 2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no 0s), 58
            with 2 (also 2 jokers)
        board (LauzaitCepPositionInputBoard): every square a1..e5 -> its piece; exactly one square is empty (null or
            left out); c3 is Tam's Mountain, c1 c2 c4 c5 a3 b3 d3 e3 are water Example: {'a1': 'G3', 'c3': None}.
        hands (list[LauzaitCepHandInput | None]): one per player in play order; null for a hand the caller does not know
            (never the hand of the player whose Day it is)
        to_play (int | Unset): index in hands of the player whose Day it is (default 0)
        luminous (None | str | Unset): the face-up luminous piece (optional rule), or null Example: G3.
    """

    players: LauzaitCepPositionInputPlayers
    board: LauzaitCepPositionInputBoard
    hands: list[LauzaitCepHandInput | None]
    to_play: int | Unset = UNSET
    luminous: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_hand_input import LauzaitCepHandInput

        players = self.players.value

        board = self.board.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item: dict[str, Any] | None
            if isinstance(hands_item_data, LauzaitCepHandInput):
                hands_item = hands_item_data.to_dict()
            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        to_play = self.to_play

        luminous: None | str | Unset
        if isinstance(self.luminous, Unset):
            luminous = UNSET
        else:
            luminous = self.luminous

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "board": board,
                "hands": hands,
            }
        )
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if luminous is not UNSET:
            field_dict["luminous"] = luminous

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_hand_input import LauzaitCepHandInput
        from ..models.lauzait_cep_position_input_board import (
            LauzaitCepPositionInputBoard,
        )

        d = dict(src_dict)
        players = LauzaitCepPositionInputPlayers(d.pop("players"))

        board = LauzaitCepPositionInputBoard.from_dict(d.pop("board"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> LauzaitCepHandInput | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    hands_item_type_0 = LauzaitCepHandInput.from_dict(data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(LauzaitCepHandInput | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        to_play = d.pop("to_play", UNSET)

        def _parse_luminous(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        luminous = _parse_luminous(d.pop("luminous", UNSET))

        lauzait_cep_position_input = cls(
            players=players,
            board=board,
            hands=hands,
            to_play=to_play,
            luminous=luminous,
        )

        return lauzait_cep_position_input
