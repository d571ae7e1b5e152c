from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.cetkaik_render_request_bottom import CetkaikRenderRequestBottom
from ..models.cetkaik_render_request_ruleset_type_0 import (
    CetkaikRenderRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move_object import MoveObject
    from ..models.position import Position
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="CetkaikRenderRequest")


@_attrs_define
class CetkaikRenderRequest:
    """
    Attributes:
        position (Position | Unset):
        position_text (str | Unset): the position in its one-line text form (see GET /v1/cetkaik/positions/initial)
        ruleset (CetkaikRenderRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags
            overriding a preset (default cerke_online_alpha) Default: CetkaikRenderRequestRulesetType0.CERKE_ONLINE_ALPHA.
        move (MoveObject | str | Unset): a move to highlight: its squares, the via point and an arrow
        square (str | Unset): a square to highlight with the legal destinations of its piece Example: CAI.
        last_move (MoveObject | str | Unset): the move that led to this position, shaded
        bottom (CetkaikRenderRequestBottom | Unset): the side drawn nearest the viewer (its pieces upright) Default:
            CetkaikRenderRequestBottom.IASIDE. Example: IASide.
        coordinates (bool | Unset): draw the column letters and row names around the board Default: True.
    """

    position: Position | Unset = UNSET
    position_text: str | Unset = UNSET
    ruleset: CetkaikRenderRequestRulesetType0 | RulesetFlags | Unset = (
        CetkaikRenderRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    move: MoveObject | str | Unset = UNSET
    square: str | Unset = UNSET
    last_move: MoveObject | str | Unset = UNSET
    bottom: CetkaikRenderRequestBottom | Unset = CetkaikRenderRequestBottom.IASIDE
    coordinates: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_object import MoveObject

        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        position_text = self.position_text

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, CetkaikRenderRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        move: dict[str, Any] | str | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        elif isinstance(self.move, MoveObject):
            move = self.move.to_dict()
        else:
            move = self.move

        square = self.square

        last_move: dict[str, Any] | str | Unset
        if isinstance(self.last_move, Unset):
            last_move = UNSET
        elif isinstance(self.last_move, MoveObject):
            last_move = self.last_move.to_dict()
        else:
            last_move = self.last_move

        bottom: str | Unset = UNSET
        if not isinstance(self.bottom, Unset):
            bottom = self.bottom.value

        coordinates = self.coordinates

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if position_text is not UNSET:
            field_dict["position_text"] = position_text
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if move is not UNSET:
            field_dict["move"] = move
        if square is not UNSET:
            field_dict["square"] = square
        if last_move is not UNSET:
            field_dict["last_move"] = last_move
        if bottom is not UNSET:
            field_dict["bottom"] = bottom
        if coordinates is not UNSET:
            field_dict["coordinates"] = coordinates

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.move_object import MoveObject
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
        ) -> CetkaikRenderRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = CetkaikRenderRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_move(data: object) -> MoveObject | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_1 = MoveObject.from_dict(data)

                return move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveObject | str | Unset, data)

        move = _parse_move(d.pop("move", UNSET))

        square = d.pop("square", UNSET)

        def _parse_last_move(data: object) -> MoveObject | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_move_type_1 = MoveObject.from_dict(data)

                return last_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveObject | str | Unset, data)

        last_move = _parse_last_move(d.pop("last_move", UNSET))

        _bottom = d.pop("bottom", UNSET)
        bottom: CetkaikRenderRequestBottom | Unset
        if isinstance(_bottom, Unset):
            bottom = UNSET
        else:
            bottom = CetkaikRenderRequestBottom(_bottom)

        coordinates = d.pop("coordinates", UNSET)

        cetkaik_render_request = cls(
            position=position,
            position_text=position_text,
            ruleset=ruleset,
            move=move,
            square=square,
            last_move=last_move,
            bottom=bottom,
            coordinates=coordinates,
        )

        return cetkaik_render_request
