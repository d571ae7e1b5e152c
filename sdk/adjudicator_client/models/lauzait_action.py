from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_action_action import LauzaitActionAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="LauzaitAction")


@_attrs_define
class LauzaitAction:
    """
    Attributes:
        action (LauzaitActionAction): what the player does: dissolve or form a Department, declare, hire, or end a Day
        index (int | Unset): dissolve: which revealed Department
        pieces (list[str] | Unset): form: 3 pieces
        bonus (int | Unset): form: the bonus chosen (joker roles)
        discard (str | Unset): hire: the concealed piece discarded Example: G3.
        origin (str | Unset): hire: the square of the piece that moves
        destination (str | Unset): hire: where it moves
        cast (int | Unset): hire into water: the observed cast (else drawn from the seed)
    """

    action: LauzaitActionAction
    index: int | Unset = UNSET
    pieces: list[str] | Unset = UNSET
    bonus: int | Unset = UNSET
    discard: str | Unset = UNSET
    origin: str | Unset = UNSET
    destination: str | Unset = UNSET
    cast: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        index = self.index

        pieces: list[str] | Unset = UNSET
        if not isinstance(self.pieces, Unset):
            pieces = self.pieces

        bonus = self.bonus

        discard = self.discard

        origin = self.origin

        destination = self.destination

        cast = self.cast

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if index is not UNSET:
            field_dict["index"] = index
        if pieces is not UNSET:
            field_dict["pieces"] = pieces
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if discard is not UNSET:
            field_dict["discard"] = discard
        if origin is not UNSET:
            field_dict["origin"] = origin
        if destination is not UNSET:
            field_dict["destination"] = destination
        if cast is not UNSET:
            field_dict["cast"] = cast

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        d = dict(src_dict)
        action = LauzaitActionAction(d.pop("action"))

        index = d.pop("index", UNSET)

        pieces = typing.cast(list[str], d.pop("pieces", UNSET))

        bonus = d.pop("bonus", UNSET)

        discard = d.pop("discard", UNSET)

        origin = d.pop("origin", UNSET)

        destination = d.pop("destination", UNSET)

        cast = d.pop("cast", UNSET)

        lauzait_action = cls(
            action=action,
            index=index,
            pieces=pieces,
            bonus=bonus,
            discard=discard,
            origin=origin,
            destination=destination,
            cast=cast,
        )

        return lauzait_action
