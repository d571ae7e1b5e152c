from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.netxiju_rules_input import NetxijuRulesInput
    from ..models.netxiju_state_input import NetxijuStateInput


T = TypeVar("T", bound="NetxijuThrowRequest")


@_attrs_define
class NetxijuThrowRequest:
    """
    Attributes:
        state (NetxijuStateInput):
        player (int): the seat throwing
        throw (int | None | Unset): the observed throw (sticks: 0..n marked faces; d6: 1..6)
        seed (int | None | Unset): without a throw: draws it reproducibly (else at random)
        ruleset (NetxijuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NetxijuStateInput
    player: int
    throw: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: NetxijuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.netxiju_rules_input import NetxijuRulesInput

        state = self.state.to_dict()

        player = self.player

        throw: int | None | Unset
        if isinstance(self.throw, Unset):
            throw = UNSET
        else:
            throw = self.throw

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NetxijuRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
            }
        )
        if throw is not UNSET:
            field_dict["throw"] = throw
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_rules_input import NetxijuRulesInput
        from ..models.netxiju_state_input import NetxijuStateInput

        d = dict(src_dict)
        state = NetxijuStateInput.from_dict(d.pop("state"))

        player = d.pop("player")

        def _parse_throw(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        throw = _parse_throw(d.pop("throw", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(data: object) -> NetxijuRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NetxijuRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NetxijuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        netxiju_throw_request = cls(
            state=state,
            player=player,
            throw=throw,
            seed=seed,
            ruleset=ruleset,
        )

        return netxiju_throw_request
