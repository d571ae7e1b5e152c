from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_game import JujaiGame
    from ..models.jujai_rules import JujaiRules


T = TypeVar("T", bound="JujaiGameAnswer")


@_attrs_define
class JujaiGameAnswer:
    """
    Attributes:
        state (JujaiGame):
        ruleset (JujaiRules):
    """

    state: JujaiGame
    ruleset: JujaiRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_game import JujaiGame
        from ..models.jujai_rules import JujaiRules

        d = dict(src_dict)
        state = JujaiGame.from_dict(d.pop("state"))

        ruleset = JujaiRules.from_dict(d.pop("ruleset"))

        jujai_game_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return jujai_game_answer
