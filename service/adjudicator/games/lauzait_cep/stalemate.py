"""Stalemate (闇戦之集): at Hiring no piece of the hand could legally be discarded (spec §7).

All nine pieces count, revealed ones included: it must be a Stalemate even had a Department been dissolved
earlier in the Day. A joker in the hand or on the board always prevents it, since a joker corresponds to
every piece.
"""

from __future__ import annotations

from .hiring import legal_discards
from .position import Position
from .rulesets import Ruleset


def is_stalemate(position: Position, ruleset: Ruleset | None = None) -> bool:
    """Return whether the current player is in Stalemate: none of their nine pieces could be discarded."""
    return not legal_discards(position.hand.pieces, position.board, ruleset or Ruleset())
