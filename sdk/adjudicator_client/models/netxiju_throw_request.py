from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.netxiju_rules_input import NetxijuRulesInput
    from ..models.netxiju_state_input import NetxijuStateInput


T = TypeVar("T", bound="NetxijuThrowRequest")


@_attrs_define
class NetxijuThrowRequest:
    """
    Attributes:
        state (NetxijuStateInput):
        seat (int): the seat throwing
        cast (int | None | Unset): the observed cast (sticks: 0..n marked faces; d6: 1..6)
        seed (int | None | Unset): without a cast: draws it reproducibly (else at random)
        ruleset (NetxijuRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: NetxijuStateInput
    seat: int
    cast: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: NetxijuRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.netxiju_rules_input import NetxijuRulesInput

        state = self.state.to_dict()

        seat = self.seat

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

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
                "state": state,
                "seat": seat,
            }
        )
        if cast is not UNSET:
            field_dict["cast"] = cast
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.netxiju_rules_input import NetxijuRulesInput
        from ..models.netxiju_state_input import NetxijuStateInput

        d = dict(src_dict)
        state = NetxijuStateInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

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
            return typing.cast(NetxijuRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        netxiju_throw_request = cls(
            state=state,
            seat=seat,
            cast=cast,
            seed=seed,
            ruleset=ruleset,
        )

        return netxiju_throw_request
