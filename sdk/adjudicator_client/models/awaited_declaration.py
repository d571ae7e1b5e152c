from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.awaited_declaration_side import AwaitedDeclarationSide
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_penalty import HandPenalty


T = TypeVar("T", bound="AwaitedDeclaration")


@_attrs_define
class AwaitedDeclaration:
    """
    Attributes:
        side (AwaitedDeclarationSide | Unset): the side that must declare: always the side to move
        hands (list[str] | Unset): the hands newly formed (CJK names); empty after a penalty alone
        penalties (list[HandPenalty] | Unset): the turn's penalties counting as hands
    """

    side: AwaitedDeclarationSide | Unset = UNSET
    hands: list[str] | Unset = UNSET
    penalties: list[HandPenalty] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        side: str | Unset = UNSET
        if not isinstance(self.side, Unset):
            side = self.side.value

        hands: list[str] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = self.hands

        penalties: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.penalties, Unset):
            penalties = []
            for penalties_item_data in self.penalties:
                penalties_item = penalties_item_data.to_dict()
                penalties.append(penalties_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if side is not UNSET:
            field_dict["side"] = side
        if hands is not UNSET:
            field_dict["hands"] = hands
        if penalties is not UNSET:
            field_dict["penalties"] = penalties

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_penalty import HandPenalty

        d = dict(src_dict)
        _side = d.pop("side", UNSET)
        side: AwaitedDeclarationSide | Unset
        if isinstance(_side, Unset):
            side = UNSET
        else:
            side = AwaitedDeclarationSide(_side)

        hands = cast(list[str], d.pop("hands", UNSET))

        _penalties = d.pop("penalties", UNSET)
        penalties: list[HandPenalty] | Unset = UNSET
        if _penalties is not UNSET:
            penalties = []
            for penalties_item_data in _penalties:
                penalties_item = HandPenalty.from_dict(penalties_item_data)

                penalties.append(penalties_item)

        awaited_declaration = cls(
            side=side,
            hands=hands,
            penalties=penalties,
        )

        return awaited_declaration
