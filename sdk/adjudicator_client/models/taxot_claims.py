from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_claim import TaxotClaim
    from ..models.taxot_rules import TaxotRules


T = TypeVar("T", bound="TaxotClaims")


@_attrs_define
class TaxotClaims:
    """
    Attributes:
        claims (list[TaxotClaim]): wins first, then 開, each in seat order after the discarder
        ruleset (TaxotRules):
    """

    claims: list[TaxotClaim]
    ruleset: TaxotRules

    def to_dict(self) -> dict[str, Any]:
        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claims": claims,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_claim import TaxotClaim
        from ..models.taxot_rules import TaxotRules

        d = dict(src_dict)
        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = TaxotClaim.from_dict(claims_item_data)

            claims.append(claims_item)

        ruleset = TaxotRules.from_dict(d.pop("ruleset"))

        taxot_claims = cls(
            claims=claims,
            ruleset=ruleset,
        )

        return taxot_claims
