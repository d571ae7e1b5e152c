from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mokzo_target_resource import MokzoTargetResource
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_card_target import MokzoCardTarget


T = TypeVar("T", bound="MokzoTarget")


@_attrs_define
class MokzoTarget:
    """
    Attributes:
        seat (int | Unset):
        resource (MokzoTargetResource | Unset):
        age (MokzoCardTarget | Unset):
        destroy (MokzoCardTarget | Unset):
    """

    seat: int | Unset = UNSET
    resource: MokzoTargetResource | Unset = UNSET
    age: MokzoCardTarget | Unset = UNSET
    destroy: MokzoCardTarget | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        resource: str | Unset = UNSET
        if not isinstance(self.resource, Unset):
            resource = self.resource.value

        age: dict[str, Any] | Unset = UNSET
        if not isinstance(self.age, Unset):
            age = self.age.to_dict()

        destroy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.destroy, Unset):
            destroy = self.destroy.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if seat is not UNSET:
            field_dict["seat"] = seat
        if resource is not UNSET:
            field_dict["resource"] = resource
        if age is not UNSET:
            field_dict["age"] = age
        if destroy is not UNSET:
            field_dict["destroy"] = destroy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card_target import MokzoCardTarget

        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        _resource = d.pop("resource", UNSET)
        resource: MokzoTargetResource | Unset
        if isinstance(_resource, Unset):
            resource = UNSET
        else:
            resource = MokzoTargetResource(_resource)

        _age = d.pop("age", UNSET)
        age: MokzoCardTarget | Unset
        if isinstance(_age, Unset):
            age = UNSET
        else:
            age = MokzoCardTarget.from_dict(_age)

        _destroy = d.pop("destroy", UNSET)
        destroy: MokzoCardTarget | Unset
        if isinstance(_destroy, Unset):
            destroy = UNSET
        else:
            destroy = MokzoCardTarget.from_dict(_destroy)

        mokzo_target = cls(
            seat=seat,
            resource=resource,
            age=age,
            destroy=destroy,
        )

        return mokzo_target
