from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_state_hands import MokkaikStateHands
    from ..models.mokkaik_state_public import MokkaikStatePublic
    from ..models.mokkaik_trick_play import MokkaikTrickPlay


T = TypeVar("T", bound="MokkaikState")


@_attrs_define
class MokkaikState:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        dealer (str): the season's dealer (親) Example: 甲.
        bonus (int): 親の加点 (2 at first)
        hands (MokkaikStateHands): player -> concealed cards
        public (MokkaikStatePublic): player -> 公開札 won
        leader (str): who leads the trick (the dealer if left out) Example: 甲.
        trick (list[MokkaikTrickPlay]): the trick in progress, leader first
        season_winner (None | str): the last trick's winner once every hand is empty (checked on input) Example: 甲.
        to_play (None | str): whose play it is, null once over (checked on input) Example: 甲.
        over (bool): every hand is played out (checked on input)
    """

    seats: list[str]
    dealer: str
    bonus: int
    hands: MokkaikStateHands
    public: MokkaikStatePublic
    leader: str
    trick: list[MokkaikTrickPlay]
    season_winner: None | str
    to_play: None | str
    over: bool

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        dealer = self.dealer

        bonus = self.bonus

        hands = self.hands.to_dict()

        public = self.public.to_dict()

        leader = self.leader

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

        season_winner: None | str
        season_winner = self.season_winner

        to_play: None | str
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "dealer": dealer,
                "bonus": bonus,
                "hands": hands,
                "public": public,
                "leader": leader,
                "trick": trick,
                "season_winner": season_winner,
                "to_play": to_play,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_state_hands import MokkaikStateHands
        from ..models.mokkaik_state_public import MokkaikStatePublic
        from ..models.mokkaik_trick_play import MokkaikTrickPlay

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        dealer = d.pop("dealer")

        bonus = d.pop("bonus")

        hands = MokkaikStateHands.from_dict(d.pop("hands"))

        public = MokkaikStatePublic.from_dict(d.pop("public"))

        leader = d.pop("leader")

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = MokkaikTrickPlay.from_dict(trick_item_data)

            trick.append(trick_item)

        def _parse_season_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        season_winner = _parse_season_winner(d.pop("season_winner"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        mokkaik_state = cls(
            seats=seats,
            dealer=dealer,
            bonus=bonus,
            hands=hands,
            public=public,
            leader=leader,
            trick=trick,
            season_winner=season_winner,
            to_play=to_play,
            over=over,
        )

        return mokkaik_state
