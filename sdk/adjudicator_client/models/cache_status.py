from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CacheStatus")


@_attrs_define
class CacheStatus:
    """
    Attributes:
        backend (str): 'redis' or 'local'
        ok (bool):
        entries (int | Unset): entries held (local cache only)
        error (str | Unset): why Redis is unreachable
    """

    backend: str
    ok: bool
    entries: int | Unset = UNSET
    error: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        backend = self.backend

        ok = self.ok

        entries = self.entries

        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "backend": backend,
                "ok": ok,
            }
        )
        if entries is not UNSET:
            field_dict["entries"] = entries
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        backend = d.pop("backend")

        ok = d.pop("ok")

        entries = d.pop("entries", UNSET)

        error = d.pop("error", UNSET)

        cache_status = cls(
            backend=backend,
            ok=ok,
            entries=entries,
            error=error,
        )

        return cache_status
