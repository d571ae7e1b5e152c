from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_errors_json_type_0 import ErrorErrorsJsonType0
    from ..models.error_errors_query_type_0 import ErrorErrorsQueryType0


T = TypeVar("T", bound="ErrorErrors")


@_attrs_define
class ErrorErrors:
    """details by location (json, query, ...) and field path

    Attributes:
        json (ErrorErrorsJsonType0 | list[str] | Unset): the body's offending fields by path (position.board.ZO,
            rounds[0].A), or what is wrong with the body as a whole
        query (ErrorErrorsQueryType0 | list[str] | Unset): the offending query parameters by name
        too_many (list[str] | Unset): the pieces of which there are more than the game has
    """

    json: ErrorErrorsJsonType0 | list[str] | Unset = UNSET
    query: ErrorErrorsQueryType0 | list[str] | Unset = UNSET
    too_many: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.error_errors_json_type_0 import ErrorErrorsJsonType0
        from ..models.error_errors_query_type_0 import ErrorErrorsQueryType0

        json: dict[str, Any] | list[str] | Unset
        if isinstance(self.json, Unset):
            json = UNSET
        elif isinstance(self.json, ErrorErrorsJsonType0):
            json = self.json.to_dict()
        else:
            json = self.json

        query: dict[str, Any] | list[str] | Unset
        if isinstance(self.query, Unset):
            query = UNSET
        elif isinstance(self.query, ErrorErrorsQueryType0):
            query = self.query.to_dict()
        else:
            query = self.query

        too_many: list[str] | Unset = UNSET
        if not isinstance(self.too_many, Unset):
            too_many = self.too_many

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if json is not UNSET:
            field_dict["json"] = json
        if query is not UNSET:
            field_dict["query"] = query
        if too_many is not UNSET:
            field_dict["too_many"] = too_many

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error_errors_json_type_0 import ErrorErrorsJsonType0
        from ..models.error_errors_query_type_0 import ErrorErrorsQueryType0

        d = dict(src_dict)

        def _parse_json(data: object) -> ErrorErrorsJsonType0 | list[str] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                json_type_0 = ErrorErrorsJsonType0.from_dict(data)

                return json_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            json_type_1 = cast(list[str], data)

            return json_type_1

        json = _parse_json(d.pop("json", UNSET))

        def _parse_query(data: object) -> ErrorErrorsQueryType0 | list[str] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                query_type_0 = ErrorErrorsQueryType0.from_dict(data)

                return query_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            query_type_1 = cast(list[str], data)

            return query_type_1

        query = _parse_query(d.pop("query", UNSET))

        too_many = cast(list[str], d.pop("too_many", UNSET))

        error_errors = cls(
            json=json,
            query=query,
            too_many=too_many,
        )

        error_errors.additional_properties = d
        return error_errors

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
