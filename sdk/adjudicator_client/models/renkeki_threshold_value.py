from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.stick_game_exact_value import StickGameExactValue


T = TypeVar("T", bound="RenkekiThresholdValue")


@_attrs_define
class RenkekiThresholdValue:
    """
    Attributes:
        threshold (int):
        expected (StickGameExactValue):
    """

    threshold: int
    expected: StickGameExactValue

    def to_dict(self) -> dict[str, Any]:
        threshold = self.threshold

        expected = self.expected.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "threshold": threshold,
                "expected": expected,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stick_game_exact_value import StickGameExactValue

        d = dict(src_dict)
        threshold = d.pop("threshold")

        expected = StickGameExactValue.from_dict(d.pop("expected"))

        renkeki_threshold_value = cls(
            threshold=threshold,
            expected=expected,
        )

        return renkeki_threshold_value
