from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_position import LauzaitCepPosition


T = TypeVar("T", bound="LauzaitCepDeal")


@_attrs_define
class LauzaitCepDeal:
    """
    Attributes:
        seed (int): the seed the pieces were shuffled with
        position (LauzaitCepPosition):
    """

    seed: int
    position: LauzaitCepPosition

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        position = self.position.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_position import LauzaitCepPosition

        d = dict(src_dict)
        seed = d.pop("seed")

        position = LauzaitCepPosition.from_dict(d.pop("position"))

        lauzait_cep_deal = cls(
            seed=seed,
            position=position,
        )

        return lauzait_cep_deal
