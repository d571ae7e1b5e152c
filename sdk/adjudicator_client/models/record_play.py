from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.casts import Casts
    from ..models.move_object import MoveObject


T = TypeVar("T", bound="RecordPlay")


@_attrs_define
class RecordPlay:
    """
    Attributes:
        move (MoveObject | str):
        casts (Casts | Unset):
        final (None | str | Unset): step-then-ranged move: the final square chosen after the cast, or 'pass'
    """

    move: MoveObject | str
    casts: Casts | Unset = UNSET
    final: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_object import MoveObject

        move: dict[str, Any] | str
        if isinstance(self.move, MoveObject):
            move = self.move.to_dict()
        else:
            move = self.move

        casts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.casts, Unset):
            casts = self.casts.to_dict()

        final: None | str | Unset
        if isinstance(self.final, Unset):
            final = UNSET
        else:
            final = self.final

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
            }
        )
        if casts is not UNSET:
            field_dict["casts"] = casts
        if final is not UNSET:
            field_dict["final"] = final

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.casts import Casts
        from ..models.move_object import MoveObject

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

        _casts = d.pop("casts", UNSET)
        casts: Casts | Unset
        if isinstance(_casts, Unset):
            casts = UNSET
        else:
            casts = Casts.from_dict(_casts)

        def _parse_final(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        final = _parse_final(d.pop("final", UNSET))

        record_play = cls(
            move=move,
            casts=casts,
            final=final,
        )

        return record_play
