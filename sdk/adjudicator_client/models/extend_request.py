from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.extend_request_first import ExtendRequestFirst
from ..models.extend_request_play_type_1 import ExtendRequestPlayType1
from ..models.extend_request_ruleset_type_0 import ExtendRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.first_mover_cast import FirstMoverCast
    from ..models.record_play import RecordPlay
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="ExtendRequest")


@_attrs_define
class ExtendRequest:
    """
    Attributes:
        record (str): the game so far as a kiaak record (may be empty to start a game)
        play (ExtendRequestPlayType1 | RecordPlay):
        ruleset (ExtendRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: ExtendRequestRulesetType0.CERKE_ONLINE_ALPHA.
        first (ExtendRequestFirst | Unset): who moves first in the season the play starts (the first play of a record
            that does not say, or a ta xot1 that starts a season); ignored for a ta xot1 that ends the game
        first_mover_casts (list[FirstMoverCast] | None | Unset): the first-mover cast rounds of the next season (all but
            the last tied)
        seed (int | None | Unset): draw what is not given (casts, first mover) with this seed: one reproducible outcome
    """

    record: str
    play: ExtendRequestPlayType1 | RecordPlay
    ruleset: ExtendRequestRulesetType0 | RulesetFlags | Unset = (
        ExtendRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    first: ExtendRequestFirst | Unset = UNSET
    first_mover_casts: list[FirstMoverCast] | None | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_play import RecordPlay

        record = self.record

        play: dict[str, Any] | str
        if isinstance(self.play, RecordPlay):
            play = self.play.to_dict()
        else:
            play = self.play.value

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, ExtendRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        first: str | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first.value

        first_mover_casts: list[dict[str, Any]] | None | Unset
        if isinstance(self.first_mover_casts, Unset):
            first_mover_casts = UNSET
        elif isinstance(self.first_mover_casts, list):
            first_mover_casts = []
            for first_mover_casts_type_0_item_data in self.first_mover_casts:
                first_mover_casts_type_0_item = (
                    first_mover_casts_type_0_item_data.to_dict()
                )
                first_mover_casts.append(first_mover_casts_type_0_item)

        else:
            first_mover_casts = self.first_mover_casts

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "record": record,
                "play": play,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if first is not UNSET:
            field_dict["first"] = first
        if first_mover_casts is not UNSET:
            field_dict["first_mover_casts"] = first_mover_casts
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.first_mover_cast import FirstMoverCast
        from ..models.record_play import RecordPlay
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        record = d.pop("record")

        def _parse_play(data: object) -> ExtendRequestPlayType1 | RecordPlay:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                play_type_0 = RecordPlay.from_dict(data)

                return play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            play_type_1 = ExtendRequestPlayType1(data)

            return play_type_1

        play = _parse_play(d.pop("play"))

        def _parse_ruleset(
            data: object,
        ) -> ExtendRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = ExtendRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _first = d.pop("first", UNSET)
        first: ExtendRequestFirst | Unset
        if isinstance(_first, Unset):
            first = UNSET
        else:
            first = ExtendRequestFirst(_first)

        def _parse_first_mover_casts(
            data: object,
        ) -> list[FirstMoverCast] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                first_mover_casts_type_0 = []
                _first_mover_casts_type_0 = data
                for first_mover_casts_type_0_item_data in _first_mover_casts_type_0:
                    first_mover_casts_type_0_item = FirstMoverCast.from_dict(
                        first_mover_casts_type_0_item_data
                    )

                    first_mover_casts_type_0.append(first_mover_casts_type_0_item)

                return first_mover_casts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FirstMoverCast] | None | Unset, data)

        first_mover_casts = _parse_first_mover_casts(d.pop("first_mover_casts", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        extend_request = cls(
            record=record,
            play=play,
            ruleset=ruleset,
            first=first,
            first_mover_casts=first_mover_casts,
            seed=seed,
        )

        return extend_request
