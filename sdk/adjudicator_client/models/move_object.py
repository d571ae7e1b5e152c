from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.move_object_color import MoveObjectColor
from ..models.move_object_prof import MoveObjectProf
from ..models.move_object_type import MoveObjectType
from ..types import UNSET, Unset

T = TypeVar("T", bound="MoveObject")


@_attrs_define
class MoveObject:
    """
    Attributes:
        type_ (MoveObjectType):
        src (str | Unset): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        step (str | Unset): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        steps (list[str] | Unset): SrcStepsDst (old cetkaik only): the two or more vessels stepped over, in order
        dest (None | str | Unset): null only for AfterHalfAcceptance = pass Example: CAI.
        planned (str | Unset): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        first_dest (str | Unset): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        second_dest (str | Unset): a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA Example: CAI.
        color (MoveObjectColor | Unset):
        prof (MoveObjectProf | Unset):
    """

    type_: MoveObjectType
    src: str | Unset = UNSET
    step: str | Unset = UNSET
    steps: list[str] | Unset = UNSET
    dest: None | str | Unset = UNSET
    planned: str | Unset = UNSET
    first_dest: str | Unset = UNSET
    second_dest: str | Unset = UNSET
    color: MoveObjectColor | Unset = UNSET
    prof: MoveObjectProf | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        src = self.src

        step = self.step

        steps: list[str] | Unset = UNSET
        if not isinstance(self.steps, Unset):
            steps = self.steps

        dest: None | str | Unset
        if isinstance(self.dest, Unset):
            dest = UNSET
        else:
            dest = self.dest

        planned = self.planned

        first_dest = self.first_dest

        second_dest = self.second_dest

        color: str | Unset = UNSET
        if not isinstance(self.color, Unset):
            color = self.color.value

        prof: str | Unset = UNSET
        if not isinstance(self.prof, Unset):
            prof = self.prof.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if src is not UNSET:
            field_dict["src"] = src
        if step is not UNSET:
            field_dict["step"] = step
        if steps is not UNSET:
            field_dict["steps"] = steps
        if dest is not UNSET:
            field_dict["dest"] = dest
        if planned is not UNSET:
            field_dict["planned"] = planned
        if first_dest is not UNSET:
            field_dict["first_dest"] = first_dest
        if second_dest is not UNSET:
            field_dict["second_dest"] = second_dest
        if color is not UNSET:
            field_dict["color"] = color
        if prof is not UNSET:
            field_dict["prof"] = prof

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = MoveObjectType(d.pop("type"))

        src = d.pop("src", UNSET)

        step = d.pop("step", UNSET)

        steps = cast(list[str], d.pop("steps", UNSET))

        def _parse_dest(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dest = _parse_dest(d.pop("dest", UNSET))

        planned = d.pop("planned", UNSET)

        first_dest = d.pop("first_dest", UNSET)

        second_dest = d.pop("second_dest", UNSET)

        _color = d.pop("color", UNSET)
        color: MoveObjectColor | Unset
        if isinstance(_color, Unset):
            color = UNSET
        else:
            color = MoveObjectColor(_color)

        _prof = d.pop("prof", UNSET)
        prof: MoveObjectProf | Unset
        if isinstance(_prof, Unset):
            prof = UNSET
        else:
            prof = MoveObjectProf(_prof)

        move_object = cls(
            type_=type_,
            src=src,
            step=step,
            steps=steps,
            dest=dest,
            planned=planned,
            first_dest=first_dest,
            second_dest=second_dest,
            color=color,
            prof=prof,
        )

        return move_object
