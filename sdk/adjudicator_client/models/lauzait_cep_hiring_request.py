from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_cep_hiring_request_ruleset_type_0 import (
    LauzaitCepHiringRequestRulesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_position_input import LauzaitCepPositionInput
    from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags


T = TypeVar("T", bound="LauzaitCepHiringRequest")


@_attrs_define
class LauzaitCepHiringRequest:
    """
    Attributes:
        position (LauzaitCepPositionInput):
        discard (str): the concealed piece discarded Example: G3.
        from_ (str): the square of the piece that moves Example: b2.
        to (str): where it goes Example: c2.
        cast (int | None | Unset): the throw of the five sticks (marked faces), when one was made
        seed (int | None | Unset): draw the throw from this seed (reproducible) instead
        ruleset (LauzaitCepHiringRequestRulesetType0 | LauzaitCepRulesetFlags | Unset): a preset name ('default', or
            'english': Layered Bridges scores 3) or an object of options overriding a preset; the answer echoes the
            effective options Default: LauzaitCepHiringRequestRulesetType0.DEFAULT.
    """

    position: LauzaitCepPositionInput
    discard: str
    from_: str
    to: str
    cast: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: LauzaitCepHiringRequestRulesetType0 | LauzaitCepRulesetFlags | Unset = (
        LauzaitCepHiringRequestRulesetType0.DEFAULT
    )

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        discard = self.discard

        from_ = self.from_

        to = self.to

        cast: int | None | Unset
        if isinstance(self.cast, Unset):
            cast = UNSET
        else:
            cast = self.cast

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LauzaitCepHiringRequestRulesetType0):
            ruleset = self.ruleset.value
        else:
            ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "discard": discard,
                "from": from_,
                "to": to,
            }
        )
        if cast is not UNSET:
            field_dict["cast"] = cast
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lauzait_cep_position_input import LauzaitCepPositionInput
        from ..models.lauzait_cep_ruleset_flags import LauzaitCepRulesetFlags

        d = dict(src_dict)
        position = LauzaitCepPositionInput.from_dict(d.pop("position"))

        discard = d.pop("discard")

        from_ = d.pop("from")

        to = d.pop("to")

        def _parse_cast(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        cast = _parse_cast(d.pop("cast", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return typing.cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(
            data: object,
        ) -> LauzaitCepHiringRequestRulesetType0 | LauzaitCepRulesetFlags | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ruleset_type_0 = LauzaitCepHiringRequestRulesetType0(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            ruleset_type_1 = LauzaitCepRulesetFlags.from_dict(data)

            return ruleset_type_1

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        lauzait_cep_hiring_request = cls(
            position=position,
            discard=discard,
            from_=from_,
            to=to,
            cast=cast,
            seed=seed,
            ruleset=ruleset,
        )

        return lauzait_cep_hiring_request
