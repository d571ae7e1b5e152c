from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_cep_day_order_request_actions_item import (
    LauzaitCepDayOrderRequestActionsItem,
)
from ..models.lauzait_cep_day_order_request_ruleset_type_0 import (
    LauzaitCepDayOrderRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags


T = TypeVar("T", bound="LauzaitCepDayOrderRequest")


@_attrs_define
class LauzaitCepDayOrderRequest:
    """
    Attributes:
        actions (list[LauzaitCepDayOrderRequestActionsItem]): dissolve, form, declare and hire, in order Example:
            ['form', 'hire'].
        ruleset (LauzaitCepDayOrderRequestRulesetType0 | LauzaitCepRulesetFlags | Unset): a preset name ('default', or
            'english': Layered Bridges scores 3) or an object of options overriding a preset; the answer echoes the
            effective options Default: LauzaitCepDayOrderRequestRulesetType0.DEFAULT.
    """

    actions: list[LauzaitCepDayOrderRequestActionsItem]
    ruleset: LauzaitCepDayOrderRequestRulesetType0 | LauzaitCepRulesetFlags | Unset = (
        LauzaitCepDayOrderRequestRulesetType0.DEFAULT
    )

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.value
            actions.append(actions_item)

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LauzaitCepDayOrderRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = LauzaitCepDayOrderRequestActionsItem(actions_item_data)

            actions.append(actions_item)

        def _parse_ruleset(
            data: object,
        ) -> LauzaitCepDayOrderRequestRulesetType0 | LauzaitCepRulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = LauzaitCepDayOrderRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = LauzaitCepRulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lauzait_cep_day_order_request = cls(
            actions=actions,
            ruleset=ruleset,
        )

        return lauzait_cep_day_order_request
