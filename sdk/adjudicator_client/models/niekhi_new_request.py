from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_rules_input import NiekhiRulesInput


T = TypeVar("T", bound="NiekhiNewRequest")


@_attrs_define
class NiekhiNewRequest:
    """
    Attributes:
        players (list[str]): 3 to 12 distinct names in turn order
        dealer (None | str | Unset): who deals and leads (default: the first player) Example: 甲.
        seed (int | None | Unset): shuffles reproducibly (else at random, and not cached)
        rules (NiekhiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    players: list[str]
    dealer: None | str | Unset = UNSET
    seed: int | None | Unset = UNSET
    rules: NiekhiRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_rules_input import NiekhiRulesInput

        players = self.players

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

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, NiekhiRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if seed is not UNSET:
            field_dict["seed"] = seed
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules_input import NiekhiRulesInput

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

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

        def _parse_rules(data: object) -> NiekhiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = NiekhiRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        niekhi_new_request = cls(
            players=players,
            dealer=dealer,
            seed=seed,
            rules=rules,
        )

        return niekhi_new_request
