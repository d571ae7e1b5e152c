from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makkaik_rules_input import MakkaikRulesInput
    from ..models.makkaik_showdown_request_hands import MakkaikShowdownRequestHands


T = TypeVar("T", bound="MakkaikShowdownRequest")


@_attrs_define
class MakkaikShowdownRequest:
    """
    Attributes:
        hands (MakkaikShowdownRequestHands): player -> hand, for the players still in
        pot (int):
        community (list[str] | Unset): the community cards (at most 9 in a request)
        order (list[str] | None | Unset): under ruleset.tie = dealer_order: the players still in, in turn order from the
            dealer (a tie goes to the first); not needed otherwise
        ruleset (MakkaikRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    hands: MakkaikShowdownRequestHands
    pot: int
    community: list[str] | Unset = UNSET
    order: list[str] | None | Unset = UNSET
    ruleset: MakkaikRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.makkaik_rules_input import MakkaikRulesInput

        hands = self.hands.to_dict()

        pot = self.pot

        community: list[str] | Unset = UNSET
        if not isinstance(self.community, Unset):
            community = self.community

        order: list[str] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, MakkaikRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "pot": pot,
            }
        )
        if community is not UNSET:
            field_dict["community"] = community
        if order is not UNSET:
            field_dict["order"] = order
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_rules_input import MakkaikRulesInput
        from ..models.makkaik_showdown_request_hands import MakkaikShowdownRequestHands

        d = dict(src_dict)
        hands = MakkaikShowdownRequestHands.from_dict(d.pop("hands"))

        pot = d.pop("pot")

        community = cast(list[str], d.pop("community", UNSET))

        def _parse_order(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[str], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        def _parse_ruleset(data: object) -> MakkaikRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = MakkaikRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakkaikRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        makkaik_showdown_request = cls(
            hands=hands,
            pot=pot,
            community=community,
            order=order,
            ruleset=ruleset,
        )

        return makkaik_showdown_request
