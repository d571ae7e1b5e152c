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
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import COLUMNS, ROWS, Square, square, square_name
from adjudicator.games.cetkaik.transition import (
    STICKS,
    WATER_ENTRY_THRESHOLD,
    CastError,
    Casts,
    DeclarationKind,
    GameResult,
    Outcome,
    TurnState,
    apply_move,
    declare,
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
    capture: ColouredPiece | None
    where: Where


@dataclass(frozen=True, slots=True)
class TamMovement:
    """A movement of the tam2: ``ZO皇[TO]NO``, ``ZAU皇XAU[ZAI]TY`` (step in the former half) or ``ZO皇[ZY]ZAIZAU``."""

    src: Square
    first: Square
    step: Square | None
    step_in_former_half: bool
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
    """``或為<hands>`` followed by ``再行`` (ty mok1, ``score`` is None) or ``而手<score>`` + ``終季 <season>終``."""

    player: str
    hands: tuple[str, ...]
    score: int | None
    season: str | None
    where: Where


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The end mark ``星一周``."""

    where: Where


Movement: TypeAlias = PieceMovement | TamMovement | Drop
BodyElement: TypeAlias = PieceMovement | TamMovement | Drop | Declaration | GameEnd


@dataclass(frozen=True, slots=True)
class KiaakRecord:
    """A parsed record: its header items, the first mover of each season (from ``一位色``) and the body."""

    header: tuple[tuple[str, str], ...]
    first_movers: tuple[Side, ...] | None
    body: tuple[BodyElement, ...]

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


def parse_record(text: str) -> KiaakRecord:
    """Parse a kiaak record; raise :class:`KiaakSyntaxError` (with line and column) if it is malformed."""
    lines = text.splitlines()
    body_start = next((i for i, line in enumerate(lines) if line.lstrip()[:1] in _BODY_START), len(lines))
    header = _parse_header(lines[:body_start])
    first_movers = _first_movers(header)
    words = list(_words(lines, body_start))
    return KiaakRecord(header, first_movers, tuple(_parse_body(words)))


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


def _parse_header(lines: Sequence[str]) -> tuple[tuple[str, str], ...]:
    items: list[tuple[str, str]] = []
    for number, line in enumerate(lines, start=1):
        pos = 0
        while pos < len(line):
            if line[pos] in _SEPARATORS:
                pos += 1
                continue
            if line[pos] != "{":
                raise KiaakSyntaxError(f"expected a header item '{{key:value}}', found {line[pos:]!r}", number, pos + 1)
            end = line.find("}", pos)
            if end < 0:
                raise KiaakSyntaxError("header item '{' is not closed on its line", number, pos + 1)
            key, colon, value = line[pos + 1 : end].partition(":")
            if not colon:
                raise KiaakSyntaxError(f"header item {line[pos : end + 1]!r} has no ':'", number, pos + 1)
            if key == FIRST_MOVER_KEY and (not value or any(c not in "赤黒" for c in value)):
                reason = f"{FIRST_MOVER_KEY} must be one 黒 or 赤 per season, got {value!r}"
                raise KiaakSyntaxError(reason, number, pos + 2 + len(key))
            items.append((key, value))
            pos = end + 1
    return tuple(items)


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
            body[-1] = replace(last, capture=cursor.piece())
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
    capture = cursor.piece() if cursor.accept(CAPTURE) else None
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
    if cursor.accept("["):
        first = cursor.square()
        cursor.expect("]", "the end of the first destination")
        second = cursor.square()
        if cursor.at_end():
            return TamMovement(src, first, None, False, second, where)
        return TamMovement(src, first, second, False, cursor.square(), where)
    step = cursor.square()
    cursor.expect("[", "the start of the first destination")
    first = cursor.square()
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
            raise ValueError(f"ply: must be a whole number from 0 to {self.plies}, got {ply!r}")
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
        self.pending: Outcome | None = None
        self.game_result: GameResult | None = None
        self.ended = False
        self.steps: list[ReplayStep] = []

    def start(self) -> None:
        self.initial = self.position = initial_position(self.ruleset, self.first_mover(0, 0))

    def first_mover(self, season: int, index: int) -> Side:
        """The first mover of ``season``: from ``一位色``, else the owner of the next movement's piece."""
        if self.record.first_movers is not None and season < len(self.record.first_movers):
            return self.record.first_movers[season]
        following = next((e for e in self.record.body[index:] if not isinstance(e, (Declaration, GameEnd))), None)
        if following is None:
            return Side.IA
        cell = initial_position(self.ruleset).at(following.src) if not isinstance(following, Drop) else None
        if not isinstance(cell, Piece):
            raise _Invalid(following.where, f"{FIRST_MOVER_KEY} does not say who moves first in season {season + 1}")
        return cell.side

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
        if self.pending is not None:
            hands = "、".join(sorted(self.pending.hands.names)) or "a penalty hand"
            raise _Invalid(element.where, f"a hand was formed ({hands}): 再行 or 終季 must be declared first")
        outcome = _play_movement(self.position, element, self.ruleset)
        written = element.capture if isinstance(element, PieceMovement) else None
        if written is not None and outcome.captured != written:
            actual = outcome.captured.cjk if outcome.captured is not None else "nothing"
            raise _Invalid(element.where, f"the record says {CAPTURE}{written.cjk} but the move captures {actual}")
        self.position = outcome.position
        if outcome.state is TurnState.MUST_DECLARE:
            self.pending = outcome
        self.game_result = outcome.game_result
        self.steps.append(ReplayStep(element, outcome.position, outcome.state))

    def declare(self, index: int, element: Declaration) -> None:
        pending = self.pending
        if pending is None:
            raise _Invalid(element.where, "a declaration must follow a movement that formed a hand")
        expected = _declared_hand_names(pending)
        if sorted(element.hands) != sorted(expected):
            written = AND.join(element.hands)
            raise _Invalid(element.where, f"declares {written} but the hands are {AND.join(expected)}")
        season = self.position.season
        if element.score is None:
            (result,) = declare(self.position, "ty_mok1", self.ruleset)
        else:
            first = self.first_mover(season + 1, index + 1)
            (result,) = declare(
                self.position, "ta_xot1", self.ruleset, hand_penalties=pending.hand_penalties, first_mover=first
            )
            if element.score != result.score_change:
                raise _Invalid(
                    element.where,
                    f"declares a gain of {format_number(element.score)} ({element.score}) but the hands give "
                    f"{result.raw_score} x rate {self.position.rate} = {result.score_change}",
                )
            names = SEASON_NAMES[self.ruleset.seasons]
            if element.season != names[season]:
                raise _Invalid(element.where, f"season {season + 1} is {names[season]}, not {element.season}")
        self.pending = None
        self.position = result.position
        self.game_result = result.game_result
        state = TurnState.GAME_OVER if result.game_result is not None else TurnState.TURN_PASSED
        self.steps.append(ReplayStep(element, result.position, state))


#: The order hands are named in: their order in their hand system's table (the standard table first).
_HAND_ORDER: Final[dict[HandKind, int]] = {}
for _kinds in HAND_SYSTEMS.values():
    for _i, _kind in enumerate(_kinds):
        _HAND_ORDER.setdefault(_kind, _i)


def _declared_hand_names(outcome: Outcome) -> list[str]:
    """The hands a declaration names: every hand held (in the table's order) and this turn's penalty hands."""
    hands = sorted(outcome.hands.hands, key=lambda h: _HAND_ORDER[h.kind])
    return [h.name for h in hands] + [p.kind.cjk for p in outcome.hand_penalties]


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
        return _single(position, _tam_move(element), ruleset, Casts(), element.where)
    cell, named = position.at(element.src), element.profession
    if named is not None and isinstance(cell, Piece) and cell.side is position.whose_turn and cell.profession != named:
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


def _tam_move(element: TamMovement) -> TamMove:
    if element.step is None:
        return TamNoStep(element.src, element.first, element.second)
    if element.step_in_former_half:
        return TamStepsDuringFormer(element.src, element.step, element.first, element.second)
    return TamStepsDuringLatter(element.src, element.first, element.step, element.second)


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
        self.pending: Outcome | None = None
        self.game_over = False
        self.seasons = 1
        self.body: list[BodyElement] = []

    def write(self, index: int, play: Play | DeclarationKind) -> None:
        field = f"plays[{index}]"
        if self.game_over:
            raise KiaakWriteError(field, "the game is already over")
        if isinstance(play, Play):
            if self.pending is not None:
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
        except CastError as e:
            raise KiaakWriteError(f"{field}.{e.field}", str(e).partition(": ")[2]) from None
        self.position = outcome.position
        self.pending = outcome if outcome.state is TurnState.MUST_DECLARE else None
        self.game_over = outcome.state is TurnState.GAME_OVER
        final = play.final.dest if play.final is not None else None
        return movement_element(before, play.move, outcome, stepping, final)

    def apply(self, field: str, play: Play) -> tuple[Outcome, WrittenCast | None]:
        """Play the move (both phases of a step-then-ranged move); return the outcome and the stepping cast."""
        move = play.move
        if not isinstance(move, InfAfterStep):
            if play.final is not None:
                raise KiaakWriteError(f"{field}.final", "only a step-then-ranged move has a final decision")
            return self.single(field, self.position, move, play.casts), None
        if play.casts.stepping is None:
            raise KiaakWriteError(f"{field}.casts.stepping", "a step-then-ranged move needs its stepping cast")
        if play.final is None:
            raise KiaakWriteError(f"{field}.final", "a step-then-ranged move needs its final square or pass")
        excited = self.single(field, self.position, move, Casts(stepping=play.casts.stepping)).position
        outcome = self.single(f"{field}.final", excited, play.final, Casts(water_entry=play.casts.water_entry))
        return outcome, WrittenCast(play.casts.stepping)

    def single(self, field: str, position: Position, move: Move, casts: Casts) -> Outcome:
        adjudication = apply_move(position, move, self.ruleset, casts=casts)
        if not adjudication.legal:
            raise KiaakWriteError(field, f"{to_notation(move)} is illegal: {adjudication.reason}")
        if len(adjudication.outcomes) != 1:
            raise KiaakWriteError(f"{field}.casts.water_entry", f"{to_notation(move)} needs a water-entry cast")
        return adjudication.outcomes[0]

    def declaration(self, field: str, choice: DeclarationKind) -> Declaration:
        pending = self.pending
        if pending is None:
            raise KiaakWriteError(field, "a declaration must follow a movement that formed a hand")
        season = self.position.season
        first = self.first_movers[season + 1] if season + 1 < len(self.first_movers) else None
        results = declare(self.position, choice, self.ruleset, hand_penalties=pending.hand_penalties, first_mover=first)
        if len(results) != 1:
            raise KiaakWriteError("first_movers", f"must name the first mover of season {season + 2}")
        (result,) = results
        self.pending = None
        self.position = result.position
        self.game_over = result.game_result is not None
        hands = tuple(_declared_hand_names(pending))
        if choice == "ty_mok1":
            return Declaration(UNKNOWN, hands, None, None, _NOWHERE)
        if not self.game_over:
            self.seasons += 1
        if not isinstance(result.score_change, int):
            raise KiaakWriteError("ruleset", "records hold whole-number scores; per-piece scoring is not supported")
        return Declaration(UNKNOWN, hands, result.score_change, SEASON_NAMES[self.ruleset.seasons][season], _NOWHERE)

    def lines(self) -> list[str]:
        """Lay the body out: two movements per TAB-separated line, declarations between blank lines."""
        out: list[str] = []
        row: list[str] = []
        for element in self.body:
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
        move.src, cell.profession, step, dest, stepping_cast, water, not outcome.moved, outcome.captured, _NOWHERE
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
        head = player + DECLARES + AND.join(element.hands)
        if element.score is None:
            return [head, TY_MOK1_WORD]
        return [head + GAINS + format_number(element.score), f"{TA_XOT1_WORD}\t{element.season}{SEASON_ENDS}"]
    if isinstance(element, Drop):
        return [element.piece.cjk + square_name(element.dest)]
    if isinstance(element, TamMovement):
        src, first, second = square_name(element.src), square_name(element.first), square_name(element.second)
        if element.step is None:
            return [f"{src}{TAM2}[{first}]{second}"]
        step = square_name(element.step)
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
    return [text + (CAPTURE + element.capture.cjk if element.capture is not None else "")]


def _cast_text(cast: WrittenCast) -> str:
    return UNKNOWN if cast.value is None else _DIGITS[cast.value]
