from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_match_apply_request_ruleset_type_0 import (
        MokkaikMatchApplyRequestRulesetType0,
    )
    from ..models.mokkaik_match_apply_request_state import MokkaikMatchApplyRequestState


T = TypeVar("T", bound="MokkaikMatchApplyRequest")


@_attrs_define
class MokkaikMatchApplyRequest:
    """
    Attributes:
        state (MokkaikMatchApplyRequestState): the match as returned by the service
        player (str):  Example: 甲.
        cards (list[str]): the cards played, e.g. 黒馬
        ruleset (MokkaikMatchApplyRequestRulesetType0 | None | Unset): the 行戦 flags: must_beat, dealer_multiplier,
            seasons, points_cap, combos, deck (null or missing: the defaults)
        face_down (bool | Unset): lay them face down (not leading) Default: False.
    """

    state: MokkaikMatchApplyRequestState
    player: str
    cards: list[str]
    ruleset: MokkaikMatchApplyRequestRulesetType0 | None | Unset = UNSET
    face_down: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_match_apply_request_ruleset_type_0 import (
            MokkaikMatchApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        player = self.player

        cards = self.cards

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokkaikMatchApplyRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
                "cards": cards,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if face_down is not UNSET:
            field_dict["face_down"] = face_down

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_match_apply_request_ruleset_type_0 import (
            MokkaikMatchApplyRequestRulesetType0,
        )
        from ..models.mokkaik_match_apply_request_state import (
            MokkaikMatchApplyRequestState,
        )

        d = dict(src_dict)
        state = MokkaikMatchApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        def _parse_ruleset(
            data: object,
        ) -> MokkaikMatchApplyRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokkaikMatchApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikMatchApplyRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        face_down = d.pop("face_down", UNSET)

        mokkaik_match_apply_request = cls(
            state=state,
            player=player,
            cards=cards,
            ruleset=ruleset,
            face_down=face_down,
        )

        return mokkaik_match_apply_request
