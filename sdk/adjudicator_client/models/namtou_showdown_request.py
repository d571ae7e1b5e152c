from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.namtou_bet import NamtouBet
    from ..models.namtou_rules_input import NamtouRulesInput
    from ..models.namtou_showdown_request_hands import NamtouShowdownRequestHands


T = TypeVar("T", bound="NamtouShowdownRequest")


@_attrs_define
class NamtouShowdownRequest:
    """
    Attributes:
        hands (NamtouShowdownRequestHands): player -> hand
        bets (list[NamtouBet]): in turn order
        fee (int | Unset): paid by every player Default: 1.
        ruleset (NamtouRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    hands: NamtouShowdownRequestHands
    bets: list[NamtouBet]
    fee: int | Unset = 1
    ruleset: NamtouRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_rules_input import NamtouRulesInput

        hands = self.hands.to_dict()

        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        fee = self.fee

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NamtouRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "bets": bets,
            }
        )
        if fee is not UNSET:
            field_dict["fee"] = fee
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_bet import NamtouBet
        from ..models.namtou_rules_input import NamtouRulesInput
        from ..models.namtou_showdown_request_hands import NamtouShowdownRequestHands

        d = dict(src_dict)
        hands = NamtouShowdownRequestHands.from_dict(d.pop("hands"))

        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = NamtouBet.from_dict(bets_item_data)

            bets.append(bets_item)

        fee = d.pop("fee", UNSET)

        def _parse_ruleset(data: object) -> NamtouRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NamtouRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        namtou_showdown_request = cls(
            hands=hands,
            bets=bets,
            fee=fee,
            ruleset=ruleset,
        )

        return namtou_showdown_request
