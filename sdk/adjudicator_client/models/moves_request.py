from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.moves_request_form import MovesRequestForm
from ..models.moves_request_ruleset_type_0 import MovesRequestRulesetType0
from ..models.moves_request_view import MovesRequestView
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position import Position
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="MovesRequest")


@_attrs_define
class MovesRequest:
    """
    Attributes:
        position (Position | Unset):
        position_text (str | Unset): the position in its one-line text form (see GET /v1/cetkaik/positions/initial)
        ruleset (MovesRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: MovesRequestRulesetType0.CERKE_ONLINE_ALPHA.
        src (str | Unset): only the moves of the piece (or tam2) on this square Example: CAI.
        view (MovesRequestView | Unset): full: every move annotated (moves); notations: only the 片 notations (notations)
            Default: MovesRequestView.FULL.
        form (MovesRequestForm | Unset): how the annotated moves are written (under view: full): full (default), a list
            of objects (moves); compact, the same moves as a table of columns with each distinct set of annotations given
            once (compact_moves, about a tenth of the bytes) Default: MovesRequestForm.FULL.
    """

    position: Position | Unset = UNSET
    position_text: str | Unset = UNSET
    ruleset: MovesRequestRulesetType0 | RulesetFlags | Unset = (
        MovesRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    src: str | Unset = UNSET
    view: MovesRequestView | Unset = MovesRequestView.FULL
    form: MovesRequestForm | Unset = MovesRequestForm.FULL

    def to_dict(self) -> dict[str, Any]:
        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        position_text = self.position_text

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MovesRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        src = self.src

        view: str | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.value

        form: str | Unset = UNSET
        if not isinstance(self.form, Unset):
            form = self.form.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if position_text is not UNSET:
            field_dict["position_text"] = position_text
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if src is not UNSET:
            field_dict["src"] = src
        if view is not UNSET:
            field_dict["view"] = view
        if form is not UNSET:
            field_dict["form"] = form

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.position import Position
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        _position = d.pop("position", UNSET)
        position: Position | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = Position.from_dict(_position)

        position_text = d.pop("position_text", UNSET)

        def _parse_ruleset(
            data: object,
        ) -> MovesRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = MovesRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        src = d.pop("src", UNSET)

        _view = d.pop("view", UNSET)
        view: MovesRequestView | Unset
        if isinstance(_view, Unset):
            view = UNSET
        else:
            view = MovesRequestView(_view)

        _form = d.pop("form", UNSET)
        form: MovesRequestForm | Unset
        if isinstance(_form, Unset):
            form = UNSET
        else:
            form = MovesRequestForm(_form)

        moves_request = cls(
            position=position,
            position_text=position_text,
            ruleset=ruleset,
            src=src,
            view=view,
            form=form,
        )

        return moves_request
