from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_outcome import LutuOutcome
    from ..models.lutu_rules import LutuRules


T = TypeVar("T", bound="LutuSettle")


@_attrs_define
class LutuSettle:
    """
    Attributes:
        cast (int):
        seed (int | None): the seed the cast was drawn with (null: observed)
        settlement (LutuOutcome):
        by_mode (list[LutuOutcome]): under both payout modes, net first
        ruleset (LutuRules):
    """

    cast: int
    seed: int | None
    settlement: LutuOutcome
    by_mode: list[LutuOutcome]
    ruleset: LutuRules

    def to_dict(self) -> dict[str, Any]:
        cast = self.cast

        seed: int | None
        seed = self.seed

        settlement = self.settlement.to_dict()

        by_mode = []
        for by_mode_item_data in self.by_mode:
            by_mode_item = by_mode_item_data.to_dict()
            by_mode.append(by_mode_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cast": cast,
                "seed": seed,
                "settlement": settlement,
                "by_mode": by_mode,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lutu_outcome import LutuOutcome
        from ..models.lutu_rules import LutuRules

        d = dict(src_dict)
        cast = d.pop("cast")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        settlement = LutuOutcome.from_dict(d.pop("settlement"))

        by_mode = []
        _by_mode = d.pop("by_mode")
        for by_mode_item_data in _by_mode:
            by_mode_item = LutuOutcome.from_dict(by_mode_item_data)

            by_mode.append(by_mode_item)

        ruleset = LutuRules.from_dict(d.pop("ruleset"))

        lutu_settle = cls(
            cast=cast,
            seed=seed,
            settlement=settlement,
            by_mode=by_mode,
            ruleset=ruleset,
        )

        return lutu_settle
