"""LETILES final scoring (spec other-games §5): areas by flood fill, points per size, bonuses and the winner."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .rules import LetilesRules
from .table import Table, neighbours
from .tiles import COLOURS, SYMBOL_OWNER, Block, Cell, Colour, LetilesError, Symbol, parse_colour

#: The fewest connected same-colour blocks that make an area.
MIN_AREA: Final = 4
#: Every bonus (largest area, most areas, symbol) is worth this much.
BONUS: Final = 3
#: The fewest connected same-shape symbols (or, under ``symbol_rule = count``, symbols) that earn a symbol bonus.
SYMBOLS_FOR_BONUS: Final = 4


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
    cells: tuple[Cell, ...]
    points: int
    symbol_bonus_to: tuple[Colour, ...]

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
class PlayerScore:
    """One player's score sheet."""

    colour: Colour
    areas: int
    area_points: int
    largest_area_bonus: int
    most_areas_bonus: int
    symbol_bonus: int

    @property
    def total(self) -> int:
        """Area points plus all bonuses."""
        return self.area_points + self.largest_area_bonus + self.most_areas_bonus + self.symbol_bonus

    def to_json(self) -> dict[str, Any]:
        """Return every component and the total."""
        return {
            "colour": self.colour,
            "areas": self.areas,
            "area_points": self.area_points,
            "largest_area_bonus": self.largest_area_bonus,
            "most_areas_bonus": self.most_areas_bonus,
            "symbol_bonus": self.symbol_bonus,
            "total": self.total,
        }


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The scored table: the areas of the colours in play, each player's score and the winner(s)."""

    areas: tuple[Area, ...]
    players: tuple[PlayerScore, ...]
    winners: tuple[Colour, ...]

    @property
    def draw(self) -> bool:
        """True when the tie-break (fewest areas) still leaves several players level."""
        return len(self.winners) > 1

    def to_json(self) -> dict[str, Any]:
        """Return ``{"areas", "players", "winners", "draw"}``."""
        return {
            "areas": [a.to_json() for a in self.areas],
            "players": [p.to_json() for p in self.players],
            "winners": list(self.winners),
            "draw": self.draw,
        }


def parse_players(players: object) -> tuple[Colour, ...]:
    """Read the colours in play: 2 or 3 distinct colours."""
    if not isinstance(players, Sequence) or isinstance(players, str):
        raise LetilesError("expected a list of 2 or 3 colours", "players")
    colours = tuple(parse_colour(p, f"players[{i}]") for i, p in enumerate(players))
    if not 2 <= len(colours) <= 3:
        raise LetilesError(f"LETILES is for 2 or 3 players, got {len(colours)}", "players")
    if len(set(colours)) != len(colours):
        raise LetilesError(f"a colour appears twice in {list(colours)}", "players")
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


def score_blocks(blocks: Mapping[Cell, Block], players: Sequence[Colour], rules: LetilesRules | None = None
                 ) -> ScoreSheet:
    """Score a finished table given as cells and blocks, for the players (colours) in play.

    The largest-area and most-areas bonuses go to every tied player; nobody gets them on a table without areas.
    """
    rules = rules or LetilesRules()
    areas = find_areas(blocks, players, rules)
    count = Counter(a.colour for a in areas)
    largest = max((a.size for a in areas), default=0)
    most = max(count.values(), default=0)
    symbol = Counter(owner for a in areas for owner in a.symbol_bonus_to)
    sheets = tuple(
        PlayerScore(
            colour=colour,
            areas=count[colour],
            area_points=sum(a.points for a in areas if a.colour == colour),
            largest_area_bonus=BONUS if any(a.size == largest and a.colour == colour for a in areas) else 0,
            most_areas_bonus=BONUS if most > 0 and count[colour] == most else 0,
            symbol_bonus=BONUS * symbol[colour],
        )
        for colour in players
    )
    return ScoreSheet(areas, sheets, winners(sheets))


def winners(sheets: Sequence[PlayerScore]) -> tuple[Colour, ...]:
    """Return the winner: the highest total, then the fewest areas; several colours mean a draw."""
    best = max(s.total for s in sheets)
    top = [s for s in sheets if s.total == best]
    fewest = min(s.areas for s in top)
    return tuple(s.colour for s in top if s.areas == fewest)


def score(table: Table, players: Sequence[Colour], rules: LetilesRules | None = None) -> ScoreSheet:
    """Score a finished table of placed tiles for the colours in play."""
    return score_blocks(table.blocks(), players, rules)
