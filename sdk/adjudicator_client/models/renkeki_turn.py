from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.renkeki_turn_status import RenkekiTurnStatus

T = TypeVar("T", bound="RenkekiTurn")


@_attrs_define
class RenkekiTurn:
    """
    Attributes:
        casts (list[int]):
        total (int): the running (or banked) total; 0 after a bust
        status (RenkekiTurnStatus):
        result (int | None): the banked total, 0 after a bust; null while rolling
    """

    casts: list[int]
    total: int
    status: RenkekiTurnStatus
    result: int | None

    def to_dict(self) -> dict[str, Any]:
        casts = self.casts

        total = self.total

        status = self.status.value

        result: int | None
        result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "casts": casts,
                "total": total,
                "status": status,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        casts = cast(list[int], d.pop("casts"))

        total = d.pop("total")

        status = RenkekiTurnStatus(d.pop("status"))

        def _parse_result(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        result = _parse_result(d.pop("result"))

        renkeki_turn = cls(
            casts=casts,
            total=total,
            status=status,
            result=result,
        )

        return renkeki_turn
