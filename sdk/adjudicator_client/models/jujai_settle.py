from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_round import JujaiRound
    from ..models.jujai_rules import JujaiRules
    from ..models.jujai_settle_net import JujaiSettleNet
    from ..models.jujai_settle_paid import JujaiSettlePaid


T = TypeVar("T", bound="JujaiSettle")


@_attrs_define
class JujaiSettle:
    """
    Attributes:
        rounds (list[JujaiRound]):
        pot (int): the stakes paid in, all rounds together
        paid (JujaiSettlePaid): player -> stakes paid in
        winner (None | str): null while undecided
        to_rethrow (list[str]): the players who must throw next (empty once decided)
        net (JujaiSettleNet): player -> net gain, an exact amount as a fraction string such as "2" (they sum to 0);
            empty while undecided
        seed (int | None): the seed the game was thrown with (null: rounds given)
        ruleset (JujaiRules):
    """

    rounds: list[JujaiRound]
    pot: int
    paid: JujaiSettlePaid
    winner: None | str
    to_rethrow: list[str]
    net: JujaiSettleNet
    seed: int | None
    ruleset: JujaiRules

    def to_dict(self) -> dict[str, Any]:
        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        pot = self.pot

        paid = self.paid.to_dict()

        winner: None | str
        winner = self.winner

        to_rethrow = self.to_rethrow

        net = self.net.to_dict()

        seed: int | None
        seed = self.seed

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds": rounds,
                "pot": pot,
                "paid": paid,
                "winner": winner,
                "to_rethrow": to_rethrow,
                "net": net,
                "seed": seed,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_round import JujaiRound
        from ..models.jujai_rules import JujaiRules
        from ..models.jujai_settle_net import JujaiSettleNet
        from ..models.jujai_settle_paid import JujaiSettlePaid

        d = dict(src_dict)
        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = JujaiRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        pot = d.pop("pot")

        paid = JujaiSettlePaid.from_dict(d.pop("paid"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        to_rethrow = cast(list[str], d.pop("to_rethrow"))

        net = JujaiSettleNet.from_dict(d.pop("net"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        ruleset = JujaiRules.from_dict(d.pop("ruleset"))

        jujai_settle = cls(
            rounds=rounds,
            pot=pot,
            paid=paid,
            winner=winner,
            to_rethrow=to_rethrow,
            net=net,
            seed=seed,
            ruleset=ruleset,
        )

        return jujai_settle
