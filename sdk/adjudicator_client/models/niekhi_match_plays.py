from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_uai import NiekhiUai
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="NiekhiMatchPlays")


@_attrs_define
class NiekhiMatchPlays:
    """
    Attributes:
        to_play (None | str):  Example: 甲.
        leading (bool): nothing to beat: any combo, no pass
        can_pass (bool):
        combos (list[PaperCetkaikCombo]):
        uai_choices (list[NiekhiUai]): what each 将 of a combo may do
        over (bool):
    """

    to_play: None | str
    leading: bool
    can_pass: bool
    combos: list[PaperCetkaikCombo]
    uai_choices: list[NiekhiUai]
    over: bool

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

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

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "leading": leading,
                "can_pass": can_pass,
                "combos": combos,
                "uai_choices": uai_choices,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_uai import NiekhiUai
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

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

        over = d.pop("over")

        niekhi_match_plays = cls(
            to_play=to_play,
            leading=leading,
            can_pass=can_pass,
            combos=combos,
            uai_choices=uai_choices,
            over=over,
        )

        return niekhi_match_plays
