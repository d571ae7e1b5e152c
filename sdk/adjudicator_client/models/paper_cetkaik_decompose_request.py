from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput
    from ..models.paper_cetkaik_slot import PaperCetkaikSlot


T = TypeVar("T", bound="PaperCetkaikDecomposeRequest")


@_attrs_define
class PaperCetkaikDecomposeRequest:
    """
    Attributes:
        hand (list[str]): the hand (at most 12 in a request)
        shapes (list[list[PaperCetkaikSlot]]): 1 to 8 shapes of 1 to 6 slots each, e.g. 終季's two triples [[{"types":
            ["set", "seq"], "size": 3}, {"types": ["set", "seq"], "size": 3}]]
        ruleset (None | PaperCetkaikComboRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    hand: list[str]
    shapes: list[list[PaperCetkaikSlot]]
    ruleset: None | PaperCetkaikComboRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput

        hand = self.hand

        shapes = []
        for shapes_item_data in self.shapes:
            shapes_item = []
            for shapes_item_item_data in shapes_item_data:
                shapes_item_item = shapes_item_item_data.to_dict()
                shapes_item.append(shapes_item_item)

            shapes.append(shapes_item)

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, PaperCetkaikComboRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "shapes": shapes,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.paper_cetkaik_combo_rules_input import PaperCetkaikComboRulesInput
        from ..models.paper_cetkaik_slot import PaperCetkaikSlot

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        shapes = []
        _shapes = d.pop("shapes")
        for shapes_item_data in _shapes:
            shapes_item = []
            _shapes_item = shapes_item_data
            for shapes_item_item_data in _shapes_item:
                shapes_item_item = PaperCetkaikSlot.from_dict(shapes_item_item_data)

                shapes_item.append(shapes_item_item)

            shapes.append(shapes_item)

        def _parse_ruleset(data: object) -> None | PaperCetkaikComboRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = PaperCetkaikComboRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaperCetkaikComboRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        paper_cetkaik_decompose_request = cls(
            hand=hand,
            shapes=shapes,
            ruleset=ruleset,
        )

        return paper_cetkaik_decompose_request
