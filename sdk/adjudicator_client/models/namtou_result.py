from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_result_net import NamtouResultNet
    from ..models.namtou_result_revealed_type_0 import NamtouResultRevealedType0
    from ..models.namtou_result_shares import NamtouResultShares


T = TypeVar("T", bound="NamtouResult")


@_attrs_define
class NamtouResult:
    """
    Attributes:
        winners (list[str]): the strongest hand (several on an exact tie), or the last in
        pot (int):
        shares (NamtouResultShares): winner -> share of the pot (ties split it exactly)
        net (NamtouResultNet): player -> share won minus the fee and bets paid (sums to 0)
        revealed (NamtouResultRevealedType0 | None): player still in -> combos, strongest first (null: all but one did
            無行, no reveal)
    """

    winners: list[str]
    pot: int
    shares: NamtouResultShares
    net: NamtouResultNet
    revealed: NamtouResultRevealedType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_result_revealed_type_0 import NamtouResultRevealedType0

        winners = self.winners

        pot = self.pot

        shares = self.shares.to_dict()

        net = self.net.to_dict()

        revealed: dict[str, Any] | None
        if isinstance(self.revealed, NamtouResultRevealedType0):
            revealed = self.revealed.to_dict()
        else:
            revealed = self.revealed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winners": winners,
                "pot": pot,
                "shares": shares,
                "net": net,
                "revealed": revealed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_result_net import NamtouResultNet
        from ..models.namtou_result_revealed_type_0 import NamtouResultRevealedType0
        from ..models.namtou_result_shares import NamtouResultShares

        d = dict(src_dict)
        winners = cast(list[str], d.pop("winners"))

        pot = d.pop("pot")

        shares = NamtouResultShares.from_dict(d.pop("shares"))

        net = NamtouResultNet.from_dict(d.pop("net"))

        def _parse_revealed(data: object) -> NamtouResultRevealedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                revealed_type_0 = NamtouResultRevealedType0.from_dict(data)

                return revealed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouResultRevealedType0 | None, data)

        revealed = _parse_revealed(d.pop("revealed"))

        namtou_result = cls(
            winners=winners,
            pot=pot,
            shares=shares,
            net=net,
            revealed=revealed,
        )

        return namtou_result
