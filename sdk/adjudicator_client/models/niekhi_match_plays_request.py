from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.niekhi_match_plays_request_form import NiekhiMatchPlaysRequestForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_match_plays_request_ruleset_type_0 import (
        NiekhiMatchPlaysRequestRulesetType0,
    )
    from ..models.niekhi_match_plays_request_state import NiekhiMatchPlaysRequestState


T = TypeVar("T", bound="NiekhiMatchPlaysRequest")


@_attrs_define
class NiekhiMatchPlaysRequest:
    """
    Attributes:
        state (NiekhiMatchPlaysRequestState): the whole game as returned by the service
        ruleset (NiekhiMatchPlaysRequestRulesetType0 | None | Unset): the 連友 flags: remainder, bomb_out_of_turn,
            uai_remove_scope, combos, deck, seasons (default 4), points_cap (default null) (null or missing: the defaults)
        form (NiekhiMatchPlaysRequestForm | Unset): how the list is written: full (default), a list of objects; compact,
            the same combos as a table of columns with each distinct card given once (compact_combos, about a seventh of the
            bytes for a long list) Default: NiekhiMatchPlaysRequestForm.FULL.
    """

    state: NiekhiMatchPlaysRequestState
    ruleset: NiekhiMatchPlaysRequestRulesetType0 | None | Unset = UNSET
    form: NiekhiMatchPlaysRequestForm | Unset = NiekhiMatchPlaysRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_match_plays_request_ruleset_type_0 import (
            NiekhiMatchPlaysRequestRulesetType0,
        )

        state = self.state.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NiekhiMatchPlaysRequestRulesetType0):
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
        from ..models.niekhi_match_plays_request_ruleset_type_0 import (
            NiekhiMatchPlaysRequestRulesetType0,
        )
        from ..models.niekhi_match_plays_request_state import (
            NiekhiMatchPlaysRequestState,
        )

        d = dict(src_dict)
        state = NiekhiMatchPlaysRequestState.from_dict(d.pop("state"))

        def _parse_ruleset(
            data: object,
        ) -> NiekhiMatchPlaysRequestRulesetType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NiekhiMatchPlaysRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiMatchPlaysRequestRulesetType0 | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _form = d.pop("form", UNSET)
        form: NiekhiMatchPlaysRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = NiekhiMatchPlaysRequestForm(_form)

        niekhi_match_plays_request = cls(
            state=state,
            ruleset=ruleset,
            form=form,
        )

        return niekhi_match_plays_request
