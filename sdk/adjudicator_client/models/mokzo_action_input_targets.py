from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mokzo_target_input import MokzoTargetInput


T = TypeVar("T", bound="MokzoActionInputTargets")


@_attrs_define
class MokzoActionInputTargets:
    """activate: card id -> target of its effect; 虎 and 将 act on every own turn, so each must name one of its listed
    choices (only one with none does nothing)

    """

    additional_properties: dict[str, MokzoTargetInput] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_target_input import MokzoTargetInput

        d = dict(src_dict)
        mokzo_action_input_targets = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = MokzoTargetInput.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        mokzo_action_input_targets.additional_properties = additional_properties
        return mokzo_action_input_targets

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> MokzoTargetInput:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: MokzoTargetInput) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
