from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_route_input import MokzoRouteInput
    from ..models.mokzo_rules_input import MokzoRulesInput


T = TypeVar("T", bound="MokzoNewGameRequest")


@_attrs_define
class MokzoNewGameRequest:
    """
    Attributes:
        players (int):
        first (int | Unset):  Default: 0.
        seed (int | None | Unset): shuffles the deck and draws later throws (else random)
        route (MokzoRouteInput | None | Unset): the route (default: the boxed game's 25 nodes)
        ruleset (MokzoRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    players: int
    first: int | Unset = 0
    seed: int | None | Unset = UNSET
    route: MokzoRouteInput | None | Unset = UNSET
    ruleset: MokzoRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokzo_route_input import MokzoRouteInput
        from ..models.mokzo_rules_input import MokzoRulesInput

        players = self.players

        first = self.first

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        route: dict[str, Any] | None | Unset
        if isinstance(self.route, Unset):
            route = UNSET
        elif isinstance(self.route, MokzoRouteInput):
            route = self.route.to_dict()
        else:
            route = self.route

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokzoRulesInput):
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
        if route is not UNSET:
            field_dict["route"] = route
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_route_input import MokzoRouteInput
        from ..models.mokzo_rules_input import MokzoRulesInput

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

        def _parse_route(data: object) -> MokzoRouteInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                route_type_0 = MokzoRouteInput.from_dict(data)

                return route_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokzoRouteInput | None | Unset, data)

        route = _parse_route(d.pop("route", UNSET))

        def _parse_ruleset(data: object) -> MokzoRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokzoRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokzoRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        mokzo_new_game_request = cls(
            players=players,
            first=first,
            seed=seed,
            route=route,
            ruleset=ruleset,
        )

        return mokzo_new_game_request
