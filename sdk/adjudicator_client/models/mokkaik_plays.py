from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_rules import MokkaikRules
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="MokkaikPlays")


@_attrs_define
class MokkaikPlays:
    """
    Attributes:
        player (None | str): null once the season is over
        leading (bool): the player leads a new trick
        combos (list[PaperCetkaikCombo]): the face-up combos allowed (any combo when leading)
        discard_size (int | None): cards to lay face down instead (null when leading)
        ruleset (MokkaikRules):
    """

    player: None | str
    leading: bool
    combos: list[PaperCetkaikCombo]
    discard_size: int | None
    ruleset: MokkaikRules

    def to_dict(self) -> dict[str, Any]:
        player: None | str
        player = self.player

        leading = self.leading

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        discard_size: int | None
        discard_size = self.discard_size

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "leading": leading,
                "combos": combos,
                "discard_size": discard_size,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_rules import MokkaikRules
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

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
            combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        def _parse_discard_size(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        discard_size = _parse_discard_size(d.pop("discard_size"))

        ruleset = MokkaikRules.from_dict(d.pop("ruleset"))

        mokkaik_plays = cls(
            player=player,
            leading=leading,
            combos=combos,
            discard_size=discard_size,
            ruleset=ruleset,
        )

        return mokkaik_plays
