from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_match_apply_request_ruleset_type_0 import (
        NiekhiMatchApplyRequestRulesetType0,
    )
    from ..models.niekhi_match_apply_request_state import NiekhiMatchApplyRequestState
    from ..models.niekhi_uai import NiekhiUai


T = TypeVar("T", bound="NiekhiMatchApplyRequest")


@_attrs_define
class NiekhiMatchApplyRequest:
    """
    Attributes:
        state (NiekhiMatchApplyRequestState): the whole game as returned by the service
        player (str):  Example: 甲.
        ruleset (NiekhiMatchApplyRequestRulesetType0 | None | Unset): the 連友 flags: remainder, bomb_out_of_turn,
            uai_remove_scope, combos, deck, seasons (default 4), points_cap (default null) (null or missing: the defaults)
        cards (list[str] | None | Unset): the cards played; null or absent: pass (at most 24 in a request)
        uai (list[NiekhiUai] | Unset): one choice per 将 played
    """

    state: NiekhiMatchApplyRequestState
    player: str
    ruleset: NiekhiMatchApplyRequestRulesetType0 | None | Unset = UNSET
    cards: list[str] | None | Unset = UNSET
    uai: list[NiekhiUai] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_match_apply_request_ruleset_type_0 import (
            NiekhiMatchApplyRequestRulesetType0,
        )

        state = self.state.to_dict()

        player = self.player

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NiekhiMatchApplyRequestRulesetType0):
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

        uai: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.uai, Unset):
            uai = []
            for uai_item_data in self.uai:
                uai_item = uai_item_data.to_dict()
                uai.append(uai_item)

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
        if uai is not UNSET:
            field_dict["uai"] = uai

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_match_apply_request_ruleset_type_0 import (
            NiekhiMatchApplyRequestRulesetType0,
        )
        from ..models.niekhi_match_apply_request_state import (
            NiekhiMatchApplyRequestState,
        )
        from ..models.niekhi_uai import NiekhiUai

        d = dict(src_dict)
        state = NiekhiMatchApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        def _parse_ruleset(
            data: object,
        ) -> NiekhiMatchApplyRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NiekhiMatchApplyRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiMatchApplyRequestRulesetType0 | None | Unset, data)

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

        _uai = d.pop("uai", UNSET)
        uai: list[NiekhiUai] | Unset = UNSET
        if _uai is not UNSET:
            uai = []
            for uai_item_data in _uai:
                uai_item = NiekhiUai.from_dict(uai_item_data)

                uai.append(uai_item)

        niekhi_match_apply_request = cls(
            state=state,
            player=player,
            ruleset=ruleset,
            cards=cards,
            uai=uai,
        )

        return niekhi_match_apply_request
