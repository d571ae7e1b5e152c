from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.consequence_kind import ConsequenceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Consequence")


@_attrs_define
class Consequence:
    """
    Attributes:
        kind (ConsequenceKind | Unset):
        penalty (int | Unset):
        is_a_hand (bool | Unset):
    """

    kind: ConsequenceKind | Unset = UNSET
    penalty: int | Unset = UNSET
    is_a_hand: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        penalty = self.penalty

        is_a_hand = self.is_a_hand

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if penalty is not UNSET:
            field_dict["penalty"] = penalty
        if is_a_hand is not UNSET:
            field_dict["is_a_hand"] = is_a_hand

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _kind = d.pop("kind", UNSET)
        kind: ConsequenceKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = ConsequenceKind(_kind)

        penalty = d.pop("penalty", UNSET)

        is_a_hand = d.pop("is_a_hand", UNSET)

        consequence = cls(
            kind=kind,
            penalty=penalty,
            is_a_hand=is_a_hand,
        )

        return consequence
