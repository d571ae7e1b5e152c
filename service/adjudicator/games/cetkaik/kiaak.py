"""Kiaak (棋譜, kia1 ak1) game records: the cerke_online dialect of CKKA notation ⓪.

A record is a header of ``{key:value}`` items (cerke_online writes ``{一位色:…}``, ``{始時:…}``, ``{終時:…}``)
followed by a body of movements, declarations and the end mark ``星一周``. Accepted besides what cerke_online
writes (CKKA extras): ``片`` for an unnamed profession, ``或`` or ``[name]`` for the declaring player,
``{comments}`` anywhere, captures written as a separate word (``TE虎ZA無撃裁 手黒船``), and ``水或``/``橋或`` for a
cast whose value was not recorded.

:func:`parse_record` turns text into a :class:`KiaakRecord` (raising :class:`KiaakSyntaxError` with the line
and column of the first malformed spot); :func:`replay_record` plays it through the rules and reports every
position and the first problem; :func:`write_record` lays out a record as cerke_online does.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, TypeAlias

from adjudicator.games.cetkaik.hands import (
    FLASH_CJK,
    HAND_KINDS,
    HAND_SYSTEMS,
    IO_HAND,
    KUT2TAM2,
    TAM2_TY_SAK2,
    HandKind,
)
from adjudicator.games.cetkaik.movegen import is_legal, legal_moves
from adjudicator.games.cetkaik.moves import (
    PASS,
    AfterHalfAcceptance,
    FromHand,
    GroundMove,
    InfAfterStep,
    Move,
    SrcDst,
    SrcStepDstFinite,
    SrcStepsDst,
    TamMove,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
    to_notation,
)
from adjudicator.games.cetkaik.pieces import (
    Colour,
    ColouredPiece,
    Piece,
    Profession,
    Side,
    parse_colour,
    parse_profession,
)
from adjudicator.games.cetkaik.position import TOTAL_SCORE, GameResult, Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.scoring import hands_of
from adjudicator.games.cetkaik.squares import COLUMNS, ROWS, Square, square, square_name
from adjudicator.games.cetkaik.transition import (
    STICKS,
    WATER_ENTRY_THRESHOLD,
    CastError,
    Casts,
    DeclarationKind,
    DeclarationOutcome,
    Outcome,
    TurnState,
    apply_move,
    declare,
    season_first_mover,
    why_no_move,
)
from adjudicator.games.cetkaik.variants import initial_position
from adjudicator.games.errors import RulesError

# ---------------------------------------------------------------------------------------------------------------
# The written record


class KiaakSyntaxError(RulesError):
    """A record that does not follow the notation; ``line`` and ``column`` (1-based) locate the problem."""

    def __init__(self, reason: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {reason}")
        self.reason = reason
        self.line = line
        self.column = column


@dataclass(frozen=True, slots=True)
class Where:
    """A place in the record text: 1-based line and column (in characters)."""

    line: int
    column: int


@dataclass(frozen=True, slots=True)
class WrittenCast:
    """A stick cast as written: the number of marked sticks, or ``None`` if written ``或`` (not recorded)."""

    value: int | None


@dataclass(frozen=True, slots=True)
class WrittenCapture:
    """A capture as written: ``手赤馬``, or ``手馬`` when the record does not say the colour (CKKA)."""

    colour: Colour | None
    profession: Profession

    @classmethod
    def of(cls, piece: ColouredPiece) -> WrittenCapture:
        """The capture of ``piece`` with its colour written."""
        return cls(piece.colour, piece.profession)

    def matches(self, piece: ColouredPiece | None) -> bool:
        """Whether ``piece`` is what is written (any colour when none is written)."""
        if piece is None:
            return False
        return piece.profession is self.profession and self.colour in (None, piece.colour)

    @property
    def text(self) -> str:
        """The written piece, e.g. ``赤馬`` or ``馬``."""
        return ("" if self.colour is None else self.colour.cjk) + self.profession.cjk


@dataclass(frozen=True, slots=True)
class PieceMovement:
    """A movement of a piece on the board (not the tam2), e.g. ``MAU弓MAIMY橋一`` or ``TE虎ZA無撃裁手黒船``.

    ``stepping_cast`` is the ``橋`` cast of a step-then-ranged move, ``water_cast`` the ``水`` water-entry cast;
    ``thwarted`` (``此無``) says the move did not happen: the water entry failed if there was a water cast,
    otherwise the step-then-ranged move was given up after its cast (``dest`` is then the planned square).
    """

    src: Square
    profession: Profession | None
    step: Square | None
    dest: Square
    stepping_cast: WrittenCast | None
    water_cast: WrittenCast | None
    thwarted: bool
    capture: WrittenCapture | None
    where: Where


@dataclass(frozen=True, slots=True)
class TamMovement:
    """A movement of the tam2: ``ZO皇[TO]NO``, ``ZAU皇XAU[ZAI]TY`` (step in the former half) or ``ZO皇[ZY]ZAIZAU``.

    CKKA ⓪ also lets a record leave the first destination unknown: ``ZO皇[或]NO`` (``first`` is None), or write
    a step without its first destination, ``PAU皇CAIMAU`` (``first`` None, ``step_in_former_half`` None: the
    half is not said). Every tam2 move from ``src`` to ``second`` has the same effect, so such a movement is
    replayed as any legal tam2 move that fits what is written.
    """

    src: Square
    first: Square | None
    step: Square | None
    step_in_former_half: bool | None
    second: Square
    where: Where


@dataclass(frozen=True, slots=True)
class Drop:
    """A piece placed from the mover's hop1zuo1, e.g. ``黒弓CY``."""

    piece: ColouredPiece
    dest: Square
    where: Where


@dataclass(frozen=True, slots=True)
class Declaration:
    """``或為<hands>`` followed by ``再行`` (ty mok1, ``score`` is None) or ``而手<score>`` + ``終季 <season>終``.

    ``parenthesised`` marks the CKKA form that names each hand in parentheses: ``[SY]為(同色獣)再行`` or
    ``[SY]為(同色獣)(王)終季 手二十``, optionally followed by ``<season>終`` (``season`` is None when it is not
    written).
    """

    player: str
    hands: tuple[str, ...]
    score: int | None
    season: str | None
    where: Where
    parenthesised: bool = False


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The end mark ``星一周``."""

    where: Where


Movement: TypeAlias = PieceMovement | TamMovement | Drop
BodyElement: TypeAlias = PieceMovement | TamMovement | Drop | Declaration | GameEnd


@dataclass(frozen=True, slots=True)
class Player:
    """A player named in the CKKA players line ``[name]score``: its name, side and score at the start."""

    name: str
    side: Side
    score: int


@dataclass(frozen=True, slots=True)
class KiaakRecord:
    """A parsed record: its header items, the first mover of each season (from ``一位色``) and the body.

    ``first_movers`` lists the seasons whose first mover the header gives (the older single-colour ``一位色``
    gives only the first season's; the others are inferred from the record when it is replayed).
    ``players`` are the two players of the CKKA players line ``[name]score [name]score``, if written: the first
    is the IA side (黒王), the second the A side; their scores are the scores at the start of the record.
    """

    header: tuple[tuple[str, str], ...]
    first_movers: tuple[Side, ...] | None
    body: tuple[BodyElement, ...]
    players: tuple[Player, Player] | None = None

    def header_value(self, key: str) -> str | None:
        """Return the value of the first header item called ``key``, if any."""
        return next((v for k, v in self.header if k == key), None)


# ---------------------------------------------------------------------------------------------------------------
# Vocabulary

FIRST_MOVER_KEY: Final = "一位色"
START_TIME_KEY: Final = "始時"
END_TIME_KEY: Final = "終時"
GAME_END_MARK: Final = "星一周"
TY_MOK1_WORD: Final = "再行"
TA_XOT1_WORD: Final = "終季"
NO_CAST: Final = "無撃裁"
WATER: Final = "水"
BRIDGE: Final = "橋"
THWARTED: Final = "此無"
UNKNOWN: Final = "或"
CAPTURE: Final = "手"
UNNAMED_PIECE: Final = "片"
TAM2: Final = "皇"
DECLARES: Final = "為"
#: The CKKA form names each hand in parentheses: ``[SY]為(同色獣)(王)終季 手二十``.
HAND_OPEN: Final = "("
HAND_CLOSE: Final = ")"
AND: Final = "加"
GAINS: Final = "而手"
SEASON_ENDS: Final = "終"
#: Season names by number of seasons in the game (1, 2 or 4).
SEASON_NAMES: Final[dict[int, tuple[str, ...]]] = {1: ("春",), 2: ("上季", "下季"), 4: ("春", "夏", "秋", "冬")}
_ALL_SEASON_NAMES: Final = ("上季", "下季", "春", "夏", "秋", "冬")
#: The side whose king has the colour written in ``一位色`` (IA side = 黒, A side = 赤).
SIDE_OF_KING_COLOUR: Final = {Colour.HUOK2: Side.IA, Colour.KOK1: Side.A}

_DIGITS: Final = "無一二三四五六七八九"
_UNITS: Final = {"十": 10, "百": 100, "千": 1000}
_MYRIAD_CHAR: Final = "万"
_NUMBER_CHARS: Final = frozenset((*_DIGITS, *_UNITS, _MYRIAD_CHAR))
_MYRIAD: Final = 10000
_NEGATIVE: Final = "下"
_SEPARATORS: Final = frozenset("\t \u00a0\u3000,.、。，．｡､")
_BODY_START: Final = frozenset(COLUMNS) | {'"'}
#: Every hand name a declaration may list (flash forms and the penalties included), longest first.
_HAND_NAMES: Final = tuple(
    sorted(
        {k.cjk for k in HAND_KINDS}
        | {FLASH_CJK + k.cjk for k in HAND_KINDS if k is not IO_HAND}
        | {KUT2TAM2.cjk, TAM2_TY_SAK2.cjk},
        key=len,
        reverse=True,
    )
)
_ROWS_LONGEST_FIRST: Final = tuple(sorted(ROWS, key=len, reverse=True))


def format_number(n: int) -> str:
    """Write an integer in Linzklar numerals as cerke_online does: 二十, 十三, 百五, 無; 下 marks a negative."""
    if n < 0:
        return _NEGATIVE + format_number(-n)
    if n == 0:
        return _DIGITS[0]
    high, n = divmod(n, _MYRIAD)
    out = format_number(high) + _MYRIAD_CHAR if high else ""
    for unit_char, unit in sorted(_UNITS.items(), key=lambda kv: -kv[1]):
        count, n = divmod(n, unit)
        if count:
            out += ("" if count == 1 else _DIGITS[count]) + unit_char
    return out + (_DIGITS[n] if n else "")


# ---------------------------------------------------------------------------------------------------------------
# Parsing


@dataclass(slots=True)
class _Word:
    """A run of non-separator characters with the place of its first character."""

    text: str
    line: int
    column: int


class _Cursor:
    """Reads one word from left to right, raising syntax errors at the exact column."""

    def __init__(self, word: _Word) -> None:
        self.word = word
        self.pos = 0

    @property
    def where(self) -> Where:
        return Where(self.word.line, self.word.column + self.pos)

    def error(self, reason: str) -> KiaakSyntaxError:
        return KiaakSyntaxError(reason, self.word.line, self.word.column + self.pos)

    def at_end(self) -> bool:
        return self.pos >= len(self.word.text)

    def peek(self) -> str:
        return self.word.text[self.pos : self.pos + 1]

    def accept(self, token: str) -> bool:
        if self.word.text.startswith(token, self.pos):
            self.pos += len(token)
            return True
        return False

    def expect(self, token: str, what: str) -> None:
        if not self.accept(token):
            raise self.error(f"expected {what} {token!r}, found {self.rest()!r}")

    def one_of(self, tokens: Sequence[str], what: str) -> str:
        for token in tokens:
            if self.accept(token):
                return token
        raise self.error(f"expected {what}, found {self.rest()!r}")

    def rest(self) -> str:
        return self.word.text[self.pos :] or "end of word"

    def square(self) -> Square:
        column = self.peek()
        if column not in COLUMNS:
            raise self.error(f"expected a square (column K L N T Z X C M P), found {self.rest()!r}")
        self.pos += 1
        row = self.one_of(_ROWS_LONGEST_FIRST, f"a row (A E I U O Y AI AU IA) after column {column}")
        return square(ROWS.index(row), COLUMNS.index(column))

    def piece(self) -> ColouredPiece:
        colour = parse_colour(self.one_of(("赤", "黒"), "a colour 赤 or 黒"))
        return ColouredPiece(colour, self.profession())

    def capture(self) -> WrittenCapture:
        """A captured piece after 手: colour (may be omitted, CKKA) and profession."""
        colour = None
        if self.peek() in ("赤", "黒"):
            colour = parse_colour(self.one_of(("赤", "黒"), "a colour 赤 or 黒"))
        return WrittenCapture(colour, self.profession())

    def tam_square(self) -> Square | None:
        """A square of a tam2 movement, or None for 或 (not recorded)."""
        return None if self.accept(UNKNOWN) else self.square()

    def profession(self) -> Profession:
        return parse_profession(self.one_of([p.cjk for p in Profession], "a profession (船兵弓車虎馬筆巫将王)"))

    def cast_value(self) -> WrittenCast:
        token = self.one_of((*_DIGITS[:6], UNKNOWN), "a number of sticks (無一二三四五 or 或)")
        return WrittenCast(None if token == UNKNOWN else _DIGITS.index(token))

    def number(self) -> int:
        sign = -1 if self.accept(_NEGATIVE) else 1
        start, total, section, digit = self.pos, 0, 0, 0
        while not self.at_end() and self.peek() in _NUMBER_CHARS:
            char = self.peek()
            self.pos += 1
            if char == _MYRIAD_CHAR:
                total += ((section + digit) or 1) * _MYRIAD
                section = digit = 0
            elif char in _UNITS:
                section += (digit or 1) * _UNITS[char]
                digit = 0
            else:
                digit = digit * 10 + _DIGITS.index(char)
        if self.pos == start:
            raise self.error(f"expected a number (Linzklar numerals), found {self.rest()!r}")
        return sign * (total + section + digit)


def parse_record(text: object) -> KiaakRecord:
    """Parse a kiaak record; raise :class:`KiaakSyntaxError` (with line and column) if it is malformed."""
    if not isinstance(text, str):
        raise KiaakSyntaxError(f"a record is text, got {type(text).__name__}", 1, 1)
    lines = text.splitlines()
    body_start = next((i for i, line in enumerate(lines) if line.lstrip()[:1] in _BODY_START), len(lines))
    header, players = _parse_header(lines[:body_start])
    first_movers = _first_movers(header)
    words = list(_words(lines, body_start))
    return KiaakRecord(header, first_movers, tuple(_parse_body(words)), players)


def _words(lines: Sequence[str], first: int) -> Iterator[_Word]:
    """Split the body into words, dropping separators and ``{comments}``."""
    for index in range(first, len(lines)):
        line, pos = lines[index], 0
        while pos < len(line):
            char = line[pos]
            if char in _SEPARATORS:
                pos += 1
            elif char == "{":
                end = line.find("}", pos)
                if end < 0:
                    raise KiaakSyntaxError("comment '{' is not closed on its line", index + 1, pos + 1)
                pos = end + 1
            else:
                start = pos
                while pos < len(line) and line[pos] not in _SEPARATORS and line[pos] != "{":
                    pos += 1
                yield _Word(line[start:pos], index + 1, start + 1)


def _parse_header(lines: Sequence[str]) -> tuple[tuple[tuple[str, str], ...], tuple[Player, Player] | None]:
    """Read the ``{key:value}`` items (``#{…}#`` escapes braces) and the CKKA players line ``[name]score ...``."""
    items: list[tuple[str, str]] = []
    players: list[tuple[str, int | None, int, int]] = []
    for number, line in enumerate(lines, start=1):
        pos = 0
        while pos < len(line):
            if line[pos] in _SEPARATORS:
                pos += 1
                continue
            if line[pos] == "[":
                pos = _read_player(line, pos, number, players)
                continue
            hashes = len(line[pos:]) - len(line[pos:].lstrip("#"))
            if line[pos + hashes : pos + hashes + 1] != "{":
                reason = f"expected a header item '{{key:value}}' or a player '[name]', found {line[pos:]!r}"
                raise KiaakSyntaxError(reason, number, pos + 1)
            closing = "}" + "#" * hashes
            end = line.find(closing, pos + hashes + 1)
            if end < 0:
                raise KiaakSyntaxError(f"header item is not closed by {closing!r} on its line", number, pos + 1)
            content = line[pos + hashes + 1 : end]
            key, colon, value = content.partition(":")
            if not colon:
                raise KiaakSyntaxError(f"header item {content!r} has no ':'", number, pos + 1)
            if key == FIRST_MOVER_KEY and (not value or any(c not in "赤黒" for c in value)):
                reason = f"{FIRST_MOVER_KEY} must be one 黒 or 赤 per season, got {value!r}"
                raise KiaakSyntaxError(reason, number, pos + hashes + 2 + len(key))
            items.append((key, value))
            pos = end + len(closing)
    return tuple(items), _players(players)


def _read_player(line: str, pos: int, number: int, players: list[tuple[str, int | None, int, int]]) -> int:
    """Read ``[name]`` and the optional score after it (Linzklar numerals); return the position after them."""
    end = line.find("]", pos)
    if end < 0:
        raise KiaakSyntaxError("player name '[' is not closed on its line", number, pos + 1)
    if len(players) == 2:
        raise KiaakSyntaxError("the players line names at most two players", number, pos + 1)
    stop = end + 1
    while stop < len(line) and line[stop] not in _SEPARATORS and line[stop] != "[":
        stop += 1
    score = None
    if stop > end + 1:
        cursor = _Cursor(_Word(line[end + 1 : stop], number, end + 2))
        score = cursor.number()
        _expect_end(cursor)
    players.append((line[pos + 1 : end], score, number, pos + 1))
    return stop


def _players(found: Sequence[tuple[str, int | None, int, int]]) -> tuple[Player, Player] | None:
    """The two players (IA side first) with their starting scores; a missing score makes the total 40."""
    if not found:
        return None
    if len(found) != 2:
        _, _, line, column = found[0]
        raise KiaakSyntaxError("the players line must name two players: [name]score [name]score", line, column)
    (ia_name, ia_score, line, column), (a_name, a_score, _, _) = found
    if ia_score is None:
        ia_score = TOTAL_SCORE // 2 if a_score is None else TOTAL_SCORE - a_score
    if a_score is None:
        a_score = TOTAL_SCORE - ia_score
    if ia_score + a_score != TOTAL_SCORE or not 0 <= ia_score <= TOTAL_SCORE:
        reason = f"the players' scores must add up to {TOTAL_SCORE}, got {ia_score} and {a_score}"
        raise KiaakSyntaxError(reason, line, column)
    return Player(ia_name, Side.IA, ia_score), Player(a_name, Side.A, a_score)


def _first_movers(header: Sequence[tuple[str, str]]) -> tuple[Side, ...] | None:
    value = next((v for k, v in header if k == FIRST_MOVER_KEY), None)
    return None if value is None else tuple(SIDE_OF_KING_COLOUR[parse_colour(c)] for c in value)


def _parse_body(words: Sequence[_Word]) -> list[BodyElement]:
    body: list[BodyElement] = []
    index = 0
    while index < len(words):
        word = words[index]
        cursor = _Cursor(word)
        first = word.text[0]
        if first == CAPTURE:
            last = body[-1] if body else None
            if not isinstance(last, PieceMovement) or last.capture is not None:
                raise cursor.error("a capture must follow a movement that has no capture written")
            cursor.pos += 1
            body[-1] = replace(last, capture=cursor.capture())
        elif first in COLUMNS:
            body.append(_parse_movement(cursor))
        elif first in "赤黒":
            body.append(Drop(cursor.piece(), cursor.square(), Where(word.line, word.column)))
        elif word.text == GAME_END_MARK:
            cursor.pos = len(word.text)
            body.append(GameEnd(Where(word.line, word.column)))
        elif first in (UNKNOWN, "["):
            declaration, index = _parse_declaration(words, index)
            body.append(declaration)
            index += 1
            continue
        else:
            raise cursor.error(f"expected a movement, a drop, a declaration or {GAME_END_MARK}, found {word.text!r}")
        _expect_end(cursor)
        index += 1
    return body


def _expect_end(cursor: _Cursor) -> None:
    if not cursor.at_end():
        raise cursor.error(f"unexpected {cursor.rest()!r}")


def _parse_movement(cursor: _Cursor) -> PieceMovement | TamMovement:
    where = cursor.where
    src = cursor.square()
    if cursor.accept(TAM2):
        return _parse_tam_movement(cursor, src, where)
    profession = None if cursor.accept(UNNAMED_PIECE) else cursor.profession()
    dest = cursor.square()
    step = None
    if cursor.peek() in COLUMNS and not cursor.at_end():
        step, dest = dest, cursor.square()
    stepping_cast = water_cast = None
    thwarted = False
    if cursor.accept(BRIDGE):
        if step is None:
            raise cursor.error(f"a stepping cast {BRIDGE} needs a stepped-over square")
        stepping_cast = cursor.cast_value()
        thwarted = cursor.accept(THWARTED)
        if not thwarted and cursor.accept(WATER):
            water_cast, thwarted = _water_cast(cursor)
    elif cursor.accept(WATER):
        water_cast, thwarted = _water_cast(cursor)
    elif not cursor.accept(NO_CAST):
        raise cursor.error(f"expected {NO_CAST}, {WATER} or {BRIDGE} after the destination, found {cursor.rest()!r}")
    capture = cursor.capture() if cursor.accept(CAPTURE) else None
    return PieceMovement(src, profession, step, dest, stepping_cast, water_cast, thwarted, capture, where)


def _water_cast(cursor: _Cursor) -> tuple[WrittenCast, bool]:
    """Read the value of a water-entry cast and whether ``此無`` (failed) follows; they must agree."""
    cast = cursor.cast_value()
    thwarted = cursor.accept(THWARTED)
    if cast.value is not None and (cast.value < 3) != thwarted:
        verdict = f"fails, so {THWARTED} must follow" if cast.value < 3 else f"succeeds, so {THWARTED} must not follow"
        raise cursor.error(f"a water-entry cast of {cast.value} {verdict}")
    return cast, thwarted


def _parse_tam_movement(cursor: _Cursor, src: Square, where: Where) -> TamMovement:
    """``src皇[first]second``, ``src皇[first]step second``, ``src皇step[first]second`` (first may be 或), or
    ``src皇step second`` (the first destination and the half of the step not written)."""
    if cursor.accept("["):
        first = cursor.tam_square()
        cursor.expect("]", "the end of the first destination")
        second = cursor.square()
        if cursor.at_end():
            return TamMovement(src, first, None, False, second, where)
        return TamMovement(src, first, second, False, cursor.square(), where)
    step = cursor.square()
    if not cursor.accept("["):
        if cursor.at_end():
            raise cursor.error("expected the first destination '[…]' or the final square of the tam2")
        return TamMovement(src, None, step, None, cursor.square(), where)
    first = cursor.tam_square()
    cursor.expect("]", "the end of the first destination")
    return TamMovement(src, first, step, True, cursor.square(), where)


def _parse_declaration(words: Sequence[_Word], index: int) -> tuple[Declaration, int]:
    """Parse ``或為…`` and the ``再行`` or ``終季 <season>終`` words after it; return it and its last word's index."""
    cursor = _Cursor(words[index])
    where = cursor.where
    if cursor.accept("["):
        end = cursor.word.text.find("]", cursor.pos)
        if end < 0:
            raise cursor.error("player name '[' is not closed")
        player = cursor.word.text[cursor.pos : end]
        cursor.pos = end + 1
    else:
        player = cursor.one_of((UNKNOWN,), f"a player ({UNKNOWN} or [name])")
    cursor.expect(DECLARES, "the declaration mark")
    if cursor.peek() == HAND_OPEN:
        return _parse_parenthesised_declaration(words, index, cursor, player, where)
    hands = [cursor.one_of(_HAND_NAMES, "a hand name")]
    while cursor.accept(AND):
        hands.append(cursor.one_of(_HAND_NAMES, "a hand name"))
    score = cursor.number() if cursor.accept(GAINS) else None
    _expect_end(cursor)
    expected = (TY_MOK1_WORD,) if score is None else (TA_XOT1_WORD, SEASON_ENDS)
    season = None
    for token in expected:
        index += 1
        if index >= len(words):
            raise KiaakSyntaxError(f"the declaration needs {token!r} after it", cursor.word.line, cursor.word.column)
        cursor = _Cursor(words[index])
        if token == SEASON_ENDS:
            season = cursor.one_of(_ALL_SEASON_NAMES, "a season name (春 夏 秋 冬 上季 下季)")
        cursor.expect(token, "the declaration's")
        _expect_end(cursor)
    return Declaration(player, tuple(hands), score, season, where), index


def _parse_parenthesised_declaration(
    words: Sequence[_Word], index: int, cursor: _Cursor, player: str, where: Where
) -> tuple[Declaration, int]:
    """The CKKA form after ``為``: ``(hand)(hand)…`` then ``再行``, or ``終季`` and the gain ``手<score>`` (in the
    same word or the next), then optionally the word ``<season>終``."""
    hands: list[str] = []
    while cursor.accept(HAND_OPEN):
        hands.append(cursor.one_of(_HAND_NAMES, "a hand name"))
        cursor.expect(HAND_CLOSE, "the end of the hand name")
    if cursor.accept(TY_MOK1_WORD):
        _expect_end(cursor)
        return Declaration(player, tuple(hands), None, None, where, parenthesised=True), index
    if not cursor.accept(TA_XOT1_WORD):
        raise cursor.error(f"expected {HAND_OPEN!r}, {TY_MOK1_WORD!r} or {TA_XOT1_WORD!r}, found {cursor.rest()!r}")
    if cursor.at_end():
        index += 1
        if index >= len(words):
            raise cursor.error(f"the declaration needs its gain '{CAPTURE}<score>' after {TA_XOT1_WORD!r}")
        cursor = _Cursor(words[index])
    cursor.expect(CAPTURE, "the gain")
    score = cursor.number()
    _expect_end(cursor)
    season = None
    following = words[index + 1].text if index + 1 < len(words) else ""
    if following.endswith(SEASON_ENDS) and following[: -len(SEASON_ENDS)] in _ALL_SEASON_NAMES:
        index += 1
        season = following[: -len(SEASON_ENDS)]
    return Declaration(player, tuple(hands), score, season, where, parenthesised=True), index


# ---------------------------------------------------------------------------------------------------------------
# Replaying a record through the rules


@dataclass(frozen=True, slots=True)
class KiaakProblem:
    """The first thing in a record that the rules do not allow, and where it is written."""

    line: int
    column: int
    reason: str


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """A body element that was played, the position after it and where the game then stands."""

    element: BodyElement
    position: Position
    state: TurnState


@dataclass(frozen=True, slots=True)
class KiaakReplay:
    """The result of replaying a record: valid or the first problem, and every position reached."""

    valid: bool
    problem: KiaakProblem | None
    initial: Position
    steps: tuple[ReplayStep, ...]
    game_result: GameResult | None

    @property
    def final_position(self) -> Position:
        """The last position reached (before the problem, if any)."""
        return self.steps[-1].position if self.steps else self.initial

    @property
    def plies(self) -> int:
        """The number of movements replayed."""
        return sum(not isinstance(s.element, (Declaration, GameEnd)) for s in self.steps)

    def position_at(self, ply: int) -> Position:
        """Return the position after ``ply`` movements (and the declaration that followed the last, if any)."""
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= self.plies:
            raise RulesError(f"must be a whole number from 0 to {self.plies}, got {ply!r}", "ply")
        position, seen = self.initial, 0
        for step in self.steps:
            is_movement = not isinstance(step.element, (Declaration, GameEnd))
            if is_movement and seen == ply:
                break
            seen += is_movement
            position = step.position
        return position


class _Invalid(Exception):
    """Internal: stops a replay at the first problem."""

    def __init__(self, where: Where, reason: str) -> None:
        super().__init__(reason)
        self.where = where
        self.reason = reason


def replay_record(record: KiaakRecord | str, ruleset: Ruleset) -> KiaakReplay:
    """Replay a record (text or parsed) under ``ruleset``, checking every move, cast, capture and declaration.

    Raise :class:`KiaakSyntaxError` if the text is malformed; a record that breaks the rules is reported as
    ``valid=False`` with the line, column and reason of its first problem.
    """
    parsed = parse_record(record) if isinstance(record, str) else record
    replayer = _Replayer(parsed, ruleset)
    problem = None
    try:
        replayer.start()
        for index, element in enumerate(parsed.body):
            replayer.play(index, element)
    except _Invalid as e:
        problem = KiaakProblem(e.where.line, e.where.column, e.reason)
    return KiaakReplay(problem is None, problem, replayer.initial, tuple(replayer.steps), replayer.game_result)


class _Replayer:
    """The state of a replay: the position, a pending declaration, the season and whether the game is over."""

    def __init__(self, record: KiaakRecord, ruleset: Ruleset) -> None:
        self.record = record
        self.ruleset = ruleset
        self.initial = initial_position(ruleset)
        self.position = self.initial
        self.game_result: GameResult | None = None
        self.ended = False
        self.steps: list[ReplayStep] = []

    def start(self) -> None:
        start = initial_position(self.ruleset)
        players = self.record.players
        if players is not None:
            if self.ruleset.victory_points != TOTAL_SCORE:
                raise _Invalid(Where(1, 1), f"the players' scores add up to {TOTAL_SCORE}, not to this ruleset's "
                                            f"{self.ruleset.victory_points}")
            start = start.replace(ia_score=players[0].score, a_score=players[1].score)
        side = self.first_mover(0, 0, start)
        self.initial = self.position = start.replace(to_play=side)

    def first_mover(self, season: int, index: int, start: Position) -> Side:
        """The first mover of ``season``, whose first element is ``body[index]`` and initial position ``start``.

        From ``一位色`` when it names this season; else from the first movement of a piece in the season (its
        owner, or the other side if an odd number of tam2 movements comes first); else (only tam2 movements) the
        one side from which the season's movements replay; the IA side when the record shows no movement.
        """
        if self.record.first_movers is not None and season < len(self.record.first_movers):
            return self.record.first_movers[season]
        elements: list[tuple[int, BodyElement]] = []
        for i in range(index, len(self.record.body)):
            element = self.record.body[i]
            if isinstance(element, GameEnd) or (isinstance(element, Declaration) and element.score is not None):
                break
            elements.append((i, element))
        movements = [e for _, e in elements if not isinstance(e, Declaration)]
        for k, element in enumerate(movements):
            if isinstance(element, PieceMovement):
                cell = start.at(element.src)
                if isinstance(cell, Piece):
                    return cell.side if k % 2 == 0 else cell.side.opponent
                break
        if not movements:
            return Side.IA
        fitting = [side for side in Side if self.season_fits(start.replace(to_play=side), elements)]
        if len(fitting) == 2:
            raise _Invalid(
                movements[0].where,
                f"cannot tell who moves first in season {season + 1}: its movements fit either side "
                f"(write one colour per season in {FIRST_MOVER_KEY})",
            )
        return fitting[0] if fitting else Side.IA

    def season_fits(self, start: Position, elements: Sequence[tuple[int, BodyElement]]) -> bool:
        """Whether the elements replay without a problem from ``start``."""
        trial = _Replayer(self.record, self.ruleset)
        trial.position = start
        try:
            for i, element in elements:
                trial.play(i, element)
        except _Invalid:
            return False
        return True

    def play(self, index: int, element: BodyElement) -> None:
        if self.ended:
            raise _Invalid(element.where, f"nothing may follow {GAME_END_MARK}")
        if isinstance(element, GameEnd):
            if self.game_result is None:
                raise _Invalid(element.where, f"{GAME_END_MARK} is written but the game is not over")
            self.ended = True
            return
        if self.game_result is not None:
            raise _Invalid(element.where, "the game is already over")
        if isinstance(element, Declaration):
            self.declare(index, element)
        else:
            self.move(element)

    def move(self, element: Movement) -> None:
        awaiting = self.position.awaiting_declaration
        if awaiting is not None:
            hands = "、".join([*awaiting.hands, *(p.name for p in awaiting.penalties)])
            raise _Invalid(element.where, f"a hand was formed ({hands}): 再行 or 終季 must be declared first")
        outcome = _play_movement(self.position, element, self.ruleset)
        written = element.capture if isinstance(element, PieceMovement) else None
        if written is not None and not written.matches(outcome.captured):
            actual = outcome.captured.cjk if outcome.captured is not None else "nothing"
            raise _Invalid(element.where, f"the record says {CAPTURE}{written.text} but the move captures {actual}")
        self.position = outcome.position
        self.game_result = outcome.game_result
        self.steps.append(ReplayStep(element, outcome.position, outcome.state))

    def declare(self, index: int, element: Declaration) -> None:
        if self.position.awaiting_declaration is None:
            raise _Invalid(element.where, "a declaration must follow a movement that formed a hand")
        players = self.record.players or ()
        named = next((p for p in players if p.name == element.player), None)
        if named is not None and named.side is not self.position.to_play:
            declarer = next(p.name for p in players if p.side is self.position.to_play)
            raise _Invalid(element.where, f"{named.name} declares, but {declarer} formed the hand")
        accepted = declared_hand_names(self.position, self.ruleset, every_hand=False), declared_hand_names(
            self.position, self.ruleset, every_hand=True
        )
        if not any(sorted(element.hands) == sorted(names) for names in accepted):
            written, formed = _hand_list(element.hands, element), _hand_list(accepted[0], element)
            raise _Invalid(element.where, f"declares {written} but the hands are {formed or 'none'}")
        season = self.position.season
        result: DeclarationOutcome
        if element.score is None:
            (result,) = declare(self.position, "ty_mok1", self.ruleset).outcomes
        else:
            (result,) = declare(self.position, "ta_xot1", self.ruleset, first=Side.IA).outcomes
            if result.game_result is None:
                first = self.first_mover(season + 1, index + 1, result.position)
                result = replace(result, position=result.position.replace(to_play=first))
            if element.score != result.score_change:
                raise _Invalid(
                    element.where,
                    f"declares a gain of {format_number(element.score)} ({element.score}) but the hands give "
                    f"{result.raw_score} x rate {self.position.rate} = {result.score_change}",
                )
            names = SEASON_NAMES[self.ruleset.seasons]
            if element.season != names[season] and not (element.parenthesised and element.season is None):
                raise _Invalid(element.where, f"season {season + 1} is {names[season]}, not {element.season}")
        self.position = result.position
        self.game_result = result.game_result
        state = TurnState.GAME_OVER if result.game_result is not None else TurnState.TURN_PASSED
        self.steps.append(ReplayStep(element, result.position, state))


def _hand_list(hands: Sequence[str], element: Declaration) -> str:
    """Hand names as the declaration writes them: ``王加獣``, or ``(王)(獣)`` in the parenthesised form."""
    if element.parenthesised:
        return "".join(f"{HAND_OPEN}{h}{HAND_CLOSE}" for h in hands)
    return AND.join(hands)


#: The order hands are named in: their order in their hand system's table (the standard table first).
_HAND_ORDER: Final[dict[HandKind, int]] = {}
for _kinds in HAND_SYSTEMS.values():
    for _i, _kind in enumerate(_kinds):
        _HAND_ORDER.setdefault(_kind, _i)


def declared_hand_names(position: Position, ruleset: Ruleset, *, every_hand: bool = False) -> list[str]:
    """The hands a declaration in ``position`` names: the hands scored (in the table's order), then the penalties.

    That is every hand of the declarer's hop1zuo1 and the turn's penalty hands, except after a penalty alone
    under the reference reading (§15.3), where only the penalties score. ``every_hand`` lists every hand held
    even then (a record may name them).
    """
    awaiting = position.awaiting_declaration
    if awaiting is None:
        return []
    penalties = [p.name for p in awaiting.penalties]
    reference = ruleset.ta_xot1_forced_by_penalty_scores == "penalties_only"
    if awaiting.forced_by_penalty_alone and reference and not every_hand:
        return penalties
    held = sorted(hands_of(position.hop1zuo1(position.to_play), ruleset).hands, key=lambda h: _HAND_ORDER[h.kind])
    return [h.name for h in held] + penalties


def _play_movement(position: Position, element: Movement, ruleset: Ruleset) -> Outcome:
    """Apply a written movement with its written casts; raise :class:`_Invalid` if the rules forbid it."""
    if isinstance(element, Drop):
        return _single(
            position,
            FromHand(element.piece.colour, element.piece.profession, element.dest),
            ruleset,
            Casts(),
            element.where,
        )
    if isinstance(element, TamMovement):
        return _single(position, _tam_move(position, element, ruleset), ruleset, Casts(), element.where)
    cell, named = position.at(element.src), element.profession
    if named is not None and isinstance(cell, Piece) and cell.side is position.to_play and cell.profession != named:
        where = Where(element.where.line, element.where.column + len(square_name(element.src)))
        raise _Invalid(where, f"{square_name(element.src)} holds a {cell.profession.cjk}, not a {named.cjk}")
    water = _written_water_cast(element)
    if element.step is None:
        return _single(position, SrcDst(element.src, element.dest), ruleset, water, element.where)
    if element.stepping_cast is None:
        return _single(
            position, SrcStepDstFinite(element.src, element.step, element.dest), ruleset, water, element.where
        )
    given_up = element.thwarted and element.water_cast is None
    ciurl = element.stepping_cast.value
    if ciurl is None:
        ciurl = 0 if given_up else STICKS
    announce = InfAfterStep(element.src, element.step, element.dest)
    excited = _single(position, announce, ruleset, Casts(stepping=ciurl), element.where).position
    final = PASS if given_up else AfterHalfAcceptance(element.dest)
    return _single(excited, final, ruleset, water, element.where)


def _written_water_cast(element: PieceMovement) -> Casts:
    """The water-entry cast written (``水或`` counts as a success unless ``此無`` follows)."""
    if element.water_cast is None:
        return Casts()
    value = element.water_cast.value
    if value is None:
        value = 0 if element.thwarted else WATER_ENTRY_THRESHOLD
    return Casts(water_entry=value)


def _single(position: Position, move: Move, ruleset: Ruleset, casts: Casts, where: Where) -> Outcome:
    try:
        adjudication = apply_move(position, move, ruleset, casts=casts)
    except CastError:
        raise _Invalid(where, f"{to_notation(move)} needs no water-entry cast, but {WATER} is written") from None
    if not adjudication.legal:
        raise _Invalid(where, f"{to_notation(move)} is illegal: {adjudication.reason}")
    if len(adjudication.outcomes) != 1:
        raise _Invalid(where, f"{to_notation(move)} needs a water-entry cast ({WATER}…), but none is written")
    return adjudication.outcomes[0]


def _tam_move(position: Position, element: TamMovement, ruleset: Ruleset) -> TamMove:
    """The tam2 move written; where a square or the half of the step is not written, a legal move that fits."""
    first, step, former = element.first, element.step, element.step_in_former_half
    if first is not None and former is not None:
        if step is None:
            return TamNoStep(element.src, first, element.second)
        if former:
            return TamStepsDuringFormer(element.src, step, first, element.second)
        return TamStepsDuringLatter(element.src, first, step, element.second)
    for move in legal_moves(position, ruleset):
        if not isinstance(move, (TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter)):
            continue
        if move.src != element.src or move.second_dest != element.second:
            continue
        move_step = None if isinstance(move, TamNoStep) else move.step
        if step != move_step or former not in (None, isinstance(move, TamStepsDuringFormer)):
            continue
        if first is None or first == move.first_dest:
            return move
    text = element_lines(element)[0]
    raise _Invalid(element.where, f"{text}: no legal tam2 move fits what is written")


# ---------------------------------------------------------------------------------------------------------------
# Writing a record


class KiaakWriteError(RulesError):
    """A play that cannot be written: illegal, missing a cast result, or out of turn; ``field`` names it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field)


@dataclass(frozen=True, slots=True)
class Play:
    """A movement to write: a ground move, its cast results and, for a step-then-ranged move, the final decision."""

    move: GroundMove
    casts: Casts = field(default_factory=Casts)
    final: AfterHalfAcceptance | None = None


def write_record(
    plays: Sequence[Play | DeclarationKind],
    first_movers: Sequence[Side],
    ruleset: Ruleset,
    *,
    start_time: str | None = None,
    end_time: str | None = None,
) -> str:
    """Write a game as a cerke_online record: header, two movements per line, declarations between blank lines.

    ``plays`` are the movements (with every cast result they need) and the declarations ``"ty_mok1"`` /
    ``"ta_xot1"`` in order; ``first_movers`` gives the first mover of each season played. The plays are
    checked by the rules; raise :class:`KiaakWriteError` naming the first play that cannot be written.
    """
    if not first_movers:
        raise KiaakWriteError("first_movers", "must name the first mover of the first season")
    writer = _Writer(first_movers, ruleset)
    for index, play in enumerate(plays):
        writer.write(index, play)
    header = [f"{{{FIRST_MOVER_KEY}:{''.join(_KING_COLOUR_OF_SIDE[s].cjk for s in first_movers[: writer.seasons])}}}"]
    header += [f"{{{key}:{value}}}" for key, value in ((START_TIME_KEY, start_time), (END_TIME_KEY, end_time)) if value]
    return "\n".join([*header, *writer.lines(), ""])


_KING_COLOUR_OF_SIDE: Final = {side: colour for colour, side in SIDE_OF_KING_COLOUR.items()}


class _Writer:
    """Plays the game while collecting its body elements."""

    def __init__(self, first_movers: Sequence[Side], ruleset: Ruleset) -> None:
        self.first_movers = first_movers
        self.ruleset = ruleset
        self.position = initial_position(ruleset, first_movers[0])
        self.game_over = False
        self.seasons = 1
        self.body: list[BodyElement] = []

    def write(self, index: int, play: Play | DeclarationKind) -> None:
        field = f"plays[{index}]"
        if self.game_over:
            raise KiaakWriteError(field, "the game is already over")
        if isinstance(play, Play):
            if self.position.awaiting_declaration is not None:
                raise KiaakWriteError(field, "a hand was formed: declare 'ty_mok1' or 'ta_xot1' first")
            self.body.append(self.movement(field, play))
        elif play == "ty_mok1" or play == "ta_xot1":
            self.body.append(self.declaration(field, play))
        else:
            raise KiaakWriteError(field, f"must be a play or 'ty_mok1' / 'ta_xot1', got {play!r}")
        if self.game_over:
            self.body.append(GameEnd(_NOWHERE))

    def movement(self, field: str, play: Play) -> Movement:
        before = self.position
        try:
            outcome, stepping = self.apply(field, play)
        except KiaakIllegalPlay as e:
            raise KiaakWriteError(e.field, e.reason) from None
        self.position = outcome.position
        self.game_over = outcome.state is TurnState.GAME_OVER
        final = play.final.dest if play.final is not None else None
        return movement_element(before, play.move, outcome, stepping, final)

    def apply(
        self, field: str, play: Play, rng: random.Random | None = None
    ) -> tuple[Outcome, WrittenCast | None]:
        """Play the move (both phases of a step-then-ranged move); return the outcome and the stepping cast.

        Casts not given are drawn with ``rng``, else required. Raise :class:`KiaakIllegalPlay` for a move the
        rules forbid and :class:`KiaakWriteError` for a missing cast or final square.
        """
        move = play.move
        if not isinstance(move, InfAfterStep):
            if play.final is not None:
                raise KiaakWriteError(f"{field}.final", "only a step-then-ranged move has a final decision")
            return self.single(field, self.position, move, play.casts, rng), None
        if play.casts.stepping is None and rng is None:
            raise KiaakWriteError(f"{field}.casts.stepping", "a step-then-ranged move needs its stepping cast")
        if play.final is None:
            raise KiaakWriteError(f"{field}.final", "a step-then-ranged move needs its final square or pass")
        excited = self.single(field, self.position, move, Casts(stepping=play.casts.stepping), rng)
        outcome = self.single(
            f"{field}.final", excited.position, play.final, Casts(water_entry=play.casts.water_entry), rng
        )
        assert excited.stepping_sticks is not None  # the stepping cast leads to the excited position
        return outcome, WrittenCast(excited.stepping_sticks)

    def single(
        self, field: str, position: Position, move: Move, casts: Casts, rng: random.Random | None = None
    ) -> Outcome:
        try:
            adjudication = apply_move(position, move, self.ruleset, casts=casts, rng=rng)
        except CastError as e:
            raise KiaakWriteError(f"{field}.{e.field}", str(e).partition(": ")[2]) from None
        if not adjudication.legal:
            raise KiaakIllegalPlay(field, f"{to_notation(move)} is illegal: {adjudication.reason}")
        if len(adjudication.outcomes) != 1:
            raise KiaakWriteError(f"{field}.casts.water_entry", f"{to_notation(move)} needs a water-entry cast")
        return adjudication.outcomes[0]

    def declaration(self, field: str, choice: DeclarationKind) -> Declaration:
        if self.position.awaiting_declaration is None:
            raise KiaakWriteError(field, "a declaration must follow a movement that formed a hand")
        season = self.position.season
        first = self.first_movers[season + 1] if season + 1 < len(self.first_movers) else None
        hands = tuple(declared_hand_names(self.position, self.ruleset))
        results = declare(self.position, choice, self.ruleset, first=first).outcomes
        if len(results) != 1:
            raise KiaakWriteError("first_movers", f"must name the first mover of season {season + 2}")
        (result,) = results
        self.position = result.position
        self.game_over = result.game_result is not None
        if choice == "ty_mok1":
            return Declaration(UNKNOWN, hands, None, None, _NOWHERE)
        if not self.game_over:
            self.seasons += 1
        if not isinstance(result.score_change, int):
            raise KiaakWriteError("ruleset", "records hold whole-number scores; per-piece scoring is not supported")
        return Declaration(UNKNOWN, hands, result.score_change, SEASON_NAMES[self.ruleset.seasons][season], _NOWHERE)

    def lines(self) -> list[str]:
        """The body laid out as cerke_online does."""
        return body_lines(self.body)


def body_lines(body: Sequence[BodyElement]) -> list[str]:
    """Lay a body out: two movements per TAB-separated line, declarations between blank lines."""
    out: list[str] = []
    row: list[str] = []
    for element in body:
        if isinstance(element, (Declaration, GameEnd)):
            if row:
                out.append("\t".join(row))
                row = []
            out += ["", *element_lines(element)] if isinstance(element, Declaration) else ["", GAME_END_MARK]
            if isinstance(element, Declaration):
                out.append("")
        else:
            row.append(element_lines(element)[0])
            if len(row) == 2:
                out.append("\t".join(row))
                row = []
    if row:
        out.append("\t".join(row))
    return out


def header_item(key: str, value: str) -> str:
    """Write a header item ``{key:value}``, escaping braces in it as ``#{…}#`` (as many ``#`` as needed)."""
    content = f"{key}:{value}"
    hashes = 0
    while "}" + "#" * hashes in content:
        hashes += 1
    return "#" * hashes + "{" + content + "}" + "#" * hashes


def format_record(record: KiaakRecord) -> str:
    """Write a parsed record back as text: its header items, its players line and its body (cerke_online layout).

    What :func:`parse_record` reads, this writes back: parsing the result gives the same header, players and
    body (comments are not kept).
    """
    lines = [header_item(key, value) for key, value in record.header]
    if record.players is not None:
        lines.append(" ".join(f"[{p.name}]{format_number(p.score)}" for p in record.players))
    return "\n".join([*lines, *body_lines(record.body), ""])


_NOWHERE: Final = Where(0, 0)


def movement_element(
    before: Position,
    move: GroundMove,
    outcome: Outcome,
    stepping_cast: WrittenCast | None = None,
    final: Square | None = None,
) -> Movement:
    """Return the record element of a ground move played from ``before`` with the given outcome.

    For a step-then-ranged move, ``stepping_cast`` is its ``橋`` cast and ``final`` the square finally chosen
    (``None`` when the move was given up: the planned square is then written, followed by ``此無``).
    """
    if isinstance(move, FromHand):
        return Drop(ColouredPiece(move.colour, move.profession), move.dest, _NOWHERE)
    if isinstance(move, (TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter)):
        return _tam_movement(move)
    cell = before.at(move.src)
    assert isinstance(cell, Piece)  # a legal piece move starts from a piece
    step = None if isinstance(move, SrcDst) else move.step
    dest = move.planned if isinstance(move, InfAfterStep) else move.dest
    if final is not None:
        dest = final
    water = WrittenCast(outcome.water_entry_sticks[0]) if outcome.water_entry_sticks else None
    return PieceMovement(
        move.src,
        cell.profession,
        step,
        dest,
        stepping_cast,
        water,
        not outcome.moved,
        None if outcome.captured is None else WrittenCapture.of(outcome.captured),
        _NOWHERE,
    )


def played_move_text(before: Position, move: Move, outcome: Outcome) -> str | None:
    """Return the record text of a move played from ``before`` (e.g. ``MAU弓MAIMY橋一``), if it is complete.

    ``None`` when the text is not determined: after the stepping cast of a step-then-ranged move (the final
    square is still to come), when the outcome stands for several water-entry cast results, or for a move over
    several vessels (old cetkaik), which the record format cannot write.
    """
    if len(outcome.water_entry_sticks) > 1 or isinstance(move, InfAfterStep | SrcStepsDst):
        return None
    if isinstance(move, AfterHalfAcceptance):
        s = before.stepping
        if s is None:
            return None
        ranged = InfAfterStep(s.src, s.step, s.planned)
        element = movement_element(before, ranged, outcome, WrittenCast(s.ciurl), move.dest)
    else:
        element = movement_element(before, move, outcome)
    return element_lines(element)[0]


def _tam_movement(move: TamMove) -> TamMovement:
    if isinstance(move, TamNoStep):
        return TamMovement(move.src, move.first_dest, None, False, move.second_dest, _NOWHERE)
    former = isinstance(move, TamStepsDuringFormer)
    return TamMovement(move.src, move.first_dest, move.step, former, move.second_dest, _NOWHERE)


def element_lines(element: BodyElement) -> list[str]:
    """Return the text of one body element as cerke_online writes it (a declaration takes two lines)."""
    if isinstance(element, GameEnd):
        return [GAME_END_MARK]
    if isinstance(element, Declaration):
        player = element.player if element.player == UNKNOWN else f"[{element.player}]"
        if element.parenthesised:
            return _parenthesised_lines(player, element)
        head = player + DECLARES + AND.join(element.hands)
        if element.score is None:
            return [head, TY_MOK1_WORD]
        return [head + GAINS + format_number(element.score), f"{TA_XOT1_WORD}\t{element.season}{SEASON_ENDS}"]
    if isinstance(element, Drop):
        return [element.piece.cjk + square_name(element.dest)]
    if isinstance(element, TamMovement):
        src, second = square_name(element.src), square_name(element.second)
        first = UNKNOWN if element.first is None else square_name(element.first)
        if element.step is None:
            return [f"{src}{TAM2}[{first}]{second}"]
        step = square_name(element.step)
        if element.step_in_former_half is None:
            return [f"{src}{TAM2}{step}{second}"]
        if element.step_in_former_half:
            return [f"{src}{TAM2}{step}[{first}]{second}"]
        return [f"{src}{TAM2}[{first}]{step}{second}"]
    text = square_name(element.src) + (UNNAMED_PIECE if element.profession is None else element.profession.cjk)
    text += (square_name(element.step) if element.step is not None else "") + square_name(element.dest)
    if element.stepping_cast is not None:
        text += BRIDGE + _cast_text(element.stepping_cast)
        if element.thwarted and element.water_cast is None:
            text += THWARTED
    if element.water_cast is not None:
        text += WATER + _cast_text(element.water_cast) + (THWARTED if element.thwarted else "")
    if element.stepping_cast is None and element.water_cast is None:
        text += NO_CAST
    return [text + (CAPTURE + element.capture.text if element.capture is not None else "")]


def _parenthesised_lines(player: str, element: Declaration) -> list[str]:
    """The CKKA form of a declaration: ``[SY]為(同色獣)再行``, or ``[SY]為(同色獣)(王)終季 手二十`` and ``春終``."""
    head = player + DECLARES + "".join(f"{HAND_OPEN}{h}{HAND_CLOSE}" for h in element.hands)
    if element.score is None:
        return [head + TY_MOK1_WORD]
    lines = [f"{head}{TA_XOT1_WORD} {CAPTURE}{format_number(element.score)}"]
    return lines if element.season is None else [*lines, element.season + SEASON_ENDS]


def _cast_text(cast: WrittenCast) -> str:
    return UNKNOWN if cast.value is None else _DIGITS[cast.value]


# ---------------------------------------------------------------------------------------------------------------
# Extending a record by one play: a game server that keeps only the record


@dataclass(frozen=True, slots=True)
class RecordExtension:
    """The answer to one play added to a record.

    ``legal`` and ``reason`` adjudicate the play. When it is legal, ``record`` is the record with the play and
    ``added`` the text the play appended to it; ``header`` is the new ``一位色`` header item when the play also
    had to name a season's first mover there (a ta xot1 that starts a season, or the first play of a record
    without one), else None. ``position`` is the position after the play (the record's last position when the
    play is illegal) and ``before`` the position the play was made in. ``written`` is the play's own text (e.g.
    ``MAU弓MAIMY橋一``), ``outcome`` / ``declaration`` give the details of a movement / a declaration.
    """

    legal: bool
    reason: str | None
    record: str
    added: str
    header: str | None
    position: Position
    outcome: Outcome | None
    declaration: DeclarationOutcome | None
    before: Position
    written: str = ""


def extend_record(
    record: str,
    play: Play | DeclarationKind,
    ruleset: Ruleset,
    *,
    first: Side | None = None,
    first_mover_casts: Sequence[tuple[int, int]] | None = None,
    rng: random.Random | None = None,
) -> RecordExtension:
    """Adjudicate the next play of the game a record holds, and extend the record by exactly what it adds.

    The record is replayed (it must be valid); ``play`` is a movement with its casts (a step-then-ranged move
    with its stepping cast and its ``final`` square or pass) or a declaration. Casts not given are drawn with
    ``rng``; without it they are required. A ta xot1 that starts a new season, or the first play of a record
    that does not say who moves first, needs that season's first mover (``first``, ``first_mover_casts``
    or ``rng``); it is written in the ``一位色`` header. A ta xot1 that ends the game (after the last season, or
    by the score limit before it) starts no season: it needs no first mover, and one given is ignored. Raise
    :class:`KiaakSyntaxError` for a malformed record and :class:`KiaakWriteError` for a record that breaks the
    rules or a play missing what it needs.
    """
    parsed = parse_record(record)
    replay = replay_record(parsed, ruleset)
    if replay.problem is not None:
        p = replay.problem
        raise KiaakWriteError("record", f"line {p.line}, column {p.column}: {p.reason}")
    movers = _season_first_movers(replay)
    position = replay.final_position
    header: str | None = None
    if not parsed.body and not parsed.first_movers:
        side = _chosen_first_mover(first, first_mover_casts, rng, 1)
        movers = [side]
        position = position.replace(to_play=side)
        header = _first_mover_item(movers)
    not_playing = None if replay.game_result is None else replay.game_result.describe()
    if isinstance(play, Play):
        not_playing = not_playing or why_no_move(position)
    elif not_playing is None and position.awaiting_declaration is None:
        not_playing = "no declaration is awaited: a declaration follows a turn that forms a hand"
    if not_playing is not None:
        return RecordExtension(False, not_playing, record, "", None, position, None, None, position)
    last = parsed.body[-1] if parsed.body else None
    trailing = len(record) - len(record.rstrip("\n"))
    if isinstance(play, Play):
        legal, why = is_legal(position, play.move, ruleset)
        if not legal:
            reason = f"{to_notation(play.move)} is illegal: {why}"
            return RecordExtension(False, reason, record, "", None, position, None, None, position)
        writer = _Writer([position.to_play], ruleset)
        writer.position = position
        try:
            outcome, stepping = writer.apply("play", play, rng)
        except KiaakIllegalPlay as e:
            return RecordExtension(False, e.reason, record, "", None, position, None, None, position)
        element = movement_element(position, play.move, outcome, stepping, _final_square(play))
        text = element_lines(element)[0]
        alone = isinstance(last, (PieceMovement, TamMovement, Drop)) and _alone_on_its_line(parsed.body, last)
        if alone and trailing == 0:
            added = "\t" + text
        else:
            added = "\n" * max(0, (2 if isinstance(last, Declaration) else 1 if last is not None else 0) - trailing)
            added += text
        if outcome.game_result is not None:
            added += "\n\n" + GAME_END_MARK
        new_position, declared, written = outcome.position, None, text
    else:
        season = position.season
        chosen = None
        if play == "ta_xot1" and _ta_xot1_starts_a_season(position, ruleset):
            given = movers[season + 1] if season + 1 < len(movers) else None
            chosen = given or _chosen_first_mover(first, first_mover_casts, rng, season + 2)
        hands = tuple(declared_hand_names(position, ruleset))
        (declared,) = declare(position, play, ruleset, first=chosen).outcomes
        score = declared.score_change
        if play == "ta_xot1" and not isinstance(score, int):
            raise KiaakWriteError("ruleset", "records hold whole-number scores; per-piece scoring is not supported")
        score = score if isinstance(score, int) else None
        season_name = SEASON_NAMES[ruleset.seasons][season] if play == "ta_xot1" else None
        lines = element_lines(Declaration(UNKNOWN, hands, score, season_name, _NOWHERE))
        added = "\n" * max(0, 2 - trailing) + "\n".join(lines) + "\n"
        if declared.game_result is not None:
            added += "\n\n" + GAME_END_MARK
        elif chosen is not None and len(movers) < season + 2:
            movers = [*movers, chosen]
            header = _first_mover_item(movers)
        new_position, outcome, written = declared.position, None, "\n".join(lines)
    new_record = record + added
    if header is not None:
        new_record = _with_first_mover_header(new_record, header)
    return RecordExtension(True, None, new_record, added, header, new_position, outcome, declared, position, written)


class KiaakIllegalPlay(Exception):
    """Internal: a play the rules forbid (an adjudication, not an error), at ``field``."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field
        self.reason = reason


def _final_square(play: Play) -> Square | None:
    return play.final.dest if play.final is not None else None


def _alone_on_its_line(body: Sequence[BodyElement], element: BodyElement) -> bool:
    return sum(not isinstance(e, (Declaration, GameEnd)) and e.where.line == element.where.line for e in body) == 1


def _season_first_movers(replay: KiaakReplay) -> list[Side]:
    """The first mover of every season the replay started (inferred where the record does not say)."""
    movers = [replay.initial.to_play]
    for step in replay.steps:
        element = step.element
        if isinstance(element, Declaration) and element.score is not None and step.state is not TurnState.GAME_OVER:
            movers.append(step.position.to_play)
    return movers


def _ta_xot1_starts_a_season(position: Position, ruleset: Ruleset) -> bool:
    """Whether a ta xot1 in ``position`` starts a next season: it does not end the game.

    The game ends after the last season, and before it when the score transferred brings a score to the limit
    (0 under the score cap); only a season that really starts needs its first mover.
    """
    if position.season + 1 >= ruleset.seasons:
        return False
    (probe,) = declare(position, "ta_xot1", ruleset, first=Side.IA).outcomes
    return probe.game_result is None


def _chosen_first_mover(
    first: Side | None, casts: Sequence[tuple[int, int]] | None, rng: random.Random | None, season: int
) -> Side:
    if first is None and casts is None and rng is None:
        raise KiaakWriteError(
            "first", f"who moves first in season {season}? give first, first_mover_casts or a seed"
        )
    ((side, _, _),) = season_first_mover(first, casts, rng)
    return side


def _first_mover_item(movers: Sequence[Side]) -> str:
    return f"{{{FIRST_MOVER_KEY}:{''.join(_KING_COLOUR_OF_SIDE[s].cjk for s in movers)}}}"


_FIRST_MOVER_ITEM: Final = re.compile(r"\{" + FIRST_MOVER_KEY + r":[赤黒]*\}")


def _with_first_mover_header(record: str, item: str) -> str:
    """The record with its ``一位色`` header item replaced by ``item`` (or ``item`` added as the first line)."""
    if _FIRST_MOVER_ITEM.search(record):
        return _FIRST_MOVER_ITEM.sub(item, record, count=1)
    return item + "\n" + record
