from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.cache_status import CacheStatus


T = TypeVar("T", bound="Readyz")


@_attrs_define
class Readyz:
    """
    Attributes:
        status (str):  Example: ready.
        version (str):
        engine_version (str):
        build (str): 'compiled' (the rules library compiled with mypyc) or 'pure' (pure Python) Example: compiled.
        cache (CacheStatus):
    """

    status: str
    version: str
    engine_version: str
    build: str
    cache: CacheStatus

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        version = self.version

        engine_version = self.engine_version

        build = self.build

        cache = self.cache.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "version": version,
                "engine_version": engine_version,
                "build": build,
                "cache": cache,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cache_status import CacheStatus

        d = dict(src_dict)
        status = d.pop("status")

        version = d.pop("version")

        engine_version = d.pop("engine_version")

        build = d.pop("build")

        cache = CacheStatus.from_dict(d.pop("cache"))

        readyz = cls(
            status=status,
            version=version,
            engine_version=engine_version,
            build=build,
            cache=cache,
        )

        return readyz
