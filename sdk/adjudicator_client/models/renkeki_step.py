from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.renkeki_step_decision import RenkekiStepDecision
from ..types import UNSET, Unset

T = TypeVar("T", bound="RenkekiStep")


@_attrs_define
class RenkekiStep:
    """
    Attributes:
        decision (RenkekiStepDecision): 再行 (throw) or 積値 (bank)
        cast (int | None | Unset): the observed cast (throw only; absent: drawn from the seed)
    """

    decision: RenkekiStepDecision
    cast: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
            }
        )
        if cast is not UNSET:
            field_dict["cast"] = cast

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        d = dict(src_dict)
        decision = RenkekiStepDecision(d.pop("decision"))

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        renkeki_step = cls(
            decision=decision,
            cast=cast,
        )

        return renkeki_step
