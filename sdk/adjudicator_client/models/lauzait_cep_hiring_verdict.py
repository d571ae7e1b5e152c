from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_cep_move import LauzaitCepMove
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepHiringVerdict")


@_attrs_define
class LauzaitCepHiringVerdict:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        move (LauzaitCepMove | None): the move and its outcomes (only the one the throw selects when a throw was given);
            null when illegal
        cast (int | None): the throw used (given or drawn from the seed); it matters only for a move into water
        seed (int | None): the seed, when one was given
        ruleset (LauzaitCepRuleset):
    """

    legal: bool
    reason: None | str
    move: LauzaitCepMove | None
    cast: int | None
    seed: int | None
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_cep_move import LauzaitCepMove

        legal = self.legal

        reason: None | str
        reason = self.reason

        move: dict[str, Any] | None
        if isinstance(self.move, LauzaitCepMove):
            move = self.move.to_dict()
        else:
            move = self.move

        cast: int | None
        cast = self.cast

        seed: int | None
        seed = self.seed

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "move": move,
                "cast": cast,
                "seed": seed,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lauzait_cep_move import LauzaitCepMove
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return typing.cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_move(data: object) -> LauzaitCepMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = LauzaitCepMove.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(LauzaitCepMove | None, data)

        move = _parse_move(d.pop("move"))

        def _parse_cast(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        cast = _parse_cast(d.pop("cast"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_hiring_verdict = cls(
            legal=legal,
            reason=reason,
            move=move,
            cast=cast,
            seed=seed,
            ruleset=ruleset,
        )

        return lauzait_cep_hiring_verdict
