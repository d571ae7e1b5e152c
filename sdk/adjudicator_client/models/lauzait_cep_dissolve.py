from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_hand import LauzaitCepHand


T = TypeVar("T", bound="LauzaitCepDissolve")


@_attrs_define
class LauzaitCepDissolve:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        refund (int | None): the refund due: the bonus received when forming it (null: no such Department)
        hand (LauzaitCepHand | None): the hand afterwards, the pieces concealed again (null when illegal)
    """

    legal: bool
    reason: None | str
    refund: int | None
    hand: LauzaitCepHand | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_hand import LauzaitCepHand

        legal = self.legal

        reason: None | str
        reason = self.reason

        refund: int | None
        refund = self.refund

        hand: dict[str, Any] | None
        if isinstance(self.hand, LauzaitCepHand):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "refund": refund,
                "hand": hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_hand import LauzaitCepHand

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_refund(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        refund = _parse_refund(d.pop("refund"))

        def _parse_hand(data: object) -> LauzaitCepHand | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = LauzaitCepHand.from_dict(data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitCepHand | None, data)

        hand = _parse_hand(d.pop("hand"))

        lauzait_cep_dissolve = cls(
            legal=legal,
            reason=reason,
            refund=refund,
            hand=hand,
        )

        return lauzait_cep_dissolve
