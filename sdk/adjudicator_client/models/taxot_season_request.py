from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_season_request_ruleset_type_0 import (
        TaxotSeasonRequestRulesetType0,
    )
    from ..models.taxot_season_request_state import TaxotSeasonRequestState


T = TypeVar("T", bound="TaxotSeasonRequest")


@_attrs_define
class TaxotSeasonRequest:
    """
    Attributes:
        state (TaxotSeasonRequestState): the season's state as returned by the service
        ruleset (None | TaxotSeasonRequestRulesetType0 | Unset): the 終季 flags: dealer_multiplier, use_hikari,
            allow_pair_shapes, combos, ... (null or missing: the defaults)
    """

    state: TaxotSeasonRequestState
    ruleset: None | TaxotSeasonRequestRulesetType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_season_request_ruleset_type_0 import (
            TaxotSeasonRequestRulesetType0,
        )

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, TaxotSeasonRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
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
        from ..models.taxot_season_request_ruleset_type_0 import (
            TaxotSeasonRequestRulesetType0,
        )
        from ..models.taxot_season_request_state import TaxotSeasonRequestState

        d = dict(src_dict)
        state = TaxotSeasonRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(
            data: object,
        ) -> None | TaxotSeasonRequestRulesetType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = TaxotSeasonRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotSeasonRequestRulesetType0 | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        taxot_season_request = cls(
            state=state,
            ruleset=ruleset,
        )

        return taxot_season_request
