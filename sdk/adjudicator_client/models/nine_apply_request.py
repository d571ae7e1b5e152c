from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_rules_input import NineRulesInput
    from ..models.nine_state_input import NineStateInput


T = TypeVar("T", bound="NineApplyRequest")


@_attrs_define
class NineApplyRequest:
    """
    Attributes:
        state (NineStateInput):
        player (str):  Example: 甲.
        ruleset (NineRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        cards (list[str] | None | Unset): the cards played; null or absent: decline and draw 3 (at most 24 in a request)
    """

    state: NineStateInput
    player: str
    ruleset: NineRulesInput | None | Unset = UNSET
    cards: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_rules_input import NineRulesInput

        state = self.state.to_dict()

        player = self.player

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineRulesInput):
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
        from ..models.nine_rules_input import NineRulesInput
        from ..models.nine_state_input import NineStateInput

        d = dict(src_dict)
        state = NineStateInput.from_dict(d.pop("state"))

        player = d.pop("player")

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

        nine_apply_request = cls(
            state=state,
            player=player,
            ruleset=ruleset,
            cards=cards,
        )

        return nine_apply_request
