from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_game_ruleset import MakkaikGameRuleset
    from ..models.makkaik_game_state import MakkaikGameState
    from ..models.makkaik_settlement import MakkaikSettlement


T = TypeVar("T", bound="MakkaikGame")


@_attrs_define
class MakkaikGame:
    """
    Attributes:
        state (MakkaikGameState): hands, community, stock, draw, discards, betting
        to_play (None | str):  Example: 甲.
        over (bool):
        settlement (MakkaikSettlement | None): once over: the pot, its winners and the net chips
        ruleset (MakkaikGameRuleset):
    """

    state: MakkaikGameState
    to_play: None | str
    over: bool
    settlement: MakkaikSettlement | None
    ruleset: MakkaikGameRuleset

    def to_dict(self) -> dict[str, Any]:
        from ..models.makkaik_settlement import MakkaikSettlement

        state = self.state.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, MakkaikSettlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "to_play": to_play,
                "over": over,
                "settlement": settlement,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_game_ruleset import MakkaikGameRuleset
        from ..models.makkaik_game_state import MakkaikGameState
        from ..models.makkaik_settlement import MakkaikSettlement

        d = dict(src_dict)
        state = MakkaikGameState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        def _parse_settlement(data: object) -> MakkaikSettlement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = MakkaikSettlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakkaikSettlement | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        ruleset = MakkaikGameRuleset.from_dict(d.pop("ruleset"))

        makkaik_game = cls(
            state=state,
            to_play=to_play,
            over=over,
            settlement=settlement,
            ruleset=ruleset,
        )

        return makkaik_game
