from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_combo import NineCombo
    from ..models.nine_compact_combos import NineCompactCombos
    from ..models.nine_rules import NineRules


T = TypeVar("T", bound="NinePlays")


@_attrs_define
class NinePlays:
    """
    Attributes:
        player (None | str): null once the season is over
        leading (bool):
        can_decline (bool): declining (drawing 3) is allowed now
        ruleset (NineRules):
        combos (list[NineCombo] | Unset): every combo that may be played; absent under form: compact
        compact_combos (NineCompactCombos | Unset):
    """

    player: None | str
    leading: bool
    can_decline: bool
    ruleset: NineRules
    combos: list[NineCombo] | Unset = UNSET
    compact_combos: NineCompactCombos | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player: None | str
        player = self.player

        leading = self.leading

        can_decline = self.can_decline

        ruleset = self.ruleset.to_dict()

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
                "player": player,
                "leading": leading,
                "can_decline": can_decline,
                "ruleset": ruleset,
            }
        )
        if combos is not UNSET:
            field_dict["combos"] = combos
        if compact_combos is not UNSET:
            field_dict["compact_combos"] = compact_combos

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo import NineCombo
        from ..models.nine_compact_combos import NineCompactCombos
        from ..models.nine_rules import NineRules

        d = dict(src_dict)

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        leading = d.pop("leading")

        can_decline = d.pop("can_decline")

        ruleset = NineRules.from_dict(d.pop("ruleset"))

        _combos = d.pop("combos", UNSET)
        combos: list[NineCombo] | Unset = UNSET
        if _combos is not UNSET:
            combos = []
            for combos_item_data in _combos:
                combos_item = NineCombo.from_dict(combos_item_data)

                combos.append(combos_item)

        _compact_combos = d.pop("compact_combos", UNSET)
        compact_combos: NineCompactCombos | Unset
        if isinstance(_compact_combos, Unset):
            compact_combos = UNSET
        else:
            compact_combos = NineCompactCombos.from_dict(_compact_combos)

        nine_plays = cls(
            player=player,
            leading=leading,
            can_decline=can_decline,
            ruleset=ruleset,
            combos=combos,
            compact_combos=compact_combos,
        )

        return nine_plays
