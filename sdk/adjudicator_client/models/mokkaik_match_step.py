from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_match import MokkaikMatch
    from ..models.mokkaik_match_step_play_type_0 import MokkaikMatchStepPlayType0
    from ..models.mokkaik_match_step_settlement_type_0 import (
        MokkaikMatchStepSettlementType0,
    )


T = TypeVar("T", bound="MokkaikMatchStep")


@_attrs_define
class MokkaikMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        play (MokkaikMatchStepPlayType0 | None):
        trick_winner (None | str):  Example: 甲.
        season_winner (None | str):  Example: 甲.
        settlement (MokkaikMatchStepSettlementType0 | None): a season just finished: payments, net, next dealer
        state (MokkaikMatch):
    """

    legal: bool
    reason: None | str
    play: MokkaikMatchStepPlayType0 | None
    trick_winner: None | str
    season_winner: None | str
    settlement: MokkaikMatchStepSettlementType0 | None
    state: MokkaikMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_match_step_play_type_0 import MokkaikMatchStepPlayType0
        from ..models.mokkaik_match_step_settlement_type_0 import (
            MokkaikMatchStepSettlementType0,
        )

        legal = self.legal

        reason: None | str
        reason = self.reason

        play: dict[str, Any] | None
        if isinstance(self.play, MokkaikMatchStepPlayType0):
            play = self.play.to_dict()
        else:
            play = self.play

        trick_winner: None | str
        trick_winner = self.trick_winner

        season_winner: None | str
        season_winner = self.season_winner

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, MokkaikMatchStepSettlementType0):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        state = self.state.to_dict()

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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_match import MokkaikMatch
        from ..models.mokkaik_match_step_play_type_0 import MokkaikMatchStepPlayType0
        from ..models.mokkaik_match_step_settlement_type_0 import (
            MokkaikMatchStepSettlementType0,
        )

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_play(data: object) -> MokkaikMatchStepPlayType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                play_type_0 = MokkaikMatchStepPlayType0.from_dict(data)

                return play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikMatchStepPlayType0 | None, data)

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

        def _parse_settlement(data: object) -> MokkaikMatchStepSettlementType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = MokkaikMatchStepSettlementType0.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikMatchStepSettlementType0 | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = MokkaikMatch.from_dict(d.pop("state"))

        mokkaik_match_step = cls(
            legal=legal,
            reason=reason,
            play=play,
            trick_winner=trick_winner,
            season_winner=season_winner,
            settlement=settlement,
            state=state,
        )

        return mokkaik_match_step
