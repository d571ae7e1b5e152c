from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_department_colour import LauzaitCepDepartmentColour
from ..models.lauzait_cep_department_kind import LauzaitCepDepartmentKind

T = TypeVar("T", bound="LauzaitCepDepartment")


@_attrs_define
class LauzaitCepDepartment:
    """
    Attributes:
        kind (LauzaitCepDepartmentKind):
        colour (LauzaitCepDepartmentColour): G or W
        numbers (list[int]): the three numbers, ascending
        pieces (list[str]): the actual pieces (jokers last) Example: ['G3', 'G4', 'J'].
        roles (list[str]): the pieces the Department stands for, the jokers' roles filled in Example: ['G3', 'G4', 'J'].
        jokers (int): jokers among the pieces
        joker_roles (list[str]): what the jokers stand for Example: ['G3', 'G4', 'J'].
        bonus (int): the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-kind,
            minus 1 per joker, never below 0
    """

    kind: LauzaitCepDepartmentKind
    colour: LauzaitCepDepartmentColour
    numbers: list[int]
    pieces: list[str]
    roles: list[str]
    jokers: int
    joker_roles: list[str]
    bonus: int

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        colour = self.colour.value

        numbers = self.numbers

        pieces = self.pieces

        roles = self.roles

        jokers = self.jokers

        joker_roles = self.joker_roles

        bonus = self.bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "colour": colour,
                "numbers": numbers,
                "pieces": pieces,
                "roles": roles,
                "jokers": jokers,
                "joker_roles": joker_roles,
                "bonus": bonus,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = LauzaitCepDepartmentKind(d.pop("kind"))

        colour = LauzaitCepDepartmentColour(d.pop("colour"))

        numbers = cast(list[int], d.pop("numbers"))

        pieces = cast(list[str], d.pop("pieces"))

        roles = cast(list[str], d.pop("roles"))

        jokers = d.pop("jokers")

        joker_roles = cast(list[str], d.pop("joker_roles"))

        bonus = d.pop("bonus")

        lauzait_cep_department = cls(
            kind=kind,
            colour=colour,
            numbers=numbers,
            pieces=pieces,
            roles=roles,
            jokers=jokers,
            joker_roles=joker_roles,
            bonus=bonus,
        )

        return lauzait_cep_department
