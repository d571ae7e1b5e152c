from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_cep_position_request_ruleset_type_0 import (
    LauzaitCepPositionRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_position_input import LauzaitCepPositionInput
    from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags


T = TypeVar("T", bound="LauzaitCepPositionRequest")


@_attrs_define
class LauzaitCepPositionRequest:
    """
    Attributes:
        position (LauzaitCepPositionInput):
        ruleset (LauzaitCepPositionRequestRulesetType0 | LauzaitCepRulesetFlags | Unset): a preset name ('default', or
            'english': Layered Bridges scores 3) or an object of options overriding a preset; the answer echoes the
            effective options Default: LauzaitCepPositionRequestRulesetType0.DEFAULT.
    """

    position: LauzaitCepPositionInput
    ruleset: LauzaitCepPositionRequestRulesetType0 | LauzaitCepRulesetFlags | Unset = (
        LauzaitCepPositionRequestRulesetType0.DEFAULT
    )

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LauzaitCepPositionRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_position_input import LauzaitCepPositionInput
        from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags

        d = dict(src_dict)
        position = LauzaitCepPositionInput.from_dict(d.pop("position"))

        def _parse_ruleset(
            data: object,
        ) -> LauzaitCepPositionRequestRulesetType0 | LauzaitCepRulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = LauzaitCepPositionRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = LauzaitCepRulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lauzait_cep_position_request = cls(
            position=position,
            ruleset=ruleset,
        )

        return lauzait_cep_position_request
