from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.renkeki_throw_outcome import RenkekiThrowOutcome
    from ..models.renkeki_turn import RenkekiTurn


T = TypeVar("T", bound="RenkekiPlays")


@_attrs_define
class RenkekiPlays:
    """
    Attributes:
        to_play (None | str): null once the game is over
        over (bool):
        turn (RenkekiTurn):
        casts (list[RenkekiThrowOutcome]): 再行: every cast with its exact probability (none once over)
        can_bank (bool): 積値 is open: the turn has had its first throw
    """

    to_play: None | str
    over: bool
    turn: RenkekiTurn
    casts: list[RenkekiThrowOutcome]
    can_bank: bool

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        over = self.over

        turn = self.turn.to_dict()

        casts = []
        for casts_item_data in self.casts:
            casts_item = casts_item_data.to_dict()
            casts.append(casts_item)

        can_bank = self.can_bank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "over": over,
                "turn": turn,
                "casts": casts,
                "can_bank": can_bank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_throw_outcome import RenkekiThrowOutcome
        from ..models.renkeki_turn import RenkekiTurn

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        turn = RenkekiTurn.from_dict(d.pop("turn"))

        casts = []
        _casts = d.pop("casts")
        for casts_item_data in _casts:
            casts_item = RenkekiThrowOutcome.from_dict(casts_item_data)

            casts.append(casts_item)

        can_bank = d.pop("can_bank")

        renkeki_plays = cls(
            to_play=to_play,
            over=over,
            turn=turn,
            casts=casts,
            can_bank=can_bank,
        )

        return renkeki_plays
