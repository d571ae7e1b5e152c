from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_match_apply_request_ruleset_type_0 import (
        NineMatchApplyRequestRulesetType0,
    )
    from ..models.nine_match_apply_request_state import NineMatchApplyRequestState


T = TypeVar("T", bound="NineMatchApplyRequest")


@_attrs_define
class NineMatchApplyRequest:
    """
    Attributes:
        state (NineMatchApplyRequestState): the whole game as returned by the service
        player (str):  Example: 甲.
        ruleset (NineMatchApplyRequestRulesetType0 | None | Unset): the 小猫 flags: forced_fail, table_cards_to, deck,
            seasons (default 4), points_cap (default null) (null or missing: the defaults)
        cards (list[str] | None | Unset): the cards played; null or absent: decline and draw 3 (at most 24 in a request)
    """

    state: NineMatchApplyRequestState
    player: str
    ruleset: NineMatchApplyRequestRulesetType0 | None | Unset = UNSET
    cards: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_match_apply_request_ruleset_type_0 import (
            NineMatchApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        player = self.player

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineMatchApplyRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_match_apply_request_ruleset_type_0 import (
            NineMatchApplyRequestRulesetType0,
        )
        from ..models.nine_match_apply_request_state import NineMatchApplyRequestState

        d = dict(src_dict)
        state = NineMatchApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        def _parse_ruleset(
            data: object,
        ) -> NineMatchApplyRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NineMatchApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineMatchApplyRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_cards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        nine_match_apply_request = cls(
            state=state,
            player=player,
            ruleset=ruleset,
            cards=cards,
        )

        return nine_match_apply_request
