from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ruleset_flags_kut_2_tam_2_penalty_when_not_a_hand import (
    RulesetFlagsKut2Tam2PenaltyWhenNotAHand,
)
from ..models.ruleset_flags_moving_tam_immediately_after_tam_has_moved_type_0 import (
    RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0,
)
from ..models.ruleset_flags_preset import RulesetFlagsPreset
from ..models.ruleset_flags_seasons import RulesetFlagsSeasons
from ..models.ruleset_flags_tam_mun_mok_type_0 import RulesetFlagsTamMunMokType0
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
        preset (RulesetFlagsPreset | Unset):
        step_tam_is_a_hand (bool | Unset):
        tam_itself_is_tam_hue (bool | Unset):
        moving_tam_immediately_after_tam_has_moved (Consequence | RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0
            | Unset):
        tam_mun_mok (Consequence | RulesetFlagsTamMunMokType0 | Unset):
        failure_to_complete_the_move_means_exempt_from_kut2_tam2 (bool | Unset):
        game_can_end_without_tymok_taxot_because_of_negative_hand (bool | Unset):
        what_to_say_before_casting_sticks (None | RulesetFlagsWhatToSayBeforeCastingSticksType1 |
            RulesetFlagsWhatToSayBeforeCastingSticksType2Type1 | RulesetFlagsWhatToSayBeforeCastingSticksType3Type1 |
            Unset):
        kut2tam2_penalty_when_not_a_hand (RulesetFlagsKut2Tam2PenaltyWhenNotAHand | Unset):
        seasons (RulesetFlagsSeasons | Unset):
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
    seasons: RulesetFlagsSeasons | Unset = UNSET

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

        seasons: int | Unset = UNSET
        if not isinstance(self.seasons, Unset):
            seasons = self.seasons.value

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
        if seasons is not UNSET:
            field_dict["seasons"] = seasons

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

        _seasons = d.pop("seasons", UNSET)
        seasons: RulesetFlagsSeasons | Unset
        if isinstance(_seasons, Unset):
            seasons = UNSET
        else:
            seasons = RulesetFlagsSeasons(_seasons)

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
            seasons=seasons,
        )

        return ruleset_flags
