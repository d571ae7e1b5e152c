from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo
    from ..models.paper_cetkaik_compact_combos import PaperCetkaikCompactCombos


T = TypeVar("T", bound="MokkaikMatchPlays")


@_attrs_define
class MokkaikMatchPlays:
    """
    Attributes:
        to_play (None | str):  Example: 甲.
        discard_size (int | None): cards to lay face down instead (null when leading)
        over (bool):
        combos (list[PaperCetkaikCombo] | Unset): the face-up combos allowed (any combo when leading); absent under
            form: compact
        compact_combos (PaperCetkaikCompactCombos | Unset):
    """

    to_play: None | str
    discard_size: int | None
    over: bool
    combos: list[PaperCetkaikCombo] | Unset = UNSET
    compact_combos: PaperCetkaikCompactCombos | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        discard_size: int | None
        discard_size = self.discard_size

        over = self.over

        combos: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.combos, Unset):
            combos = []
            for combos_item_data in self.combos:
                combos_item = combos_item_data.to_dict()
                combos.append(combos_item)

        compact_combos: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compact_combos, Unset):
            compact_combos = self.compact_combos.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "discard_size": discard_size,
                "over": over,
            }
        )
        if combos is not UNSET:
            field_dict["combos"] = combos
        if compact_combos is not UNSET:
            field_dict["compact_combos"] = compact_combos

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo
        from ..models.paper_cetkaik_compact_combos import PaperCetkaikCompactCombos

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        def _parse_discard_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discard_size = _parse_discard_size(d.pop("discard_size"))

        over = d.pop("over")

        _combos = d.pop("combos", UNSET)
        combos: list[PaperCetkaikCombo] | Unset = UNSET
        if _combos is not UNSET:
            combos = []
            for combos_item_data in _combos:
                combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

                combos.append(combos_item)

        _compact_combos = d.pop("compact_combos", UNSET)
        compact_combos: PaperCetkaikCompactCombos | Unset
        if isinstance(_compact_combos, Unset):
            compact_combos = UNSET
        else:
            compact_combos = PaperCetkaikCompactCombos.from_dict(_compact_combos)

        mokkaik_match_plays = cls(
            to_play=to_play,
            discard_size=discard_size,
            over=over,
            combos=combos,
            compact_combos=compact_combos,
        )

        return mokkaik_match_plays
