from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.niekhi_current_input_type import NiekhiCurrentInputType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_input import PaperCetkaikComboInput


T = TypeVar("T", bound="NiekhiCurrentInput")


@_attrs_define
class NiekhiCurrentInput:
    """
    Attributes:
        player (str):  Example: 甲.
        cards (list[str]): the cards of the combo (at most 24 in a request)
        type_ (NiekhiCurrentInputType | Unset): the reading (input: optional, default the strongest)
        combo (PaperCetkaikComboInput | Unset):
    """

    player: str
    cards: list[str]
    type_: NiekhiCurrentInputType | Unset = UNSET
    combo: PaperCetkaikComboInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        cards = self.cards

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        combo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.combo, Unset):
            combo = self.combo.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "cards": cards,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if combo is not UNSET:
            field_dict["combo"] = combo

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_input import PaperCetkaikComboInput

        d = dict(src_dict)
        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        _type_ = d.pop("type", UNSET)
        type_: NiekhiCurrentInputType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = NiekhiCurrentInputType(_type_)

        _combo = d.pop("combo", UNSET)
        combo: PaperCetkaikComboInput | Unset
        if isinstance(_combo, Unset):
            combo = UNSET
        else:
            combo = PaperCetkaikComboInput.from_dict(_combo)

        niekhi_current_input = cls(
            player=player,
            cards=cards,
            type_=type_,
            combo=combo,
        )

        return niekhi_current_input
