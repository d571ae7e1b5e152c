from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.jujai_rules_input import JujaiRulesInput
    from ..models.jujai_settle_request_rounds_type_0_item import (
        JujaiSettleRequestRoundsType0Item,
    )


T = TypeVar("T", bound="JujaiSettleRequest")


@_attrs_define
class JujaiSettleRequest:
    """
    Attributes:
        seats (list[str]): 2 to 16 distinct names, e.g. ["A", "B", "C"]
        ruleset (JujaiRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
        rounds (list[JujaiSettleRequestRoundsType0Item] | None | Unset): one object player -> cast per round: every
            player first, then exactly the players tied at the top of the round before (at most 50 rounds); null: the whole
            game is thrown from the seed
        seed (int | None | Unset): without rounds: casts the whole game reproducibly (else at random, not cached)
    """

    seats: list[str]
    ruleset: JujaiRulesInput | None | Unset = UNSET
    rounds: list[JujaiSettleRequestRoundsType0Item] | None | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.jujai_rules_input import JujaiRulesInput

        seats = self.seats

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, JujaiRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        rounds: list[dict[str, Any]] | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        elif isinstance(self.rounds, list):
            rounds = []
            for rounds_type_0_item_data in self.rounds:
                rounds_type_0_item = rounds_type_0_item_data.to_dict()
                rounds.append(rounds_type_0_item)

        else:
            rounds = self.rounds

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_rules_input import JujaiRulesInput
        from ..models.jujai_settle_request_rounds_type_0_item import (
            JujaiSettleRequestRoundsType0Item,
        )

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        def _parse_ruleset(data: object) -> JujaiRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = JujaiRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JujaiRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        def _parse_rounds(
            data: object,
        ) -> list[JujaiSettleRequestRoundsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rounds_type_0 = []
                _rounds_type_0 = data
                for rounds_type_0_item_data in _rounds_type_0:
                    rounds_type_0_item = JujaiSettleRequestRoundsType0Item.from_dict(
                        rounds_type_0_item_data
                    )

                    rounds_type_0.append(rounds_type_0_item)

                return rounds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JujaiSettleRequestRoundsType0Item] | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        jujai_settle_request = cls(
            seats=seats,
            ruleset=ruleset,
            rounds=rounds,
            seed=seed,
        )

        return jujai_settle_request
