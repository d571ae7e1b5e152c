from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.captured_piece_out import CapturedPieceOut
    from ..models.probability import Probability


T = TypeVar("T", bound="MoveAnnotations")


@_attrs_define
class MoveAnnotations:
    """
    Attributes:
        captured (CapturedPieceOut | None): the piece taken if the move succeeds (for InfAfterStep: if it ends on
            planned)
        water_entry (bool): a water-entry cast is needed (>= 3)
        stick_distance (int | None): InfAfterStep: distance from the via point
        stick_probability (None | Probability): InfAfterStep: P(stepping cast >= distance)
        success_probability (Probability):
        tam2_penalty (int): tam2 ty sak2 penalty (<= 0)
        tam2_penalty_is_a_hand (bool): whether one of the penalties of tam2_penalty is configured as a hand
        steps_on_tam2 (bool): 撃皇: the move steps over tam2
    """

    captured: CapturedPieceOut | None
    water_entry: bool
    stick_distance: int | None
    stick_probability: None | Probability
    success_probability: Probability
    tam2_penalty: int
    tam2_penalty_is_a_hand: bool
    steps_on_tam2: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.captured_piece_out import CapturedPieceOut
        from ..models.probability import Probability

        captured: dict[str, Any] | None
        if isinstance(self.captured, CapturedPieceOut):
            captured = self.captured.to_dict()
        else:
            captured = self.captured

        water_entry = self.water_entry

        stick_distance: int | None
        stick_distance = self.stick_distance

        stick_probability: dict[str, Any] | None
        if isinstance(self.stick_probability, Probability):
            stick_probability = self.stick_probability.to_dict()
        else:
            stick_probability = self.stick_probability

        success_probability = self.success_probability.to_dict()

        tam2_penalty = self.tam2_penalty

        tam2_penalty_is_a_hand = self.tam2_penalty_is_a_hand

        steps_on_tam2 = self.steps_on_tam2

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "captured": captured,
                "water_entry": water_entry,
                "stick_distance": stick_distance,
                "stick_probability": stick_probability,
                "success_probability": success_probability,
                "tam2_penalty": tam2_penalty,
                "tam2_penalty_is_a_hand": tam2_penalty_is_a_hand,
                "steps_on_tam2": steps_on_tam2,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.captured_piece_out import CapturedPieceOut
        from ..models.probability import Probability

        d = dict(src_dict)

        def _parse_captured(data: object) -> CapturedPieceOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                captured_type_0 = CapturedPieceOut.from_dict(data)

                return captured_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CapturedPieceOut | None, data)

        captured = _parse_captured(d.pop("captured"))

        water_entry = d.pop("water_entry")

        def _parse_stick_distance(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stick_distance = _parse_stick_distance(d.pop("stick_distance"))

        def _parse_stick_probability(data: object) -> None | Probability:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stick_probability_type_0 = Probability.from_dict(data)

                return stick_probability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Probability, data)

        stick_probability = _parse_stick_probability(d.pop("stick_probability"))

        success_probability = Probability.from_dict(d.pop("success_probability"))

        tam2_penalty = d.pop("tam2_penalty")

        tam2_penalty_is_a_hand = d.pop("tam2_penalty_is_a_hand")

        steps_on_tam2 = d.pop("steps_on_tam2")

        move_annotations = cls(
            captured=captured,
            water_entry=water_entry,
            stick_distance=stick_distance,
            stick_probability=stick_probability,
            success_probability=success_probability,
            tam2_penalty=tam2_penalty,
            tam2_penalty_is_a_hand=tam2_penalty_is_a_hand,
            steps_on_tam2=steps_on_tam2,
        )

        return move_annotations
