from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_action_input_kind import MokzoActionInputKind
from ..models.mokzo_action_input_pay import MokzoActionInputPay
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_action_input_casts import MokzoActionInputCasts
    from ..models.mokzo_action_input_targets import MokzoActionInputTargets


T = TypeVar("T", bound="MokzoActionInput")


@_attrs_define
class MokzoActionInput:
    """
    Attributes:
        kind (MokzoActionInputKind): what the seat to play does
        cards (list[str] | Unset): install / discard / destroy: the card ids
        coins (int | Unset): exchange: the coins to buy at 5 rice each
        pay (MokzoActionInputPay | Unset): move: currency
        casts (MokzoActionInputCasts | Unset): activate: card id -> observed cast (missing: drawn from the state's seed)
        targets (MokzoActionInputTargets | Unset): activate: card id -> target of its effect; 虎 and 将 act on every own
            turn, so each must name one of its listed choices (only one with none does nothing)
    """

    kind: MokzoActionInputKind
    cards: list[str] | Unset = UNSET
    coins: int | Unset = UNSET
    pay: MokzoActionInputPay | Unset = UNSET
    casts: MokzoActionInputCasts | Unset = UNSET
    targets: MokzoActionInputTargets | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        coins = self.coins

        pay: str | Unset = UNSET
        if not isinstance(self.pay, Unset):
            pay = self.pay.value

        casts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.casts, Unset):
            casts = self.casts.to_dict()

        targets: dict[str, Any] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if coins is not UNSET:
            field_dict["coins"] = coins
        if pay is not UNSET:
            field_dict["pay"] = pay
        if casts is not UNSET:
            field_dict["casts"] = casts
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_action_input_casts import MokzoActionInputCasts
        from ..models.mokzo_action_input_targets import MokzoActionInputTargets

        d = dict(src_dict)
        kind = MokzoActionInputKind(d.pop("kind"))

        cards = cast(list[str], d.pop("cards", UNSET))

        coins = d.pop("coins", UNSET)

        _pay = d.pop("pay", UNSET)
        pay: MokzoActionInputPay | Unset
        if isinstance(_pay, Unset):
            pay = UNSET
        else:
            pay = MokzoActionInputPay(_pay)

        _casts = d.pop("casts", UNSET)
        casts: MokzoActionInputCasts | Unset
        if isinstance(_casts, Unset):
            casts = UNSET
        else:
            casts = MokzoActionInputCasts.from_dict(_casts)

        _targets = d.pop("targets", UNSET)
        targets: MokzoActionInputTargets | Unset
        if isinstance(_targets, Unset):
            targets = UNSET
        else:
            targets = MokzoActionInputTargets.from_dict(_targets)

        mokzo_action_input = cls(
            kind=kind,
            cards=cards,
            coins=coins,
            pay=pay,
            casts=casts,
            targets=targets,
        )

        return mokzo_action_input
