from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ships_rules_input import ShipsRulesInput
    from ..models.ships_state_input import ShipsStateInput


T = TypeVar("T", bound="ShipsActionsRequest")


@_attrs_define
class ShipsActionsRequest:
    """
    Attributes:
        state (ShipsStateInput):
        seat (int):
        cast (int | None | Unset): the sticks' result; null or absent: drawn from the state's seed
        ruleset (None | ShipsRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    state: ShipsStateInput
    seat: int
    cast: int | None | Unset = UNSET
    ruleset: None | ShipsRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ships_rules_input import ShipsRulesInput

        state = self.state.to_dict()

        seat = self.seat

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, ShipsRulesInput):
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
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.ships_rules_input import ShipsRulesInput
        from ..models.ships_state_input import ShipsStateInput

        d = dict(src_dict)
        state = ShipsStateInput.from_dict(d.pop("state"))

        seat = d.pop("seat")

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        def _parse_ruleset(data: object) -> None | ShipsRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = ShipsRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(None | ShipsRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        ships_actions_request = cls(
            state=state,
            seat=seat,
            cast=cast,
            ruleset=ruleset,
        )

        return ships_actions_request
