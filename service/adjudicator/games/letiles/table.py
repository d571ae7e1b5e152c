"""The LETILES table: placed tiles on a unit grid, placement validation and the list of legal placements (§5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

from ..jsonform import NOT_WRITTEN, json_doc, json_form
from ..shapes import declared, integer, listed, read_shape, record, text
from .rules import LetilesRules
from .tiles import MAX_ID, MAX_TILES, ROTATIONS, Block, Cell, LetilesError, Tile, TileSet, fail_at

#: The farthest a tile may lie from the origin (a bound on input: a table of every tile reaches a few hundred).
MAX_COORDINATE = 10_000
#: The middle of the table: the cell the first tile covers (under ``first_tile = covers_middle``).
MIDDLE: Cell = (0, 0)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """Return the four orthogonal neighbours of a cell."""
    x, y = cell
    return (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile put on the table: its origin cell and quarter turns counter-clockwise."""

    tile: str = field(metadata=declared(text(min_length=1, max_length=MAX_ID), "the tile id"))
    x: int = field(metadata=declared(integer(-MAX_COORDINATE, MAX_COORDINATE), "x of the tile origin (grows right)"))
    y: int = field(metadata=declared(integer(-MAX_COORDINATE, MAX_COORDINATE), "y of the tile origin (grows up)"))
    rotation: int = field(default=0, metadata=declared(integer(min(ROTATIONS), max(ROTATIONS)),
                                                       "quarter turns counter-clockwise (default 0)"))

    def __post_init__(self) -> None:
        if self.rotation not in ROTATIONS:
            raise LetilesError(f"placement of tile {self.tile!r}: rotation must be 0, 1, 2 or 3, got {self.rotation!r}")

    @classmethod
    def from_json(cls, data: object, where: str = "placement") -> Placement:
        """Read ``{"tile", "x", "y", "rotation"}`` (rotation defaults to 0; a number with no fractional part, such
        as ``2.0``, is read as the integer)."""
        if isinstance(data, Mapping):
            data = {key: int(value) if isinstance(value, float) and value.is_integer() else value
                    for key, value in data.items()}
        return cls(**read_shape(cls, data, fail_at, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class PlacementVerdict:
    """The adjudication of a placement: legal or not, why not, and the cells it would cover."""

    legal: bool
    reason: str | None = field(metadata=json_doc("why not, when illegal"))
    #: written as [x, y] pairs (a list of lists: the derived schema reads the annotation's second part)
    cells: Annotated[tuple[Cell, ...], list[list[int]]] = field(
        metadata=json_doc("the cells the tile covers, as [x, y] pairs"))
    shared_edges: int = field(metadata=json_doc("unit edges shared with the table"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class Table:
    """The tiles placed so far (in play order) with the tile set they come from.

    Building a table checks that the placements themselves are consistent (known tiles, each placed once,
    no overlap) and that each tile after the first touches, edge to edge, a tile placed before it: a table grows
    from its first tile, so it is always one piece.
    """

    #: not written: the tile set travels beside the table
    tileset: TileSet = field(metadata=NOT_WRITTEN)
    placements: tuple[Placement, ...] = field(default=(), metadata=declared(
        listed(record(Placement).named("placement"), min_length=0, max_length=MAX_TILES),
        "the tiles on the table, in play order"))

    def __post_init__(self) -> None:
        occupied: dict[Cell, str] = {}
        for i, placement in enumerate(self.placements):
            try:
                tile = self.tileset.tile(placement.tile)
            except LetilesError as exc:
                raise LetilesError(exc.message, f"placements[{i}].tile") from exc
            if placement.tile in occupied.values():
                raise LetilesError(f"tile {placement.tile!r} is placed twice", f"placements[{i}].tile")
            cells = [cell for cell, _ in tile.cells(placement.x, placement.y, placement.rotation)]
            for cell in cells:
                if cell in occupied:
                    raise LetilesError(
                        f"tile {placement.tile!r} overlaps tile {occupied[cell]!r} at cell {list(cell)}",
                        f"placements[{i}]",
                    )
            if occupied and not shared_edges(cells, occupied):
                raise LetilesError(
                    f"tile {placement.tile!r} touches no tile placed before it; every tile after the first is laid"
                    " edge to edge with the table, so a table is one piece",
                    f"placements[{i}]",
                )
            occupied.update(dict.fromkeys(cells, placement.tile))

    def blocks(self) -> dict[Cell, Block]:
        """Return every occupied cell of the table with its block."""
        result: dict[Cell, Block] = {}
        for placement in self.placements:
            tile = self.tileset.tile(placement.tile)
            result.update(tile.cells(placement.x, placement.y, placement.rotation))
        return result

    def placed_ids(self) -> frozenset[str]:
        """Return the ids of the tiles already on the table."""
        return frozenset(p.tile for p in self.placements)

    def with_placement(self, placement: Placement, rules: LetilesRules | None = None) -> Table:
        """Return the table after a legal placement; raise :class:`LetilesError` with the reason if it is illegal."""
        verdict = validate_placement(self, placement, rules)
        if not verdict.legal:
            raise LetilesError(f"placement of tile {placement.tile!r} is illegal: {verdict.reason}")
        return Table(self.tileset, (*self.placements, placement))

    @classmethod
    def from_json(cls, tileset: TileSet, placements: object) -> Table:
        """Build a table from a tile set and a list of placement objects (read as the table's declared
        ``placements``)."""
        return cls(tileset, read_shape(cls, {"placements": placements}, fail_at, "")["placements"])

    def to_json(self) -> dict[str, Any]:
        """Return ``{"placements": [...]}`` (the tile set travels separately): :func:`json_form`."""
        return json_form(self)


def shared_edges(cells: Sequence[Cell], occupied: Mapping[Cell, object]) -> int:
    """Count the unit edges between ``cells`` and the occupied cells (corners do not count)."""
    return sum(1 for cell in cells for n in neighbours(cell) if n in occupied)


def check_shared_edges(table: Table, rules: LetilesRules) -> None:
    """Raise :class:`LetilesError` naming the placement unless each tile after the first shares at least
    ``rules.min_shared_edges`` unit edges with the tiles placed before it, as each was placed under those rules
    (building a :class:`Table` checks one)."""
    if rules.min_shared_edges <= 1:
        return
    occupied: dict[Cell, str] = {}
    for i, placement in enumerate(table.placements):
        cells = [cell for cell, _ in table.tileset.tile(placement.tile).cells(placement.x, placement.y,
                                                                             placement.rotation)]
        edges = shared_edges(cells, occupied)
        if occupied and edges < rules.min_shared_edges:
            raise LetilesError(f"tile {placement.tile!r} shares {edges} edge(s) with the tiles placed before it; at"
                               f" least {rules.min_shared_edges} (min_shared_edges) are needed", f"placements[{i}]")
        occupied.update(dict.fromkeys(cells, placement.tile))


def check_first_tile(table: Table, rules: LetilesRules) -> None:
    """Raise :class:`LetilesError` naming ``placements[0]`` unless the first tile went in the middle of the table
    (it covers the cell (0, 0)), under ``first_tile = covers_middle``."""
    if rules.first_tile != "covers_middle" or not table.placements:
        return
    first = table.placements[0]
    cells = [cell for cell, _ in table.tileset.tile(first.tile).cells(first.x, first.y, first.rotation)]
    if MIDDLE not in cells:
        raise LetilesError(f"the first tile goes in the middle of the table, covering the cell {list(MIDDLE)}; tile"
                           f" {first.tile!r} covers {[list(c) for c in cells]}", "placements[0]")


def check_table(table: Table, rules: LetilesRules) -> None:
    """Raise :class:`LetilesError` naming the placement unless the table was laid under ``rules``: the first tile
    in the middle, each later one along at least ``min_shared_edges`` edges (building a :class:`Table` checks the
    rest: known tiles, each once, no overlap, one piece)."""
    check_first_tile(table, rules)
    check_shared_edges(table, rules)


def validate_placement(table: Table, placement: Placement, rules: LetilesRules | None = None) -> PlacementVerdict:
    """Adjudicate putting a tile on the table: no overlap, and (after the first tile) enough shared edges.

    The first tile goes in the middle of the table: it covers the cell (0, 0) (under ``first_tile = anywhere`` it
    may go anywhere, and defines the middle). An unknown tile id is bad input (:class:`LetilesError`); a tile
    already on the table is an illegal play.
    """
    tile = table.tileset.tile(placement.tile)
    return _adjudicate(tile, placement, table.blocks(), table.placed_ids(), rules or LetilesRules())


def _adjudicate(
    tile: Tile, placement: Placement, occupied: Mapping[Cell, Block], placed: frozenset[str], rules: LetilesRules
) -> PlacementVerdict:
    cells = tuple(cell for cell, _ in tile.cells(placement.x, placement.y, placement.rotation))
    if placement.tile in placed:
        return PlacementVerdict(False, f"tile {placement.tile!r} is already on the table", cells, 0)
    if not occupied and rules.first_tile == "covers_middle" and MIDDLE not in cells:
        return PlacementVerdict(False, f"the first tile goes in the middle of the table: it must cover the cell"
                                       f" {list(MIDDLE)}", cells, 0)
    overlap = [cell for cell in cells if cell in occupied]
    if overlap:
        return PlacementVerdict(False, f"the tile would cover the occupied cell {list(overlap[0])}", cells, 0)
    edges = shared_edges(cells, occupied)
    if occupied and edges < rules.min_shared_edges:
        reason = (f"the tile shares {edges} edge(s) with the tiles on the table; "
                  f"at least {rules.min_shared_edges} needed (corners do not count)")
        return PlacementVerdict(False, reason, cells, edges)
    return PlacementVerdict(True, None, cells, edges)


def legal_placements(table: Table, tile_id: str, rules: LetilesRules | None = None) -> list[Placement]:
    """List every legal placement of a tile, sorted by rotation, then ``y``, then ``x``.

    On an empty table: every placement covering the middle cell (0, 0) (under ``first_tile = anywhere``, the four
    rotations at the origin, standing for every spot); a tile already placed has none.
    """
    rules = rules or LetilesRules()
    tile = table.tileset.tile(tile_id)
    placed = table.placed_ids()
    if tile_id in placed:
        return []
    occupied = table.blocks()
    if not occupied and rules.first_tile == "anywhere":
        return [Placement(tile_id, 0, 0, r) for r in ROTATIONS]
    if not occupied:
        middle = {Placement(tile_id, -dx, -dy, r) for r in ROTATIONS for (dx, dy), _ in tile.cells(0, 0, r)}
        return sorted(middle, key=lambda p: (p.rotation, p.y, p.x))
    frontier = {n for cell in occupied for n in neighbours(cell) if n not in occupied}
    found: set[Placement] = set()
    for rotation in ROTATIONS:
        offsets = [cell for cell, _ in tile.cells(0, 0, rotation)]
        for fx, fy in frontier:
            for dx, dy in offsets:
                candidate = Placement(tile_id, fx - dx, fy - dy, rotation)
                if candidate not in found and _adjudicate(tile, candidate, occupied, placed, rules).legal:
                    found.add(candidate)
    return sorted(found, key=lambda p: (p.rotation, p.y, p.x))
