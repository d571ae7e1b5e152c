from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.nine_state_request_form import NineStateRequestForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_rules_input import NineRulesInput
    from ..models.nine_state_input import NineStateInput


T = TypeVar("T", bound="NineStateRequest")


@_attrs_define
class NineStateRequest:
    """
    Attributes:
        state (NineStateInput):
        ruleset (NineRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        form (NineStateRequestForm | Unset): how the list is written: full (default), a list of objects; compact, the
            same combos as a table of columns with each distinct card given once (compact_combos, about a fifth of the bytes
            for a long list) Default: NineStateRequestForm.FULL.
    """

    state: NineStateInput
    ruleset: NineRulesInput | None | Unset = UNSET
    form: NineStateRequestForm | Unset = NineStateRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_rules_input import NineRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
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
        from ..models.nine_rules_input import NineRulesInput
        from ..models.nine_state_input import NineStateInput

        d = dict(src_dict)
        state = NineStateInput.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> NineRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NineRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _form = d.pop("form", UNSET)
        form: NineStateRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = NineStateRequestForm(_form)

        nine_state_request = cls(
            state=state,
            ruleset=ruleset,
            form=form,
        )

        return nine_state_request
