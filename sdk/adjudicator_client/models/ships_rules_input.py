from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ships_rules_input_build_cost import ShipsRulesInputBuildCost
from ..models.ships_rules_input_fuel_source import ShipsRulesInputFuelSource
from ..models.ships_rules_input_supply_source import ShipsRulesInputSupplySource
from ..types import UNSET, Unset

T = TypeVar("T", bound="ShipsRulesInput")


@_attrs_define
class ShipsRulesInput:
    """
    Attributes:
        fuel_source (ShipsRulesInputFuelSource | Unset): a move burns the throw from the moving ship's cargo (ship,
            default) or from the start store
        exact_goal (bool | Unset): a move must end exactly on the goal (otherwise an overshoot stops there; default
            false)
        build_cost (ShipsRulesInputBuildCost | Unset): building a ship: transfer (store -5, ship +5; default) or burn
            (store -10: 5 burned, 5 loaded)
        supply_source (ShipsRulesInputSupplySource | Unset): 補給 takes new resources from the bank (default) or from the
            start store
        plunder_intermediate_only (bool | Unset): plundering only on the 19 intermediate points (default true)
        pass_if_start_empty (bool | Unset): a player whose start store is 0 passes (the literal rule; default true)
        sticks (int | Unset): the number of throwing sticks (default 5)
    """

    fuel_source: ShipsRulesInputFuelSource | Unset = UNSET
    exact_goal: bool | Unset = UNSET
    build_cost: ShipsRulesInputBuildCost | Unset = UNSET
    supply_source: ShipsRulesInputSupplySource | Unset = UNSET
    plunder_intermediate_only: bool | Unset = UNSET
    pass_if_start_empty: bool | Unset = UNSET
    sticks: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fuel_source: str | Unset = UNSET
        if not isinstance(self.fuel_source, Unset):
            fuel_source = self.fuel_source.value

        exact_goal = self.exact_goal

        build_cost: str | Unset = UNSET
        if not isinstance(self.build_cost, Unset):
            build_cost = self.build_cost.value

        supply_source: str | Unset = UNSET
        if not isinstance(self.supply_source, Unset):
            supply_source = self.supply_source.value

        plunder_intermediate_only = self.plunder_intermediate_only

        pass_if_start_empty = self.pass_if_start_empty

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if fuel_source is not UNSET:
            field_dict["fuel_source"] = fuel_source
        if exact_goal is not UNSET:
            field_dict["exact_goal"] = exact_goal
        if build_cost is not UNSET:
            field_dict["build_cost"] = build_cost
        if supply_source is not UNSET:
            field_dict["supply_source"] = supply_source
        if plunder_intermediate_only is not UNSET:
            field_dict["plunder_intermediate_only"] = plunder_intermediate_only
        if pass_if_start_empty is not UNSET:
            field_dict["pass_if_start_empty"] = pass_if_start_empty
        if sticks is not UNSET:
            field_dict["sticks"] = sticks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _fuel_source = d.pop("fuel_source", UNSET)
        fuel_source: ShipsRulesInputFuelSource | Unset
        if isinstance(_fuel_source, Unset):
            fuel_source = UNSET
        else:
            fuel_source = ShipsRulesInputFuelSource(_fuel_source)

        exact_goal = d.pop("exact_goal", UNSET)

        _build_cost = d.pop("build_cost", UNSET)
        build_cost: ShipsRulesInputBuildCost | Unset
        if isinstance(_build_cost, Unset):
            build_cost = UNSET
        else:
            build_cost = ShipsRulesInputBuildCost(_build_cost)

        _supply_source = d.pop("supply_source", UNSET)
        supply_source: ShipsRulesInputSupplySource | Unset
        if isinstance(_supply_source, Unset):
            supply_source = UNSET
        else:
            supply_source = ShipsRulesInputSupplySource(_supply_source)

        plunder_intermediate_only = d.pop("plunder_intermediate_only", UNSET)

        pass_if_start_empty = d.pop("pass_if_start_empty", UNSET)

        sticks = d.pop("sticks", UNSET)

        ships_rules_input = cls(
            fuel_source=fuel_source,
            exact_goal=exact_goal,
            build_cost=build_cost,
            supply_source=supply_source,
            plunder_intermediate_only=plunder_intermediate_only,
            pass_if_start_empty=pass_if_start_empty,
            sticks=sticks,
        )

        return ships_rules_input
