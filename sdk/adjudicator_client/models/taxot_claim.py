from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.taxot_claim_kind import TaxotClaimKind

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo import PaperCetkaikCombo


T = TypeVar("T", bound="TaxotClaim")


@_attrs_define
class TaxotClaim:
    """
    Attributes:
        player (str): the player who may claim
        kind (TaxotClaimKind): win: 終季 on the discard; nam: 開, exposing a meld
        melds (list[PaperCetkaikCombo]): nam: the melds the discard completes
    """

    player: str
    kind: TaxotClaimKind
    melds: list[PaperCetkaikCombo]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        kind = self.kind.value

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "kind": kind,
                "melds": melds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo import PaperCetkaikCombo

        d = dict(src_dict)
        player = d.pop("player")

        kind = TaxotClaimKind(d.pop("kind"))

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = PaperCetkaikCombo.from_dict(melds_item_data)

            melds.append(melds_item)

        taxot_claim = cls(
            player=player,
            kind=kind,
            melds=melds,
        )

        return taxot_claim
