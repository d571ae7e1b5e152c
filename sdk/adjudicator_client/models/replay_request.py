from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.replay_request_ruleset_type_0 import ReplayRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="ReplayRequest")


@_attrs_define
class ReplayRequest:
    """
    Attributes:
        record (str): kiaak text
        ruleset (ReplayRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: ReplayRequestRulesetType0.CERKE_ONLINE_ALPHA.
        ply (int | None | Unset): return only the position after this many movements (0 = the start)
    """

    record: str
    ruleset: ReplayRequestRulesetType0 | RulesetFlags | Unset = (
        ReplayRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    ply: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        record = self.record

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, ReplayRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        ply: int | None | Unset
        if isinstance(self.ply, Unset):
            ply = UNSET
        else:
            ply = self.ply

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "record": record,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if ply is not UNSET:
            field_dict["ply"] = ply

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        record = d.pop("record")

        def _parse_ruleset(
            data: object,
        ) -> ReplayRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = ReplayRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_ply(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ply = _parse_ply(d.pop("ply", UNSET))

        replay_request = cls(
            record=record,
            ruleset=ruleset,
            ply=ply,
        )

        return replay_request
