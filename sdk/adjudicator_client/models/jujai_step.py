from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_game import JujaiGame
    from ..models.jujai_rules import JujaiRules


T = TypeVar("T", bound="JujaiStep")


@_attrs_define
class JujaiStep:
    """
    Attributes:
        state (JujaiGame):
        ruleset (JujaiRules):
        legal (bool):
        reason (None | str):
        cast (int | None): the cast recorded
    """

    state: JujaiGame
    ruleset: JujaiRules
    legal: bool
    reason: None | str
    cast: int | None

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        legal = self.legal

        reason: None | str
        reason = self.reason

        cast: int | None
        cast = self.cast

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "ruleset": ruleset,
                "legal": legal,
                "reason": reason,
                "cast": cast,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.jujai_game import JujaiGame
        from ..models.jujai_rules import JujaiRules

        d = dict(src_dict)
        state = JujaiGame.from_dict(d.pop("state"))

        ruleset = JujaiRules.from_dict(d.pop("ruleset"))

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return typing.cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_cast(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        cast = _parse_cast(d.pop("cast"))

        jujai_step = cls(
            state=state,
            ruleset=ruleset,
            legal=legal,
            reason=reason,
            cast=cast,
        )

        return jujai_step
