from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokkaik_match_request_form import MokkaikMatchRequestForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokkaik_match_request_ruleset_type_0 import (
        MokkaikMatchRequestRulesetType0,
    )
    from ..models.mokkaik_match_request_state import MokkaikMatchRequestState


T = TypeVar("T", bound="MokkaikMatchRequest")


@_attrs_define
class MokkaikMatchRequest:
    """
    Attributes:
        state (MokkaikMatchRequestState): the match as returned by the service
        ruleset (MokkaikMatchRequestRulesetType0 | None | Unset): the 行戦 flags: must_beat, dealer_multiplier, seasons,
            points_cap, combos, deck (null or missing: the defaults)
        form (MokkaikMatchRequestForm | Unset): how the list is written: full (default), a list of objects; compact, the
            same combos as a table of columns with each distinct card given once (compact_combos, about a tenth of the bytes
            for a long list) Default: MokkaikMatchRequestForm.FULL.
    """

    state: MokkaikMatchRequestState
    ruleset: MokkaikMatchRequestRulesetType0 | None | Unset = UNSET
    form: MokkaikMatchRequestForm | Unset = MokkaikMatchRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        from ..models.mokkaik_match_request_ruleset_type_0 import (
            MokkaikMatchRequestRulesetType0,
        )

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MokkaikMatchRequestRulesetType0):
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
        from ..models.mokkaik_match_request_ruleset_type_0 import (
            MokkaikMatchRequestRulesetType0,
        )
        from ..models.mokkaik_match_request_state import MokkaikMatchRequestState

        d = dict(src_dict)
        state = MokkaikMatchRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(
            data: object,
        ) -> MokkaikMatchRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MokkaikMatchRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MokkaikMatchRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _form = d.pop("form", UNSET)
        form: MokkaikMatchRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = MokkaikMatchRequestForm(_form)

        mokkaik_match_request = cls(
            state=state,
            ruleset=ruleset,
            form=form,
        )

        return mokkaik_match_request
