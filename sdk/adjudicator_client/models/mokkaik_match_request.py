from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_match_request_match import MokkaikMatchRequestMatch


T = TypeVar("T", bound="MokkaikMatchRequest")


@_attrs_define
class MokkaikMatchRequest:
    """
    Attributes:
        match (MokkaikMatchRequestMatch): the match as returned by the service
        ruleset (Any | Unset): the 行戦 flags: must_beat, dealer_multiplier, seasons, combos, deck (null or missing: the
            defaults)
    """

    match: MokkaikMatchRequestMatch
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        match = self.match.to_dict()

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

        d = dict(src_dict)
        match = MokkaikMatchRequestMatch.from_dict(d.pop("match"))

        ruleset = d.pop("ruleset", UNSET)

        mokkaik_match_request = cls(
            match=match,
            ruleset=ruleset,
        )

        return mokkaik_match_request
