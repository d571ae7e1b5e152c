from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_settlement import JujaiSettlement
    from ..models.renkeki_game_turns_item import RenkekiGameTurnsItem
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiGame")


@_attrs_define
class RenkekiGame:
    """
    Attributes:
        legal (bool):
        reason (None | str): the first illegal or unfinished turn, e.g. 'rounds[0].A: ...'
        turns (list[RenkekiGameTurnsItem]): per round, up to the first bad turn
        settlement (JujaiSettlement | None):
        stake (int):
        ruleset (RenkekiRules):
    """

    legal: bool
    reason: None | str
    turns: list[RenkekiGameTurnsItem]
    settlement: JujaiSettlement | None
    stake: int
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.jujai_settlement import JujaiSettlement

        legal = self.legal

        reason: None | str
        reason = self.reason

        turns = []
        for turns_item_data in self.turns:
            turns_item = turns_item_data.to_dict()
            turns.append(turns_item)

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, JujaiSettlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        stake = self.stake

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "turns": turns,
                "settlement": settlement,
                "stake": stake,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_settlement import JujaiSettlement
        from ..models.renkeki_game_turns_item import RenkekiGameTurnsItem
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        turns = []
        _turns = d.pop("turns")
        for turns_item_data in _turns:
            turns_item = RenkekiGameTurnsItem.from_dict(turns_item_data)

            turns.append(turns_item)

        def _parse_settlement(data: object) -> JujaiSettlement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = JujaiSettlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JujaiSettlement | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        stake = d.pop("stake")

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_game = cls(
            legal=legal,
            reason=reason,
            turns=turns,
            settlement=settlement,
            stake=stake,
            ruleset=ruleset,
        )

        return renkeki_game
