from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_match import MakkaikMatch
    from ..models.makkaik_settlement import MakkaikSettlement


T = TypeVar("T", bound="MakkaikMatchStep")


@_attrs_define
class MakkaikMatchStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        settlement (MakkaikSettlement | None): a hand this play ended: the pot, its winners, the net chips (null
            otherwise)
        state (MakkaikMatch):
    """

    legal: bool
    reason: None | str
    settlement: MakkaikSettlement | None
    state: MakkaikMatch

    def to_dict(self) -> dict[str, Any]:
        from ..models.makkaik_settlement import MakkaikSettlement

        legal = self.legal

        reason: None | str
        reason = self.reason

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, MakkaikSettlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "settlement": settlement,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_match import MakkaikMatch
        from ..models.makkaik_settlement import MakkaikSettlement

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_settlement(data: object) -> MakkaikSettlement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = MakkaikSettlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakkaikSettlement | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        state = MakkaikMatch.from_dict(d.pop("state"))

        makkaik_match_step = cls(
            legal=legal,
            reason=reason,
            settlement=settlement,
            state=state,
        )

        return makkaik_match_step
