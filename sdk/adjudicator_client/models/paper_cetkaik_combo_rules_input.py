from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PaperCetkaikComboRulesInput")


@_attrs_define
class PaperCetkaikComboRulesInput:
    """
    Attributes:
        wild (None | str | Unset): the wild kind standing for any card of its colour (船 by default; null: none)
        ship_wild_in_single (bool | Unset): a lone wild may count as any card
        allow_all_wild_combo (bool | Unset): a combo of wilds only takes any rank
        seq_allow_king_as_9 (bool | Unset): 王/皇 count as 9 in sequences
        seq_one_colour (bool | Unset): sequences are one colour (false in 連友)
        min_seq (int | Unset): shortest sequence
        seq_of_sets_min_ranks (int | Unset): fewest numbers in a sequence of sets
    """

    wild: None | str | Unset = UNSET
    ship_wild_in_single: bool | Unset = UNSET
    allow_all_wild_combo: bool | Unset = UNSET
    seq_allow_king_as_9: bool | Unset = UNSET
    seq_one_colour: bool | Unset = UNSET
    min_seq: int | Unset = UNSET
    seq_of_sets_min_ranks: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        wild: None | str | Unset
        if isinstance(self.wild, Unset):
            wild = UNSET
        else:
            wild = self.wild

        ship_wild_in_single = self.ship_wild_in_single

        allow_all_wild_combo = self.allow_all_wild_combo

        seq_allow_king_as_9 = self.seq_allow_king_as_9

        seq_one_colour = self.seq_one_colour

        min_seq = self.min_seq

        seq_of_sets_min_ranks = self.seq_of_sets_min_ranks

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if wild is not UNSET:
            field_dict["wild"] = wild
        if ship_wild_in_single is not UNSET:
            field_dict["ship_wild_in_single"] = ship_wild_in_single
        if allow_all_wild_combo is not UNSET:
            field_dict["allow_all_wild_combo"] = allow_all_wild_combo
        if seq_allow_king_as_9 is not UNSET:
            field_dict["seq_allow_king_as_9"] = seq_allow_king_as_9
        if seq_one_colour is not UNSET:
            field_dict["seq_one_colour"] = seq_one_colour
        if min_seq is not UNSET:
            field_dict["min_seq"] = min_seq
        if seq_of_sets_min_ranks is not UNSET:
            field_dict["seq_of_sets_min_ranks"] = seq_of_sets_min_ranks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_wild(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        wild = _parse_wild(d.pop("wild", UNSET))

        ship_wild_in_single = d.pop("ship_wild_in_single", UNSET)

        allow_all_wild_combo = d.pop("allow_all_wild_combo", UNSET)

        seq_allow_king_as_9 = d.pop("seq_allow_king_as_9", UNSET)

        seq_one_colour = d.pop("seq_one_colour", UNSET)

        min_seq = d.pop("min_seq", UNSET)

        seq_of_sets_min_ranks = d.pop("seq_of_sets_min_ranks", UNSET)

        paper_cetkaik_combo_rules_input = cls(
            wild=wild,
            ship_wild_in_single=ship_wild_in_single,
            allow_all_wild_combo=allow_all_wild_combo,
            seq_allow_king_as_9=seq_allow_king_as_9,
            seq_one_colour=seq_one_colour,
            min_seq=min_seq,
            seq_of_sets_min_ranks=seq_of_sets_min_ranks,
        )

        return paper_cetkaik_combo_rules_input
