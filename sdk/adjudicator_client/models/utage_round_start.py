from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_rules import UtageRules
    from ..models.utage_state import UtageState


T = TypeVar("T", bound="UtageRoundStart")


@_attrs_define
class UtageRoundStart:
    """
    Attributes:
        state (UtageState):
        ruleset (UtageRules):
        seed (int | None): the seed given, if any
    """

    state: UtageState
    ruleset: UtageRules
    seed: int | None

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        seed: int | None
        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "ruleset": ruleset,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules import UtageRules
        from ..models.utage_state import UtageState

        d = dict(src_dict)
        state = UtageState.from_dict(d.pop("state"))

        ruleset = UtageRules.from_dict(d.pop("ruleset"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        utage_round_start = cls(
            state=state,
            ruleset=ruleset,
            seed=seed,
        )

        return utage_round_start
