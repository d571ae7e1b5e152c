from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.namtou_game_play import NamtouGamePlay
    from ..models.namtou_match_apply_request_state import NamtouMatchApplyRequestState
    from ..models.namtou_rules_input import NamtouRulesInput


T = TypeVar("T", bound="NamtouMatchApplyRequest")


@_attrs_define
class NamtouMatchApplyRequest:
    """
    Attributes:
        state (NamtouMatchApplyRequestState): the game as returned by the service
        play (NamtouGamePlay):
        ruleset (NamtouRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NamtouMatchApplyRequestState
    play: NamtouGamePlay
    ruleset: NamtouRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_rules_input import NamtouRulesInput

        state = self.state.to_dict()

        play = self.play.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NamtouRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "play": play,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_game_play import NamtouGamePlay
        from ..models.namtou_match_apply_request_state import (
            NamtouMatchApplyRequestState,
        )
        from ..models.namtou_rules_input import NamtouRulesInput

        d = dict(src_dict)
        state = NamtouMatchApplyRequestState.from_dict(d.pop("state"))

        play = NamtouGamePlay.from_dict(d.pop("play"))

        def _parse_ruleset(data: object) -> NamtouRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NamtouRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        namtou_match_apply_request = cls(
            state=state,
            play=play,
            ruleset=ruleset,
        )

        return namtou_match_apply_request
