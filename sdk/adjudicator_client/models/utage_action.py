from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.utage_action_kind import UtageActionKind

T = TypeVar("T", bound="UtageAction")


@_attrs_define
class UtageAction:
    """
    Attributes:
        kind (UtageActionKind): what the turn does
        die (int | None): the face of the die moved
        slot (int | None): place: the slot (1-based)
        target (int | None): give: the seat receiving the die
    """

    kind: UtageActionKind
    die: int | None
    slot: int | None
    target: int | None

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        die: int | None
        die = self.die

        slot: int | None
        slot = self.slot

        target: int | None
        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "die": die,
                "slot": slot,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = UtageActionKind(d.pop("kind"))

        def _parse_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die = _parse_die(d.pop("die"))

        def _parse_slot(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        slot = _parse_slot(d.pop("slot"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        utage_action = cls(
            kind=kind,
            die=die,
            slot=slot,
            target=target,
        )

        return utage_action
