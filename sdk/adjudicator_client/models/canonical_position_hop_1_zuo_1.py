from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.captured_piece import CapturedPiece


T = TypeVar("T", bound="CanonicalPositionHop1Zuo1")


@_attrs_define
class CanonicalPositionHop1Zuo1:
    """each side's captured pieces, in capture order"""

    additional_properties: dict[str, list[CapturedPiece | str]] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.captured_piece import CapturedPiece

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item: dict[str, Any] | str
                if isinstance(additional_property_item_data, CapturedPiece):
                    additional_property_item = additional_property_item_data.to_dict()
                else:
                    additional_property_item = additional_property_item_data
                field_dict[prop_name].append(additional_property_item)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.captured_piece import CapturedPiece

        d = dict(src_dict)
        canonical_position_hop_1_zuo_1 = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in _additional_property:

                def _parse_additional_property_item(
                    data: object,
                ) -> CapturedPiece | str:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        additional_property_item_type_0 = CapturedPiece.from_dict(data)

                        return additional_property_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(CapturedPiece | str, data)

                additional_property_item = _parse_additional_property_item(
                    additional_property_item_data
                )

                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        canonical_position_hop_1_zuo_1.additional_properties = additional_properties
        return canonical_position_hop_1_zuo_1

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[CapturedPiece | str]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[CapturedPiece | str]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
