from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_rules import NiekhiRules
    from ..models.niekhi_uai import NiekhiUai
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="NiekhiPlays")


@_attrs_define
class NiekhiPlays:
    """
    Attributes:
        player (None | str): null once the game is over
        leading (bool): nothing to beat: any combo, no pass
        can_pass (bool):
        combos (list[PaperCetkaikCombo]):
        uai_choices (list[NiekhiUai]): what each 将 of a combo may do (give one per 将 in `uai`): remove a strength, or
            take a card of the discard pile (each card once)
        rules (NiekhiRules):
    """

    player: None | str
    leading: bool
    can_pass: bool
    combos: list[PaperCetkaikCombo]
    uai_choices: list[NiekhiUai]
    rules: NiekhiRules

    def to_dict(self) -> dict[str, Any]:
        player: None | str
        player = self.player

        leading = self.leading

        can_pass = self.can_pass

        combos = []
        for combos_item_data in self.combos:
            combos_item = combos_item_data.to_dict()
            combos.append(combos_item)

        uai_choices = []
        for uai_choices_item_data in self.uai_choices:
            uai_choices_item = uai_choices_item_data.to_dict()
            uai_choices.append(uai_choices_item)

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "leading": leading,
                "can_pass": can_pass,
                "combos": combos,
                "uai_choices": uai_choices,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules import NiekhiRules
        from ..models.niekhi_uai import NiekhiUai
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        leading = d.pop("leading")

        can_pass = d.pop("can_pass")

        combos = []
        _combos = d.pop("combos")
        for combos_item_data in _combos:
            combos_item = PaperCetkaikCombo.from_dict(combos_item_data)

            combos.append(combos_item)

        uai_choices = []
        _uai_choices = d.pop("uai_choices")
        for uai_choices_item_data in _uai_choices:
            uai_choices_item = NiekhiUai.from_dict(uai_choices_item_data)

            uai_choices.append(uai_choices_item)

        rules = NiekhiRules.from_dict(d.pop("rules"))

        niekhi_plays = cls(
            player=player,
            leading=leading,
            can_pass=can_pass,
            combos=combos,
            uai_choices=uai_choices,
            rules=rules,
        )

        return niekhi_plays
