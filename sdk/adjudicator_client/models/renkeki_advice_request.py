from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiAdviceRequest")


@_attrs_define
class RenkekiAdviceRequest:
    """
    Attributes:
        current_total (int): the running total after at least one throw (0..200)
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        best_result (int | None | Unset): the best finished result so far (0..60); null: nobody has finished
        holders (int | Unset): how many finished players hold best_result (0 when null) Default: 0.
        players_after (int | Unset): players still to play after this one (0..3) Default: 0.
    """

    current_total: int
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    best_result: int | None | Unset = UNSET
    holders: int | Unset = 0
    players_after: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        current_total = self.current_total

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        best_result: int | None | Unset
        if isinstance(self.best_result, Unset):
            best_result = UNSET
        else:
            best_result = self.best_result

        holders = self.holders

        players_after = self.players_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "current_total": current_total,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if best_result is not UNSET:
            field_dict["best_result"] = best_result
        if holders is not UNSET:
            field_dict["holders"] = holders
        if players_after is not UNSET:
            field_dict["players_after"] = players_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        current_total = d.pop("current_total")

        def _parse_ruleset(data: object) -> None | RenkekiRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = RenkekiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RenkekiRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_best_result(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        best_result = _parse_best_result(d.pop("best_result", UNSET))

        holders = d.pop("holders", UNSET)

        players_after = d.pop("players_after", UNSET)

        renkeki_advice_request = cls(
            current_total=current_total,
            ruleset=ruleset,
            best_result=best_result,
            holders=holders,
            players_after=players_after,
        )

        return renkeki_advice_request
