from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_rules import NiekhiRules
    from ..models.niekhi_uai import NiekhiUai
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo
    from ..models.paper_cetkaik_compact_combos import PaperCetkaikCompactCombos


T = TypeVar("T", bound="NiekhiPlays")


@_attrs_define
class NiekhiPlays:
    """
    Attributes:
        player (None | str): null once the game is over
        leading (bool): nothing to beat: any combo, no pass
        can_pass (bool):
        uai_choices (list[NiekhiUai]): what each 将 of a combo may do (give one per 将 in `uai`): remove a strength, or
            take a card of the discard pile (each card once)
        ruleset (NiekhiRules):
        combos (list[PaperCetkaikCombo] | Unset): every combo that may be played; absent under form: compact
        compact_combos (PaperCetkaikCompactCombos | Unset):
    """

    player: None | str
    leading: bool
    can_pass: bool
    uai_choices: list[NiekhiUai]
    ruleset: NiekhiRules
    combos: list[PaperCetkaikCombo] | Unset = UNSET
    compact_combos: PaperCetkaikCompactCombos | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player: None | str
        player = self.player

        leading = self.leading

        can_pass = self.can_pass

        uai_choices = []
        for uai_choices_item_data in self.uai_choices:
            uai_choices_item = uai_choices_item_data.to_dict()
            uai_choices.append(uai_choices_item)

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
                "can_pass": can_pass,
                "uai_choices": uai_choices,
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
        from ..models.niekhi_rules import NiekhiRules
        from ..models.niekhi_uai import NiekhiUai
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo
        from ..models.paper_cetkaik_compact_combos import PaperCetkaikCompactCombos

        d = dict(src_dict)

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        leading = d.pop("leading")

        can_pass = d.pop("can_pass")

        uai_choices = []
        _uai_choices = d.pop("uai_choices")
        for uai_choices_item_data in _uai_choices:
            uai_choices_item = NiekhiUai.from_dict(uai_choices_item_data)

            uai_choices.append(uai_choices_item)

        ruleset = NiekhiRules.from_dict(d.pop("ruleset"))

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

        niekhi_plays = cls(
            player=player,
            leading=leading,
            can_pass=can_pass,
            uai_choices=uai_choices,
            ruleset=ruleset,
            combos=combos,
            compact_combos=compact_combos,
        )

        return niekhi_plays
