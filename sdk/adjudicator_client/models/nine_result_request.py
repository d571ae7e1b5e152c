from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_result_request_scores import NineResultRequestScores
    from ..models.nine_rules_input import NineRulesInput


T = TypeVar("T", bound="NineResultRequest")


@_attrs_define
class NineResultRequest:
    """
    Attributes:
        scores (NineResultRequestScores): player -> points
        dealer (str):  Example: 甲.
        ruleset (NineRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    scores: NineResultRequestScores
    dealer: str
    ruleset: NineRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_rules_input import NineRulesInput

        scores = self.scores.to_dict()

        dealer = self.dealer

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
                "dealer": dealer,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_result_request_scores import NineResultRequestScores
        from ..models.nine_rules_input import NineRulesInput

        d = dict(src_dict)
        scores = NineResultRequestScores.from_dict(d.pop("scores"))

        dealer = d.pop("dealer")

        def _parse_ruleset(data: object) -> NineRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NineRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        nine_result_request = cls(
            scores=scores,
            dealer=dealer,
            ruleset=ruleset,
        )

        return nine_result_request
