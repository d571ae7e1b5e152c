from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_departments_request_players import (
    LauzaitCepDepartmentsRequestPlayers,
)
from ..models.lauzait_cep_departments_request_ruleset_type_0 import (
    LauzaitCepDepartmentsRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags


T = TypeVar("T", bound="LauzaitCepDepartmentsRequest")


@_attrs_define
class LauzaitCepDepartmentsRequest:
    """
    Attributes:
        pieces (list[str]): the pieces, usually the nine of a hand (any 1 to 9) Example: ['G3', 'G4', 'J'].
        players (LauzaitCepDepartmentsRequestPlayers | Unset): 2, 3 or 4 players: 68 pieces in play with 4, 60 with 3
            (no 0s), 58 with 2 (also 2 jokers) Default: LauzaitCepDepartmentsRequestPlayers.VALUE_4.
        ruleset (LauzaitCepDepartmentsRequestRulesetType0 | LauzaitCepRulesetFlags | Unset): a preset name ('default',
            or 'english': Layered Bridges scores 3) or an object of options overriding a preset; the answer echoes the
            effective options Default: LauzaitCepDepartmentsRequestRulesetType0.DEFAULT.
    """

    pieces: list[str]
    players: LauzaitCepDepartmentsRequestPlayers | Unset = (
        LauzaitCepDepartmentsRequestPlayers.VALUE_4
    )
    ruleset: (
        LauzaitCepDepartmentsRequestRulesetType0 | LauzaitCepRulesetFlags | Unset
    ) = LauzaitCepDepartmentsRequestRulesetType0.DEFAULT

    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LauzaitCepDepartmentsRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pieces": pieces,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags

        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))

        _players = d.pop("players", UNSET)
        players: LauzaitCepDepartmentsRequestPlayers | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = LauzaitCepDepartmentsRequestPlayers(_players)

        def _parse_ruleset(
            data: object,
        ) -> LauzaitCepDepartmentsRequestRulesetType0 | LauzaitCepRulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = LauzaitCepDepartmentsRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = LauzaitCepRulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lauzait_cep_departments_request = cls(
            pieces=pieces,
            players=players,
            ruleset=ruleset,
        )

        return lauzait_cep_departments_request
