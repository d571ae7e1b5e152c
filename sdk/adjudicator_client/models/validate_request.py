from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.validate_request_ruleset_type_0 import ValidateRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="ValidateRequest")


@_attrs_define
class ValidateRequest:
    """
    Attributes:
        position (Position | Unset):
        position_text (str | Unset): the position in its one-line text form (see GET /v1/cetkaik/positions/initial)
        ruleset (RulesetFlags | Unset | ValidateRequestRulesetType0): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: ValidateRequestRulesetType0.CERKE_ONLINE_ALPHA.
        whole_game (bool | Unset): also require the conservation of the pieces, as in a game played from its start:
            every piece of the ruleset's set on the board or in exactly one hop1zuo1 (false: a composed position with fewer
            pieces is accepted) Default: False.
    """

    position: Position | Unset = UNSET
    position_text: str | Unset = UNSET
    ruleset: RulesetFlags | Unset | ValidateRequestRulesetType0 = (
        ValidateRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    whole_game: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        position_text = self.position_text

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, ValidateRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        whole_game = self.whole_game

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if position_text is not UNSET:
            field_dict["position_text"] = position_text
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if whole_game is not UNSET:
            field_dict["whole_game"] = whole_game

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.position import Position
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        _position = d.pop("position", UNSET)
        position: Position | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = Position.from_dict(_position)

        position_text = d.pop("position_text", UNSET)

        def _parse_ruleset(
            data: object,
        ) -> RulesetFlags | Unset | ValidateRequestRulesetType0:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = ValidateRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        whole_game = d.pop("whole_game", UNSET)

        validate_request = cls(
            position=position,
            position_text=position_text,
            ruleset=ruleset,
            whole_game=whole_game,
        )

        return validate_request
