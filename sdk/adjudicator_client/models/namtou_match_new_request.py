from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.namtou_rules_input import NamtouRulesInput


T = TypeVar("T", bound="NamtouMatchNewRequest")


@_attrs_define
class NamtouMatchNewRequest:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        seed (int): the deal is made from it
        fee (int | Unset): the entry fee every player puts in each hand's pot (default 1) Default: 1.
        stake (int | Unset): the sticks each player brings to every hand: its fee and bets come out of them (default 20)
            Default: 20.
        ruleset (NamtouRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    seats: list[str]
    seed: int
    fee: int | Unset = 1
    stake: int | Unset = 20
    ruleset: NamtouRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_rules_input import NamtouRulesInput

        seats = self.seats

        seed = self.seed

        fee = self.fee

        stake = self.stake

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
                "seats": seats,
                "seed": seed,
            }
        )
        if fee is not UNSET:
            field_dict["fee"] = fee
        if stake is not UNSET:
            field_dict["stake"] = stake
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_rules_input import NamtouRulesInput

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        fee = d.pop("fee", UNSET)

        stake = d.pop("stake", UNSET)

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

        namtou_match_new_request = cls(
            seats=seats,
            seed=seed,
            fee=fee,
            stake=stake,
            ruleset=ruleset,
        )

        return namtou_match_new_request
