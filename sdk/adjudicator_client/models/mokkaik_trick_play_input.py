from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_input import PaperCetkaikComboInput


T = TypeVar("T", bound="MokkaikTrickPlayInput")


@_attrs_define
class MokkaikTrickPlayInput:
    """
    Attributes:
        player (str): the player who played Example: 甲.
        cards (list[str]): the cards played (at most 10 in a request)
        combo (None | PaperCetkaikComboInput | Unset): what the play counts as (null face down; checked on input)
        face_down (bool | Unset):
    """

    player: str
    cards: list[str]
    combo: None | PaperCetkaikComboInput | Unset = UNSET
    face_down: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.paper_cetkaik_combo_input import PaperCetkaikComboInput

        player = self.player

        cards = self.cards

        combo: dict[str, Any] | None | Unset
        if isinstance(self.combo, Unset):
            combo = UNSET
        elif isinstance(self.combo, PaperCetkaikComboInput):
            combo = self.combo.to_dict()
        else:
            combo = self.combo

        face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "cards": cards,
            }
        )
        if combo is not UNSET:
            field_dict["combo"] = combo
        if face_down is not UNSET:
            field_dict["face_down"] = face_down

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_input import PaperCetkaikComboInput

        d = dict(src_dict)
        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        def _parse_combo(data: object) -> None | PaperCetkaikComboInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combo_type_0 = PaperCetkaikComboInput.from_dict(data)

                return combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikComboInput | Unset, data)

        combo = _parse_combo(d.pop("combo", UNSET))

        face_down = d.pop("face_down", UNSET)

        mokkaik_trick_play_input = cls(
            player=player,
            cards=cards,
            combo=combo,
            face_down=face_down,
        )

        return mokkaik_trick_play_input
