from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.netxiju_rules import NetxijuRules
    from ..models.netxiju_state import NetxijuState


T = TypeVar("T", bound="NetxijuRace")


@_attrs_define
class NetxijuRace:
    """
    Attributes:
        state (NetxijuState):
        seed (int): the seed given, or the random one drawn
        rules (NetxijuRules):
    """

    state: NetxijuState
    seed: int
    rules: NetxijuRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        seed = self.seed

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seed": seed,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_rules import NetxijuRules
        from ..models.netxiju_state import NetxijuState

        d = dict(src_dict)
        state = NetxijuState.from_dict(d.pop("state"))

        seed = d.pop("seed")

        rules = NetxijuRules.from_dict(d.pop("rules"))

        netxiju_race = cls(
            state=state,
            seed=seed,
            rules=rules,
        )

        return netxiju_race
