from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_rules import MokkaikRules
    from ..models.mokkaik_trick_play import MokkaikTrickPlay


T = TypeVar("T", bound="MokkaikTrick")


@_attrs_define
class MokkaikTrick:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        illegal_play (int | None): index of the first bad play
        plays (list[MokkaikTrickPlay]): the legal plays, with what each counts as
        winner (None | str): the strongest face-up combo's player (earliest among equals)
        ruleset (MokkaikRules):
    """

    legal: bool
    reason: None | str
    illegal_play: int | None
    plays: list[MokkaikTrickPlay]
    winner: None | str
    ruleset: MokkaikRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        illegal_play: int | None
        illegal_play = self.illegal_play

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        winner: None | str
        winner = self.winner

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "illegal_play": illegal_play,
                "plays": plays,
                "winner": winner,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules import MokkaikRules
        from ..models.mokkaik_trick_play import MokkaikTrickPlay

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_illegal_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        illegal_play = _parse_illegal_play(d.pop("illegal_play"))

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MokkaikTrickPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        ruleset = MokkaikRules.from_dict(d.pop("ruleset"))

        mokkaik_trick = cls(
            legal=legal,
            reason=reason,
            illegal_play=illegal_play,
            plays=plays,
            winner=winner,
            ruleset=ruleset,
        )

        return mokkaik_trick
