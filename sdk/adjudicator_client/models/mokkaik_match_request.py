from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_match_request_match import MokkaikMatchRequestMatch
    from ..models.mokkaik_match_request_ruleset_type_0 import (
        MokkaikMatchRequestRulesetType0,
    )


T = TypeVar("T", bound="MokkaikMatchRequest")


@_attrs_define
class MokkaikMatchRequest:
    """
    Attributes:
        match (MokkaikMatchRequestMatch): the match as returned by the service
        ruleset (MokkaikMatchRequestRulesetType0 | None | Unset): the 行戦 flags: must_beat, dealer_multiplier, seasons,
            combos, deck (null or missing: the defaults)
    """

    match: MokkaikMatchRequestMatch
    ruleset: MokkaikMatchRequestRulesetType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_match_request_ruleset_type_0 import (
            MokkaikMatchRequestRulesetType0,
        )

        match = self.match.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokkaikMatchRequestRulesetType0):
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
        from ..models.mokkaik_match_request_match import MokkaikMatchRequestMatch
        from ..models.mokkaik_match_request_ruleset_type_0 import (
            MokkaikMatchRequestRulesetType0,
        )

        d = dict(src_dict)
        match = MokkaikMatchRequestMatch.from_dict(d.pop("match"))

        def _parse_ruleset(
            data: object,
        ) -> MokkaikMatchRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokkaikMatchRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikMatchRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        mokkaik_match_request = cls(
            match=match,
            ruleset=ruleset,
        )

        return mokkaik_match_request
