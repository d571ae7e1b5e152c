from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.renkeki_apply_request_decision import RenkekiApplyRequestDecision
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_apply_request_state import RenkekiApplyRequestState
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiApplyRequest")


@_attrs_define
class RenkekiApplyRequest:
    """
    Attributes:
        state (RenkekiApplyRequestState): the game as the service returned it
        player (str):  Example: A.
        decision (RenkekiApplyRequestDecision): 再行 (throw) or 積値 (bank)
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        cast (int | None | Unset): the observed cast; null or absent: drawn from the game's seed (a throw only)
    """

    state: RenkekiApplyRequestState
    player: str
    decision: RenkekiApplyRequestDecision
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    cast: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        state = self.state.to_dict()

        player = self.player

        decision = self.decision.value

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
                "decision": decision,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if cast is not UNSET:
            field_dict["cast"] = cast

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.renkeki_apply_request_state import RenkekiApplyRequestState
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        state = RenkekiApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        decision = RenkekiApplyRequestDecision(d.pop("decision"))

        def _parse_ruleset(data: object) -> None | RenkekiRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = RenkekiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(None | RenkekiRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        renkeki_apply_request = cls(
            state=state,
            player=player,
            decision=decision,
            ruleset=ruleset,
            cast=cast,
        )

        return renkeki_apply_request
