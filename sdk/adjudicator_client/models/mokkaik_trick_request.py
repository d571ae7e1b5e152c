from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_rules_input import MokkaikRulesInput
    from ..models.mokkaik_trick_entry import MokkaikTrickEntry


T = TypeVar("T", bound="MokkaikTrickRequest")


@_attrs_define
class MokkaikTrickRequest:
    """
    Attributes:
        plays (list[MokkaikTrickEntry]):
        ruleset (MokkaikRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    plays: list[MokkaikTrickEntry]
    ruleset: MokkaikRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_rules_input import MokkaikRulesInput

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokkaikRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules_input import MokkaikRulesInput
        from ..models.mokkaik_trick_entry import MokkaikTrickEntry

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MokkaikTrickEntry.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_ruleset(data: object) -> MokkaikRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokkaikRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        mokkaik_trick_request = cls(
            plays=plays,
            ruleset=ruleset,
        )

        return mokkaik_trick_request
