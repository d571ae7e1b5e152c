from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hands_request_ruleset_type_0 import HandsRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.captured_piece import CapturedPiece
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="HandsRequest")


@_attrs_define
class HandsRequest:
    """
    Attributes:
        pieces (list[CapturedPiece | str]):
        ruleset (HandsRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: HandsRequestRulesetType0.CERKE_ONLINE_ALPHA.
        previous (list[CapturedPiece | str] | None | Unset): the hop1zuo1 before; the answer then says which hands are
            new
    """

    pieces: list[CapturedPiece | str]
    ruleset: HandsRequestRulesetType0 | RulesetFlags | Unset = (
        HandsRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    previous: list[CapturedPiece | str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.captured_piece import CapturedPiece

        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item: dict[str, Any] | str
            if isinstance(pieces_item_data, CapturedPiece):
                pieces_item = pieces_item_data.to_dict()
            else:
                pieces_item = pieces_item_data
            pieces.append(pieces_item)

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, HandsRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        previous: list[dict[str, Any] | str] | None | Unset
        if isinstance(self.previous, Unset):
            previous = UNSET
        elif isinstance(self.previous, list):
            previous = []
            for previous_type_0_item_data in self.previous:
                previous_type_0_item: dict[str, Any] | str
                if isinstance(previous_type_0_item_data, CapturedPiece):
                    previous_type_0_item = previous_type_0_item_data.to_dict()
                else:
                    previous_type_0_item = previous_type_0_item_data
                previous.append(previous_type_0_item)

        else:
            previous = self.previous

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pieces": pieces,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if previous is not UNSET:
            field_dict["previous"] = previous

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.captured_piece import CapturedPiece
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in _pieces:

            def _parse_pieces_item(data: object) -> CapturedPiece | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pieces_item_type_0 = CapturedPiece.from_dict(data)

                    return pieces_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(CapturedPiece | str, data)

            pieces_item = _parse_pieces_item(pieces_item_data)

            pieces.append(pieces_item)

        def _parse_ruleset(
            data: object,
        ) -> HandsRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = HandsRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_previous(data: object) -> list[CapturedPiece | str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                previous_type_0 = []
                _previous_type_0 = data
                for previous_type_0_item_data in _previous_type_0:

                    def _parse_previous_type_0_item(
                        data: object,
                    ) -> CapturedPiece | str:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            previous_type_0_item_type_0 = CapturedPiece.from_dict(data)

                            return previous_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(CapturedPiece | str, data)

                    previous_type_0_item = _parse_previous_type_0_item(
                        previous_type_0_item_data
                    )

                    previous_type_0.append(previous_type_0_item)

                return previous_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CapturedPiece | str] | None | Unset, data)

        previous = _parse_previous(d.pop("previous", UNSET))

        hands_request = cls(
            pieces=pieces,
            ruleset=ruleset,
            previous=previous,
        )

        return hands_request
