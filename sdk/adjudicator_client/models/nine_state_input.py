from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_combo_input import NineComboInput
    from ..models.nine_state_input_captured import NineStateInputCaptured
    from ..models.nine_state_input_hands import NineStateInputHands
    from ..models.nine_state_input_scores import NineStateInputScores


T = TypeVar("T", bound="NineStateInput")


@_attrs_define
class NineStateInput:
    """
    Attributes:
        seats (list[str]): 2 to 4 distinct names in turn order
        hands (NineStateInputHands): player -> cards
        dealer (str): the season's dealer Example: 甲.
        to_play (None | str): whose turn it is; null once the game is over Example: 甲.
        stock (list[str] | Unset): the stock, top first (at most 96 in a request)
        table (list[NineComboInput] | Unset): the round's combos, first first
        taken_part (list[str] | Unset): the players who have taken part in the round (they must keep playing)
        declined (list[str] | Unset): the players who declined and are out of the round
        scores (NineStateInputScores | Unset): player -> points
        captured (NineStateInputCaptured | Unset): player -> table cards won (table_cards_to = captured)
        over (bool | Unset): the season is over
    """

    seats: list[str]
    hands: NineStateInputHands
    dealer: str
    to_play: None | str
    stock: list[str] | Unset = UNSET
    table: list[NineComboInput] | Unset = UNSET
    taken_part: list[str] | Unset = UNSET
    declined: list[str] | Unset = UNSET
    scores: NineStateInputScores | Unset = UNSET
    captured: NineStateInputCaptured | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        hands = self.hands.to_dict()

        dealer = self.dealer

        to_play: None | str
        to_play = self.to_play

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        table: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.to_dict()
                table.append(table_item)

        taken_part: list[str] | Unset = UNSET
        if not isinstance(self.taken_part, Unset):
            taken_part = self.taken_part

        declined: list[str] | Unset = UNSET
        if not isinstance(self.declined, Unset):
            declined = self.declined

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        captured: dict[str, Any] | Unset = UNSET
        if not isinstance(self.captured, Unset):
            captured = self.captured.to_dict()

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
                "dealer": dealer,
                "to_play": to_play,
            }
        )
        if stock is not UNSET:
            field_dict["stock"] = stock
        if table is not UNSET:
            field_dict["table"] = table
        if taken_part is not UNSET:
            field_dict["taken_part"] = taken_part
        if declined is not UNSET:
            field_dict["declined"] = declined
        if scores is not UNSET:
            field_dict["scores"] = scores
        if captured is not UNSET:
            field_dict["captured"] = captured
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo_input import NineComboInput
        from ..models.nine_state_input_captured import NineStateInputCaptured
        from ..models.nine_state_input_hands import NineStateInputHands
        from ..models.nine_state_input_scores import NineStateInputScores

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        hands = NineStateInputHands.from_dict(d.pop("hands"))

        dealer = d.pop("dealer")

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        stock = cast(list[str], d.pop("stock", UNSET))

        _table = d.pop("table", UNSET)
        table: list[NineComboInput] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = NineComboInput.from_dict(table_item_data)

                table.append(table_item)

        taken_part = cast(list[str], d.pop("taken_part", UNSET))

        declined = cast(list[str], d.pop("declined", UNSET))

        _scores = d.pop("scores", UNSET)
        scores: NineStateInputScores | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = NineStateInputScores.from_dict(_scores)

        _captured = d.pop("captured", UNSET)
        captured: NineStateInputCaptured | Unset
        if isinstance(_captured, Unset):
            captured = UNSET
        else:
            captured = NineStateInputCaptured.from_dict(_captured)

        over = d.pop("over", UNSET)

        nine_state_input = cls(
            seats=seats,
            hands=hands,
            dealer=dealer,
            to_play=to_play,
            stock=stock,
            table=table,
            taken_part=taken_part,
            declined=declined,
            scores=scores,
            captured=captured,
            over=over,
        )

        return nine_state_input
