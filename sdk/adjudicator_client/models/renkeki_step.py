from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.renkeki_step_decision import RenkekiStepDecision
from ..types import UNSET, Unset

T = TypeVar("T", bound="RenkekiStep")


@_attrs_define
class RenkekiStep:
    """
    Attributes:
        decision (RenkekiStepDecision):
        throw (int | None | Unset): the observed throw (throw only; absent: drawn from the seed)
    """

    decision: RenkekiStepDecision
    throw: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        throw: int | None | Unset
        if isinstance(self.throw, Unset):
            throw = UNSET
        else:
            throw = self.throw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
            }
        )
        if throw is not UNSET:
            field_dict["throw"] = throw

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decision = RenkekiStepDecision(d.pop("decision"))

        def _parse_throw(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        throw = _parse_throw(d.pop("throw", UNSET))

        renkeki_step = cls(
            decision=decision,
            throw=throw,
        )

        return renkeki_step
