from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_match_plays_combos_item import MokkaikMatchPlaysCombosItem


T = TypeVar("T", bound="MokkaikMatchPlays")


@_attrs_define
class MokkaikMatchPlays:
    """
    Attributes:
        to_play (None | str):  Example: 甲.
        combos (list[MokkaikMatchPlaysCombosItem]): face-up combos
        discard_size (int | None): cards to lay face down instead (null when leading)
        over (bool):
    """

    to_play: None | str
    combos: list[MokkaikMatchPlaysCombosItem]
    discard_size: int | None
    over: bool

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        discard_size: int | None
        discard_size = self.discard_size

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "combos": combos,
                "discard_size": discard_size,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_match_plays_combos_item import MokkaikMatchPlaysCombosItem

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = MokkaikMatchPlaysCombosItem.from_dict(combos_item_data)

            combos.append(combos_item)

        def _parse_discard_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discard_size = _parse_discard_size(d.pop("discard_size"))

        over = d.pop("over")

        mokkaik_match_plays = cls(
            to_play=to_play,
            combos=combos,
            discard_size=discard_size,
            over=over,
        )

        return mokkaik_match_plays
