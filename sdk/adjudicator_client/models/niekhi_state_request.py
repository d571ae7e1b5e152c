from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.niekhi_state_request_form import NiekhiStateRequestForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_rules_input import NiekhiRulesInput
    from ..models.niekhi_state_input import NiekhiStateInput


T = TypeVar("T", bound="NiekhiStateRequest")


@_attrs_define
class NiekhiStateRequest:
    """
    Attributes:
        state (NiekhiStateInput):
        ruleset (NiekhiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        form (NiekhiStateRequestForm | Unset): how the list is written: full (default), a list of objects; compact, the
            same combos as a table of columns with each distinct card given once (compact_combos, about a seventh of the
            bytes for a long list) Default: NiekhiStateRequestForm.FULL.
    """

    state: NiekhiStateInput
    ruleset: NiekhiRulesInput | None | Unset = UNSET
    form: NiekhiStateRequestForm | Unset = NiekhiStateRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_rules_input import NiekhiRulesInput

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NiekhiRulesInput):
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
        from ..models.niekhi_rules_input import NiekhiRulesInput
        from ..models.niekhi_state_input import NiekhiStateInput

        d = dict(src_dict)
        state = NiekhiStateInput.from_dict(d.pop("state"))

        def _parse_ruleset(data: object) -> NiekhiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NiekhiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _form = d.pop("form", UNSET)
        form: NiekhiStateRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = NiekhiStateRequestForm(_form)

        niekhi_state_request = cls(
            state=state,
            ruleset=ruleset,
            form=form,
        )

        return niekhi_state_request
