from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput
    from ..models.utage_state_input import UtageStateInput


T = TypeVar("T", bound="UtageStartRoundRequest")


@_attrs_define
class UtageStartRoundRequest:
    """
    Attributes:
        state (UtageStateInput):
        formula (str): the flipped lord card: integers, SLOTi or SLOT(i), MAX/最大, MIN/最小, COUNT/個数, + - × ÷ (or * /) and
            parentheses; division floors Example: SLOT1 + SLOT2 + MAX × COUNT.
        rolls (list[list[int]] | None | Unset): the observed rolls, one list per seat (empty for a disqualified seat)
        seed (int | None | Unset): without rolls: makes the roll reproducible (else random)
        ruleset (None | Unset | UtageRulesInput): flags overriding the defaults; the answer echoes them all
    """

    state: UtageStateInput
    formula: str
    rolls: list[list[int]] | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        state = self.state.to_dict()

        formula = self.formula

        rolls: list[list[int]] | None | Unset
        if isinstance(self.rolls, Unset):
            rolls = UNSET
        elif isinstance(self.rolls, list):
            rolls = []
            for rolls_type_0_item_data in self.rolls:
                rolls_type_0_item = rolls_type_0_item_data

                rolls.append(rolls_type_0_item)

        else:
            rolls = self.rolls

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
                "formula": formula,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
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

        formula = d.pop("formula")

        def _parse_rolls(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rolls_type_0 = []
                _rolls_type_0 = data
                for rolls_type_0_item_data in _rolls_type_0:
                    rolls_type_0_item = cast(list[int], rolls_type_0_item_data)

                    rolls_type_0.append(rolls_type_0_item)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        rolls = _parse_rolls(d.pop("rolls", UNSET))

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

        utage_start_round_request = cls(
            state=state,
            formula=formula,
            rolls=rolls,
            seed=seed,
            ruleset=ruleset,
        )

        return utage_start_round_request
