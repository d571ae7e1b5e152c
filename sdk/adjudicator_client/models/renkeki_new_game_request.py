from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiNewGameRequest")


@_attrs_define
class RenkekiNewGameRequest:
    """
    Attributes:
        seats (list[str]): 2 to 16 distinct names in seating order
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        seed (int | None | Unset): draws the throws not given (else drawn at random and returned)
        stake (int | Unset): stake per player and round (default 1) Default: 1.
    """

    seats: list[str]
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    seed: int | None | Unset = UNSET
    stake: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        seats = self.seats

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

        stake = self.stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if seed is not UNSET:
            field_dict["seed"] = seed
        if stake is not UNSET:
            field_dict["stake"] = stake

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

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

        stake = d.pop("stake", UNSET)

        renkeki_new_game_request = cls(
            seats=seats,
            ruleset=ruleset,
            seed=seed,
            stake=stake,
        )

        return renkeki_new_game_request
