from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_combo import NineCombo


T = TypeVar("T", bound="NineMatchPlays")


@_attrs_define
class NineMatchPlays:
    """
    Attributes:
        to_play (None | str):  Example: 甲.
        leading (bool):
        combos (list[NineCombo]):
        can_decline (bool): declining (drawing 3) is allowed now
        over (bool):
    """

    to_play: None | str
    leading: bool
    combos: list[NineCombo]
    can_decline: bool
    over: bool

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        leading = self.leading

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        can_decline = self.can_decline

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "leading": leading,
                "combos": combos,
                "can_decline": can_decline,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo import NineCombo

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        leading = d.pop("leading")

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = NineCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        can_decline = d.pop("can_decline")

        over = d.pop("over")

        nine_match_plays = cls(
            to_play=to_play,
            leading=leading,
            combos=combos,
            can_decline=can_decline,
            over=over,
        )

        return nine_match_plays
