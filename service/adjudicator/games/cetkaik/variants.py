"""Initial positions of the Cetkaik rule systems of the Book (spec §20), chosen by the ruleset.

* ``initial_position = "standard"``: the standard initial position (spec §4), both sides at half the
  ruleset's ``victory_points``.
* ``initial_position = "educational"`` (教育机戦, §20.1): the Book's diagram is not legible. The educational set
  has the pieces 兵 弓 車 将 巫 王 船 and the tam2; the standard set is described as the educational one plus
  additional pieces (馬, and by the hands 虎 and 筆). The position used here is therefore the standard initial
  position without its horses, tigers and officers (馬 虎 筆), every other piece on its standard square.
  Clients may pass any other position to every endpoint.
* ``initial_position = "old_cetkaik"`` / ``"old_cetkaik_swapped"`` (古机戦, §20.4): see
  :func:`.old_cetkaik.initial_board` (the swapped form exchanges the chariots and the tigers).
"""

from __future__ import annotations

from typing import Final

from adjudicator.games.cetkaik.old_cetkaik import initial_board
from adjudicator.games.cetkaik.pieces import Piece, Profession, Side
from adjudicator.games.cetkaik.position import Position, PositionError, score_to_json
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.stepping_cast import max_bound

#: The professions of the standard set that the educational set lacks.
NOT_IN_EDUCATIONAL_SET: Final = frozenset({Profession.MAUN1, Profession.DAU2, Profession.KUA2})


def _educational(position: Position) -> Position:
    board = tuple(
        None if isinstance(cell, Piece) and cell.profession in NOT_IN_EDUCATIONAL_SET else cell
        for cell in position.board
    )
    return position.replace(board=board)


def initial_position(ruleset: Ruleset, whose_turn: Side = Side.IA) -> Position:
    """Return the initial position of a season under ``ruleset`` with ``whose_turn`` to move (spring, rate 1)."""
    half = ruleset.victory_points // 2
    position = Position.initial(whose_turn).replace(ia_score=half, a_score=half)
    if ruleset.initial_position == "educational":
        return _educational(position)
    if ruleset.initial_position in ("old_cetkaik", "old_cetkaik_swapped"):
        board = initial_board(swap_chariot_and_tiger=ruleset.initial_position == "old_cetkaik_swapped")
        return position.replace(board=board)
    return position


def check_position(position: Position, ruleset: Ruleset) -> None:
    """Raise :class:`PositionError` where a valid position does not fit the ruleset.

    The scores must add up to the ruleset's ``victory_points``, and a recorded stepping bound must be one its
    stepping cast can give (0-5 for a single cast).
    """
    total = position.ia_score + position.a_score
    if total != ruleset.victory_points:
        raise PositionError(
            "scores",
            f"must sum to {ruleset.victory_points} under this ruleset (victory_points), got "
            f"{score_to_json(position.ia_score)} + {score_to_json(position.a_score)}",
        )
    top = max_bound(ruleset.stepping_cast)
    if position.stepping is not None and position.stepping.ciurl > top:
        raise PositionError(
            "stepping.ciurl",
            f"must be from 0 to {top} under the {ruleset.stepping_cast} stepping cast, got {position.stepping.ciurl}",
        )
