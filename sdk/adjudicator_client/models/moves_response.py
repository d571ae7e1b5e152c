from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.annotated_move import AnnotatedMove
    from ..models.effective_ruleset import EffectiveRuleset


T = TypeVar("T", bound="MovesResponse")


@_attrs_define
class MovesResponse:
    """
    Attributes:
        moves (list[AnnotatedMove]):
        count (int):
        excited (bool): the position awaits the final square of a stepping move (or pass)
        ruleset (EffectiveRuleset):
    """

    moves: list[AnnotatedMove]
    count: int
    excited: bool
    ruleset: EffectiveRuleset

    def to_dict(self) -> dict[str, Any]:
        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        count = self.count

        excited = self.excited

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "count": count,
                "excited": excited,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.annotated_move import AnnotatedMove
        from ..models.effective_ruleset import EffectiveRuleset

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = AnnotatedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        count = d.pop("count")

        excited = d.pop("excited")

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        moves_response = cls(
            moves=moves,
            count=count,
            excited=excited,
            ruleset=ruleset,
        )

        return moves_response
