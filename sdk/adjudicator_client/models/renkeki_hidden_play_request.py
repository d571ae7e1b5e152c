from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.renkeki_rules_input import RenkekiRulesInput


T = TypeVar("T", bound="RenkekiHiddenPlayRequest")


@_attrs_define
class RenkekiHiddenPlayRequest:
    """
    Attributes:
        players (int): 2 to 6
        ruleset (None | RenkekiRulesInput | Unset): flags overriding the defaults; the answer echoes them all
        max_threshold (int | Unset): the thresholds considered are 0..max_threshold (<= 40) Default: 40.
    """

    players: int
    ruleset: None | RenkekiRulesInput | Unset = UNSET
    max_threshold: int | Unset = 40

    def to_dict(self) -> dict[str, Any]:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        players = self.players

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, RenkekiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        max_threshold = self.max_threshold

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if max_threshold is not UNSET:
            field_dict["max_threshold"] = max_threshold

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules_input import RenkekiRulesInput

        d = dict(src_dict)
        players = d.pop("players")

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

        max_threshold = d.pop("max_threshold", UNSET)

        renkeki_hidden_play_request = cls(
            players=players,
            ruleset=ruleset,
            max_threshold=max_threshold,
        )

        return renkeki_hidden_play_request
