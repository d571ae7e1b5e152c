from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PaperCetkaikComboRules")


@_attrs_define
class PaperCetkaikComboRules:
    """
    Attributes:
        wild (None | str): the wild kind standing for any card of its colour (船 by default; null: none)
        ship_wild_in_single (bool): a lone wild may count as any card
        allow_all_wild_combo (bool): a combo of wilds only takes any rank
        seq_allow_king_as_9 (bool): 王/皇 count as 9 in sequences
        seq_one_colour (bool): sequences are one colour (false in 連友)
        min_seq (int): shortest sequence
        seq_of_sets_min_ranks (int): fewest numbers in a sequence of sets
    """

    wild: None | str
    ship_wild_in_single: bool
    allow_all_wild_combo: bool
    seq_allow_king_as_9: bool
    seq_one_colour: bool
    min_seq: int
    seq_of_sets_min_ranks: int

    def to_dict(self) -> dict[str, Any]:
        wild: None | str
        wild = self.wild

        ship_wild_in_single = self.ship_wild_in_single

        allow_all_wild_combo = self.allow_all_wild_combo

        seq_allow_king_as_9 = self.seq_allow_king_as_9

        seq_one_colour = self.seq_one_colour

        min_seq = self.min_seq

        seq_of_sets_min_ranks = self.seq_of_sets_min_ranks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "wild": wild,
                "ship_wild_in_single": ship_wild_in_single,
                "allow_all_wild_combo": allow_all_wild_combo,
                "seq_allow_king_as_9": seq_allow_king_as_9,
                "seq_one_colour": seq_one_colour,
                "min_seq": min_seq,
                "seq_of_sets_min_ranks": seq_of_sets_min_ranks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_wild(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wild = _parse_wild(d.pop("wild"))

        ship_wild_in_single = d.pop("ship_wild_in_single")

        allow_all_wild_combo = d.pop("allow_all_wild_combo")

        seq_allow_king_as_9 = d.pop("seq_allow_king_as_9")

        seq_one_colour = d.pop("seq_one_colour")

        min_seq = d.pop("min_seq")

        seq_of_sets_min_ranks = d.pop("seq_of_sets_min_ranks")

        paper_cetkaik_combo_rules = cls(
            wild=wild,
            ship_wild_in_single=ship_wild_in_single,
            allow_all_wild_combo=allow_all_wild_combo,
            seq_allow_king_as_9=seq_allow_king_as_9,
            seq_one_colour=seq_one_colour,
            min_seq=min_seq,
            seq_of_sets_min_ranks=seq_of_sets_min_ranks,
        )

        return paper_cetkaik_combo_rules
