from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_form_request_players import LauzaitCepFormRequestPlayers
from ..models.lauzait_cep_form_request_ruleset_type_0 import (
    LauzaitCepFormRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_hand_input import LauzaitCepHandInput
    from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags


T = TypeVar("T", bound="LauzaitCepFormRequest")


@_attrs_define
class LauzaitCepFormRequest:
    """
    Attributes:
        hand (LauzaitCepHandInput):
        pieces (list[str]): the three concealed pieces to reveal Example: ['G3', 'G4', 'J'].
        bonus (int | None | Unset): the bonus claimed, choosing the joker reading that earns it (default: the best
            reading)
        players (LauzaitCepFormRequestPlayers | Unset): 2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no 0s),
            58 with 2 (also 2 jokers) Default: LauzaitCepFormRequestPlayers.VALUE_4.
        ruleset (LauzaitCepFormRequestRulesetType0 | LauzaitCepRulesetFlags | Unset): a preset name ('default', or
            'english': Layered Bridges scores 3) or an object of options overriding a preset; the answer echoes the
            effective options Default: LauzaitCepFormRequestRulesetType0.DEFAULT.
    """

    hand: LauzaitCepHandInput
    pieces: list[str]
    bonus: int | None | Unset = UNSET
    players: LauzaitCepFormRequestPlayers | Unset = LauzaitCepFormRequestPlayers.VALUE_4
    ruleset: LauzaitCepFormRequestRulesetType0 | LauzaitCepRulesetFlags | Unset = (
        LauzaitCepFormRequestRulesetType0.DEFAULT
    )

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand.to_dict()

        pieces = self.pieces

        bonus: int | None | Unset
        if isinstance(self.bonus, Unset):
            bonus = UNSET
        else:
            bonus = self.bonus

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LauzaitCepFormRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "pieces": pieces,
            }
        )
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_hand_input import LauzaitCepHandInput
        from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags

        d = dict(src_dict)
        hand = LauzaitCepHandInput.from_dict(d.pop("hand"))

        pieces = cast(list[str], d.pop("pieces"))

        def _parse_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bonus = _parse_bonus(d.pop("bonus", UNSET))

        _players = d.pop("players", UNSET)
        players: LauzaitCepFormRequestPlayers | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = LauzaitCepFormRequestPlayers(_players)

        def _parse_ruleset(
            data: object,
        ) -> LauzaitCepFormRequestRulesetType0 | LauzaitCepRulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = LauzaitCepFormRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = LauzaitCepRulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lauzait_cep_form_request = cls(
            hand=hand,
            pieces=pieces,
            bonus=bonus,
            players=players,
            ruleset=ruleset,
        )

        return lauzait_cep_form_request
