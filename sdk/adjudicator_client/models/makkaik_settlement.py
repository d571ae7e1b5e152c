from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_settlement_net import MakkaikSettlementNet
    from ..models.makkaik_settlement_shares import MakkaikSettlementShares
    from ..models.makkaik_settlement_showdown_type_0 import (
        MakkaikSettlementShowdownType0,
    )


T = TypeVar("T", bound="MakkaikSettlement")


@_attrs_define
class MakkaikSettlement:
    """
    Attributes:
        pot (int):
        winners (list[str]):
        shares (MakkaikSettlementShares): winner -> share of the pot (ties split it exactly)
        net (MakkaikSettlementNet): player -> share won minus chips paid (sums to 0)
        showdown (MakkaikSettlementShowdownType0 | None): each remaining player's best combo (null: all but one out)
    """

    pot: int
    winners: list[str]
    shares: MakkaikSettlementShares
    net: MakkaikSettlementNet
    showdown: MakkaikSettlementShowdownType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.makkaik_settlement_showdown_type_0 import (
            MakkaikSettlementShowdownType0,
        )

        pot = self.pot

        winners = self.winners

        shares = self.shares.to_dict()

        net = self.net.to_dict()

        showdown: dict[str, Any] | None
        if isinstance(self.showdown, MakkaikSettlementShowdownType0):
            showdown = self.showdown.to_dict()
        else:
            showdown = self.showdown

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pot": pot,
                "winners": winners,
                "shares": shares,
                "net": net,
                "showdown": showdown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_settlement_net import MakkaikSettlementNet
        from ..models.makkaik_settlement_shares import MakkaikSettlementShares
        from ..models.makkaik_settlement_showdown_type_0 import (
            MakkaikSettlementShowdownType0,
        )

        d = dict(src_dict)
        pot = d.pop("pot")

        winners = cast(list[str], d.pop("winners"))

        shares = MakkaikSettlementShares.from_dict(d.pop("shares"))

        net = MakkaikSettlementNet.from_dict(d.pop("net"))

        def _parse_showdown(data: object) -> MakkaikSettlementShowdownType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                showdown_type_0 = MakkaikSettlementShowdownType0.from_dict(data)

                return showdown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakkaikSettlementShowdownType0 | None, data)

        showdown = _parse_showdown(d.pop("showdown"))

        makkaik_settlement = cls(
            pot=pot,
            winners=winners,
            shares=shares,
            net=net,
            showdown=showdown,
        )

        return makkaik_settlement
