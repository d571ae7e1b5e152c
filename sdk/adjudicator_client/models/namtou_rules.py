from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.namtou_rules_order import NamtouRulesOrder

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules


T = TypeVar("T", bound="NamtouRules")


@_attrs_define
class NamtouRules:
    """
    Attributes:
        order (NamtouRulesOrder): the combo ranking: the book's (default) or the draft rules' (行行 above 馬弓兵)
        hand_size (int): cards per hand (default 2)
        cycles (int): bet and reveal cycles (default 1)
        min_seq (int): the shortest run that counts as a sequence (連番; default 3)
        combos (PaperCetkaikComboRules):
        hands (int): hands in a whole game (default 4)
        points_cap (int | None): a whole game also ends as soon as a running total reaches it (null: no cap)
    """

    order: NamtouRulesOrder
    hand_size: int
    cycles: int
    min_seq: int
    combos: PaperCetkaikComboRules
    hands: int
    points_cap: int | None

    def to_dict(self) -> dict[str, Any]:
        order = self.order.value

        hand_size = self.hand_size

        cycles = self.cycles

        min_seq = self.min_seq

        combos = self.combos.to_dict()

        hands = self.hands

        points_cap: int | None
        points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "hand_size": hand_size,
                "cycles": cycles,
                "min_seq": min_seq,
                "combos": combos,
                "hands": hands,
                "points_cap": points_cap,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules import PaperCetkaikComboRules

        d = dict(src_dict)
        order = NamtouRulesOrder(d.pop("order"))

        hand_size = d.pop("hand_size")

        cycles = d.pop("cycles")

        min_seq = d.pop("min_seq")

        combos = PaperCetkaikComboRules.from_dict(d.pop("combos"))

        hands = d.pop("hands")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        namtou_rules = cls(
            order=order,
            hand_size=hand_size,
            cycles=cycles,
            min_seq=min_seq,
            combos=combos,
            hands=hands,
            points_cap=points_cap,
        )

        return namtou_rules
