from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_activation_choice_branch import MokzoActivationChoiceBranch
from ..models.mokzo_activation_choice_kind import MokzoActivationChoiceKind

if TYPE_CHECKING:
    from ..models.mokzo_target import MokzoTarget


T = TypeVar("T", bound="MokzoActivationChoice")


@_attrs_define
class MokzoActivationChoice:
    """
    Attributes:
        card (str): the card's id: the key in action.targets
        kind (MokzoActivationChoiceKind): 虎 or 将
        throw (int | None): 将: its throw drawn from the state's seed (null for 虎)
        branch (MokzoActivationChoiceBranch): take (虎), age (将 throw <= 3) or destroy (将 throw >= 4)
        choices (list[MokzoTarget]): every possible target (虎: player and resource; 将: {age|destroy: {player, card}} for
            the drawn throw, the same cards under the other key for an observed throw of the other branch); empty: nothing
            to aim at, the effect does nothing
    """

    card: str
    kind: MokzoActivationChoiceKind
    throw: int | None
    branch: MokzoActivationChoiceBranch
    choices: list[MokzoTarget]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind = self.kind.value

        throw: int | None
        throw = self.throw

        branch = self.branch.value

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "kind": kind,
                "throw": throw,
                "branch": branch,
                "choices": choices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_target import MokzoTarget

        d = dict(src_dict)
        card = d.pop("card")

        kind = MokzoActivationChoiceKind(d.pop("kind"))

        def _parse_throw(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        throw = _parse_throw(d.pop("throw"))

        branch = MokzoActivationChoiceBranch(d.pop("branch"))

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = MokzoTarget.from_dict(choices_item_data)

            choices.append(choices_item)

        mokzo_activation_choice = cls(
            card=card,
            kind=kind,
            throw=throw,
            branch=branch,
            choices=choices,
        )

        return mokzo_activation_choice
