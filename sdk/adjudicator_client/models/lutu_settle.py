from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_outcome import LutuOutcome
    from ..models.lutu_rules import LutuRules


T = TypeVar("T", bound="LutuSettle")


@_attrs_define
class LutuSettle:
    """
    Attributes:
        throw (int):
        seed (int | None): the seed the throw was cast with (null: observed)
        settlement (LutuOutcome):
        by_mode (list[LutuOutcome]): under both payout modes, net first
        rules (LutuRules):
    """

    throw: int
    seed: int | None
    settlement: LutuOutcome
    by_mode: list[LutuOutcome]
    rules: LutuRules

    def to_dict(self) -> dict[str, Any]:
        throw = self.throw

        seed: int | None
        seed = self.seed

        settlement = self.settlement.to_dict()

        by_mode = []
        for by_mode_item_data in self.by_mode:
            by_mode_item = by_mode_item_data.to_dict()
            by_mode.append(by_mode_item)

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "throw": throw,
                "seed": seed,
                "settlement": settlement,
                "by_mode": by_mode,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_outcome import LutuOutcome
        from ..models.lutu_rules import LutuRules

        d = dict(src_dict)
        throw = d.pop("throw")

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        settlement = LutuOutcome.from_dict(d.pop("settlement"))

        by_mode = []
        _by_mode = d.pop("by_mode")
        for by_mode_item_data in _by_mode:
            by_mode_item = LutuOutcome.from_dict(by_mode_item_data)

            by_mode.append(by_mode_item)

        rules = LutuRules.from_dict(d.pop("rules"))

        lutu_settle = cls(
            throw=throw,
            seed=seed,
            settlement=settlement,
            by_mode=by_mode,
            rules=rules,
        )

        return lutu_settle
