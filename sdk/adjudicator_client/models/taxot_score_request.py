from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_rules_input import TaxotRulesInput
    from ..models.taxot_win import TaxotWin


T = TypeVar("T", bound="TaxotScoreRequest")


@_attrs_define
class TaxotScoreRequest:
    """
    Attributes:
        win (TaxotWin):
        ruleset (None | TaxotRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    win: TaxotWin
    ruleset: None | TaxotRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_rules_input import TaxotRulesInput

        win = self.win.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, TaxotRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "win": win,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_rules_input import TaxotRulesInput
        from ..models.taxot_win import TaxotWin

        d = dict(src_dict)
        win = TaxotWin.from_dict(d.pop("win"))

        def _parse_ruleset(data: object) -> None | TaxotRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = TaxotRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        taxot_score_request = cls(
            win=win,
            ruleset=ruleset,
        )

        return taxot_score_request
