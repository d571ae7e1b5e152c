from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_rules_input import RenkekiRulesInput
    from ..models.renkeki_step import RenkekiStep


T = TypeVar("T", bound="RenkekiTurnRequest")


@_attrs_define
class RenkekiTurnRequest:
    """
    Attributes:
        steps (list[RenkekiStep]): the decisions in order (at most 200)
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        seed (int | None | Unset): draws the casts the steps do not give, reproducibly (else at random, not cached)
    """

    steps: list[RenkekiStep]
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "steps": steps,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules_input import RenkekiRulesInput
        from ..models.renkeki_step import RenkekiStep

        d = dict(src_dict)
        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = RenkekiStep.from_dict(steps_item_data)

            steps.append(steps_item)

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
            return cast(None | RenkekiRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        renkeki_turn_request = cls(
            steps=steps,
            ruleset=ruleset,
            seed=seed,
        )

        return renkeki_turn_request
