from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_round import JujaiRound
    from ..models.jujai_settlement_net import JujaiSettlementNet
    from ..models.jujai_settlement_paid import JujaiSettlementPaid


T = TypeVar("T", bound="JujaiSettlement")


@_attrs_define
class JujaiSettlement:
    """
    Attributes:
        rounds (list[JujaiRound]):
        pot (int): the stakes paid in, all rounds together
        paid (JujaiSettlementPaid): player -> stakes paid in
        winner (None | str): null while undecided
        to_rethrow (list[str]): the players who must throw next (empty once decided)
        net (JujaiSettlementNet): player -> net gain, an exact amount as a fraction string such as "2" (they sum to 0);
            empty while undecided
    """

    rounds: list[JujaiRound]
    pot: int
    paid: JujaiSettlementPaid
    winner: None | str
    to_rethrow: list[str]
    net: JujaiSettlementNet

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds": rounds,
                "pot": pot,
                "paid": paid,
                "winner": winner,
                "to_rethrow": to_rethrow,
                "net": net,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_round import JujaiRound
        from ..models.jujai_settlement_net import JujaiSettlementNet
        from ..models.jujai_settlement_paid import JujaiSettlementPaid

        d = dict(src_dict)
        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = JujaiRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        pot = d.pop("pot")

        paid = JujaiSettlementPaid.from_dict(d.pop("paid"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        to_rethrow = cast(list[str], d.pop("to_rethrow"))

        net = JujaiSettlementNet.from_dict(d.pop("net"))

        jujai_settlement = cls(
            rounds=rounds,
            pot=pot,
            paid=paid,
            winner=winner,
            to_rethrow=to_rethrow,
            net=net,
        )

        return jujai_settlement
