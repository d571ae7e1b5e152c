"""Positions: the board, each player's hand (concealed pieces and revealed Departments) and the luminous piece.

JSON shape::

    {
      "players": 4,                       # 2, 3 or 4
      "board": {"a1": "G3", ..., "c3": null},   # every square; exactly one is empty (null or left out)
      "hands": [                          # in play order; null for a hand the caller does not know
        {"concealed": ["G1", "W7", ...], "revealed": [{"pieces": ["W3", "W3", "J"], "bonus": 2}]},
        ...
      ],
      "to_play": 0,                       # index in "hands" of the player whose Day it is
      "luminous": "W5"                    # optional rule: the face-up indicator, or null
    }

A hand always holds nine pieces: its concealed pieces plus three per revealed Department. Each revealed
Department records the bonus its owner received when forming it, which is what dissolving it refunds.

That bonus is checked when the JSON is read, against the readings the pieces have with the position's player
count under the ruleset given to ``from_json``. The ruleset matters only through ``jokers_within_piece_set``
(a joker standing only for a piece of the set in play); without one, the default ruleset is used, which lets a
joker stand for any piece and so accepts every bonus some ruleset accepts: a position read without the ruleset
it is played under may carry a bonus that ruleset's restriction rules out. Read it with its ruleset, or check it
afterwards with :meth:`Position.check` (as the HTTP endpoints do: they read every position the same way first),
for the exact check; the functions that take a position and a ruleset do not check it again. Errors carry the
path of the offending field in ``field`` (``hands[0].revealed[1].bonus``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from adjudicator.games.errors import RulesError

from ..jsonform import json_form, json_written_by
from ..shapes import declared, integer, listed, part, read_shape
from .board import MOUNTAIN, SQUARES, parse_square, square_name
from .departments import readings
from .pieces import (
    BOARD_PIECES,
    HAND_SIZE,
    Piece,
    PieceError,
    check_available,
    check_players,
    format_pieces,
    piece_set,
    sort_pieces,
)
from .rulesets import Ruleset


class PositionError(RulesError):
    """A position that is malformed or impossible (wrong counts, too many copies of a piece, ...)."""


def _fail(message: str, where: str) -> PositionError:
    """A position error at ``where`` (a path read from an input given alone, ``""``, starts with its key)."""
    return PositionError(message, where.removeprefix("."))


#: A piece in notation (``"G3"``, ``"W9"``, ``"J"``; lower case and 兵/筆/歪 accepted), read as a :class:`Piece`.
PIECE: Final = part(Piece.parse, schema="string")


def piece_names(pieces: Sequence[Piece]) -> list[str]:
    """Pieces in notation, in their order."""
    return [str(p) for p in pieces]


@dataclass(frozen=True, slots=True)
class RevealedDepartment:
    """A Department shown on the table and the bonus its owner received for it."""

    pieces: tuple[Piece, ...] = field(metadata=declared(
        listed(PIECE, min_length=3, max_length=3), "the three pieces", example=["G3", "G4", "J"],
        **json_written_by(format_pieces)))  # sorted
    bonus: int = field(metadata=declared(integer(0, 9), "the bonus received"))

    def to_json(self) -> dict[str, object]:
        """Return ``{"pieces": [...], "bonus": n}`` (the pieces sorted): :func:`json_form`."""
        return json_form(self)

    @classmethod
    def read(cls, data: object, field: str) -> RevealedDepartment:
        """Read ``{"pieces", "bonus"}`` by the fields' kinds, not yet checked as a Department (:meth:`check`)."""
        return cls(**read_shape(cls, data, _fail, field))

    @classmethod
    def from_json(
        cls, data: object, field: str, players: int = 4, ruleset: Ruleset | None = None
    ) -> RevealedDepartment:
        """Parse and check that the pieces form a Department that can have earned the recorded bonus.

        The readings are those of a game of ``players`` under ``ruleset`` (default: the default ruleset).
        """
        department = cls.read(data, field)
        department.check(field, players, ruleset)
        return department

    def check(self, field: str = "", players: int = 4, ruleset: Ruleset | None = None) -> None:
        """Check that the pieces form a Department that can have earned the bonus (``field`` names it in errors)."""
        options = readings(self.pieces, players, ruleset)
        prefix = f"{field}." if field else ""
        if not options:
            raise PositionError(f"{' '.join(map(str, self.pieces))} do not form a Department", f"{prefix}pieces")
        if self.bonus not in {d.bonus for d in options}:
            earned = sorted({d.bonus for d in options})
            raise PositionError(f"these pieces earn {earned}, not {self.bonus}", f"{prefix}bonus")


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's nine pieces: the concealed ones (kept sorted) and the revealed Departments."""

    concealed: tuple[Piece, ...] = field(metadata=declared(
        listed(PIECE, min_length=0, max_length=HAND_SIZE), "the concealed pieces (sorted in answers)",
        example=["G3", "G4", "J"], **json_written_by(piece_names)))  # kept sorted by the hand
    revealed: tuple[RevealedDepartment, ...] = field(default=(), metadata=declared(
        listed(part(RevealedDepartment.read), min_length=0, max_length=3), "the revealed Departments (default none)"))

    def __post_init__(self) -> None:
        object.__setattr__(self, "concealed", tuple(sort_pieces(self.concealed)))

    @property
    def pieces(self) -> tuple[Piece, ...]:
        """All nine pieces, concealed first."""
        return self.concealed + tuple(p for d in self.revealed for p in d.pieces)

    def to_json(self) -> dict[str, object]:
        """Return ``{"concealed": [...], "revealed": [...]}``: :func:`json_form`."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object, field: str = "hand", players: int = 4, ruleset: Ruleset | None = None) -> Hand:
        """Parse a hand and check it holds nine pieces; revealed bonuses are checked for ``players`` and ``ruleset``.

        See :meth:`RevealedDepartment.from_json`.
        """
        read = read_shape(cls, data, _fail, field)
        concealed, revealed = read["concealed"], read.get("revealed", ())
        prefix = f"{field}." if field else ""
        for i, department in enumerate(revealed):
            department.check(f"{prefix}revealed[{i}]", players, ruleset)
        hand = cls(concealed, revealed)
        if len(hand.pieces) != HAND_SIZE:
            raise PositionError(
                f"a hand holds {HAND_SIZE} pieces, this one {len(hand.pieces)} "
                f"({len(concealed)} concealed, {len(revealed)} revealed Departments)", field
            )
        return hand

    def check(self, field: str = "", players: int = 4, ruleset: Ruleset | None = None) -> None:
        """Check that the set of ``players`` can provide the hand and its bonuses hold under ``ruleset``.

        For a hand read without its player count and ruleset (whose check accepts every bonus some ruleset does).
        """
        prefix = f"{field}." if field else ""
        for i, department in enumerate(self.revealed):
            department.check(f"{prefix}revealed[{i}]", players, ruleset)
        check_available(self.pieces, players, field)


def read_players(data: object, where: str) -> int:
    """A position's player count, 2, 3 or 4 (checked by :func:`~.pieces.check_players`, whose error it raises for
    another whole number; ``where``: the field, ``players``)."""
    if type(data) is not int:
        raise PositionError(f"expected 2, 3 or 4, got {data!r}", where.removeprefix("."))
    check_players(data)
    return data


def read_board(data: object, where: str) -> tuple[Piece | None, ...]:
    """A position's board: an object mapping each square (``"a1"`` .. ``"e5"``) to its piece, the empty square
    null or left out, read as the pieces by square (``where``: the field, named in errors, ``board``)."""
    field = where.removeprefix(".")
    if not isinstance(data, Mapping):
        raise PositionError("expected an object mapping squares ('a1'..'e5') to pieces", field)
    board: list[Piece | None] = [None] * len(SQUARES)
    given: set[int] = set()
    for name, value in data.items():
        sq = parse_square(name, f"{field}.{name}")
        if sq in given:
            raise PositionError(f"square {square_name(sq)} is given twice", f"{field}.{name}")
        given.add(sq)
        if value is not None:
            board[sq] = Piece.parse(value, f"{field}.{name}")
    return tuple(board)


def board_json(board: tuple[Piece | None, ...]) -> dict[str, str | None]:
    """A board's JSON form: every square by name, its piece or null (:func:`read_board` reads it)."""
    return {square_name(sq): None if p is None else str(p) for sq, p in enumerate(board)}


#: A position's player count and its board, as declared parts (the web layer documents each by a field of its own).
PLAYERS: Final = part(read_players).named("player count")
BOARD: Final = part(read_board)


def _hand_given(data: object, where: str) -> object:
    """A hand of a position, read by the position's reader (which knows the player count and the ruleset)."""
    return data


def _piece(data: object, where: str) -> Piece:
    """A piece of a position read alone (``where`` starts with its key: ``luminous``)."""
    return Piece.parse(data, where.removeprefix("."))


@dataclass(frozen=True, slots=True)
class Position:
    """The state at the start of a player's Day."""

    players: int = field(metadata=declared(
        PLAYERS,
        "2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no 0s), 58 with 2 (also 2 jokers)"))
    board: tuple[Piece | None, ...] = field(metadata=declared(
        BOARD, "every square a1..e5 -> its piece; exactly one square is empty (null or left out); c3 is "
                          "Tam's Mountain, c1 c2 c4 c5 a3 b3 d3 e3 are water", **json_written_by(board_json)))
    hands: tuple[Hand | None, ...] = field(metadata=declared(
        listed(part(_hand_given, nullable=True).named("hand"), min_length=2, max_length=4),
        "one per player in play order; null for a hand the caller does not know (never the hand of the player "
        "whose Day it is)"))
    to_play: int = field(default=0, metadata=declared(
        integer(0, 3), "index in hands of the player whose Day it is (default 0)"))
    luminous: Piece | None = field(default=None, metadata=declared(
        part(_piece, schema="string", nullable=True), "the face-up luminous piece (optional rule), or null",
        **json_written_by(str)))

    def __post_init__(self) -> None:
        check_players(self.players)
        if len(self.board) != len(SQUARES):
            raise PositionError(f"expected {len(SQUARES)} squares, got {len(self.board)}", "board")
        occupied = sum(p is not None for p in self.board)
        if occupied != BOARD_PIECES:
            raise PositionError(f"exactly one square must be empty, {len(SQUARES) - occupied} are", "board")
        if len(self.hands) != self.players:
            raise PositionError(f"expected {self.players} hands (null for unknown), got {len(self.hands)}", "hands")
        if not 0 <= self.to_play < self.players:
            raise PositionError(f"expected 0..{self.players - 1}, got {self.to_play}", "to_play")
        if self.hands[self.to_play] is None:
            raise PositionError("the hand of the player to move must be given", f"hands[{self.to_play}]")
        for i, hand in enumerate(self.hands):
            if hand is not None:
                check_available(hand.pieces, self.players, f"hands[{i}]")
        known = [p for p in self.board if p is not None]
        known += [p for hand in self.hands if hand is not None for p in hand.pieces]
        if self.luminous is not None:
            known.append(self.luminous)
        try:
            check_available(known, self.players, "board, hands and luminous piece together")
        except PieceError as error:
            raise PositionError(str(error)) from None

    @property
    def empty_square(self) -> int:
        """The one empty square."""
        return self.board.index(None)

    @property
    def hand(self) -> Hand:
        """The hand of the player whose Day it is."""
        hand = self.hands[self.to_play]
        assert hand is not None  # checked on construction
        return hand

    def with_hand(self, hand: Hand, board: tuple[Piece | None, ...] | None = None) -> Position:
        """Return the position with the current player's hand (and optionally the board) replaced."""
        hands = list(self.hands)
        hands[self.to_play] = hand
        return replace(self, hands=tuple(hands), board=self.board if board is None else board)

    @property
    def next_turn(self) -> int:
        """The player whose Day comes next (``hands`` are in play order)."""
        return (self.to_play + 1) % self.players

    def exchanged(self, hand: Hand, board: tuple[Piece | None, ...], to_play: int | None = None) -> Position:
        """Return the position after pieces only changed places between the current hand and the board.

        The caller guarantees that the multiset of pieces is unchanged and one square is still empty, so the
        new position is built without validating it again (hiring builds thousands of them). ``to_play`` (default:
        unchanged) names the player whose Day the new position starts.
        """
        hands = list(self.hands)
        hands[self.to_play] = hand
        moved = Position.__new__(Position)  # not object.__new__: refused for mypyc-compiled classes
        for name, value in (("players", self.players), ("board", board), ("hands", tuple(hands)),
                            ("to_play", self.to_play if to_play is None else to_play), ("luminous", self.luminous)):
            object.__setattr__(moved, name, value)
        return moved

    def check(self, ruleset: Ruleset) -> None:
        """Check the revealed Departments' bonuses under ``ruleset``, for a position read without it."""
        if ruleset.jokers_within_piece_set:  # the only option that narrows the readings
            for i, hand in enumerate(self.hands):
                for j, department in enumerate(hand.revealed if hand is not None else ()):
                    department.check(f"hands[{i}].revealed[{j}]", self.players, ruleset)

    def to_json(self) -> dict[str, object]:
        """Return the JSON shape documented in the module docstring (its fields: :func:`json_form`)."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object, ruleset: Ruleset | None = None) -> Position:
        """Parse the JSON shape documented in the module docstring; raise a ``ValueError`` naming the field.

        Revealed Departments' bonuses are checked for the position's player count under ``ruleset`` (default:
        the default ruleset, see the module docstring).
        """
        if not isinstance(data, Mapping):
            raise PositionError("expected an object", "position")
        read = read_shape(cls, data, _fail, "")
        players = read["players"]  # checked by read_players
        hands = tuple(
            None if item is None else Hand.from_json(item, f"hands[{i}]", players, ruleset)
            for i, item in enumerate(read["hands"])
        )
        return cls(players, read["board"], hands, read.get("to_play", 0), read.get("luminous"))


def deal(players: int, rng: random.Random, luminous: bool = False) -> Position:
    """Set up a Season: deal nine pieces to each player and fill every square but the Mountain.

    With ``luminous`` one of the unused pieces is turned face up as the luminous piece.
    """
    check_players(players)
    pool = [piece for piece, count in piece_set(players).items() for _ in range(count)]
    rng.shuffle(pool)
    hands = tuple(Hand(tuple(pool[i * HAND_SIZE : (i + 1) * HAND_SIZE])) for i in range(players))
    rest = iter(pool[players * HAND_SIZE :])
    board = tuple(None if sq == MOUNTAIN else next(rest) for sq in SQUARES)
    return Position(players, board, hands, 0, next(rest) if luminous else None)
