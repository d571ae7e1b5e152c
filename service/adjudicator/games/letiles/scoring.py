"""LETILES final scoring (spec other-games §5): areas by flood fill, points per size, bonuses, the scoring chips
each player takes and the winner."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Final

from ..jsonform import json_doc, json_form, json_name
from .rules import LetilesRules
from .table import Table, neighbours
from .tiles import COLOURS, SYMBOL_OWNER, Block, Cell, Colour, LetilesError, Symbol, parse_colour

#: The fewest connected same-colour blocks that make an area.
MIN_AREA: Final = 4
#: Every bonus (largest area, most areas, symbol) is worth this much.
BONUS: Final = 3
#: The fewest connected same-shape symbols (or, under ``symbol_rule = count``, symbols) that earn a symbol bonus.
SYMBOLS_FOR_BONUS: Final = 4
#: The scoring chips of the box: (kind, points, how many). The green chips pay the bonuses.
CHIP_KINDS: Final[tuple[tuple[str, int, int], ...]] = (
    ("one_point", 1, 15), ("three_points", 3, 18), ("six_points", 6, 15), ("green_bonus", BONUS, 12),
)
#: The chips that pay an area (every kind but the green), largest first (the order change is made in).
_AREA_CHIPS: Final = tuple(sorted(((kind, points) for kind, points, _ in CHIP_KINDS if kind != "green_bonus"),
                                  key=lambda chip: -chip[1]))
#: A bound standing for an unlimited supply of chips.
_UNLIMITED: Final = 10**9


def area_points(size: int) -> int:
    """Return the points of an area of ``size`` blocks: 4-6 -> 1, 7-9 -> 3, 10 -> 6, 11 -> 3, 12 -> 1, else 0."""
    if size < MIN_AREA or size >= 13:
        return 0
    if size <= 6:
        return 1
    if size <= 9:
        return 3
    return {10: 6, 11: 3, 12: 1}[size]


@dataclass(frozen=True, slots=True)
class Area:
    """A maximal orthogonally connected group of at least 4 same-colour blocks."""

    colour: Colour
    #: written as [x, y] pairs (a list of lists: the derived schema reads the annotation's second part)
    cells: Annotated[tuple[Cell, ...], list[list[int]]] = field(metadata=json_doc("the cells as [x, y] pairs"))
    points: int = field(metadata=json_doc("4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0"))
    symbol_bonus_to: tuple[Colour, ...] = field(metadata=json_doc(
        "the players earning a symbol bonus in this area"))

    @property
    def size(self) -> int:
        """The number of blocks."""
        return len(self.cells)

    def to_json(self) -> dict[str, Any]:
        """Return ``{"colour", "size", "points", "cells", "symbol_bonus_to"}``."""
        return {
            "colour": self.colour,
            "size": self.size,
            "points": self.points,
            "cells": [list(c) for c in self.cells],
            "symbol_bonus_to": list(self.symbol_bonus_to),
        }


@dataclass(frozen=True, slots=True)
class Chips:
    """A count of scoring chips of each kind; ``face_down`` of the non-green ones lie face down (0 points, on areas
    of 13 blocks or more)."""

    one_point: int = field(default=0, metadata=json_doc("blue 1-point chips (15 in the box)"))
    three_points: int = field(default=0, metadata=json_doc("red 3-point chips (18 in the box)"))
    six_points: int = field(default=0, metadata=json_doc("yellow 6-point chips (15 in the box)"))
    green_bonus: int = field(default=0, metadata=json_doc("green 3-point bonus chips (12 in the box)"))
    face_down: int = field(default=0, metadata=json_doc(
        "of the non-green chips, those lying face down (0 points, on areas of 13+ blocks)"))

    def count(self, kind: str) -> int:
        """The chips of one kind."""
        return int(getattr(self, kind))

    @property
    def on_areas(self) -> int:
        """The non-green chips (the ones the seed counts for the most-areas bonus)."""
        return self.one_point + self.three_points + self.six_points

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`):
        the count of each kind and ``face_down``."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's score sheet: what the areas and bonuses are worth, the points the chips could not pay (under
    finite chips) and the chips the player takes."""

    colour: Colour
    areas: int = field(metadata=json_doc("areas of the player's colour (13+ included)"))
    area_points: int
    largest_area_bonus: int = field(metadata=json_doc("3 to every owner of the largest"))
    most_areas_bonus: int = field(metadata=json_doc("3 to every player tied on most"))
    symbol_bonus: int = field(metadata=json_doc("3 per area where the symbol qualifies"))
    points_lost: int = field(default=0, metadata=json_doc(
        "points no chip was left to pay (only under finite_chips; deducted from the total)"))
    chips: Chips = field(default=Chips(), metadata=json_doc("the chips the player takes"))

    @property
    def total(self) -> int:
        """Area points plus all bonuses, less the points no chip was left to pay."""
        return (self.area_points + self.largest_area_bonus + self.most_areas_bonus + self.symbol_bonus
                - self.points_lost)

    def to_json(self) -> dict[str, Any]:
        """Return every component, the chips taken and the total."""
        return {
            "colour": self.colour,
            "areas": self.areas,
            "area_points": self.area_points,
            "largest_area_bonus": self.largest_area_bonus,
            "most_areas_bonus": self.most_areas_bonus,
            "symbol_bonus": self.symbol_bonus,
            "points_lost": self.points_lost,
            "chips": self.chips.to_json(),
            "total": self.total,
        }


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The scored table: the areas of the colours in play, each player's score and the winner(s)."""

    areas: tuple[Area, ...]
    players: tuple[PlayerScore, ...] = field(metadata={**json_name("seats"),
                                                       **json_doc("each player's sheet, in seat order")})
    winners: tuple[Colour, ...] = field(metadata=json_doc(
        "the highest total, ties broken by the fewest areas; several colours = a draw"))
    chips_left: Chips | None = field(default=None, metadata=json_doc(
        "the chips left in the box under finite_chips (null: unlimited)"))

    @property
    def draw(self) -> bool:
        """True when the tie-break (fewest areas) still leaves several players level."""
        return len(self.winners) > 1

    def to_json(self) -> dict[str, Any]:
        """Return ``{"areas", "seats", "winners", "draw", "chips_left"}`` (``chips_left`` null: unlimited chips)."""
        return {
            "areas": [a.to_json() for a in self.areas],
            "seats": [p.to_json() for p in self.players],
            "winners": list(self.winners),
            "draw": self.draw,
            "chips_left": None if self.chips_left is None else self.chips_left.to_json(),
        }


def parse_players(players: object, where: str = "players") -> tuple[Colour, ...]:
    """Read the colours in play: 2 or 3 distinct colours (errors named under ``where``)."""
    if not isinstance(players, Sequence) or isinstance(players, str):
        raise LetilesError("expected a list of 2 or 3 colours", where)
    colours = tuple(parse_colour(p, f"{where}[{i}]") for i, p in enumerate(players))
    if not 2 <= len(colours) <= 3:
        raise LetilesError(f"LETILES is for 2 or 3 players, got {len(colours)}", where)
    if len(set(colours)) != len(colours):
        raise LetilesError(f"a colour appears twice in {list(colours)}", where)
    return colours


def _components(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """Split cells into orthogonally connected components (flood fill)."""
    remaining = set(cells)
    groups = []
    while remaining:
        start = min(remaining)
        remaining.discard(start)
        stack, group = [start], [start]
        while stack:
            for n in neighbours(stack.pop()):
                if n in remaining:
                    remaining.discard(n)
                    stack.append(n)
                    group.append(n)
        groups.append(tuple(sorted(group)))
    return groups


def symbol_bonus_owners(cells: Sequence[Cell], blocks: Mapping[Cell, Block], players: Sequence[Colour],
                        rules: LetilesRules) -> tuple[Colour, ...]:
    """Return the players who earn the symbol bonus in one area (each at most once per area)."""
    qualifying: dict[Symbol, int] = {}
    for symbol, owner in SYMBOL_OWNER.items():
        if owner not in players:
            continue
        marked = [c for c in cells if blocks[c].symbol == symbol]
        if rules.symbol_rule == "connected":
            strength = max((len(g) for g in _components(marked)), default=0)
        else:
            strength = len(marked)
        if strength >= SYMBOLS_FOR_BONUS:
            qualifying[symbol] = len(marked)
    if rules.symbol_cap == "per_area" and qualifying:
        best = max(qualifying.values())
        qualifying = {s: n for s, n in qualifying.items() if n == best}
    return tuple(c for c in COLOURS if any(SYMBOL_OWNER[s] == c for s in qualifying))


def find_areas(blocks: Mapping[Cell, Block], players: Sequence[Colour], rules: LetilesRules | None = None
               ) -> tuple[Area, ...]:
    """Flood-fill the table into areas of the colours in play (other colours are ignored), largest first."""
    rules = rules or LetilesRules()
    areas = []
    for colour in players:
        for group in _components(c for c, b in blocks.items() if b.colour == colour):
            if len(group) >= MIN_AREA:
                owners = symbol_bonus_owners(group, blocks, players, rules)
                areas.append(Area(colour, group, area_points(len(group)), owners))
    return tuple(sorted(areas, key=lambda a: (-a.size, COLOURS.index(a.colour), a.cells)))


def _chips(counts: Mapping[str, int]) -> Chips:
    return Chips(counts["one_point"], counts["three_points"], counts["six_points"], counts["green_bonus"],
                 counts.get("face_down", 0))


class _Bank:
    """The chips still in the box while the score is paid, and what each player has taken or lost."""

    def __init__(self, players: Sequence[Colour], rules: LetilesRules) -> None:
        self.rules = rules
        self.left = {kind: number if rules.finite_chips else _UNLIMITED for kind, _, number in CHIP_KINDS}
        self.taken: dict[Colour, Counter[str]] = {colour: Counter() for colour in players}
        self.lost: Counter[Colour] = Counter()

    def _take(self, colour: Colour, kind: str, face_down: bool = False) -> None:
        self.left[kind] -= 1
        self.taken[colour][kind] += 1
        if face_down:
            self.taken[colour]["face_down"] += 1

    def _change(self, colour: Colour, points: int) -> None:
        """Pay ``points`` in the area chips left, largest first (exact with ones enough); lose what they cannot."""
        for kind, value in _AREA_CHIPS:
            while value <= points and self.left[kind] > 0:
                self._take(colour, kind)
                points -= value
        self.lost[colour] += points

    def pay_area(self, colour: Colour, points: int) -> None:
        """Put a chip on an area worth ``points``: its own kind; an area worth 0 takes the smallest chip left, face
        down (none left: no chip). When the kind has run out: change in smaller chips, or the points are lost."""
        if points == 0:
            kind = next((k for k, _ in reversed(_AREA_CHIPS) if self.left[k] > 0), None)
            if kind is not None:
                self._take(colour, kind, face_down=True)
            return
        kind = next(k for k, value in _AREA_CHIPS if value == points)
        if self.left[kind] > 0:
            self._take(colour, kind)
        elif self.rules.chips_run_out == "change":
            self._change(colour, points)
        else:
            self.lost[colour] += points

    def pay_bonus(self, colour: Colour) -> None:
        """Pay a bonus with a green chip; when they have run out, in the area chips left (or lost)."""
        if self.left["green_bonus"] > 0:
            self._take(colour, "green_bonus")
        elif self.rules.chips_run_out == "change":
            self._change(colour, BONUS)
        else:
            self.lost[colour] += BONUS

    def chips(self, colour: Colour) -> Chips:
        """The chips a player has taken."""
        return _chips(self.taken[colour])


def score_blocks(blocks: Mapping[Cell, Block], players: Sequence[Colour], rules: LetilesRules | None = None
                 ) -> ScoreSheet:
    """Score a finished table given as cells and blocks, for the players (colours) in play.

    The largest-area and most-areas bonuses go to every tied player; nobody gets them on a table without areas.
    The score is paid in chips: one on each area (face down on an area worth 0), handed out one area at a time
    round the seats in order, each player's areas largest first; then a green chip for each bonus (the largest-area
    bonuses, the most-areas bonuses, then the symbol bonuses area by area). Under ``finite_chips`` the box runs out
    (see :class:`_Bank`); under ``most_areas_by = chips`` the most-areas bonus counts the non-green chips taken.
    """
    rules = rules or LetilesRules()
    if not players:
        raise LetilesError("a table is scored for the colours in play: name at least one", "seats")
    areas = find_areas(blocks, players, rules)
    count = Counter(a.colour for a in areas)
    largest = max((a.size for a in areas), default=0)
    bank = _Bank(players, rules)
    queues = {colour: [a for a in areas if a.colour == colour] for colour in players}
    for round_ in range(max(len(q) for q in queues.values())):
        for colour in players:
            if round_ < len(queues[colour]):
                bank.pay_area(colour, queues[colour][round_].points)
    counted = {colour: bank.chips(colour).on_areas if rules.most_areas_by == "chips" else count[colour]
               for colour in players}
    most = max(counted.values())
    largest_to = [c for c in players if any(a.size == largest and a.colour == c for a in areas)]
    most_to = [c for c in players if most > 0 and counted[c] == most]
    symbol = Counter(owner for a in areas for owner in a.symbol_bonus_to)
    for colour in (*largest_to, *most_to, *(owner for a in areas for owner in a.symbol_bonus_to)):
        bank.pay_bonus(colour)
    sheets = tuple(
        PlayerScore(
            colour=colour,
            areas=count[colour],
            area_points=sum(a.points for a in areas if a.colour == colour),
            largest_area_bonus=BONUS if colour in largest_to else 0,
            most_areas_bonus=BONUS if colour in most_to else 0,
            symbol_bonus=BONUS * symbol[colour],
            points_lost=bank.lost[colour],
            chips=bank.chips(colour),
        )
        for colour in players
    )
    left = _chips(bank.left) if rules.finite_chips else None
    return ScoreSheet(areas, sheets, winners(sheets), left)


def winners(sheets: Sequence[PlayerScore]) -> tuple[Colour, ...]:
    """Return the winner: the highest total, then the fewest areas; several colours mean a draw."""
    best = max(s.total for s in sheets)
    top = [s for s in sheets if s.total == best]
    fewest = min(s.areas for s in top)
    return tuple(s.colour for s in top if s.areas == fewest)


def score(table: Table, players: Sequence[Colour], rules: LetilesRules | None = None) -> ScoreSheet:
    """Score a finished table of placed tiles for the colours in play."""
    return score_blocks(table.blocks(), players, rules)
