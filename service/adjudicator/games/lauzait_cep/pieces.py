"""The 68 pieces of Lauzait Cep! and the subsets used by 2, 3 and 4 players.

Notation: a coloured piece is its colour letter followed by its number, ``G`` for green (Site Workers, 兵) and
``W`` for white (Administrative Officers, 筆): ``"G3"``, ``"W9"``. A joker is ``"J"``. Parsing also accepts
lower case and the CJK suit names (``"兵3"``, ``"筆9"``, ``"歪"``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from adjudicator.games.errors import RulesError


class PieceError(RulesError):
    """A string that is not a piece, or a collection of pieces the set in play cannot provide."""


class Colour(StrEnum):
    """The two colours (suits)."""

    GREEN = "G"
    WHITE = "W"


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece: a colour and a number 0..9, or a joker (both ``None``)."""

    colour: Colour | None
    number: int | None

    def __post_init__(self) -> None:
        if (self.colour is None) != (self.number is None):
            raise PieceError("a piece has both a colour and a number, or neither (a joker)")
        if self.number is not None and not 0 <= self.number <= 9:
            raise PieceError(f"piece number must be 0..9, got {self.number}")

    @property
    def is_joker(self) -> bool:
        """Whether this is a joker."""
        return self.colour is None

    def __str__(self) -> str:
        if self.colour is None:
            return "J"
        return f"{self.colour}{self.number}"  # a StrEnum formats as its value (its .value is a slower descriptor)

    def __repr__(self) -> str:
        return f"<Piece {self}>"

    @classmethod
    def parse(cls, text: object, field: str = "piece") -> Piece:
        """Parse ``"G3"``, ``"W9"`` or ``"J"``; ``field`` names the input in the error message."""
        if not isinstance(text, str):
            raise PieceError(f"expected a piece string such as 'G3', 'W9' or 'J', got {text!r}", field)
        token = text.strip().upper()
        if token in ("J", "歪"):
            return JOKER
        if len(token) == 2 and token[1] in "0123456789" and token[0] in _COLOUR_LETTERS:  # not isdigit(): "²"
            return cls(_COLOUR_LETTERS[token[0]], int(token[1]))
        raise PieceError(f"{text!r} is not a piece such as \"G3\": G0 to G9 (green), W0 to W9 (white) or J (joker)",
                         field)


_COLOUR_LETTERS: Final = {"G": Colour.GREEN, "兵": Colour.GREEN, "W": Colour.WHITE, "筆": Colour.WHITE}

#: The joker (ワイルド); it belongs to no colour.
JOKER: Final = Piece(None, None)
#: The number of jokers in the full set.
JOKERS_IN_FULL_SET: Final = 4
#: Hand size: every player always holds nine pieces.
HAND_SIZE: Final = 9
#: Pieces placed face up on the board at setup (every square but the Mountain).
BOARD_PIECES: Final = 24
#: The player counts the rules provide for.
PLAYER_COUNTS: Final = (2, 3, 4)


def dots(number: int) -> int:
    """Return the bonus dots printed on a piece of this number: 1 for 0-3, 2 for 4-7, 3 for 8-9."""
    if not 0 <= number <= 9:
        raise PieceError(f"piece number must be 0..9, got {number}")
    return 1 if number <= 3 else 2 if number <= 7 else 3


def copies_per_colour(number: int) -> int:
    """Return how many pieces of each colour carry this number in the full set: 4, 3 or 2."""
    return {1: 4, 2: 3, 3: 2}[dots(number)]


def check_players(players: int) -> None:
    """Raise :class:`PieceError` unless ``players`` is 2, 3 or 4."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in PLAYER_COUNTS:
        raise PieceError(f"players must be 2, 3 or 4, got {players!r}")


def lowest_number(players: int) -> int:
    """Return the lowest number in play: 0 with 4 players; 1 with 3 or 2 (all 0s are removed)."""
    check_players(players)
    return 0 if players == 4 else 1


def piece_set(players: int = 4) -> Mapping[Piece, int]:
    """Return the pieces in play and their copies: 68 for 4 players, 60 for 3 (no 0s), 58 for 2 (also 2 jokers)."""
    return _PIECE_SETS[players] if players in _PIECE_SETS else _piece_set(players)


def _piece_set(players: int) -> Mapping[Piece, int]:
    low = lowest_number(players)
    pieces = {Piece(colour, n): copies_per_colour(n) for colour in Colour for n in range(low, 10)}
    pieces[JOKER] = JOKERS_IN_FULL_SET if players > 2 else JOKERS_IN_FULL_SET - 2
    return MappingProxyType(pieces)


#: The piece set of each number of players, computed once (read-only).
_PIECE_SETS: Final[dict[int, Mapping[Piece, int]]] = {n: _piece_set(n) for n in (2, 3, 4)}


def set_size(players: int) -> int:
    """Return the number of pieces in play."""
    return sum(piece_set(players).values())


def check_available(pieces: Iterable[Piece], players: int, where: str) -> None:
    """Raise :class:`PieceError` if ``pieces`` holds more copies of a piece than the set in play has."""
    available: Mapping[Piece, int] = piece_set(players)
    for piece, count in Counter(pieces).items():
        if count > available.get(piece, 0):
            have = available.get(piece, 0)
            raise PieceError(f"{count} x {piece}, but the {players}-player set has only {have}", where)


def parse_pieces(items: object, field: str) -> tuple[Piece, ...]:
    """Parse a JSON list of piece strings; error messages name ``field[i]``."""
    if not isinstance(items, list):
        raise PieceError(f"expected a list of pieces, got {type(items).__name__}", field)
    return tuple(Piece.parse(item, f"{field}[{i}]") for i, item in enumerate(items))


def format_pieces(pieces: Iterable[Piece]) -> list[str]:
    """Return the notation of each piece, sorted (green before white, jokers last)."""
    return [str(p) for p in sort_pieces(pieces)]


def piece_key(piece: Piece) -> tuple[bool, int, int]:
    """Return the sort key of a piece: green before white, by number, jokers last (the colour compared by identity:
    an enum's ``.value`` is a descriptor call, and hands are sorted millions of times in a long game)."""
    colour = piece.colour
    return (colour is None, 0 if colour is None or colour is Colour.GREEN else 1, piece.number or 0)


def sort_pieces(pieces: Iterable[Piece]) -> list[Piece]:
    """Sort pieces: green before white, by number, jokers last."""
    return sorted(pieces, key=piece_key)
