from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageRoundResultRequest")


@_attrs_define
class UtageRoundResultRequest:
    """
    Attributes:
        state (UtageStateInput):
        lord_dice (list[int] | None | Unset): the observed roll of the lord's cup
        seed (int | None | Unset): without lord_dice: makes the roll reproducible (else random)
        ruleset (None | Unset | UtageRulesInput): flags overriding the defaults; the answer echoes them all
    """

    state: UtageStateInput
    lord_dice: list[int] | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        state = self.state.to_dict()

        lord_dice: list[int] | None | Unset
        if isinstance(self.lord_dice, Unset):
            lord_dice = UNSET
        elif isinstance(self.lord_dice, list):
            lord_dice = self.lord_dice

        else:
            lord_dice = self.lord_dice

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, UtageRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if lord_dice is not UNSET:
            field_dict["lord_dice"] = lord_dice
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules_input import UtageRulesInput
        from ..models.utage_state_input import UtageStateInput

        d = dict(src_dict)
        state = UtageStateInput.from_dict(d.pop("state"))

        def _parse_lord_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                lord_dice_type_0 = cast(list[int], data)

                return lord_dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        lord_dice = _parse_lord_dice(d.pop("lord_dice", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(data: object) -> None | Unset | UtageRulesInput:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = UtageRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UtageRulesInput, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        utage_round_result_request = cls(
            state=state,
            lord_dice=lord_dice,
            seed=seed,
            ruleset=ruleset,
        )

        return utage_round_result_request
