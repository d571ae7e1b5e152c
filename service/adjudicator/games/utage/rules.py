"""The Utage ruleset: every open point of spec other-games §6 as a flag."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..options import check_options, number, options_json, read_options
from .errors import UtageError


@dataclass(frozen=True, slots=True)
class UtageRules:
    """Flags of 宴-Utage- (each declared once, as an option: :mod:`adjudicator.games.options`).

    ``empty_value``: what an empty slot, or a 最大/最小 mark left without a die, is worth (``utage.empty_value``).
    ``total_cups``: all the cups in the box (``utage.total_cups``, not public; 10 is this library's guess).
    ``dice_per_player``: the dice each player rolls at the start of a round.
    """

    empty_value: int = field(default=0, metadata=number(
        "worth of an empty slot, or of a MAX/MIN left without a die (default 0)", -100, 100))
    total_cups: int = field(default=10, metadata=number("all the cups in the box (not public; default 10)", 1, 100))
    dice_per_player: int = field(default=6, metadata=number("dice each player rolls at a round's start (default 6)",
                                                            1, 12))

    def __post_init__(self) -> None:
        check_options(self, UtageError)

    @classmethod
    def from_json(cls, data: object) -> UtageRules:
        """Read a flags object; missing flags take their defaults, unknown ones are rejected."""
        return cls(**read_options(cls, data, UtageError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return options_json(self)
