from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ships_rules_build_cost import ShipsRulesBuildCost
from ..models.ships_rules_fuel_source import ShipsRulesFuelSource
from ..models.ships_rules_supply_source import ShipsRulesSupplySource

T = TypeVar("T", bound="ShipsRules")


@_attrs_define
class ShipsRules:
    """
    Attributes:
        fuel_source (ShipsRulesFuelSource): a move burns the throw from the moving ship's cargo (ship, default) or from
            the start store
        exact_goal (bool): a move must end exactly on the goal (otherwise an overshoot stops there; default false)
        build_cost (ShipsRulesBuildCost): building a ship: transfer (store -5, ship +5; default) or burn (store -10: 5
            burned, 5 loaded)
        supply_source (ShipsRulesSupplySource): 補給 takes new resources from the bank (default) or from the start store
        plunder_intermediate_only (bool): plundering only on the 19 intermediate points (default true)
        pass_if_start_empty (bool): a player whose start store is 0 passes (the literal rule; default true)
        sticks (int): the number of throwing sticks (default 5)
    """

    fuel_source: ShipsRulesFuelSource
    exact_goal: bool
    build_cost: ShipsRulesBuildCost
    supply_source: ShipsRulesSupplySource
    plunder_intermediate_only: bool
    pass_if_start_empty: bool
    sticks: int

    def to_dict(self) -> dict[str, Any]:
        fuel_source = self.fuel_source.value

        exact_goal = self.exact_goal

        build_cost = self.build_cost.value

        supply_source = self.supply_source.value

        plunder_intermediate_only = self.plunder_intermediate_only

        pass_if_start_empty = self.pass_if_start_empty

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fuel_source": fuel_source,
                "exact_goal": exact_goal,
                "build_cost": build_cost,
                "supply_source": supply_source,
                "plunder_intermediate_only": plunder_intermediate_only,
                "pass_if_start_empty": pass_if_start_empty,
                "sticks": sticks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fuel_source = ShipsRulesFuelSource(d.pop("fuel_source"))

        exact_goal = d.pop("exact_goal")

        build_cost = ShipsRulesBuildCost(d.pop("build_cost"))

        supply_source = ShipsRulesSupplySource(d.pop("supply_source"))

        plunder_intermediate_only = d.pop("plunder_intermediate_only")

        pass_if_start_empty = d.pop("pass_if_start_empty")

        sticks = d.pop("sticks")

        ships_rules = cls(
            fuel_source=fuel_source,
            exact_goal=exact_goal,
            build_cost=build_cost,
            supply_source=supply_source,
            plunder_intermediate_only=plunder_intermediate_only,
            pass_if_start_empty=pass_if_start_empty,
            sticks=sticks,
        )

        return ships_rules
