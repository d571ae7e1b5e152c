from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.write_request_first_movers_item import WriteRequestFirstMoversItem
from ..models.write_request_plays_item_type_1 import WriteRequestPlaysItemType1
from ..models.write_request_ruleset_type_0 import WriteRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_play import RecordPlay
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="WriteRequest")


@_attrs_define
class WriteRequest:
    """
    Attributes:
        plays (list[RecordPlay | WriteRequestPlaysItemType1]):
        first_movers (list[WriteRequestFirstMoversItem]): the first mover of each season played
        ruleset (RulesetFlags | Unset | WriteRequestRulesetType0): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: WriteRequestRulesetType0.CERKE_ONLINE_ALPHA.
        start_time (None | str | Unset):
        end_time (None | str | Unset):
    """

    plays: list[RecordPlay | WriteRequestPlaysItemType1]
    first_movers: list[WriteRequestFirstMoversItem]
    ruleset: RulesetFlags | Unset | WriteRequestRulesetType0 = (
        WriteRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    start_time: None | str | Unset = UNSET
    end_time: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_play import RecordPlay

        plays = []
        for plays_item_data in self.plays:
            plays_item: dict[str, Any] | str
            if isinstance(plays_item_data, RecordPlay):
                plays_item = plays_item_data.to_dict()
            else:
                plays_item = plays_item_data.value

            plays.append(plays_item)

        first_movers = []
        for first_movers_item_data in self.first_movers:
            first_movers_item = first_movers_item_data.value
            first_movers.append(first_movers_item)

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, WriteRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        start_time: None | str | Unset
        if isinstance(self.start_time, Unset):
            start_time = UNSET
        else:
            start_time = self.start_time

        end_time: None | str | Unset
        if isinstance(self.end_time, Unset):
            end_time = UNSET
        else:
            end_time = self.end_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
                "first_movers": first_movers,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if start_time is not UNSET:
            field_dict["start_time"] = start_time
        if end_time is not UNSET:
            field_dict["end_time"] = end_time

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.record_play import RecordPlay
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:

            def _parse_plays_item(
                data: object,
            ) -> RecordPlay | WriteRequestPlaysItemType1:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    plays_item_type_0 = RecordPlay.from_dict(data)

                    return plays_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, str):
                    raise TypeError()
                plays_item_type_1 = WriteRequestPlaysItemType1(data)

                return plays_item_type_1

            plays_item = _parse_plays_item(plays_item_data)

            plays.append(plays_item)

        first_movers = []
        _first_movers = d.pop("first_movers")
        for first_movers_item_data in _first_movers:
            first_movers_item = WriteRequestFirstMoversItem(first_movers_item_data)

            first_movers.append(first_movers_item)

        def _parse_ruleset(
            data: object,
        ) -> RulesetFlags | Unset | WriteRequestRulesetType0:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = WriteRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_start_time(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        start_time = _parse_start_time(d.pop("start_time", UNSET))

        def _parse_end_time(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end_time = _parse_end_time(d.pop("end_time", UNSET))

        write_request = cls(
            plays=plays,
            first_movers=first_movers,
            ruleset=ruleset,
            start_time=start_time,
            end_time=end_time,
        )

        return write_request
