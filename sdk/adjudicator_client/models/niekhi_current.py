from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.niekhi_current_type import NiekhiCurrentType

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="NiekhiCurrent")


@_attrs_define
class NiekhiCurrent:
    """
    Attributes:
        player (str):  Example: 甲.
        cards (list[str]): the cards of the combo (at most 24 in a request)
        type_ (NiekhiCurrentType): the reading (input: optional, default the strongest)
        combo (PaperCetkaikCombo):
    """

    player: str
    cards: list[str]
    type_: NiekhiCurrentType
    combo: PaperCetkaikCombo

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        cards = self.cards

        type_ = self.type_.value

        combo = self.combo.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "cards": cards,
                "type": type_,
                "combo": combo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        type_ = NiekhiCurrentType(d.pop("type"))

        combo = PaperCetkaikCombo.from_dict(d.pop("combo"))

        niekhi_current = cls(
            player=player,
            cards=cards,
            type_=type_,
            combo=combo,
        )

        return niekhi_current
