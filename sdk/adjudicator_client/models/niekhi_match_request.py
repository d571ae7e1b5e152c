from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_match_request_match import NiekhiMatchRequestMatch
    from ..models.niekhi_match_request_ruleset_type_0 import (
        NiekhiMatchRequestRulesetType0,
    )


T = TypeVar("T", bound="NiekhiMatchRequest")


@_attrs_define
class NiekhiMatchRequest:
    """
    Attributes:
        match (NiekhiMatchRequestMatch): the whole game as returned by the service
        ruleset (NiekhiMatchRequestRulesetType0 | None | Unset): the 連友 flags: remainder, bomb_out_of_turn,
            uai_remove_scope, combos, deck, seasons (default 4), points_cap (default null) (null or missing: the defaults)
    """

    match: NiekhiMatchRequestMatch
    ruleset: NiekhiMatchRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_match_request_ruleset_type_0 import (
            NiekhiMatchRequestRulesetType0,
        )

        match = self.match.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NiekhiMatchRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "match": match,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_match_request_match import NiekhiMatchRequestMatch
        from ..models.niekhi_match_request_ruleset_type_0 import (
            NiekhiMatchRequestRulesetType0,
        )

        d = dict(src_dict)
        match = NiekhiMatchRequestMatch.from_dict(d.pop("match"))

        def _parse_ruleset(
            data: object,
        ) -> NiekhiMatchRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NiekhiMatchRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiMatchRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        niekhi_match_request = cls(
            match=match,
            ruleset=ruleset,
        )

        return niekhi_match_request
