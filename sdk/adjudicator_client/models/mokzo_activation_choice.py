from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

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
        cast (int | None): 将: its cast drawn from the state's seed (null for 虎)
        branch (MokzoActivationChoiceBranch): take (虎), age (将 cast <= 3) or destroy (将 cast >= 4)
        choices (list[MokzoTarget]): every possible target (虎: seat and resource; 将: {age|destroy: {seat, card}} for the
            drawn cast, the same cards under the other key for an observed cast of the other branch); empty: nothing to aim
            at, the effect does nothing
    """

    card: str
    kind: MokzoActivationChoiceKind
    cast: int | None
    branch: MokzoActivationChoiceBranch
    choices: list[MokzoTarget]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        kind = self.kind.value

        cast: int | None
        cast = self.cast

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
                "cast": cast,
                "branch": branch,
                "choices": choices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.mokzo_target import MokzoTarget

        d = dict(src_dict)
        card = d.pop("card")

        kind = MokzoActivationChoiceKind(d.pop("kind"))

        def _parse_cast(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        cast = _parse_cast(d.pop("cast"))

        branch = MokzoActivationChoiceBranch(d.pop("branch"))

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = MokzoTarget.from_dict(choices_item_data)

            choices.append(choices_item)

        mokzo_activation_choice = cls(
            card=card,
            kind=kind,
            cast=cast,
            branch=branch,
            choices=choices,
        )

        return mokzo_activation_choice
