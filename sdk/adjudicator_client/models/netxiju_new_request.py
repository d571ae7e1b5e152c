from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.netxiju_rules_input import NetxijuRulesInput


T = TypeVar("T", bound="NetxijuNewRequest")


@_attrs_define
class NetxijuNewRequest:
    """
    Attributes:
        players (int): pawns, one a player
        first (int | Unset): the seat that throws first (default 0) Default: 0.
        seed (int | None | Unset): the race's seed, echoed (default: a random one); each throw takes its own seed
        ruleset (NetxijuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    players: int
    first: int | Unset = 0
    seed: int | None | Unset = UNSET
    ruleset: NetxijuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.netxiju_rules_input import NetxijuRulesInput

        players = self.players

        first = self.first

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NetxijuRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.netxiju_rules_input import NetxijuRulesInput

        d = dict(src_dict)
        players = d.pop("players")

        first = d.pop("first", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(data: object) -> NetxijuRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NetxijuRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NetxijuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        netxiju_new_request = cls(
            players=players,
            first=first,
            seed=seed,
            ruleset=ruleset,
        )

        return netxiju_new_request
