from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.canonical_position import CanonicalPosition


T = TypeVar("T", bound="ReplayedPosition")


@_attrs_define
class ReplayedPosition:
    """
    Attributes:
        ply (int): movements played so far
        line (int | None): where the element is written
        element (None | str): the record text played
        state (None | str):
        position (CanonicalPosition):
        position_text (str):
    """

    ply: int
    line: int | None
    element: None | str
    state: None | str
    position: CanonicalPosition
    position_text: str

    def to_dict(self) -> dict[str, Any]:
        ply = self.ply

        line: int | None
        line = self.line

        element: None | str
        element = self.element

        state: None | str
        state = self.state

        position = self.position.to_dict()

        position_text = self.position_text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ply": ply,
                "line": line,
                "element": element,
                "state": state,
                "position": position,
                "position_text": position_text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.canonical_position import CanonicalPosition

        d = dict(src_dict)
        ply = d.pop("ply")

        def _parse_line(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        line = _parse_line(d.pop("line"))

        def _parse_element(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        element = _parse_element(d.pop("element"))

        def _parse_state(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        state = _parse_state(d.pop("state"))

        position = CanonicalPosition.from_dict(d.pop("position"))

        position_text = d.pop("position_text")

        replayed_position = cls(
            ply=ply,
            line=line,
            element=element,
            state=state,
            position=position,
            position_text=position_text,
        )

        return replayed_position
