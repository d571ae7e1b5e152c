from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.apply_request_ruleset_type_0 import ApplyRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.casts import Casts
    from ..models.move_object import MoveObject
    from ..models.position import Position
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="ApplyRequest")


@_attrs_define
class ApplyRequest:
    """
    Attributes:
        move (MoveObject | str):
        position (Position | Unset):
        position_text (str | Unset): the position in its one-line text form (see GET /v1/cetkaik/positions/initial)
        ruleset (ApplyRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: ApplyRequestRulesetType0.CERKE_ONLINE_ALPHA.
        casts (Casts | Unset):
        seed (int | None | Unset): draw what is not given (casts, first mover) with this seed: one reproducible outcome
    """

    move: MoveObject | str
    position: Position | Unset = UNSET
    position_text: str | Unset = UNSET
    ruleset: ApplyRequestRulesetType0 | RulesetFlags | Unset = (
        ApplyRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    casts: Casts | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_object import MoveObject

        move: dict[str, Any] | str
        if isinstance(self.move, MoveObject):
            move = self.move.to_dict()
        else:
            move = self.move

        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        position_text = self.position_text

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, ApplyRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        casts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.casts, Unset):
            casts = self.casts.to_dict()

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
            }
        )
        if position is not UNSET:
            field_dict["position"] = position
        if position_text is not UNSET:
            field_dict["position_text"] = position_text
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if casts is not UNSET:
            field_dict["casts"] = casts
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.casts import Casts
        from ..models.move_object import MoveObject
        from ..models.position import Position
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)

        def _parse_move(data: object) -> MoveObject | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_1 = MoveObject.from_dict(data)

                return move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveObject | str, data)

        move = _parse_move(d.pop("move"))

        _position = d.pop("position", UNSET)
        position: Position | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = Position.from_dict(_position)

        position_text = d.pop("position_text", UNSET)

        def _parse_ruleset(
            data: object,
        ) -> ApplyRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = ApplyRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _casts = d.pop("casts", UNSET)
        casts: Casts | Unset
        if isinstance(_casts, Unset):
            casts = UNSET
        else:
            casts = Casts.from_dict(_casts)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        apply_request = cls(
            move=move,
            position=position,
            position_text=position_text,
            ruleset=ruleset,
            casts=casts,
            seed=seed,
        )

        return apply_request
