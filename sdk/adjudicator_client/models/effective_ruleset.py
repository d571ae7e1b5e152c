from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EffectiveRuleset")


@_attrs_define
class EffectiveRuleset:
    """
    Attributes:
        preset (str): the preset the flags started from
        step_tam_is_a_hand (bool):
        tam_itself_is_tam_hue (bool):
        moving_tam_immediately_after_tam_has_moved (Any): 'allowed', 'forbidden' or {kind: penalized, penalty,
            is_a_hand}
        tam_mun_mok (Any): as above
        failure_to_complete_the_move_means_exempt_from_kut2_tam2 (bool):
        game_can_end_without_tymok_taxot_because_of_negative_hand (bool):
        what_to_say_before_casting_sticks (str):
        kut2tam2_penalty_when_not_a_hand (str):
        seasons (int):
    """

    preset: str
    step_tam_is_a_hand: bool
    tam_itself_is_tam_hue: bool
    moving_tam_immediately_after_tam_has_moved: Any
    tam_mun_mok: Any
    failure_to_complete_the_move_means_exempt_from_kut2_tam2: bool
    game_can_end_without_tymok_taxot_because_of_negative_hand: bool
    what_to_say_before_casting_sticks: str
    kut2tam2_penalty_when_not_a_hand: str
    seasons: int

    def to_dict(self) -> dict[str, Any]:
        preset = self.preset

        step_tam_is_a_hand = self.step_tam_is_a_hand

        tam_itself_is_tam_hue = self.tam_itself_is_tam_hue

        moving_tam_immediately_after_tam_has_moved = (
            self.moving_tam_immediately_after_tam_has_moved
        )

        tam_mun_mok = self.tam_mun_mok

        failure_to_complete_the_move_means_exempt_from_kut2_tam2 = (
            self.failure_to_complete_the_move_means_exempt_from_kut2_tam2
        )

        game_can_end_without_tymok_taxot_because_of_negative_hand = (
            self.game_can_end_without_tymok_taxot_because_of_negative_hand
        )

        what_to_say_before_casting_sticks = self.what_to_say_before_casting_sticks

        kut2tam2_penalty_when_not_a_hand = self.kut2tam2_penalty_when_not_a_hand

        seasons = self.seasons

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "preset": preset,
                "step_tam_is_a_hand": step_tam_is_a_hand,
                "tam_itself_is_tam_hue": tam_itself_is_tam_hue,
                "moving_tam_immediately_after_tam_has_moved": moving_tam_immediately_after_tam_has_moved,
                "tam_mun_mok": tam_mun_mok,
                "failure_to_complete_the_move_means_exempt_from_kut2_tam2": failure_to_complete_the_move_means_exempt_from_kut2_tam2,
                "game_can_end_without_tymok_taxot_because_of_negative_hand": game_can_end_without_tymok_taxot_because_of_negative_hand,
                "what_to_say_before_casting_sticks": what_to_say_before_casting_sticks,
                "kut2tam2_penalty_when_not_a_hand": kut2tam2_penalty_when_not_a_hand,
                "seasons": seasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        preset = d.pop("preset")

        step_tam_is_a_hand = d.pop("step_tam_is_a_hand")

        tam_itself_is_tam_hue = d.pop("tam_itself_is_tam_hue")

        moving_tam_immediately_after_tam_has_moved = d.pop(
            "moving_tam_immediately_after_tam_has_moved"
        )

        tam_mun_mok = d.pop("tam_mun_mok")

        failure_to_complete_the_move_means_exempt_from_kut2_tam2 = d.pop(
            "failure_to_complete_the_move_means_exempt_from_kut2_tam2"
        )

        game_can_end_without_tymok_taxot_because_of_negative_hand = d.pop(
            "game_can_end_without_tymok_taxot_because_of_negative_hand"
        )

        what_to_say_before_casting_sticks = d.pop("what_to_say_before_casting_sticks")

        kut2tam2_penalty_when_not_a_hand = d.pop("kut2tam2_penalty_when_not_a_hand")

        seasons = d.pop("seasons")

        effective_ruleset = cls(
            preset=preset,
            step_tam_is_a_hand=step_tam_is_a_hand,
            tam_itself_is_tam_hue=tam_itself_is_tam_hue,
            moving_tam_immediately_after_tam_has_moved=moving_tam_immediately_after_tam_has_moved,
            tam_mun_mok=tam_mun_mok,
            failure_to_complete_the_move_means_exempt_from_kut2_tam2=failure_to_complete_the_move_means_exempt_from_kut2_tam2,
            game_can_end_without_tymok_taxot_because_of_negative_hand=game_can_end_without_tymok_taxot_because_of_negative_hand,
            what_to_say_before_casting_sticks=what_to_say_before_casting_sticks,
            kut2tam2_penalty_when_not_a_hand=kut2tam2_penalty_when_not_a_hand,
            seasons=seasons,
        )

        return effective_ruleset
