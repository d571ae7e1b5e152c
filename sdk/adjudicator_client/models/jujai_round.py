from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_round_casts import JujaiRoundCasts


T = TypeVar("T", bound="JujaiRound")


@_attrs_define
class JujaiRound:
    """
    Attributes:
        casts (JujaiRoundCasts): player -> cast (marked faces)
        top (int): the highest cast of the round
        winner (None | str): the unique highest thrower; null on a tie at the top
        tied_players (list[str]): the players tied at the top, who rethrow (empty if won)
    """

    casts: JujaiRoundCasts
    top: int
    winner: None | str
    tied_players: list[str]

    def to_dict(self) -> dict[str, Any]:
        casts = self.casts.to_dict()

        top = self.top

        winner: None | str
        winner = self.winner

        tied_players = self.tied_players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "casts": casts,
                "top": top,
                "winner": winner,
                "tied_players": tied_players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_round_casts import JujaiRoundCasts

        d = dict(src_dict)
        casts = JujaiRoundCasts.from_dict(d.pop("casts"))

        top = d.pop("top")

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        tied_players = cast(list[str], d.pop("tied_players"))

        jujai_round = cls(
            casts=casts,
            top=top,
            winner=winner,
            tied_players=tied_players,
        )

        return jujai_round
