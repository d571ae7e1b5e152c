"""Squares of the 9x9 Cetkaik board.

A square is an ``int`` index ``row * 9 + column``. Columns are ``K L N T Z X C M P`` (0..8) and rows
``A E I U O Y AI AU IA`` (0..8); a square's name is its column letter followed by its row name
(``"ZO"`` is the centre, ``"CAI"`` is column C, row AI).
"""

from __future__ import annotations

from typing import Final, TypeAlias

from adjudicator.games.errors import RulesError

Square: TypeAlias = int

COLUMNS: Final = ("K", "L", "N", "T", "Z", "X", "C", "M", "P")
ROWS: Final = ("A", "E", "I", "U", "O", "Y", "AI", "AU", "IA")

SQUARE_NAMES: Final[tuple[str, ...]] = tuple(c + r for r in ROWS for c in COLUMNS)
_BY_NAME: Final[dict[str, Square]] = {name: i for i, name in enumerate(SQUARE_NAMES)}
_ROW_INDEX: Final[dict[str, int]] = {r: i for i, r in enumerate(ROWS)}
_COLUMN_INDEX: Final[dict[str, int]] = {c: i for i, c in enumerate(COLUMNS)}

#: Regular expression (for schemas) matching exactly the 81 square names.
SQUARE_PATTERN: Final = r"^[KLNTZXCMP](A|E|I|U|O|Y|AI|AU|IA)$"
#: How a square is written, for messages.
SQUARE_FORM: Final = 'expected a square such as "CAI": column K L N T Z X C M P, then row A E I U O Y AI AU IA'


class SquareError(RulesError):
    """A string that is not the name of a square."""


def square(row: int, column: int) -> Square:
    """Return the square at ``row`` and ``column`` (both 0..8)."""
    if not (0 <= row < 9 and 0 <= column < 9):
        raise SquareError(f"row {row}, column {column} is off the board")
    return row * 9 + column


def parse_square(name: object) -> Square:
    """Parse a square name such as ``"CAI"``; raise :class:`SquareError` if it is not one."""
    found = _BY_NAME.get(name) if isinstance(name, str) else None
    if found is None:
        raise SquareError(f"{name!r} is not a square: {SQUARE_FORM}")
    return found


def square_name(sq: Square) -> str:
    """Return the name of a square, e.g. ``"ZO"``."""
    return SQUARE_NAMES[sq]


def from_row_column_names(row: str, column: str) -> Square:
    """Return the square given as cerke_online's ``[row, column]`` pair, e.g. ``("AI", "C")``."""
    try:
        return _ROW_INDEX[row] * 9 + _COLUMN_INDEX[column]
    except (KeyError, TypeError):
        raise SquareError(f"[{row!r}, {column!r}] is not a [row, column] square") from None


def to_row_column_names(sq: Square) -> tuple[str, str]:
    """Return the cerke_online ``(row, column)`` names of a square."""
    return ROWS[sq // 9], COLUMNS[sq % 9]


def distance(a: Square, b: Square) -> int:
    """Chebyshev distance between two squares (the reference's ``distance``)."""
    return max(abs(a // 9 - b // 9), abs(a % 9 - b % 9))


def rotate180(sq: Square) -> Square:
    """The square seen from the other side of the board."""
    return 80 - sq


#: The nine fixed tam2 hue squares.
FIXED_TAM_HUE: Final[frozenset[Square]] = frozenset(
    parse_square(n) for n in ("NI", "CI", "TU", "XU", "ZO", "TY", "XY", "NAI", "CAI")
)
#: The nine water (tam2 nua2) squares.
WATER: Final[frozenset[Square]] = frozenset(
    parse_square(n) for n in ("NO", "TO", "ZO", "XO", "CO", "ZI", "ZU", "ZY", "ZAI")
)
#: The centre square (tam2 zo1), both hue and water; tam2 starts here.
CENTRE: Final[Square] = parse_square("ZO")
