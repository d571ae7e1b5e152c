from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.effective_ruleset_fixed_tam_hue import EffectiveRulesetFixedTamHue
from ..models.effective_ruleset_game import EffectiveRulesetGame
from ..models.effective_ruleset_hand_system import EffectiveRulesetHandSystem
from ..models.effective_ruleset_initial_position import EffectiveRulesetInitialPosition
from ..models.effective_ruleset_kut_2_tam_2_penalty_when_not_a_hand import (
    EffectiveRulesetKut2Tam2PenaltyWhenNotAHand,
)
from ..models.effective_ruleset_movement import EffectiveRulesetMovement
from ..models.effective_ruleset_moving_tam_immediately_after_tam_has_moved_type_0 import (
    EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0,
)
from ..models.effective_ruleset_old_cetkaik_runners import (
    EffectiveRulesetOldCetkaikRunners,
)
from ..models.effective_ruleset_scoring import EffectiveRulesetScoring
from ..models.effective_ruleset_seasons import EffectiveRulesetSeasons
from ..models.effective_ruleset_stepping_cast import EffectiveRulesetSteppingCast
from ..models.effective_ruleset_ta_xot_1_forced_by_penalty_scores import (
    EffectiveRulesetTaXot1ForcedByPenaltyScores,
)
from ..models.effective_ruleset_tam_mun_mok_type_0 import EffectiveRulesetTamMunMokType0
from ..models.effective_ruleset_victory_points import EffectiveRulesetVictoryPoints
from ..models.effective_ruleset_what_to_say_before_casting_sticks import (
    EffectiveRulesetWhatToSayBeforeCastingSticks,
)

if TYPE_CHECKING:
    from ..models.consequence import Consequence


T = TypeVar("T", bound="EffectiveRuleset")


@_attrs_define
class EffectiveRuleset:
    """
    Attributes:
        preset (str): the preset the flags started from
        step_tam_is_a_hand (bool): 撃皇 (stepping on tam2) is a -5 hand, forcing a declaration; else an immediate -5
        tam_itself_is_tam_hue (bool): tam2's own square counts as tam2 hue (matters when stepping on tam2)
        moving_tam_immediately_after_tam_has_moved (Consequence |
            EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0): moving tam2 right after the opponent moved it
            (§13.2): allowed, forbidden or penalized
        tam_mun_mok (Consequence | EffectiveRulesetTamMunMokType0): a tam2 move ending where it started: allowed,
            forbidden or penalized
        failure_to_complete_the_move_means_exempt_from_kut2_tam2 (bool): 撃皇 is waived when the move is abandoned or
            fails its water entry
        game_can_end_without_tymok_taxot_because_of_negative_hand (bool): a penalty that is not a hand may end the game
            (declared by the reference, never read)
        what_to_say_before_casting_sticks (EffectiveRulesetWhatToSayBeforeCastingSticks): what the mover announces
            before the stepping cast of a step-then-ranged move (§9.3)
        kut2tam2_penalty_when_not_a_hand (EffectiveRulesetKut2Tam2PenaltyWhenNotAHand): 撃皇 when it is not a hand:
            immediate (project decision 2) or none (the reference)
        ta_xot1_forced_by_penalty_scores (EffectiveRulesetTaXot1ForcedByPenaltyScores): what a ta xot1 forced by a
            penalty alone scores: penalties_only (the reference) or hands_and_penalties
        seasons (EffectiveRulesetSeasons): seasons in a game (project decision 5)
        movement (EffectiveRulesetMovement): standard, or hard_tam2 (硬皇力: stronger in tam2 hue, §20.3)
        stepping_cast (EffectiveRulesetSteppingCast): single cast, or chained (連撃術: throw on while below the distance;
            0/1 wipes)
        scoring (EffectiveRulesetScoring): hands, or an old per-piece scoring
        hand_system (EffectiveRulesetHandSystem): standard, renjuren (連獣連), sanren (三連), gushou (具象) or educational
            (教育机戦); renjuren, sanren and gushou need a per-piece scoring
        count_duplicate_hands (bool): a hand counts once per disjoint copy
        score_cap (bool): the game ends when a score reaches 0 (else every season is played)
        victory_points (EffectiveRulesetVictoryPoints): the scores add up to it and start at half of it (20: 教育机戦)
        fixed_tam_hue (EffectiveRulesetFixedTamHue): the nine orange squares, or the centre only (教育机戦)
        initial_position (EffectiveRulesetInitialPosition): the initial arrangement of the pieces
        game (EffectiveRulesetGame): cetkaik, or old_cetkaik (古机戦, §20.4: won by capturing the king)
        old_cetkaik_runners (EffectiveRulesetOldCetkaikRunners): old cetkaik: which of chariot and tiger move any
            distance
    """

    preset: str
    step_tam_is_a_hand: bool
    tam_itself_is_tam_hue: bool
    moving_tam_immediately_after_tam_has_moved: (
        Consequence | EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0
    )
    tam_mun_mok: Consequence | EffectiveRulesetTamMunMokType0
    failure_to_complete_the_move_means_exempt_from_kut2_tam2: bool
    game_can_end_without_tymok_taxot_because_of_negative_hand: bool
    what_to_say_before_casting_sticks: EffectiveRulesetWhatToSayBeforeCastingSticks
    kut2tam2_penalty_when_not_a_hand: EffectiveRulesetKut2Tam2PenaltyWhenNotAHand
    ta_xot1_forced_by_penalty_scores: EffectiveRulesetTaXot1ForcedByPenaltyScores
    seasons: EffectiveRulesetSeasons
    movement: EffectiveRulesetMovement
    stepping_cast: EffectiveRulesetSteppingCast
    scoring: EffectiveRulesetScoring
    hand_system: EffectiveRulesetHandSystem
    count_duplicate_hands: bool
    score_cap: bool
    victory_points: EffectiveRulesetVictoryPoints
    fixed_tam_hue: EffectiveRulesetFixedTamHue
    initial_position: EffectiveRulesetInitialPosition
    game: EffectiveRulesetGame
    old_cetkaik_runners: EffectiveRulesetOldCetkaikRunners

    def to_dict(self) -> dict[str, Any]:
        preset = self.preset

        step_tam_is_a_hand = self.step_tam_is_a_hand

        tam_itself_is_tam_hue = self.tam_itself_is_tam_hue

        moving_tam_immediately_after_tam_has_moved: dict[str, Any] | str
        if isinstance(
            self.moving_tam_immediately_after_tam_has_moved,
            EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0,
        ):
            moving_tam_immediately_after_tam_has_moved = (
                self.moving_tam_immediately_after_tam_has_moved.value
            )
        else:
            moving_tam_immediately_after_tam_has_moved = (
                self.moving_tam_immediately_after_tam_has_moved.to_dict()
            )

        tam_mun_mok: dict[str, Any] | str
        if isinstance(self.tam_mun_mok, EffectiveRulesetTamMunMokType0):
            tam_mun_mok = self.tam_mun_mok.value
        else:
            tam_mun_mok = self.tam_mun_mok.to_dict()

        failure_to_complete_the_move_means_exempt_from_kut2_tam2 = (
            self.failure_to_complete_the_move_means_exempt_from_kut2_tam2
        )

        game_can_end_without_tymok_taxot_because_of_negative_hand = (
            self.game_can_end_without_tymok_taxot_because_of_negative_hand
        )

        what_to_say_before_casting_sticks = self.what_to_say_before_casting_sticks.value

        kut2tam2_penalty_when_not_a_hand = self.kut2tam2_penalty_when_not_a_hand.value

        ta_xot1_forced_by_penalty_scores = self.ta_xot1_forced_by_penalty_scores.value

        seasons = self.seasons.value

        movement = self.movement.value

        stepping_cast = self.stepping_cast.value

        scoring = self.scoring.value

        hand_system = self.hand_system.value

        count_duplicate_hands = self.count_duplicate_hands

        score_cap = self.score_cap

        victory_points = self.victory_points.value

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
        from ..models.consequence import Consequence

        d = dict(src_dict)
        preset = d.pop("preset")

        step_tam_is_a_hand = d.pop("step_tam_is_a_hand")

        tam_itself_is_tam_hue = d.pop("tam_itself_is_tam_hue")

        def _parse_moving_tam_immediately_after_tam_has_moved(
            data: object,
        ) -> Consequence | EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                moving_tam_immediately_after_tam_has_moved_type_0 = (
                    EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0(data)
                )

                return moving_tam_immediately_after_tam_has_moved_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            moving_tam_immediately_after_tam_has_moved_type_1 = Consequence.from_dict(
                data
            )

            return moving_tam_immediately_after_tam_has_moved_type_1

        moving_tam_immediately_after_tam_has_moved = (
            _parse_moving_tam_immediately_after_tam_has_moved(
                d.pop("moving_tam_immediately_after_tam_has_moved")
            )
        )

        def _parse_tam_mun_mok(
            data: object,
        ) -> Consequence | EffectiveRulesetTamMunMokType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tam_mun_mok_type_0 = EffectiveRulesetTamMunMokType0(data)

                return tam_mun_mok_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tam_mun_mok_type_1 = Consequence.from_dict(data)

            return tam_mun_mok_type_1

        tam_mun_mok = _parse_tam_mun_mok(d.pop("tam_mun_mok"))

        failure_to_complete_the_move_means_exempt_from_kut2_tam2 = d.pop(
            "failure_to_complete_the_move_means_exempt_from_kut2_tam2"
        )

        game_can_end_without_tymok_taxot_because_of_negative_hand = d.pop(
            "game_can_end_without_tymok_taxot_because_of_negative_hand"
        )

        what_to_say_before_casting_sticks = (
            EffectiveRulesetWhatToSayBeforeCastingSticks(
                d.pop("what_to_say_before_casting_sticks")
            )
        )

        kut2tam2_penalty_when_not_a_hand = EffectiveRulesetKut2Tam2PenaltyWhenNotAHand(
            d.pop("kut2tam2_penalty_when_not_a_hand")
        )

        ta_xot1_forced_by_penalty_scores = EffectiveRulesetTaXot1ForcedByPenaltyScores(
            d.pop("ta_xot1_forced_by_penalty_scores")
        )

        seasons = EffectiveRulesetSeasons(d.pop("seasons"))

        movement = EffectiveRulesetMovement(d.pop("movement"))

        stepping_cast = EffectiveRulesetSteppingCast(d.pop("stepping_cast"))

        scoring = EffectiveRulesetScoring(d.pop("scoring"))

        hand_system = EffectiveRulesetHandSystem(d.pop("hand_system"))

        count_duplicate_hands = d.pop("count_duplicate_hands")

        score_cap = d.pop("score_cap")

        victory_points = EffectiveRulesetVictoryPoints(d.pop("victory_points"))

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
