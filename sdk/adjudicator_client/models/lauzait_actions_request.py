from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_actions_request_form import LauzaitActionsRequestForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_actions_request_state import LauzaitActionsRequestState


T = TypeVar("T", bound="LauzaitActionsRequest")


@_attrs_define
class LauzaitActionsRequest:
    """
    Attributes:
        state (LauzaitActionsRequestState): the game as returned by the service
        ruleset (Any | Unset): a preset name ('default', 'english') or an options object
        form (LauzaitActionsRequestForm | Unset): how the list is written: full (default), a list of objects; compact,
            the same actions with the Hirings as a table of columns, grouped by discard, each set of casts given once
            (compact_actions, about a seventh of the bytes) Default: LauzaitActionsRequestForm.FULL.
    """

    state: LauzaitActionsRequestState
    ruleset: Any | Unset = UNSET
    form: LauzaitActionsRequestForm | Unset = LauzaitActionsRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset

        form: str | Unset = UNSET
        if not isinstance(self.form, Unset):
            form = self.form.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if form is not UNSET:
            field_dict["form"] = form

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_actions_request_state import LauzaitActionsRequestState

        d = dict(src_dict)
        state = LauzaitActionsRequestState.from_dict(d.pop("state"))

        ruleset = d.pop("ruleset", UNSET)

        _form = d.pop("form", UNSET)
        form: LauzaitActionsRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = LauzaitActionsRequestForm(_form)

        lauzait_actions_request = cls(
            state=state,
            ruleset=ruleset,
            form=form,
        )

        return lauzait_actions_request
