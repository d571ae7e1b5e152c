from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiReachRequest")


@_attrs_define
class RenkekiReachRequest:
    """
    Attributes:
        target (int): 0..1000
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        from_total (int | None | Unset): the running total after at least one throw; null: before the first throw
    """

    target: int
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    from_total: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        target = self.target

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        from_total: int | None | Unset
        if isinstance(self.from_total, Unset):
            from_total = UNSET
        else:
            from_total = self.from_total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if from_total is not UNSET:
            field_dict["from_total"] = from_total

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        target = d.pop("target")

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

        def _parse_from_total(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        from_total = _parse_from_total(d.pop("from_total", UNSET))

        renkeki_reach_request = cls(
            target=target,
            ruleset=ruleset,
            from_total=from_total,
        )

        return renkeki_reach_request
