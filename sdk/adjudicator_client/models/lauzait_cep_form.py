from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_department import LauzaitCepDepartment
    from ..models.lauzait_cep_hand import LauzaitCepHand
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepForm")


@_attrs_define
class LauzaitCepForm:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        department (LauzaitCepDepartment | None): the reading used
        bonus (int | None): the bonus received
        hand (LauzaitCepHand | None): the hand afterwards: the Department revealed with its bonus recorded
        ruleset (LauzaitCepRuleset):
    """

    legal: bool
    reason: None | str
    department: LauzaitCepDepartment | None
    bonus: int | None
    hand: LauzaitCepHand | None
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_department import LauzaitCepDepartment
        from ..models.lauzait_cep_hand import LauzaitCepHand

        legal = self.legal

        reason: None | str
        reason = self.reason

        department: dict[str, Any] | None
        if isinstance(self.department, LauzaitCepDepartment):
            department = self.department.to_dict()
        else:
            department = self.department

        bonus: int | None
        bonus = self.bonus

        hand: dict[str, Any] | None
        if isinstance(self.hand, LauzaitCepHand):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "department": department,
                "bonus": bonus,
                "hand": hand,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_department import LauzaitCepDepartment
        from ..models.lauzait_cep_hand import LauzaitCepHand
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_department(data: object) -> LauzaitCepDepartment | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                department_type_0 = LauzaitCepDepartment.from_dict(data)

                return department_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitCepDepartment | None, data)

        department = _parse_department(d.pop("department"))

        def _parse_bonus(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bonus = _parse_bonus(d.pop("bonus"))

        def _parse_hand(data: object) -> LauzaitCepHand | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = LauzaitCepHand.from_dict(data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitCepHand | None, data)

        hand = _parse_hand(d.pop("hand"))

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_form = cls(
            legal=legal,
            reason=reason,
            department=department,
            bonus=bonus,
            hand=hand,
            ruleset=ruleset,
        )

        return lauzait_cep_form
