from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_cep_hirings_request_form import LauzaitCepHiringsRequestForm
from ..models.lauzait_cep_hirings_request_ruleset_type_0 import (
    LauzaitCepHiringsRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_position_input import LauzaitCepPositionInput
    from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags


T = TypeVar("T", bound="LauzaitCepHiringsRequest")


@_attrs_define
class LauzaitCepHiringsRequest:
    """
    Attributes:
        position (LauzaitCepPositionInput):
        ruleset (LauzaitCepHiringsRequestRulesetType0 | LauzaitCepRulesetFlags | Unset): a preset name ('default', or
            'english': Layered Bridges scores 3) or an object of options overriding a preset; the answer echoes the
            effective options Default: LauzaitCepHiringsRequestRulesetType0.DEFAULT.
        include_positions (bool | Unset): include the position after each outcome (default true; left out anyway when
            there are more than 500 outcomes, see positions_included) Default: True.
        form (LauzaitCepHiringsRequestForm | Unset): how the list is written: full (default), a list of objects;
            compact, the same options as a table of columns, each outcome's position given by the position the Hiring starts
            from (compact_options, about a fiftieth of the bytes with the positions) Default:
            LauzaitCepHiringsRequestForm.FULL.
    """

    position: LauzaitCepPositionInput
    ruleset: LauzaitCepHiringsRequestRulesetType0 | LauzaitCepRulesetFlags | Unset = (
        LauzaitCepHiringsRequestRulesetType0.DEFAULT
    )
    include_positions: bool | Unset = True
    form: LauzaitCepHiringsRequestForm | Unset = LauzaitCepHiringsRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LauzaitCepHiringsRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        include_positions = self.include_positions

        form: str | Unset = UNSET
        if not isinstance(self.form, Unset):
            form = self.form.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if include_positions is not UNSET:
            field_dict["include_positions"] = include_positions
        if form is not UNSET:
            field_dict["form"] = form

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_position_input import LauzaitCepPositionInput
        from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags

        d = dict(src_dict)
        position = LauzaitCepPositionInput.from_dict(d.pop("position"))

        def _parse_ruleset(
            data: object,
        ) -> LauzaitCepHiringsRequestRulesetType0 | LauzaitCepRulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = LauzaitCepHiringsRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = LauzaitCepRulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        include_positions = d.pop("include_positions", UNSET)

        _form = d.pop("form", UNSET)
        form: LauzaitCepHiringsRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = LauzaitCepHiringsRequestForm(_form)

        lauzait_cep_hirings_request = cls(
            position=position,
            ruleset=ruleset,
            include_positions=include_positions,
            form=form,
        )

        return lauzait_cep_hirings_request
