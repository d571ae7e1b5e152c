from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_match import NamtouMatch
    from ..models.namtou_result import NamtouResult


T = TypeVar("T", bound="NamtouMatchStep")


@_attrs_define
class NamtouMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        result (NamtouResult | None): a hand this play ended: the reveal, who takes the pot, the net sticks (null
            otherwise)
        state (NamtouMatch):
    """

    legal: bool
    reason: None | str
    result: NamtouResult | None
    state: NamtouMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_result import NamtouResult

        legal = self.legal

        reason: None | str
        reason = self.reason

        result: dict[str, Any] | None
        if isinstance(self.result, NamtouResult):
            result = self.result.to_dict()
        else:
            result = self.result

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "result": result,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_match import NamtouMatch
        from ..models.namtou_result import NamtouResult

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_result(data: object) -> NamtouResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = NamtouResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouResult | None, data)

        result = _parse_result(d.pop("result"))

        state = NamtouMatch.from_dict(d.pop("state"))

        namtou_match_step = cls(
            legal=legal,
            reason=reason,
            result=result,
            state=state,
        )

        return namtou_match_step
