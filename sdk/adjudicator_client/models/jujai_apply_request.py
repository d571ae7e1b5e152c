from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.jujai_apply_request_state import JujaiApplyRequestState
    from ..models.jujai_rules_input import JujaiRulesInput


T = TypeVar("T", bound="JujaiApplyRequest")


@_attrs_define
class JujaiApplyRequest:
    """
    Attributes:
        state (JujaiApplyRequestState): the game as the service returned it
        player (str):  Example: A.
        ruleset (JujaiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        cast (int | None | Unset): the observed cast; null or absent: drawn from the game's seed
    """

    state: JujaiApplyRequestState
    player: str
    ruleset: JujaiRulesInput | None | Unset = UNSET
    cast: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.jujai_rules_input import JujaiRulesInput

        state = self.state.to_dict()

        player = self.player

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, JujaiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

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
        if cast is not UNSET:
            field_dict["cast"] = cast

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.jujai_apply_request_state import JujaiApplyRequestState
        from ..models.jujai_rules_input import JujaiRulesInput

        d = dict(src_dict)
        state = JujaiApplyRequestState.from_dict(d.pop("state"))

        player = d.pop("player")

        def _parse_ruleset(data: object) -> JujaiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = JujaiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(JujaiRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        jujai_apply_request = cls(
            state=state,
            player=player,
            ruleset=ruleset,
            cast=cast,
        )

        return jujai_apply_request
