from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lutu_apply_request_state import LutuApplyRequestState
    from ..models.lutu_rules_input import LutuRulesInput
    from ..models.lutu_stake import LutuStake


T = TypeVar("T", bound="LutuApplyRequest")


@_attrs_define
class LutuApplyRequest:
    """
    Attributes:
        state (LutuApplyRequestState): the game as the service returned it
        player (str):  Example: A.
        ruleset (LutuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        bets (list[LutuStake] | None | Unset): a child's bets (one unless multi_bets)
        cast (int | None | Unset): the banker's observed cast; null or absent: drawn from the game's seed
    """

    state: LutuApplyRequestState
    player: str
    ruleset: LutuRulesInput | None | Unset = UNSET
    bets: list[LutuStake] | None | Unset = UNSET
    cast: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lutu_rules_input import LutuRulesInput

        state = self.state.to_dict()

        player = self.player

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LutuRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        bets: list[dict[str, Any]] | None | Unset
        if isinstance(self.bets, Unset):
            bets = UNSET
        elif isinstance(self.bets, list):
            bets = []
            for bets_type_0_item_data in self.bets:
                bets_type_0_item = bets_type_0_item_data.to_dict()
                bets.append(bets_type_0_item)

        else:
            bets = self.bets

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "player": player,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if bets is not UNSET:
            field_dict["bets"] = bets
        if cast is not UNSET:
            field_dict["cast"] = cast

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lutu_apply_request_state import LutuApplyRequestState
        from ..models.lutu_rules_input import LutuRulesInput
        from ..models.lutu_stake import LutuStake

        d = dict(src_dict)
        state = LutuApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        def _parse_ruleset(data: object) -> LutuRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = LutuRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(LutuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_bets(data: object) -> list[LutuStake] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bets_type_0 = []
                _bets_type_0 = data
                for bets_type_0_item_data in _bets_type_0:
                    bets_type_0_item = LutuStake.from_dict(bets_type_0_item_data)

                    bets_type_0.append(bets_type_0_item)

                return bets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(list[LutuStake] | None | Unset, data)

        bets = _parse_bets(d.pop("bets", UNSET))

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        lutu_apply_request = cls(
            state=state,
            player=player,
            ruleset=ruleset,
            bets=bets,
            cast=cast,
        )

        return lutu_apply_request
