from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lutu_rules_input import LutuRulesInput


T = TypeVar("T", bound="LutuNewGameRequest")


@_attrs_define
class LutuNewGameRequest:
    """
    Attributes:
        seats (list[str]): the banker first, then the children in betting order (16 at most)
        seed (int | None | Unset): draws the banker's cast if it is not observed (else drawn at random and returned)
        ruleset (LutuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    seats: list[str]
    seed: int | None | Unset = UNSET
    ruleset: LutuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lutu_rules_input import LutuRulesInput

        seats = self.seats

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LutuRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_rules_input import LutuRulesInput

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(data: object) -> LutuRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = LutuRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LutuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lutu_new_game_request = cls(
            seats=seats,
            seed=seed,
            ruleset=ruleset,
        )

        return lutu_new_game_request
