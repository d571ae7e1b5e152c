from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_match_apply_request_match import MokkaikMatchApplyRequestMatch


T = TypeVar("T", bound="MokkaikMatchApplyRequest")


@_attrs_define
class MokkaikMatchApplyRequest:
    """
    Attributes:
        match (MokkaikMatchApplyRequestMatch): the match as returned by the service
        player (str):  Example: 甲.
        cards (list[str]): the cards played, e.g. 黒馬
        ruleset (Any | Unset): the 行戦 flags: must_beat, dealer_multiplier, seasons, combos, deck (null or missing: the
            defaults)
        face_down (bool | Unset): lay them face down (not leading) Default: False.
    """

    match: MokkaikMatchApplyRequestMatch
    player: str
    cards: list[str]
    ruleset: Any | Unset = UNSET
    face_down: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        match = self.match.to_dict()

        player = self.player

        cards = self.cards

        ruleset = self.ruleset

        face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "match": match,
                "player": player,
                "cards": cards,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if face_down is not UNSET:
            field_dict["face_down"] = face_down

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_match_apply_request_match import (
            MokkaikMatchApplyRequestMatch,
        )

        d = dict(src_dict)
        match = MokkaikMatchApplyRequestMatch.from_dict(d.pop("match"))

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        ruleset = d.pop("ruleset", UNSET)

        face_down = d.pop("face_down", UNSET)

        mokkaik_match_apply_request = cls(
            match=match,
            player=player,
            cards=cards,
            ruleset=ruleset,
            face_down=face_down,
        )

        return mokkaik_match_apply_request
