"""The games of the Cetkaik family that a ruleset can name (``Ruleset.game``): 机戦 itself and 古机戦 (§20.4).

Each is one object, chosen once from the ruleset by :func:`system_of` where a computation starts. The base class
is 机戦: at every point where another game of the family departs from it, its method says "the standard rule"
(``None``), and the standard rule is where it always was (the move generator and annotations in :mod:`.movegen`,
the transition in :mod:`.transition`). 古机戦 overrides those points with its own rules (:mod:`.old_cetkaik`).

Flags that only adjust the standard game (the stepping cast, penalties, scoring) stay flags of the ruleset; a
game of the family that is a different game, with its own moves and captures, is a system here.
"""

from __future__ import annotations

from typing import Final

from adjudicator.games.cetkaik import old_cetkaik
from adjudicator.games.cetkaik.moves import Move, to_notation
from adjudicator.games.cetkaik.pieces import ColouredPiece
from adjudicator.games.cetkaik.position import Cell, Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square

#: A move carried out: the board after it, the mover's hop1zuo1 if it changed, and the piece captured.
CarriedOut = tuple[tuple[Cell, ...], tuple[ColouredPiece, ...] | None, ColouredPiece | None]


class System:
    """机戦, the standard game: each ``own_`` method answers ``None`` (the standard rule applies)."""

    def __init__(self) -> None:
        #: the ``Ruleset.game`` value that selects this system
        self.name = "cetkaik"
        #: the game has its own moves and captures (:meth:`own_legal_moves`), without sticks or hop1zuo1
        self.has_own_moves = False
        #: capturing the king wins at once (古机戦's only hand); in 机戦 the king is captured like any piece
        self.king_capture_wins = False

    def own_legal_moves(self, position: Position, ruleset: Ruleset) -> list[Move] | None:
        """The legal moves by this game's own rules, or ``None`` for the standard generator."""
        return None

    def own_captured_square(self, position: Position, move: Move) -> Square | None:
        """The square whose piece a legal move captures under this game's own rules (``None``: nothing).

        Asked only of a system with its own moves (:meth:`own_legal_moves`); the standard annotations find it.
        """
        return None

    def own_carry_out(self, position: Position, move: Move) -> CarriedOut | None:
        """A completed move carried out by this game's own rules, or ``None`` for the standard way."""
        return None

    def unlisted_move_reason(self, move: Move) -> str | None:
        """Why a move that is not among the legal moves is illegal, or ``None`` to let the standard checks say."""
        return None


class OldCetkaik(System):
    """古机戦 (§20.4): its own moves and captures (no sticks, no hop1zuo1), and the king's capture wins."""

    def __init__(self) -> None:
        super().__init__()
        self.name = "old_cetkaik"
        self.has_own_moves = True
        self.king_capture_wins = True

    def own_legal_moves(self, position: Position, ruleset: Ruleset) -> list[Move] | None:
        return old_cetkaik.legal_moves(position, ruleset)

    def own_captured_square(self, position: Position, move: Move) -> Square | None:
        return old_cetkaik.captured_square(position, move)

    def own_carry_out(self, position: Position, move: Move) -> CarriedOut | None:
        return old_cetkaik.carry_out(position, move)

    def unlisted_move_reason(self, move: Move) -> str | None:
        return f"{to_notation(move)} is not one of the legal moves of old cetkaik (古机戦) in this position"


STANDARD: Final = System()
OLD_CETKAIK: Final = OldCetkaik()
_SYSTEMS: Final[dict[str, System]] = {STANDARD.name: STANDARD, OLD_CETKAIK.name: OLD_CETKAIK}


def system_of(ruleset: Ruleset) -> System:
    """The game of the family that ``ruleset`` plays."""
    return _SYSTEMS[ruleset.game]
