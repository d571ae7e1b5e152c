from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_decomposition import LauzaitCepDecomposition
    from ..models.lauzait_cep_department import LauzaitCepDepartment
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepDepartments")


@_attrs_define
class LauzaitCepDepartments:
    """
    Attributes:
        pieces (list[str]): the pieces, sorted (green, white, jokers) Example: ['G3', 'G4', 'J'].
        players (int):
        complete (bool): nine pieces that split into three Departments: a complete concealed hand, enough to declare
            Lauzait-Cep! with nothing revealed
        decomposition_count (int):
        decompositions (list[LauzaitCepDecomposition]): every way to read all the pieces (a multiple of three) as
            Departments, each joker reading listed separately; empty when there is none
        departments (list[LauzaitCepDepartment]): every Department three of the pieces form (every joker reading), best
            bonus first, then fewest jokers
        best (LauzaitCepDepartment | None): the best set to reveal now: the highest bonus, then the fewest jokers (null:
            none)
        ruleset (LauzaitCepRuleset):
    """

    pieces: list[str]
    players: int
    complete: bool
    decomposition_count: int
    decompositions: list[LauzaitCepDecomposition]
    departments: list[LauzaitCepDepartment]
    best: LauzaitCepDepartment | None
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_department import LauzaitCepDepartment

        pieces = self.pieces

        players = self.players

        complete = self.complete

        decomposition_count = self.decomposition_count

        decompositions = []
        for decompositions_item_data in self.decompositions:
            decompositions_item = decompositions_item_data.to_dict()
            decompositions.append(decompositions_item)

        departments = []
        for departments_item_data in self.departments:
            departments_item = departments_item_data.to_dict()
            departments.append(departments_item)

        best: dict[str, Any] | None
        if isinstance(self.best, LauzaitCepDepartment):
            best = self.best.to_dict()
        else:
            best = self.best

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pieces": pieces,
                "players": players,
                "complete": complete,
                "decomposition_count": decomposition_count,
                "decompositions": decompositions,
                "departments": departments,
                "best": best,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_decomposition import LauzaitCepDecomposition
        from ..models.lauzait_cep_department import LauzaitCepDepartment
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))

        players = d.pop("players")

        complete = d.pop("complete")

        decomposition_count = d.pop("decomposition_count")

        decompositions = []
        _decompositions = d.pop("decompositions")
        for decompositions_item_data in _decompositions:
            decompositions_item = LauzaitCepDecomposition.from_dict(
                decompositions_item_data
            )

            decompositions.append(decompositions_item)

        departments = []
        _departments = d.pop("departments")
        for departments_item_data in _departments:
            departments_item = LauzaitCepDepartment.from_dict(departments_item_data)

            departments.append(departments_item)

        def _parse_best(data: object) -> LauzaitCepDepartment | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                best_type_0 = LauzaitCepDepartment.from_dict(data)

                return best_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitCepDepartment | None, data)

        best = _parse_best(d.pop("best"))

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_departments = cls(
            pieces=pieces,
            players=players,
            complete=complete,
            decomposition_count=decomposition_count,
            decompositions=decompositions,
            departments=departments,
            best=best,
            ruleset=ruleset,
        )

        return lauzait_cep_departments
