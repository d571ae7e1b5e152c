"""The 5x5 cloth board: the Mountain in the centre, eight water squares, sixteen ordinary squares.

A square is an ``int`` ``row * 5 + column`` (rows and columns 0..4). Its name is a column letter ``a``..``e``
followed by a row digit ``1``..``5`` (row 0 is ``1``), so the Mountain is ``"c3"``. Water is the rest of the
central row and column: ``c1 c2 c4 c5 a3 b3 d3 e3``::

        a  b  c  d  e
    1   .  .  W  .  .
    2   .  .  W  .  .
    3   W  W  M  W  W
    4   .  .  W  .  .
    5   .  .  W  .  .
"""

from __future__ import annotations

from typing import Final, TypeAlias

from adjudicator.games.errors import RulesError

Square: TypeAlias = int

SIZE: Final = 5
COLUMNS: Final = "abcde"
SQUARES: Final = tuple(range(SIZE * SIZE))
SQUARE_NAMES: Final = tuple(f"{COLUMNS[sq % SIZE]}{sq // SIZE + 1}" for sq in SQUARES)
_BY_NAME: Final = {name: sq for sq, name in enumerate(SQUARE_NAMES)}

#: Regular expression (for schemas) matching exactly the 25 square names.
SQUARE_PATTERN: Final = r"^[a-e][1-5]$"
#: The form of a square, with an example (for error messages).
SQUARE_FORM: Final = "must be a square such as \"c3\": a column a to e, then a row 1 to 5"
#: Tam's Mountain, the centre square.
MOUNTAIN: Final[Square] = 12
#: Tam's Water: the other squares of the central row and column (the Mountain is not water by default).
WATER: Final = frozenset(sq for sq in SQUARES if sq != MOUNTAIN and (sq // SIZE == 2 or sq % SIZE == 2))


class SquareError(RulesError):
    """A string that is not the name of a square."""


def parse_square(name: object, field: str = "square") -> Square:
    """Parse a square name such as ``"c3"``; ``field`` names the input in the error message."""
    if isinstance(name, str) and name.strip().lower() in _BY_NAME:
        return _BY_NAME[name.strip().lower()]
    raise SquareError(f"{name!r} is not a square such as \"c3\": a column a to e, then a row 1 to 5", field)


def square_name(sq: Square) -> str:
    """Return the name of a square, e.g. ``"c3"``."""
    return SQUARE_NAMES[sq]


def _at_offsets(sq: Square, offsets: tuple[tuple[int, int], ...]) -> tuple[Square, ...]:
    row, column = divmod(sq, SIZE)
    return tuple(r * SIZE + c for dr, dc in offsets if 0 <= (r := row + dr) < SIZE and 0 <= (c := column + dc) < SIZE)


_KING_STEPS: Final = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
_TAM_DIAMOND: Final = (*_KING_STEPS, (-2, 0), (2, 0), (0, -2), (0, 2))


def neighbours(sq: Square) -> tuple[Square, ...]:
    """Return the (up to 8) squares adjacent to ``sq``, diagonals included."""
    return _at_offsets(sq, _KING_STEPS)


def destinations(sq: Square) -> tuple[Square, ...]:
    """Return where a piece standing on ``sq`` may move.

    From the Mountain: the 12 squares at orthogonal distance 1 or 2 (the "Tam" diamond), jumping over anything;
    from any other square: its neighbours.
    """
    return _at_offsets(sq, _TAM_DIAMOND) if sq == MOUNTAIN else neighbours(sq)
