from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_rules import MokkaikRules
    from ..models.mokkaik_settlement import MokkaikSettlement
    from ..models.mokkaik_state import MokkaikState
    from ..models.mokkaik_trick_play import MokkaikTrickPlay


T = TypeVar("T", bound="MokkaikStep")


@_attrs_define
class MokkaikStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        play (MokkaikTrickPlay | None):
        trick_winner (None | str): set when the play completed the trick: the winner, who keeps the cards as 公開札 and
            leads next
        season_winner (None | str):
        settlement (MokkaikSettlement | None): the season's settlement when this play ends it (null otherwise, and for a
            refused play)
        state (MokkaikState):
        ruleset (MokkaikRules):
    """

    legal: bool
    reason: None | str
    play: MokkaikTrickPlay | None
    trick_winner: None | str
    season_winner: None | str
    settlement: MokkaikSettlement | None
    state: MokkaikState
    ruleset: MokkaikRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_settlement import MokkaikSettlement
        from ..models.mokkaik_trick_play import MokkaikTrickPlay

        legal = self.legal

        reason: None | str
        reason = self.reason

        play: dict[str, Any] | None
        if isinstance(self.play, MokkaikTrickPlay):
            play = self.play.to_dict()
        else:
            play = self.play

        trick_winner: None | str
        trick_winner = self.trick_winner

        season_winner: None | str
        season_winner = self.season_winner

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, MokkaikSettlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "play": play,
                "trick_winner": trick_winner,
                "season_winner": season_winner,
                "settlement": settlement,
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules import MokkaikRules
        from ..models.mokkaik_settlement import MokkaikSettlement
        from ..models.mokkaik_state import MokkaikState
        from ..models.mokkaik_trick_play import MokkaikTrickPlay

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_play(data: object) -> MokkaikTrickPlay | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                play_type_0 = MokkaikTrickPlay.from_dict(data)

                return play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikTrickPlay | None, data)

        play = _parse_play(d.pop("play"))

        def _parse_trick_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trick_winner = _parse_trick_winner(d.pop("trick_winner"))

        def _parse_season_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        season_winner = _parse_season_winner(d.pop("season_winner"))

        def _parse_settlement(data: object) -> MokkaikSettlement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = MokkaikSettlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikSettlement | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = MokkaikState.from_dict(d.pop("state"))

        ruleset = MokkaikRules.from_dict(d.pop("ruleset"))

        mokkaik_step = cls(
            legal=legal,
            reason=reason,
            play=play,
            trick_winner=trick_winner,
            season_winner=season_winner,
            settlement=settlement,
            state=state,
            ruleset=ruleset,
        )

        return mokkaik_step
