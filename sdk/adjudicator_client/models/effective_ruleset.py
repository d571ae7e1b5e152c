from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.effective_ruleset_fixed_tam_hue import EffectiveRulesetFixedTamHue
from ..models.effective_ruleset_game import EffectiveRulesetGame
from ..models.effective_ruleset_hand_system import EffectiveRulesetHandSystem
from ..models.effective_ruleset_initial_position import EffectiveRulesetInitialPosition
from ..models.effective_ruleset_movement import EffectiveRulesetMovement
from ..models.effective_ruleset_old_cetkaik_runners import (
    EffectiveRulesetOldCetkaikRunners,
)
from ..models.effective_ruleset_scoring import EffectiveRulesetScoring
from ..models.effective_ruleset_stepping_cast import EffectiveRulesetSteppingCast
from ..models.effective_ruleset_ta_xot_1_forced_by_penalty_scores import (
    EffectiveRulesetTaXot1ForcedByPenaltyScores,
)

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
        ta_xot1_forced_by_penalty_scores (EffectiveRulesetTaXot1ForcedByPenaltyScores):
        seasons (int):
        movement (EffectiveRulesetMovement):
        stepping_cast (EffectiveRulesetSteppingCast):
        scoring (EffectiveRulesetScoring):
        hand_system (EffectiveRulesetHandSystem):
        count_duplicate_hands (bool):
        score_cap (bool):
        victory_points (int):
        fixed_tam_hue (EffectiveRulesetFixedTamHue):
        initial_position (EffectiveRulesetInitialPosition):
        game (EffectiveRulesetGame):
        old_cetkaik_runners (EffectiveRulesetOldCetkaikRunners):
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
    ta_xot1_forced_by_penalty_scores: EffectiveRulesetTaXot1ForcedByPenaltyScores
    seasons: int
    movement: EffectiveRulesetMovement
    stepping_cast: EffectiveRulesetSteppingCast
    scoring: EffectiveRulesetScoring
    hand_system: EffectiveRulesetHandSystem
    count_duplicate_hands: bool
    score_cap: bool
    victory_points: int
    fixed_tam_hue: EffectiveRulesetFixedTamHue
    initial_position: EffectiveRulesetInitialPosition
    game: EffectiveRulesetGame
    old_cetkaik_runners: EffectiveRulesetOldCetkaikRunners

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

        ta_xot1_forced_by_penalty_scores = self.ta_xot1_forced_by_penalty_scores.value

        seasons = self.seasons

        movement = self.movement.value

        stepping_cast = self.stepping_cast.value

        scoring = self.scoring.value

        hand_system = self.hand_system.value

        count_duplicate_hands = self.count_duplicate_hands

        score_cap = self.score_cap

        victory_points = self.victory_points

        fixed_tam_hue = self.fixed_tam_hue.value

        initial_position = self.initial_position.value

        game = self.game.value

        old_cetkaik_runners = self.old_cetkaik_runners.value

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
                "ta_xot1_forced_by_penalty_scores": ta_xot1_forced_by_penalty_scores,
                "seasons": seasons,
                "movement": movement,
                "stepping_cast": stepping_cast,
                "scoring": scoring,
                "hand_system": hand_system,
                "count_duplicate_hands": count_duplicate_hands,
                "score_cap": score_cap,
                "victory_points": victory_points,
                "fixed_tam_hue": fixed_tam_hue,
                "initial_position": initial_position,
                "game": game,
                "old_cetkaik_runners": old_cetkaik_runners,
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

        ta_xot1_forced_by_penalty_scores = EffectiveRulesetTaXot1ForcedByPenaltyScores(
            d.pop("ta_xot1_forced_by_penalty_scores")
        )

        seasons = d.pop("seasons")

        movement = EffectiveRulesetMovement(d.pop("movement"))

        stepping_cast = EffectiveRulesetSteppingCast(d.pop("stepping_cast"))

        scoring = EffectiveRulesetScoring(d.pop("scoring"))

        hand_system = EffectiveRulesetHandSystem(d.pop("hand_system"))

        count_duplicate_hands = d.pop("count_duplicate_hands")

        score_cap = d.pop("score_cap")

        victory_points = d.pop("victory_points")

        fixed_tam_hue = EffectiveRulesetFixedTamHue(d.pop("fixed_tam_hue"))

        initial_position = EffectiveRulesetInitialPosition(d.pop("initial_position"))

        game = EffectiveRulesetGame(d.pop("game"))

        old_cetkaik_runners = EffectiveRulesetOldCetkaikRunners(
            d.pop("old_cetkaik_runners")
        )

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
            ta_xot1_forced_by_penalty_scores=ta_xot1_forced_by_penalty_scores,
            seasons=seasons,
            movement=movement,
            stepping_cast=stepping_cast,
            scoring=scoring,
            hand_system=hand_system,
            count_duplicate_hands=count_duplicate_hands,
            score_cap=score_cap,
            victory_points=victory_points,
            fixed_tam_hue=fixed_tam_hue,
            initial_position=initial_position,
            game=game,
            old_cetkaik_runners=old_cetkaik_runners,
        )

        return effective_ruleset
