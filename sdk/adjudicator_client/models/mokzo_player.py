from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_card import MokzoCard
    from ..models.mokzo_installed import MokzoInstalled


T = TypeVar("T", bound="MokzoPlayer")


@_attrs_define
class MokzoPlayer:
    """
    Attributes:
        position (int): the horse's node on the route (0 start)
        rice (int): rice (米)
        coin (int): coins (銭)
        hand (list[MokzoCard]): the cards in hand
        board (list[MokzoInstalled]): the cards installed
        protected (bool): 筆 protection until the next own turn
        hand_limit (int): 3 + working 兵 (checked on input)
    """

    position: int
    rice: int
    coin: int
    hand: list[MokzoCard]
    board: list[MokzoInstalled]
    protected: bool
    hand_limit: int

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        rice = self.rice

        coin = self.coin

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        protected = self.protected

        hand_limit = self.hand_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "rice": rice,
                "coin": coin,
                "hand": hand,
                "board": board,
                "protected": protected,
                "hand_limit": hand_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card import MokzoCard
        from ..models.mokzo_installed import MokzoInstalled

        d = dict(src_dict)
        position = d.pop("position")

        rice = d.pop("rice")

        coin = d.pop("coin")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = MokzoCard.from_dict(hand_item_data)

            hand.append(hand_item)

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = MokzoInstalled.from_dict(board_item_data)

            board.append(board_item)

        protected = d.pop("protected")

        hand_limit = d.pop("hand_limit")

        mokzo_player = cls(
            position=position,
            rice=rice,
            coin=coin,
            hand=hand,
            board=board,
            protected=protected,
            hand_limit=hand_limit,
        )

        return mokzo_player
