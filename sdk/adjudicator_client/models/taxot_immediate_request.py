from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.taxot_immediate_request_kind import TaxotImmediateRequestKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_rules_input import TaxotRulesInput


T = TypeVar("T", bound="TaxotImmediateRequest")


@_attrs_define
class TaxotImmediateRequest:
    """
    Attributes:
        kind (TaxotImmediateRequestKind): nam: 開 (claiming a discard); quad: 四友 (exposing a 4-set)
        seats (list[str]): 2 to 6 distinct names in turn order
        player (str): the claimer (nam) or the player exposing (quad) Example: 甲.
        discarder (None | str | Unset): nam: whose discard Example: 甲.
        ruleset (None | TaxotRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    kind: TaxotImmediateRequestKind
    seats: list[str]
    player: str
    discarder: None | str | Unset = UNSET
    ruleset: None | TaxotRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_rules_input import TaxotRulesInput

        kind = self.kind.value

        seats = self.seats

        player = self.player

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        else:
            discarder = self.discarder

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, TaxotRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seats": seats,
                "player": player,
            }
        )
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_rules_input import TaxotRulesInput

        d = dict(src_dict)
        kind = TaxotImmediateRequestKind(d.pop("kind"))

        seats = cast(list[str], d.pop("seats"))

        player = d.pop("player")

        def _parse_discarder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        def _parse_ruleset(data: object) -> None | TaxotRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = TaxotRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        taxot_immediate_request = cls(
            kind=kind,
            seats=seats,
            player=player,
            discarder=discarder,
            ruleset=ruleset,
        )

        return taxot_immediate_request
