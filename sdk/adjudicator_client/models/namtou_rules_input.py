from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.namtou_rules_input_order import NamtouRulesInputOrder
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput


T = TypeVar("T", bound="NamtouRulesInput")


@_attrs_define
class NamtouRulesInput:
    """
    Attributes:
        order (NamtouRulesInputOrder | Unset): the combo ranking: the book's (default) or the draft rules' (行行 above
            馬弓兵)
        hand_size (int | Unset): cards per hand (default 2)
        cycles (int | Unset): bet and reveal cycles (default 1)
        min_seq (int | Unset): the shortest run that counts as a sequence (連番; default 3)
        combos (PaperCetkaikComboRulesInput | Unset):
        hands (int | Unset): hands in a whole game (default 4)
        points_cap (int | None | Unset): a whole game also ends as soon as a running total reaches it (null: no cap)
    """

    order: NamtouRulesInputOrder | Unset = UNSET
    hand_size: int | Unset = UNSET
    cycles: int | Unset = UNSET
    min_seq: int | Unset = UNSET
    combos: PaperCetkaikComboRulesInput | Unset = UNSET
    hands: int | Unset = UNSET
    points_cap: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order: str | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order.value

        hand_size = self.hand_size

        cycles = self.cycles

        min_seq = self.min_seq

        combos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.combos, Unset):
            combos = self.combos.to_dict()

        hands = self.hands

        points_cap: int | None | Unset
        if isinstance(self.points_cap, Unset):
            points_cap = UNSET
        else:
            points_cap = self.points_cap

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if order is not UNSET:
            field_dict["order"] = order
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if cycles is not UNSET:
            field_dict["cycles"] = cycles
        if min_seq is not UNSET:
            field_dict["min_seq"] = min_seq
        if combos is not UNSET:
            field_dict["combos"] = combos
        if hands is not UNSET:
            field_dict["hands"] = hands
        if points_cap is not UNSET:
            field_dict["points_cap"] = points_cap

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        d = dict(src_dict)
        _order = d.pop("order", UNSET)
        order: NamtouRulesInputOrder | Unset
        if isinstance(_order, Unset):
            order = UNSET
        else:
            order = NamtouRulesInputOrder(_order)

        hand_size = d.pop("hand_size", UNSET)

        cycles = d.pop("cycles", UNSET)

        min_seq = d.pop("min_seq", UNSET)

        _combos = d.pop("combos", UNSET)
        combos: PaperCetkaikComboRulesInput | Unset
        if isinstance(_combos, Unset):
            combos = UNSET
        else:
            combos = PaperCetkaikComboRulesInput.from_dict(_combos)

        hands = d.pop("hands", UNSET)

        def _parse_points_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points_cap = _parse_points_cap(d.pop("points_cap", UNSET))

        namtou_rules_input = cls(
            order=order,
            hand_size=hand_size,
            cycles=cycles,
            min_seq=min_seq,
            combos=combos,
            hands=hands,
            points_cap=points_cap,
        )

        return namtou_rules_input
