from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_outcome import LauzaitCepOutcome


T = TypeVar("T", bound="LauzaitCepMove")


@_attrs_define
class LauzaitCepMove:
    """
    Attributes:
        from_ (str): where the moving piece stands
        to (str): where it goes: the piece there is obtained
        mover (str): the moving piece Example: G3.
        target (str): the piece standing on the destination Example: G3.
        water (bool): the destination is water: a throw of 0-2 fails (the mover is obtained, its square becomes the
            empty one), 3-5 succeeds
        outcomes (list[LauzaitCepOutcome]):
    """

    from_: str
    to: str
    mover: str
    target: str
    water: bool
    outcomes: list[LauzaitCepOutcome]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        mover = self.mover

        target = self.target

        water = self.water

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "mover": mover,
                "target": target,
                "water": water,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_outcome import LauzaitCepOutcome

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        mover = d.pop("mover")

        target = d.pop("target")

        water = d.pop("water")

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = LauzaitCepOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        lauzait_cep_move = cls(
            from_=from_,
            to=to,
            mover=mover,
            target=target,
            water=water,
            outcomes=outcomes,
        )

        return lauzait_cep_move
