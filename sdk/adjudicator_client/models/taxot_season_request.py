from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_season_request_state import TaxotSeasonRequestState


T = TypeVar("T", bound="TaxotSeasonRequest")


@_attrs_define
class TaxotSeasonRequest:
    """
    Attributes:
        state (TaxotSeasonRequestState): the season's state as returned by the service
        ruleset (Any | Unset): the 終季 flags: dealer_multiplier, allow_pair_shapes, combos, ... (null or missing: the
            defaults)
    """

    state: TaxotSeasonRequestState
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_season_request_state import TaxotSeasonRequestState

        d = dict(src_dict)
        state = TaxotSeasonRequestState.from_dict(d.pop("state"))

        ruleset = d.pop("ruleset", UNSET)

        taxot_season_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return taxot_season_request
