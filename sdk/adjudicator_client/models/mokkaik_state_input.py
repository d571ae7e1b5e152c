from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_state_input_hands import MokkaikStateInputHands
    from ..models.mokkaik_state_input_public import MokkaikStateInputPublic
    from ..models.mokkaik_trick_play_input import MokkaikTrickPlayInput


T = TypeVar("T", bound="MokkaikStateInput")


@_attrs_define
class MokkaikStateInput:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        dealer (str): the season's dealer (親) Example: 甲.
        hands (MokkaikStateInputHands): player -> concealed cards
        bonus (int | Unset): 親の加点 (2 at first)
        public (MokkaikStateInputPublic | Unset): player -> 公開札 won
        leader (str | Unset): who leads the trick (the dealer if left out) Example: 甲.
        trick (list[MokkaikTrickPlayInput] | Unset): the trick in progress, leader first
        season_winner (None | str | Unset): the last trick's winner once every hand is empty (checked on input) Example:
            甲.
        to_play (None | str | Unset): whose play it is, null once over (checked on input) Example: 甲.
        over (bool | Unset): every hand is played out (checked on input)
    """

    seats: list[str]
    dealer: str
    hands: MokkaikStateInputHands
    bonus: int | Unset = UNSET
    public: MokkaikStateInputPublic | Unset = UNSET
    leader: str | Unset = UNSET
    trick: list[MokkaikTrickPlayInput] | Unset = UNSET
    season_winner: None | str | Unset = UNSET
    to_play: None | str | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        dealer = self.dealer

        hands = self.hands.to_dict()

        bonus = self.bonus

        public: dict[str, Any] | Unset = UNSET
        if not isinstance(self.public, Unset):
            public = self.public.to_dict()

        leader = self.leader

        trick: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.trick, Unset):
            trick = []
            for trick_item_data in self.trick:
                trick_item = trick_item_data.to_dict()
                trick.append(trick_item)

        season_winner: None | str | Unset
        if isinstance(self.season_winner, Unset):
            season_winner = UNSET
        else:
            season_winner = self.season_winner

        to_play: None | str | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "dealer": dealer,
                "hands": hands,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if public is not UNSET:
            field_dict["public"] = public
        if leader is not UNSET:
            field_dict["leader"] = leader
        if trick is not UNSET:
            field_dict["trick"] = trick
        if season_winner is not UNSET:
            field_dict["season_winner"] = season_winner
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_state_input_hands import MokkaikStateInputHands
        from ..models.mokkaik_state_input_public import MokkaikStateInputPublic
        from ..models.mokkaik_trick_play_input import MokkaikTrickPlayInput

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        dealer = d.pop("dealer")

        hands = MokkaikStateInputHands.from_dict(d.pop("hands"))

        bonus = d.pop("bonus", UNSET)

        _public = d.pop("public", UNSET)
        public: MokkaikStateInputPublic | Unset
        if isinstance(_public, Unset):
            public = UNSET
        else:
            public = MokkaikStateInputPublic.from_dict(_public)

        leader = d.pop("leader", UNSET)

        _trick = d.pop("trick", UNSET)
        trick: list[MokkaikTrickPlayInput] | Unset = UNSET
        if _trick is not UNSET:
            trick = []
            for trick_item_data in _trick:
                trick_item = MokkaikTrickPlayInput.from_dict(trick_item_data)

                trick.append(trick_item)

        def _parse_season_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        season_winner = _parse_season_winner(d.pop("season_winner", UNSET))

        def _parse_to_play(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        over = d.pop("over", UNSET)

        mokkaik_state_input = cls(
            seats=seats,
            dealer=dealer,
            hands=hands,
            bonus=bonus,
            public=public,
            leader=leader,
            trick=trick,
            season_winner=season_winner,
            to_play=to_play,
            over=over,
        )

        return mokkaik_state_input
