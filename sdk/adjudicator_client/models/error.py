from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_errors import ErrorErrors


T = TypeVar("T", bound="Error")


@_attrs_define
class Error:
    """
    Attributes:
        code (int): the HTTP status code
        status (str): the HTTP status name
        message (str | Unset): what is wrong, naming the field, square or record line concerned
        errors (ErrorErrors | Unset): details by location (json, query, ...) and field path
    """

    code: int
    status: str
    message: str | Unset = UNSET
    errors: ErrorErrors | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        status = self.status

        message = self.message

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "status": status,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error_errors import ErrorErrors

        d = dict(src_dict)
        code = d.pop("code")

        status = d.pop("status")

        message = d.pop("message", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ErrorErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ErrorErrors.from_dict(_errors)

        error = cls(
            code=code,
            status=status,
            message=message,
            errors=errors,
        )

        return error
