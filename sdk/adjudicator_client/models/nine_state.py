from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_combo import NineCombo
    from ..models.nine_state_captured import NineStateCaptured
    from ..models.nine_state_hands import NineStateHands
    from ..models.nine_state_scores import NineStateScores


T = TypeVar("T", bound="NineState")


@_attrs_define
class NineState:
    """
    Attributes:
        seats (list[str]): 2 to 4 distinct names in turn order
        hands (NineStateHands): player -> cards
        stock (list[str]): the stock, top first (at most 96 in a request)
        dealer (str): the season's dealer Example: 甲.
        to_play (None | str): whose turn it is; null once the game is over Example: 甲.
        table (list[NineCombo]): the round's combos, first first
        taken_part (list[str]): the players who have taken part in the round (they must keep playing)
        declined (list[str]): the players who declined and are out of the round
        scores (NineStateScores): player -> points
        captured (NineStateCaptured): player -> table cards won (table_cards_to = captured)
        over (bool): the season is over
    """

    seats: list[str]
    hands: NineStateHands
    stock: list[str]
    dealer: str
    to_play: None | str
    table: list[NineCombo]
    taken_part: list[str]
    declined: list[str]
    scores: NineStateScores
    captured: NineStateCaptured
    over: bool

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        hands = self.hands.to_dict()

        stock = self.stock

        dealer = self.dealer

        to_play: None | str
        to_play = self.to_play

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.to_dict()
            table.append(table_item)

        taken_part = self.taken_part

        declined = self.declined

        scores = self.scores.to_dict()

        captured = self.captured.to_dict()

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
                "stock": stock,
                "dealer": dealer,
                "to_play": to_play,
                "table": table,
                "taken_part": taken_part,
                "declined": declined,
                "scores": scores,
                "captured": captured,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo import NineCombo
        from ..models.nine_state_captured import NineStateCaptured
        from ..models.nine_state_hands import NineStateHands
        from ..models.nine_state_scores import NineStateScores

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        hands = NineStateHands.from_dict(d.pop("hands"))

        stock = cast(list[str], d.pop("stock"))

        dealer = d.pop("dealer")

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = NineCombo.from_dict(table_item_data)

            table.append(table_item)

        taken_part = cast(list[str], d.pop("taken_part"))

        declined = cast(list[str], d.pop("declined"))

        scores = NineStateScores.from_dict(d.pop("scores"))

        captured = NineStateCaptured.from_dict(d.pop("captured"))

        over = d.pop("over")

        nine_state = cls(
            seats=seats,
            hands=hands,
            stock=stock,
            dealer=dealer,
            to_play=to_play,
            table=table,
            taken_part=taken_part,
            declined=declined,
            scores=scores,
            captured=captured,
            over=over,
        )

        return nine_state
