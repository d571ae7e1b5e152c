from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.probability import Probability
    from ..models.taxot_shape_odds import TaxotShapeOdds


T = TypeVar("T", bound="TaxotOdds")


@_attrs_define
class TaxotOdds:
    """
    Attributes:
        ship_wild (bool):
        allow_pair_shapes (bool):
        hands (int): the number of six-card hands, C(48, 6)
        any_shape (Probability):
        by_shape (list[TaxotShapeOdds]):
    """

    ship_wild: bool
    allow_pair_shapes: bool
    hands: int
    any_shape: Probability
    by_shape: list[TaxotShapeOdds]

    def to_dict(self) -> dict[str, Any]:
        ship_wild = self.ship_wild

        allow_pair_shapes = self.allow_pair_shapes

        hands = self.hands

        any_shape = self.any_shape.to_dict()

        by_shape = []
        for by_shape_item_data in self.by_shape:
            by_shape_item = by_shape_item_data.to_dict()
            by_shape.append(by_shape_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ship_wild": ship_wild,
                "allow_pair_shapes": allow_pair_shapes,
                "hands": hands,
                "any_shape": any_shape,
                "by_shape": by_shape,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.probability import Probability
        from ..models.taxot_shape_odds import TaxotShapeOdds

        d = dict(src_dict)
        ship_wild = d.pop("ship_wild")

        allow_pair_shapes = d.pop("allow_pair_shapes")

        hands = d.pop("hands")

        any_shape = Probability.from_dict(d.pop("any_shape"))

        by_shape = []
        _by_shape = d.pop("by_shape")
        for by_shape_item_data in _by_shape:
            by_shape_item = TaxotShapeOdds.from_dict(by_shape_item_data)

            by_shape.append(by_shape_item)

        taxot_odds = cls(
            ship_wild=ship_wild,
            allow_pair_shapes=allow_pair_shapes,
            hands=hands,
            any_shape=any_shape,
            by_shape=by_shape,
        )

        return taxot_odds
