from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiPolicyRequest")


@_attrs_define
class RenkekiPolicyRequest:
    """
    Attributes:
        threshold (int): bank as soon as the running total is at least this (0..200)
        rules (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    threshold: int
    rules: None | RenkekiRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        threshold = self.threshold

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, RenkekiRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "threshold": threshold,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        threshold = d.pop("threshold")

        def _parse_rules(data: object) -> None | RenkekiRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = RenkekiRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RenkekiRulesInput | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        renkeki_policy_request = cls(
            threshold=threshold,
            rules=rules,
        )

        return renkeki_policy_request
