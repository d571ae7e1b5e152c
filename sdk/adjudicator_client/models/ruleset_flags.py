from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ruleset_flags_fixed_tam_hue import RulesetFlagsFixedTamHue
from ..models.ruleset_flags_game import RulesetFlagsGame
from ..models.ruleset_flags_hand_system import RulesetFlagsHandSystem
from ..models.ruleset_flags_initial_position import RulesetFlagsInitialPosition
from ..models.ruleset_flags_kut_2_tam_2_penalty_when_not_a_hand import (
    RulesetFlagsKut2Tam2PenaltyWhenNotAHand,
)
from ..models.ruleset_flags_movement import RulesetFlagsMovement
from ..models.ruleset_flags_moving_tam_immediately_after_tam_has_moved_type_0 import (
    RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0,
)
from ..models.ruleset_flags_old_cetkaik_runners import RulesetFlagsOldCetkaikRunners
from ..models.ruleset_flags_preset import RulesetFlagsPreset
from ..models.ruleset_flags_scoring import RulesetFlagsScoring
from ..models.ruleset_flags_seasons import RulesetFlagsSeasons
from ..models.ruleset_flags_stepping_cast import RulesetFlagsSteppingCast
from ..models.ruleset_flags_ta_xot_1_forced_by_penalty_scores import (
    RulesetFlagsTaXot1ForcedByPenaltyScores,
)
from ..models.ruleset_flags_tam_mun_mok_type_0 import RulesetFlagsTamMunMokType0
from ..models.ruleset_flags_victory_points import RulesetFlagsVictoryPoints
from ..models.ruleset_flags_what_to_say_before_casting_sticks_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType1,
)
from ..models.ruleset_flags_what_to_say_before_casting_sticks_type_2_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType2Type1,
)
from ..models.ruleset_flags_what_to_say_before_casting_sticks_type_3_type_1 import (
    RulesetFlagsWhatToSayBeforeCastingSticksType3Type1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.consequence import Consequence


T = TypeVar("T", bound="RulesetFlags")


@_attrs_define
class RulesetFlags:
    """
    Attributes:
        preset (RulesetFlagsPreset | Unset): the preset the flags override
        step_tam_is_a_hand (bool | Unset): 撃皇 (stepping on tam2) is a -5 hand, forcing a declaration; else an immediate
            -5
        tam_itself_is_tam_hue (bool | Unset): tam2's own square counts as tam2 hue (matters when stepping on tam2)
        moving_tam_immediately_after_tam_has_moved (Consequence | RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0
            | Unset): moving tam2 right after the opponent moved it (§13.2): allowed, forbidden or penalized
        tam_mun_mok (Consequence | RulesetFlagsTamMunMokType0 | Unset): a tam2 move ending where it started: allowed,
            forbidden or penalized
        failure_to_complete_the_move_means_exempt_from_kut2_tam2 (bool | Unset): 撃皇 is waived when the move is abandoned
            or fails its water entry
        game_can_end_without_tymok_taxot_because_of_negative_hand (bool | Unset): a penalty that is not a hand may end
            the game (declared by the reference, never read)
        what_to_say_before_casting_sticks (None | RulesetFlagsWhatToSayBeforeCastingSticksType1 |
            RulesetFlagsWhatToSayBeforeCastingSticksType2Type1 | RulesetFlagsWhatToSayBeforeCastingSticksType3Type1 |
            Unset): what the mover announces before the stepping cast of a step-then-ranged move (§9.3)
        kut2tam2_penalty_when_not_a_hand (RulesetFlagsKut2Tam2PenaltyWhenNotAHand | Unset): 撃皇 when it is not a hand:
            immediate (project decision 2) or none (the reference)
        ta_xot1_forced_by_penalty_scores (RulesetFlagsTaXot1ForcedByPenaltyScores | Unset): what a ta xot1 forced by a
            penalty alone scores: penalties_only (the reference) or hands_and_penalties
        seasons (RulesetFlagsSeasons | Unset): seasons in a game (project decision 5)
        movement (RulesetFlagsMovement | Unset): standard, or hard_tam2 (硬皇力: stronger in tam2 hue, §20.3)
        stepping_cast (RulesetFlagsSteppingCast | Unset): single cast, or chained (連撃術: throw on while below the
            distance; 0/1 wipes)
        scoring (RulesetFlagsScoring | Unset): hands, or an old per-piece scoring
        hand_system (RulesetFlagsHandSystem | Unset): standard, renjuren (連獣連), sanren (三連), gushou (具象) or educational
            (教育机戦); renjuren, sanren and gushou need a per-piece scoring
        count_duplicate_hands (bool | Unset): a hand counts once per disjoint copy
        score_cap (bool | Unset): the game ends when a score reaches 0 (else every season is played)
        victory_points (RulesetFlagsVictoryPoints | Unset): the scores add up to it and start at half of it (20: 教育机戦)
        fixed_tam_hue (RulesetFlagsFixedTamHue | Unset): the nine orange squares, or the centre only (教育机戦)
        initial_position (RulesetFlagsInitialPosition | Unset): the initial arrangement of the pieces
        game (RulesetFlagsGame | Unset): cetkaik, or old_cetkaik (古机戦, §20.4: won by capturing the king)
        old_cetkaik_runners (RulesetFlagsOldCetkaikRunners | Unset): old cetkaik: which of chariot and tiger move any
            distance
    """

    preset: RulesetFlagsPreset | Unset = UNSET
    step_tam_is_a_hand: bool | Unset = UNSET
    tam_itself_is_tam_hue: bool | Unset = UNSET
    moving_tam_immediately_after_tam_has_moved: (
        Consequence | RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0 | Unset
    ) = UNSET
    tam_mun_mok: Consequence | RulesetFlagsTamMunMokType0 | Unset = UNSET
    failure_to_complete_the_move_means_exempt_from_kut2_tam2: bool | Unset = UNSET
    game_can_end_without_tymok_taxot_because_of_negative_hand: bool | Unset = UNSET
    what_to_say_before_casting_sticks: (
        None
        | RulesetFlagsWhatToSayBeforeCastingSticksType1
        | RulesetFlagsWhatToSayBeforeCastingSticksType2Type1
        | RulesetFlagsWhatToSayBeforeCastingSticksType3Type1
        | Unset
    ) = UNSET
    kut2tam2_penalty_when_not_a_hand: (
        RulesetFlagsKut2Tam2PenaltyWhenNotAHand | Unset
    ) = UNSET
    ta_xot1_forced_by_penalty_scores: (
        RulesetFlagsTaXot1ForcedByPenaltyScores | Unset
    ) = UNSET
    seasons: RulesetFlagsSeasons | Unset = UNSET
    movement: RulesetFlagsMovement | Unset = UNSET
    stepping_cast: RulesetFlagsSteppingCast | Unset = UNSET
    scoring: RulesetFlagsScoring | Unset = UNSET
    hand_system: RulesetFlagsHandSystem | Unset = UNSET
    count_duplicate_hands: bool | Unset = UNSET
    score_cap: bool | Unset = UNSET
    victory_points: RulesetFlagsVictoryPoints | Unset = UNSET
    fixed_tam_hue: RulesetFlagsFixedTamHue | Unset = UNSET
    initial_position: RulesetFlagsInitialPosition | Unset = UNSET
    game: RulesetFlagsGame | Unset = UNSET
    old_cetkaik_runners: RulesetFlagsOldCetkaikRunners | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value

        step_tam_is_a_hand = self.step_tam_is_a_hand

        tam_itself_is_tam_hue = self.tam_itself_is_tam_hue

        moving_tam_immediately_after_tam_has_moved: dict[str, Any] | str | Unset
        if isinstance(self.moving_tam_immediately_after_tam_has_moved, Unset):
            moving_tam_immediately_after_tam_has_moved = UNSET
        elif isinstance(
            self.moving_tam_immediately_after_tam_has_moved,
            RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0,
        ):
            moving_tam_immediately_after_tam_has_moved = (
                self.moving_tam_immediately_after_tam_has_moved.value
            )
        else:
            moving_tam_immediately_after_tam_has_moved = (
                self.moving_tam_immediately_after_tam_has_moved.to_dict()
            )

        tam_mun_mok: dict[str, Any] | str | Unset
        if isinstance(self.tam_mun_mok, Unset):
            tam_mun_mok = UNSET
        elif isinstance(self.tam_mun_mok, RulesetFlagsTamMunMokType0):
            tam_mun_mok = self.tam_mun_mok.value
        else:
            tam_mun_mok = self.tam_mun_mok.to_dict()

        failure_to_complete_the_move_means_exempt_from_kut2_tam2 = (
            self.failure_to_complete_the_move_means_exempt_from_kut2_tam2
        )

        game_can_end_without_tymok_taxot_because_of_negative_hand = (
            self.game_can_end_without_tymok_taxot_because_of_negative_hand
        )

        what_to_say_before_casting_sticks: None | str | Unset
        if isinstance(self.what_to_say_before_casting_sticks, Unset):
            what_to_say_before_casting_sticks = UNSET
        elif (
            isinstance(
                self.what_to_say_before_casting_sticks,
                RulesetFlagsWhatToSayBeforeCastingSticksType1,
            )
            or isinstance(
                self.what_to_say_before_casting_sticks,
                RulesetFlagsWhatToSayBeforeCastingSticksType2Type1,
            )
            or isinstance(
                self.what_to_say_before_casting_sticks,
                RulesetFlagsWhatToSayBeforeCastingSticksType3Type1,
            )
        ):
            what_to_say_before_casting_sticks = (
                self.what_to_say_before_casting_sticks.value
            )
        else:
            what_to_say_before_casting_sticks = self.what_to_say_before_casting_sticks

        kut2tam2_penalty_when_not_a_hand: str | Unset = UNSET
        if not isinstance(self.kut2tam2_penalty_when_not_a_hand, Unset):
            kut2tam2_penalty_when_not_a_hand = (
                self.kut2tam2_penalty_when_not_a_hand.value
            )

        ta_xot1_forced_by_penalty_scores: str | Unset = UNSET
        if not isinstance(self.ta_xot1_forced_by_penalty_scores, Unset):
            ta_xot1_forced_by_penalty_scores = (
                self.ta_xot1_forced_by_penalty_scores.value
            )

        seasons: int | Unset = UNSET
        if not isinstance(self.seasons, Unset):
            seasons = self.seasons.value

        movement: str | Unset = UNSET
        if not isinstance(self.movement, Unset):
            movement = self.movement.value

        stepping_cast: str | Unset = UNSET
        if not isinstance(self.stepping_cast, Unset):
            stepping_cast = self.stepping_cast.value

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value

        hand_system: str | Unset = UNSET
        if not isinstance(self.hand_system, Unset):
            hand_system = self.hand_system.value

        count_duplicate_hands = self.count_duplicate_hands

        score_cap = self.score_cap

        victory_points: int | Unset = UNSET
        if not isinstance(self.victory_points, Unset):
            victory_points = self.victory_points.value

        fixed_tam_hue: str | Unset = UNSET
        if not isinstance(self.fixed_tam_hue, Unset):
            fixed_tam_hue = self.fixed_tam_hue.value

        initial_position: str | Unset = UNSET
        if not isinstance(self.initial_position, Unset):
            initial_position = self.initial_position.value

        game: str | Unset = UNSET
        if not isinstance(self.game, Unset):
            game = self.game.value

        old_cetkaik_runners: str | Unset = UNSET
        if not isinstance(self.old_cetkaik_runners, Unset):
            old_cetkaik_runners = self.old_cetkaik_runners.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if preset is not UNSET:
            field_dict["preset"] = preset
        if step_tam_is_a_hand is not UNSET:
            field_dict["step_tam_is_a_hand"] = step_tam_is_a_hand
        if tam_itself_is_tam_hue is not UNSET:
            field_dict["tam_itself_is_tam_hue"] = tam_itself_is_tam_hue
        if moving_tam_immediately_after_tam_has_moved is not UNSET:
            field_dict["moving_tam_immediately_after_tam_has_moved"] = (
                moving_tam_immediately_after_tam_has_moved
            )
        if tam_mun_mok is not UNSET:
            field_dict["tam_mun_mok"] = tam_mun_mok
        if failure_to_complete_the_move_means_exempt_from_kut2_tam2 is not UNSET:
            field_dict["failure_to_complete_the_move_means_exempt_from_kut2_tam2"] = (
                failure_to_complete_the_move_means_exempt_from_kut2_tam2
            )
        if game_can_end_without_tymok_taxot_because_of_negative_hand is not UNSET:
            field_dict["game_can_end_without_tymok_taxot_because_of_negative_hand"] = (
                game_can_end_without_tymok_taxot_because_of_negative_hand
            )
        if what_to_say_before_casting_sticks is not UNSET:
            field_dict["what_to_say_before_casting_sticks"] = (
                what_to_say_before_casting_sticks
            )
        if kut2tam2_penalty_when_not_a_hand is not UNSET:
            field_dict["kut2tam2_penalty_when_not_a_hand"] = (
                kut2tam2_penalty_when_not_a_hand
            )
        if ta_xot1_forced_by_penalty_scores is not UNSET:
            field_dict["ta_xot1_forced_by_penalty_scores"] = (
                ta_xot1_forced_by_penalty_scores
            )
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if movement is not UNSET:
            field_dict["movement"] = movement
        if stepping_cast is not UNSET:
            field_dict["stepping_cast"] = stepping_cast
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if hand_system is not UNSET:
            field_dict["hand_system"] = hand_system
        if count_duplicate_hands is not UNSET:
            field_dict["count_duplicate_hands"] = count_duplicate_hands
        if score_cap is not UNSET:
            field_dict["score_cap"] = score_cap
        if victory_points is not UNSET:
            field_dict["victory_points"] = victory_points
        if fixed_tam_hue is not UNSET:
            field_dict["fixed_tam_hue"] = fixed_tam_hue
        if initial_position is not UNSET:
            field_dict["initial_position"] = initial_position
        if game is not UNSET:
            field_dict["game"] = game
        if old_cetkaik_runners is not UNSET:
            field_dict["old_cetkaik_runners"] = old_cetkaik_runners

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.consequence import Consequence

        d = dict(src_dict)
        _preset = d.pop("preset", UNSET)
        preset: RulesetFlagsPreset | Unset
        if isinstance(_preset, Unset):
            preset = UNSET
        else:
            preset = RulesetFlagsPreset(_preset)

        step_tam_is_a_hand = d.pop("step_tam_is_a_hand", UNSET)

        tam_itself_is_tam_hue = d.pop("tam_itself_is_tam_hue", UNSET)

        def _parse_moving_tam_immediately_after_tam_has_moved(
            data: object,
        ) -> (
            Consequence | RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0 | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                moving_tam_immediately_after_tam_has_moved_type_0 = (
                    RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0(data)
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
                d.pop("moving_tam_immediately_after_tam_has_moved", UNSET)
            )
        )

        def _parse_tam_mun_mok(
            data: object,
        ) -> Consequence | RulesetFlagsTamMunMokType0 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tam_mun_mok_type_0 = RulesetFlagsTamMunMokType0(data)

                return tam_mun_mok_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tam_mun_mok_type_1 = Consequence.from_dict(data)

            return tam_mun_mok_type_1

        tam_mun_mok = _parse_tam_mun_mok(d.pop("tam_mun_mok", UNSET))

        failure_to_complete_the_move_means_exempt_from_kut2_tam2 = d.pop(
            "failure_to_complete_the_move_means_exempt_from_kut2_tam2", UNSET
        )

        game_can_end_without_tymok_taxot_because_of_negative_hand = d.pop(
            "game_can_end_without_tymok_taxot_because_of_negative_hand", UNSET
        )

        def _parse_what_to_say_before_casting_sticks(
            data: object,
        ) -> (
            None
            | RulesetFlagsWhatToSayBeforeCastingSticksType1
            | RulesetFlagsWhatToSayBeforeCastingSticksType2Type1
            | RulesetFlagsWhatToSayBeforeCastingSticksType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                what_to_say_before_casting_sticks_type_1 = (
                    RulesetFlagsWhatToSayBeforeCastingSticksType1(data)
                )

                return what_to_say_before_casting_sticks_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                what_to_say_before_casting_sticks_type_2_type_1 = (
                    RulesetFlagsWhatToSayBeforeCastingSticksType2Type1(data)
                )

                return what_to_say_before_casting_sticks_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                what_to_say_before_casting_sticks_type_3_type_1 = (
                    RulesetFlagsWhatToSayBeforeCastingSticksType3Type1(data)
                )

                return what_to_say_before_casting_sticks_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | RulesetFlagsWhatToSayBeforeCastingSticksType1
                | RulesetFlagsWhatToSayBeforeCastingSticksType2Type1
                | RulesetFlagsWhatToSayBeforeCastingSticksType3Type1
                | Unset,
                data,
            )

        what_to_say_before_casting_sticks = _parse_what_to_say_before_casting_sticks(
            d.pop("what_to_say_before_casting_sticks", UNSET)
        )

        _kut2tam2_penalty_when_not_a_hand = d.pop(
            "kut2tam2_penalty_when_not_a_hand", UNSET
        )
        kut2tam2_penalty_when_not_a_hand: (
            RulesetFlagsKut2Tam2PenaltyWhenNotAHand | Unset
        )
        if isinstance(_kut2tam2_penalty_when_not_a_hand, Unset):
            kut2tam2_penalty_when_not_a_hand = UNSET
        else:
            kut2tam2_penalty_when_not_a_hand = RulesetFlagsKut2Tam2PenaltyWhenNotAHand(
                _kut2tam2_penalty_when_not_a_hand
            )

        _ta_xot1_forced_by_penalty_scores = d.pop(
            "ta_xot1_forced_by_penalty_scores", UNSET
        )
        ta_xot1_forced_by_penalty_scores: (
            RulesetFlagsTaXot1ForcedByPenaltyScores | Unset
        )
        if isinstance(_ta_xot1_forced_by_penalty_scores, Unset):
            ta_xot1_forced_by_penalty_scores = UNSET
        else:
            ta_xot1_forced_by_penalty_scores = RulesetFlagsTaXot1ForcedByPenaltyScores(
                _ta_xot1_forced_by_penalty_scores
            )

        _seasons = d.pop("seasons", UNSET)
        seasons: RulesetFlagsSeasons | Unset
        if isinstance(_seasons, Unset):
            seasons = UNSET
        else:
            seasons = RulesetFlagsSeasons(_seasons)

        _movement = d.pop("movement", UNSET)
        movement: RulesetFlagsMovement | Unset
        if isinstance(_movement, Unset):
            movement = UNSET
        else:
            movement = RulesetFlagsMovement(_movement)

        _stepping_cast = d.pop("stepping_cast", UNSET)
        stepping_cast: RulesetFlagsSteppingCast | Unset
        if isinstance(_stepping_cast, Unset):
            stepping_cast = UNSET
        else:
            stepping_cast = RulesetFlagsSteppingCast(_stepping_cast)

        _scoring = d.pop("scoring", UNSET)
        scoring: RulesetFlagsScoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = RulesetFlagsScoring(_scoring)

        _hand_system = d.pop("hand_system", UNSET)
        hand_system: RulesetFlagsHandSystem | Unset
        if isinstance(_hand_system, Unset):
            hand_system = UNSET
        else:
            hand_system = RulesetFlagsHandSystem(_hand_system)

        count_duplicate_hands = d.pop("count_duplicate_hands", UNSET)

        score_cap = d.pop("score_cap", UNSET)

        _victory_points = d.pop("victory_points", UNSET)
        victory_points: RulesetFlagsVictoryPoints | Unset
        if isinstance(_victory_points, Unset):
            victory_points = UNSET
        else:
            victory_points = RulesetFlagsVictoryPoints(_victory_points)

        _fixed_tam_hue = d.pop("fixed_tam_hue", UNSET)
        fixed_tam_hue: RulesetFlagsFixedTamHue | Unset
        if isinstance(_fixed_tam_hue, Unset):
            fixed_tam_hue = UNSET
        else:
            fixed_tam_hue = RulesetFlagsFixedTamHue(_fixed_tam_hue)

        _initial_position = d.pop("initial_position", UNSET)
        initial_position: RulesetFlagsInitialPosition | Unset
        if isinstance(_initial_position, Unset):
            initial_position = UNSET
        else:
            initial_position = RulesetFlagsInitialPosition(_initial_position)

        _game = d.pop("game", UNSET)
        game: RulesetFlagsGame | Unset
        if isinstance(_game, Unset):
            game = UNSET
        else:
            game = RulesetFlagsGame(_game)

        _old_cetkaik_runners = d.pop("old_cetkaik_runners", UNSET)
        old_cetkaik_runners: RulesetFlagsOldCetkaikRunners | Unset
        if isinstance(_old_cetkaik_runners, Unset):
            old_cetkaik_runners = UNSET
        else:
            old_cetkaik_runners = RulesetFlagsOldCetkaikRunners(_old_cetkaik_runners)

        ruleset_flags = cls(
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

        return ruleset_flags
