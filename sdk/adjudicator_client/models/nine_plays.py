from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_combo import NineCombo
    from ..models.nine_rules import NineRules


T = TypeVar("T", bound="NinePlays")


@_attrs_define
class NinePlays:
    """
    Attributes:
        player (None | str): null once the season is over
        leading (bool):
        combos (list[NineCombo]):
        can_decline (bool): declining (drawing 3) is allowed now
        rules (NineRules):
    """

    player: None | str
    leading: bool
    combos: list[NineCombo]
    can_decline: bool
    rules: NineRules

    def to_dict(self) -> dict[str, Any]:
        player: None | str
        player = self.player

        leading = self.leading

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        can_decline = self.can_decline

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "leading": leading,
                "combos": combos,
                "can_decline": can_decline,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo import NineCombo
        from ..models.nine_rules import NineRules

        d = dict(src_dict)

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        leading = d.pop("leading")

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = NineCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        can_decline = d.pop("can_decline")

        rules = NineRules.from_dict(d.pop("rules"))

        nine_plays = cls(
            player=player,
            leading=leading,
            combos=combos,
            can_decline=can_decline,
            rules=rules,
        )

        return nine_plays
