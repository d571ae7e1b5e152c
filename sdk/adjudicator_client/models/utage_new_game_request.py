from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput


T = TypeVar("T", bound="UtageNewGameRequest")


@_attrs_define
class UtageNewGameRequest:
    """
    Attributes:
        seats (list[str]): the names, clockwise
        first (int | Unset): whoever most recently organised a party Default: 0.
        seed (int | None | Unset): every roll not given is drawn from it (reproducible); without it a random seed is
            drawn and kept in the state (not cached)
        ruleset (None | Unset | UtageRulesInput): flags overriding the defaults; the answer echoes them all
    """

    seats: list[str]
    first: int | Unset = 0
    seed: int | None | Unset = UNSET
    ruleset: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        seats = self.seats

        first = self.first

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
                "seats": seats,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules_input import UtageRulesInput

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        first = d.pop("first", UNSET)

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

        utage_new_game_request = cls(
            seats=seats,
            first=first,
            seed=seed,
            ruleset=ruleset,
        )

        return utage_new_game_request
