from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_card_input import MokzoCardInput
    from ..models.mokzo_installed_input import MokzoInstalledInput


T = TypeVar("T", bound="MokzoPlayerInput")


@_attrs_define
class MokzoPlayerInput:
    """
    Attributes:
        position (int | Unset): the horse's node on the route (0 start)
        rice (int | Unset): rice (米)
        coin (int | Unset): coins (銭)
        hand (list[MokzoCardInput] | Unset): the cards in hand
        board (list[MokzoInstalledInput] | Unset): the cards installed
        protected (bool | Unset): 筆 protection until the next own turn
        hand_limit (int | Unset): 3 + working 兵 (checked on input)
    """

    position: int | Unset = UNSET
    rice: int | Unset = UNSET
    coin: int | Unset = UNSET
    hand: list[MokzoCardInput] | Unset = UNSET
    board: list[MokzoInstalledInput] | Unset = UNSET
    protected: bool | Unset = UNSET
    hand_limit: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        rice = self.rice

        coin = self.coin

        hand: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.to_dict()
                hand.append(hand_item)

        board: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = []
            for board_item_data in self.board:
                board_item = board_item_data.to_dict()
                board.append(board_item)

        protected = self.protected

        hand_limit = self.hand_limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if rice is not UNSET:
            field_dict["rice"] = rice
        if coin is not UNSET:
            field_dict["coin"] = coin
        if hand is not UNSET:
            field_dict["hand"] = hand
        if board is not UNSET:
            field_dict["board"] = board
        if protected is not UNSET:
            field_dict["protected"] = protected
        if hand_limit is not UNSET:
            field_dict["hand_limit"] = hand_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card_input import MokzoCardInput
        from ..models.mokzo_installed_input import MokzoInstalledInput

        d = dict(src_dict)
        position = d.pop("position", UNSET)

        rice = d.pop("rice", UNSET)

        coin = d.pop("coin", UNSET)

        _hand = d.pop("hand", UNSET)
        hand: list[MokzoCardInput] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = MokzoCardInput.from_dict(hand_item_data)

                hand.append(hand_item)

        _board = d.pop("board", UNSET)
        board: list[MokzoInstalledInput] | Unset = UNSET
        if _board is not UNSET:
            board = []
            for board_item_data in _board:
                board_item = MokzoInstalledInput.from_dict(board_item_data)

                board.append(board_item)

        protected = d.pop("protected", UNSET)

        hand_limit = d.pop("hand_limit", UNSET)

        mokzo_player_input = cls(
            position=position,
            rice=rice,
            coin=coin,
            hand=hand,
            board=board,
            protected=protected,
            hand_limit=hand_limit,
        )

        return mokzo_player_input
