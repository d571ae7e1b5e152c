from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_state_input import MokzoStateInput


T = TypeVar("T", bound="MokzoRankingRequest")


@_attrs_define
class MokzoRankingRequest:
    """
    Attributes:
        state (MokzoStateInput):
    """

    state: MokzoStateInput

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_state_input import MokzoStateInput

        d = dict(src_dict)
        state = MokzoStateInput.from_dict(d.pop("state"))

        mokzo_ranking_request = cls(
            state=state,
        )

        return mokzo_ranking_request
