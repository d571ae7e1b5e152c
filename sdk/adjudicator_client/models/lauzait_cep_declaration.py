from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_declaration_grounds_type_1 import (
    LauzaitCepDeclarationGroundsType1,
)
from ..models.lauzait_cep_declaration_grounds_type_2_type_1 import (
    LauzaitCepDeclarationGroundsType2Type1,
)
from ..models.lauzait_cep_declaration_grounds_type_3_type_1 import (
    LauzaitCepDeclarationGroundsType3Type1,
)

if TYPE_CHECKING:
    from ..models.lauzait_cep_department import LauzaitCepDepartment
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset
    from ..models.lauzait_cep_score_line import LauzaitCepScoreLine


T = TypeVar("T", bound="LauzaitCepDeclaration")


@_attrs_define
class LauzaitCepDeclaration:
    """
    Attributes:
        allowed (bool):
        reason (None | str): why not, when refused
        grounds (LauzaitCepDeclarationGroundsType1 | LauzaitCepDeclarationGroundsType2Type1 |
            LauzaitCepDeclarationGroundsType3Type1 | None): three revealed Departments, a complete concealed hand, or a
            Stalemate
        departments (list[LauzaitCepDepartment]): the reading of the hand scored (jokers may read differently than when
            formed); empty for a Stalemate scored without one
        scores (list[LauzaitCepScoreLine]): each formation score earned, the declaration's own 3 points first
        total (int):
        ruleset (LauzaitCepRuleset):
    """

    allowed: bool
    reason: None | str
    grounds: (
        LauzaitCepDeclarationGroundsType1
        | LauzaitCepDeclarationGroundsType2Type1
        | LauzaitCepDeclarationGroundsType3Type1
        | None
    )
    departments: list[LauzaitCepDepartment]
    scores: list[LauzaitCepScoreLine]
    total: int
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        allowed = self.allowed

        reason: None | str
        reason = self.reason

        grounds: None | str
        if (
            isinstance(self.grounds, LauzaitCepDeclarationGroundsType1)
            or isinstance(self.grounds, LauzaitCepDeclarationGroundsType2Type1)
            or isinstance(self.grounds, LauzaitCepDeclarationGroundsType3Type1)
        ):
            grounds = self.grounds.value
        else:
            grounds = self.grounds

        departments = []
        for departments_item_data in self.departments:
            departments_item = departments_item_data.to_dict()
            departments.append(departments_item)

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        total = self.total

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "allowed": allowed,
                "reason": reason,
                "grounds": grounds,
                "departments": departments,
                "scores": scores,
                "total": total,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_department import LauzaitCepDepartment
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset
        from ..models.lauzait_cep_score_line import LauzaitCepScoreLine

        d = dict(src_dict)
        allowed = d.pop("allowed")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_grounds(
            data: object,
        ) -> (
            LauzaitCepDeclarationGroundsType1
            | LauzaitCepDeclarationGroundsType2Type1
            | LauzaitCepDeclarationGroundsType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grounds_type_1 = LauzaitCepDeclarationGroundsType1(data)

                return grounds_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grounds_type_2_type_1 = LauzaitCepDeclarationGroundsType2Type1(data)

                return grounds_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grounds_type_3_type_1 = LauzaitCepDeclarationGroundsType3Type1(data)

                return grounds_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                LauzaitCepDeclarationGroundsType1
                | LauzaitCepDeclarationGroundsType2Type1
                | LauzaitCepDeclarationGroundsType3Type1
                | None,
                data,
            )

        grounds = _parse_grounds(d.pop("grounds"))

        departments = []
        _departments = d.pop("departments")
        for departments_item_data in _departments:
            departments_item = LauzaitCepDepartment.from_dict(departments_item_data)

            departments.append(departments_item)

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = LauzaitCepScoreLine.from_dict(scores_item_data)

            scores.append(scores_item)

        total = d.pop("total")

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_declaration = cls(
            allowed=allowed,
            reason=reason,
            grounds=grounds,
            departments=departments,
            scores=scores,
            total=total,
            ruleset=ruleset,
        )

        return lauzait_cep_declaration
