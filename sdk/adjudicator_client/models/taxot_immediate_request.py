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
        players (list[str]): 2 to 6 distinct names in turn order
        player (str): the claimer (nam) or the player exposing (quad) Example: 甲.
        discarder (None | str | Unset): nam: whose discard Example: 甲.
        rules (None | TaxotRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    kind: TaxotImmediateRequestKind
    players: list[str]
    player: str
    discarder: None | str | Unset = UNSET
    rules: None | TaxotRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_rules_input import TaxotRulesInput

        kind = self.kind.value

        players = self.players

        player = self.player

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        else:
            discarder = self.discarder

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, TaxotRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "players": players,
                "player": player,
            }
        )
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_rules_input import TaxotRulesInput

        d = dict(src_dict)
        kind = TaxotImmediateRequestKind(d.pop("kind"))

        players = cast(list[str], d.pop("players"))

        player = d.pop("player")

        def _parse_discarder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        def _parse_rules(data: object) -> None | TaxotRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = TaxotRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotRulesInput | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        taxot_immediate_request = cls(
            kind=kind,
            players=players,
            player=player,
            discarder=discarder,
            rules=rules,
        )

        return taxot_immediate_request
