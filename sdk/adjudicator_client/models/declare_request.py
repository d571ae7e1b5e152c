from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declare_request_declaration import DeclareRequestDeclaration
from ..models.declare_request_first import DeclareRequestFirst
from ..models.declare_request_ruleset_type_0 import DeclareRequestRulesetType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.first_mover_cast import FirstMoverCast
    from ..models.position import Position
    from ..models.ruleset_flags import RulesetFlags


T = TypeVar("T", bound="DeclareRequest")


@_attrs_define
class DeclareRequest:
    """
    Attributes:
        declaration (DeclareRequestDeclaration): ty_mok1 (再行): continue, the rate doubles; ta_xot1 (終季): end the season
        position (Position | Unset):
        position_text (str | Unset): the position in its one-line text form (see GET /v1/cetkaik/positions/initial)
        ruleset (DeclareRequestRulesetType0 | RulesetFlags | Unset): a preset name, or an object of flags overriding a
            preset (default cerke_online_alpha) Default: DeclareRequestRulesetType0.CERKE_ONLINE_ALPHA.
        first (DeclareRequestFirst | Unset): who moves first in the next season, if known
        first_mover_casts (list[FirstMoverCast] | None | Unset): the first-mover cast rounds of the next season (all but
            the last tied)
        seed (int | None | Unset): draw what is not given (casts, first mover) with this seed: one reproducible outcome
    """

    declaration: DeclareRequestDeclaration
    position: Position | Unset = UNSET
    position_text: str | Unset = UNSET
    ruleset: DeclareRequestRulesetType0 | RulesetFlags | Unset = (
        DeclareRequestRulesetType0.CERKE_ONLINE_ALPHA
    )
    first: DeclareRequestFirst | Unset = UNSET
    first_mover_casts: list[FirstMoverCast] | None | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        declaration = self.declaration.value

        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

        position_text = self.position_text

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, DeclareRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        first: str | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first.value

        first_mover_casts: list[dict[str, Any]] | None | Unset
        if isinstance(self.first_mover_casts, Unset):
            first_mover_casts = UNSET
        elif isinstance(self.first_mover_casts, list):
            first_mover_casts = []
            for first_mover_casts_type_0_item_data in self.first_mover_casts:
                first_mover_casts_type_0_item = (
                    first_mover_casts_type_0_item_data.to_dict()
                )
                first_mover_casts.append(first_mover_casts_type_0_item)

        else:
            first_mover_casts = self.first_mover_casts

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "declaration": declaration,
            }
        )
        if position is not UNSET:
            field_dict["position"] = position
        if position_text is not UNSET:
            field_dict["position_text"] = position_text
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if first is not UNSET:
            field_dict["first"] = first
        if first_mover_casts is not UNSET:
            field_dict["first_mover_casts"] = first_mover_casts
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.first_mover_cast import FirstMoverCast
        from ..models.position import Position
        from ..models.ruleset_flags import RulesetFlags

        d = dict(src_dict)
        declaration = DeclareRequestDeclaration(d.pop("declaration"))

        _position = d.pop("position", UNSET)
        position: Position | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = Position.from_dict(_position)

        position_text = d.pop("position_text", UNSET)

        def _parse_ruleset(
            data: object,
        ) -> DeclareRequestRulesetType0 | RulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = DeclareRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = RulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        _first = d.pop("first", UNSET)
        first: DeclareRequestFirst | Unset
        if isinstance(_first, Unset):
            first = UNSET
        else:
            first = DeclareRequestFirst(_first)

        def _parse_first_mover_casts(
            data: object,
        ) -> list[FirstMoverCast] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                first_mover_casts_type_0 = []
                _first_mover_casts_type_0 = data
                for first_mover_casts_type_0_item_data in _first_mover_casts_type_0:
                    first_mover_casts_type_0_item = FirstMoverCast.from_dict(
                        first_mover_casts_type_0_item_data
                    )

                    first_mover_casts_type_0.append(first_mover_casts_type_0_item)

                return first_mover_casts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FirstMoverCast] | None | Unset, data)

        first_mover_casts = _parse_first_mover_casts(d.pop("first_mover_casts", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        declare_request = cls(
            declaration=declaration,
            position=position,
            position_text=position_text,
            ruleset=ruleset,
            first=first,
            first_mover_casts=first_mover_casts,
            seed=seed,
        )

        return declare_request
