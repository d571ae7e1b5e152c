from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_hand_value import MakkaikHandValue
    from ..models.makkaik_rules import MakkaikRules


T = TypeVar("T", bound="MakkaikHand")


@_attrs_define
class MakkaikHand:
    """
    Attributes:
        value (MakkaikHandValue):
        ruleset (MakkaikRules):
    """

    value: MakkaikHandValue
    ruleset: MakkaikRules

    def to_dict(self) -> dict[str, Any]:
        value = self.value.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_hand_value import MakkaikHandValue
        from ..models.makkaik_rules import MakkaikRules

        d = dict(src_dict)
        value = MakkaikHandValue.from_dict(d.pop("value"))

        ruleset = MakkaikRules.from_dict(d.pop("ruleset"))

        makkaik_hand = cls(
            value=value,
            ruleset=ruleset,
        )

        return makkaik_hand
