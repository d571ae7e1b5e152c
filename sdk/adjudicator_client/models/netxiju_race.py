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
        ruleset (NetxijuRules):
    """

    state: NetxijuState
    seed: int
    ruleset: NetxijuRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        seed = self.seed

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seed": seed,
                "ruleset": ruleset,
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

        ruleset = NetxijuRules.from_dict(d.pop("ruleset"))

        netxiju_race = cls(
            state=state,
            seed=seed,
            ruleset=ruleset,
        )

        return netxiju_race
