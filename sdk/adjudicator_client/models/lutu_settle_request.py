from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lutu_bet import LutuBet
    from ..models.lutu_rules_input import LutuRulesInput


T = TypeVar("T", bound="LutuSettleRequest")


@_attrs_define
class LutuSettleRequest:
    """
    Attributes:
        bets (list[LutuBet]): at most 64 bets
        cast (int | None | Unset): the banker's observed cast (five sticks)
        seed (int | None | Unset): without a cast: casts it reproducibly (else at random, not cached)
        ruleset (LutuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    bets: list[LutuBet]
    cast: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: LutuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lutu_rules_input import LutuRulesInput

        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

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
                "bets": bets,
            }
        )
        if cast is not UNSET:
            field_dict["cast"] = cast
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lutu_bet import LutuBet
        from ..models.lutu_rules_input import LutuRulesInput

        d = dict(src_dict)
        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = LutuBet.from_dict(bets_item_data)

            bets.append(bets_item)

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

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
            return typing.cast(LutuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lutu_settle_request = cls(
            bets=bets,
            cast=cast,
            seed=seed,
            ruleset=ruleset,
        )

        return lutu_settle_request
