from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_match_hand import MakkaikMatchHand
    from ..models.makkaik_match_totals import MakkaikMatchTotals


T = TypeVar("T", bound="MakkaikMatch")


@_attrs_define
class MakkaikMatch:
    """
    Attributes:
        seed (int): each hand is dealt from it and its number
        hand_number (int): the hand in play, 1-based
        hands (int): hands in the game (ruleset.hands)
        points_cap (int | None): ruleset.points_cap: a total reaching it ends the game (null: no cap)
        hand (MakkaikMatchHand): the hand in play, as a 値戦 game's state
        totals (MakkaikMatchTotals): player -> chips won minus chips paid over the settled hands (exact; sums to 0)
        to_play (None | str):  Example: 甲.
        over (bool):
        winners (list[str]): once over, the highest totals (all of them on a tie)
    """

    seed: int
    hand_number: int
    hands: int
    points_cap: int | None
    hand: MakkaikMatchHand
    totals: MakkaikMatchTotals
    to_play: None | str
    over: bool
    winners: list[str]

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        hand_number = self.hand_number

        hands = self.hands

        points_cap: int | None
        points_cap = self.points_cap

        hand = self.hand.to_dict()

        totals = self.totals.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "hand_number": hand_number,
                "hands": hands,
                "points_cap": points_cap,
                "hand": hand,
                "totals": totals,
                "to_play": to_play,
                "over": over,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_match_hand import MakkaikMatchHand
        from ..models.makkaik_match_totals import MakkaikMatchTotals

        d = dict(src_dict)
        seed = d.pop("seed")

        hand_number = d.pop("hand_number")

        hands = d.pop("hands")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        hand = MakkaikMatchHand.from_dict(d.pop("hand"))

        totals = MakkaikMatchTotals.from_dict(d.pop("totals"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        winners = cast(list[str], d.pop("winners"))

        makkaik_match = cls(
            seed=seed,
            hand_number=hand_number,
            hands=hands,
            points_cap=points_cap,
            hand=hand,
            totals=totals,
            to_play=to_play,
            over=over,
            winners=winners,
        )

        return makkaik_match
