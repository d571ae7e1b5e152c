from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.nine_rules_input import NineRulesInput


T = TypeVar("T", bound="NineNewRequest")


@_attrs_define
class NineNewRequest:
    """
    Attributes:
        seats (list[str]): 2 to 4 distinct names in turn order
        dealer (None | str | Unset): who deals and leads (default: the first player) Example: 甲.
        seed (int | None | Unset): shuffles reproducibly (else at random, and not cached)
        ruleset (NineRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    seats: list[str]
    dealer: None | str | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: NineRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_rules_input import NineRulesInput

        seats = self.seats

        dealer: None | str | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, NineRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_rules_input import NineRulesInput

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        def _parse_dealer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(data: object) -> NineRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = NineRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        nine_new_request = cls(
            seats=seats,
            dealer=dealer,
            seed=seed,
            ruleset=ruleset,
        )

        return nine_new_request
