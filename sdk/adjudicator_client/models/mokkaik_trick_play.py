from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="MokkaikTrickPlay")


@_attrs_define
class MokkaikTrickPlay:
    """
    Attributes:
        player (str): the player who played Example: 甲.
        cards (list[str]): the cards played (at most 10 in a request)
        combo (None | PaperCetkaikCombo): what the play counts as (null face down; checked on input)
        face_down (bool):
    """

    player: str
    cards: list[str]
    combo: None | PaperCetkaikCombo
    face_down: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        player = self.player

        cards = self.cards

        combo: dict[str, Any] | None
        if isinstance(self.combo, PaperCetkaikCombo):
            combo = self.combo.to_dict()
        else:
            combo = self.combo

        face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "cards": cards,
                "combo": combo,
                "face_down": face_down,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        def _parse_combo(data: object) -> None | PaperCetkaikCombo:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combo_type_0 = PaperCetkaikCombo.from_dict(data)

                return combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikCombo, data)

        combo = _parse_combo(d.pop("combo"))

        face_down = d.pop("face_down")

        mokkaik_trick_play = cls(
            player=player,
            cards=cards,
            combo=combo,
            face_down=face_down,
        )

        return mokkaik_trick_play
