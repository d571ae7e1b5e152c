from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.utage_action_input_kind import UtageActionInputKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="UtageActionInput")


@_attrs_define
class UtageActionInput:
    """
    Attributes:
        kind (UtageActionInputKind): what the turn does
        die (int | None | Unset): the face of the die moved
        slot (int | None | Unset): place: the slot (1-based)
        target (int | None | Unset): give: the seat receiving the die
    """

    kind: UtageActionInputKind
    die: int | None | Unset = UNSET
    slot: int | None | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        die: int | None | Unset
        if isinstance(self.die, Unset):
            die = UNSET
        else:
            die = self.die

        slot: int | None | Unset
        if isinstance(self.slot, Unset):
            slot = UNSET
        else:
            slot = self.slot

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if die is not UNSET:
            field_dict["die"] = die
        if slot is not UNSET:
            field_dict["slot"] = slot
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = UtageActionInputKind(d.pop("kind"))

        def _parse_die(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        die = _parse_die(d.pop("die", UNSET))

        def _parse_slot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        slot = _parse_slot(d.pop("slot", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        utage_action_input = cls(
            kind=kind,
            die=die,
            slot=slot,
            target=target,
        )

        return utage_action_input
