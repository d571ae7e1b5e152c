"""LETILES tiles: L-trominoes of three coloured blocks, some carrying a symbol (spec other-games §5).

The real tile list is not public, so a tile set is always input data in the shape
``{"tiles": [{"id", "set", "blocks": [{"dx", "dy", "colour", "symbol"}, ...], "expansion", "replaces"}]}``:
an expansion tile (``expansion: true``) names the base tile of its set it ``replaces`` under the expansion rule.
Coordinates: ``x`` grows to the right, ``y`` grows upwards; a rotation is a number of quarter turns
counter-clockwise about the tile's own origin ``(0, 0)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypeAlias

from adjudicator.games.errors import RulesError

from ..jsonform import NOT_WRITTEN, json_form, json_written_by
from ..shapes import declared, flag, listed, part, read_shape, text

Colour: TypeAlias = Literal["red", "blue", "yellow"]
Symbol: TypeAlias = Literal["circle", "cross", "triangle"]
Cell: TypeAlias = tuple[int, int]

COLOURS: Final[tuple[Colour, ...]] = ("red", "blue", "yellow")
#: Each symbol shape belongs to the player of one colour: red ◎, blue +, yellow △.
SYMBOL_OWNER: Final[Mapping[Symbol, Colour]] = {"circle": "red", "cross": "blue", "triangle": "yellow"}
#: The glyph printed for each symbol (accepted on input).
SYMBOL_GLYPH: Final[Mapping[Symbol, str]] = {"circle": "◎", "cross": "+", "triangle": "△"}
ROTATIONS: Final = (0, 1, 2, 3)
#: The farthest a block may lie from its tile's origin (a bound on input, not a rule: real tiles lie within 1).
MAX_OFFSET: Final = 10

#: Every name of a colour on input (the one definition; the API documents these).
COLOUR_ALIASES: Final[Mapping[str, Colour]] = {
    "red": "red", "blue": "blue", "yellow": "yellow", "R": "red", "B": "blue", "Y": "yellow",
    "赤": "red", "青": "blue", "黄": "yellow",
}
#: Every name of a symbol on input.
SYMBOL_ALIASES: Final[Mapping[str, Symbol]] = {
    "circle": "circle", "cross": "cross", "triangle": "triangle", "plus": "cross", "◎": "circle", "+": "cross",
    "△": "triangle",
}
#: The longest tile id.
MAX_ID = 64
#: The most tiles a request's tile set may hold (the published box has 72, plus 9 expansion tiles).
MAX_TILES: Final = 243


class LetilesError(RulesError):
    """Invalid LETILES input (a tile, a tile set, a placement or a ruleset)."""


def parse_colour(value: object, where: str) -> Colour:
    """Read a colour name (``red``/``blue``/``yellow``, ``R``/``B``/``Y`` or 赤/青/黄) found at ``where``."""
    if isinstance(value, str) and value in COLOUR_ALIASES:
        return COLOUR_ALIASES[value]
    raise LetilesError(f"{value!r} is not a colour (red, blue or yellow)", where)


def parse_symbol(value: object, where: str) -> Symbol | None:
    """Read a symbol (``circle``/◎, ``cross``/+, ``triangle``/△ or null) found at ``where``."""
    if value is None:
        return None
    if isinstance(value, str) and value in SYMBOL_ALIASES:
        return SYMBOL_ALIASES[value]
    raise LetilesError(f"{value!r} is not a symbol (circle ◎, cross +, triangle △ or null)", where)


def at(where: str, key: str) -> str:
    """The path of ``key`` inside ``where`` (``where`` empty: the input itself)."""
    return f"{where}.{key}" if where else key


def int_field(data: Mapping[str, Any], key: str, where: str, bound: int, default: int | None = None) -> int:
    """Read the integer ``data[key]`` (at most ``bound`` from 0) found at ``where``."""
    value = data.get(key, default)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise LetilesError(f"expected an integer, got {value!r}", at(where, key))
    if not -bound <= value <= bound:
        raise LetilesError(f"expected an integer from {-bound} to {bound}, got {value!r}", at(where, key))
    return value


def known_keys(data: Mapping[str, Any], keys: tuple[str, ...], where: str) -> None:
    """Refuse the keys of an object that are not ``keys``."""
    for key in data:
        if key not in keys:
            raise LetilesError(f"unknown field (known: {', '.join(keys)})", at(where, str(key)))


def fail_at(message: str, where: str) -> LetilesError:
    """A LETILES input error at ``where`` (a path read from an input given alone, ``""``, starts with its key)."""
    return LetilesError(message, where.removeprefix("."))


def rotate(cell: Cell, rotation: int) -> Cell:
    """Turn ``cell`` by ``rotation`` quarter turns counter-clockwise about the origin."""
    x, y = cell
    for _ in range(rotation % 4):
        x, y = -y, x
    return (x, y)


@dataclass(frozen=True, slots=True)
class Block:
    """One square of a tile: its colour and its symbol, if any."""

    colour: Colour = field(metadata=declared(text(choices=tuple(COLOUR_ALIASES)),
                                             "red, blue or yellow (R/B/Y and 赤/青/黄 accepted on input)"))
    symbol: Symbol | None = field(default=None, metadata=declared(
        text(choices=tuple(SYMBOL_ALIASES), nullable=True),
        "circle ◎ (red's), cross + (blue's), triangle △ (yellow's), or null"))

    @classmethod
    def from_json(cls, data: object, where: str = "block", also: Sequence[str] = ()) -> Block:
        """Read ``{"colour", "symbol"}`` (a colour or symbol by any of its names; the symbol null if left out), and
        the keys ``also`` of the object holding them (a tile's offsets, a table's cell), which the caller reads."""
        read = read_shape(cls, data, fail_at, where, also=also)
        symbol = read.get("symbol")
        return cls(COLOUR_ALIASES[read["colour"]], None if symbol is None else SYMBOL_ALIASES[symbol])

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


#: A tile's block: its offset from the tile origin and the block.
TileBlock: TypeAlias = tuple[Cell, Block]


def _tile_block(data: object, where: str) -> TileBlock:
    """Read a tile's block ``{"dx", "dy", "colour", "symbol"}`` found at ``where``."""
    if not isinstance(data, Mapping):
        raise LetilesError("expected an object", where)
    block = Block.from_json(data, where, also=("dx", "dy"))
    return (int_field(data, "dx", where, MAX_OFFSET), int_field(data, "dy", where, MAX_OFFSET)), block


def _blocks_json(blocks: Sequence[TileBlock]) -> list[dict[str, Any]]:
    """A tile's blocks as its JSON form writes them: each one's offset, then the block."""
    return [{"dx": dx, "dy": dy, **block.to_json()} for (dx, dy), block in blocks]


@dataclass(frozen=True, slots=True)
class Tile:
    """An L-tromino tile: three blocks at offsets from the tile origin, and the set (player colour) it belongs to.

    An expansion tile (``expansion``) is in play only under the expansion rule, where it ``replaces`` the base tile
    of its set with that id (one with the same colour layout).
    """

    id: str = field(metadata=declared(text(min_length=1, max_length=MAX_ID), "the tile id", example="red-01"))
    set: Colour = field(metadata=declared(text(choices=tuple(COLOUR_ALIASES)), "the player set (tile back colour)"))
    blocks: tuple[TileBlock, ...] = field(metadata=declared(
        listed(part(_tile_block).named("block"), min_length=3, max_length=3), "the three blocks, each at its offset",
        **json_written_by(_blocks_json)))
    expansion: bool = field(default=False, metadata=declared(
        flag(), "an expansion tile: in play only under the ruleset's expansion, replacing its base tile (default "
                "false)"))
    replaces: str | None = field(default=None, metadata=declared(
        text(min_length=1, max_length=MAX_ID, nullable=True),
        "the base tile of the same set and colour layout an expansion tile replaces (null for a base tile)"))

    def __post_init__(self) -> None:
        if self.expansion != (self.replaces is not None):
            raise LetilesError(f"tile {self.id!r}: an expansion tile, and only one, names the base tile it replaces",
                               "replaces")
        cells = [cell for cell, _ in self.blocks]
        if len(cells) != 3:
            raise LetilesError(f"tile {self.id!r}: a tile has exactly 3 blocks, got {len(cells)}")
        if len(set(cells)) != 3:
            raise LetilesError(f"tile {self.id!r}: two blocks share the offset of one cell")
        if not _is_l_tromino(cells):
            raise LetilesError(f"tile {self.id!r}: the blocks {sorted(cells)} do not form an L shape")

    def cells(self, x: int, y: int, rotation: int) -> tuple[tuple[Cell, Block], ...]:
        """Return the table cells and blocks of this tile placed with its origin at ``(x, y)``, rotated."""
        placed = []
        for offset, block in self.blocks:
            dx, dy = rotate(offset, rotation)
            placed.append(((x + dx, y + dy), block))
        return tuple(placed)

    @classmethod
    def from_json(cls, data: object, where: str = "tile") -> Tile:
        """Read ``{"id", "set", "blocks": [{"dx", "dy", "colour", "symbol"} x 3]}``."""
        read = read_shape(cls, data, fail_at, where)
        expansion, replaces = read.get("expansion", False), read.get("replaces")
        if expansion and replaces is None:
            raise LetilesError("the id of the base tile replaced is required when expansion is true",
                               at(where, "replaces"))
        if not expansion and replaces is not None:
            raise LetilesError("must be absent when expansion is false: only an expansion tile replaces a base tile",
                               at(where, "replaces"))
        tile_id, owner, blocks = read["id"], COLOUR_ALIASES[read["set"]], read["blocks"]
        return cls(tile_id, owner, tuple(blocks), expansion, replaces)

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form accepted by :meth:`from_json`: its fields (:func:`json_form`)."""
        return json_form(self)

    def layout(self, symbols: bool = False) -> tuple[tuple[Cell, str, str], ...]:
        """Return the tile's colour layout (with its symbols when ``symbols``), the same for every rotation."""
        variants = []
        for r in ROTATIONS:
            cells = [(rotate(c, r), b) for c, b in self.blocks]
            mx = min(x for (x, _), _ in cells)
            my = min(y for (_, y), _ in cells)
            variants.append(tuple(sorted(((x - mx, y - my), b.colour, (b.symbol or "") if symbols else "")
                                         for (x, y), b in cells)))
        return min(variants)

    def plain(self) -> Tile:
        """Return this tile as an ordinary tile of its set (not marked as an expansion tile)."""
        return Tile(self.id, self.set, self.blocks)


def _is_l_tromino(cells: Sequence[Cell]) -> bool:
    xs = {x for x, _ in cells}
    ys = {y for _, y in cells}
    return len(xs) == 2 and len(ys) == 2 and max(xs) - min(xs) == 1 and max(ys) - min(ys) == 1


def _tile(data: object, where: str) -> Tile:
    """A tile of a tile set (``where``: its path, ``.tiles[i]`` in a tile set read alone)."""
    return Tile.from_json(data, where.removeprefix("."))


@dataclass(frozen=True, slots=True)
class TileSet:
    """A collection of tiles with unique ids.

    A box (``removed`` empty) is checked whole: each expansion tile replaces a base tile of its own set with its
    colour layout, and no base tile is replaced twice. The tiles in play under a ruleset (see ``variants``) are a
    tile set too, whose ``removed`` says, for each tile of the box out of play, why.
    """

    tiles: tuple[Tile, ...] = field(metadata=declared(
        listed(part(_tile).named("tile"), min_length=1, max_length=MAX_TILES),
        "the tiles the game is played with (the published list is not public: it is input)"))
    #: the tiles of the box out of play under a ruleset, and why (not written: the ruleset says it)
    removed: tuple[tuple[str, str], ...] = field(default=(), metadata=NOT_WRITTEN)

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for tile in self.tiles:
            if tile.id in seen:
                raise LetilesError(f"tile set: the tile id {tile.id!r} is used twice")
            seen.add(tile.id)
        if not self.removed:
            self._check_expansions()

    def _check_expansions(self) -> None:
        by_id = {t.id: t for t in self.tiles}
        replaced: dict[str, str] = {}
        for i, tile in enumerate(self.tiles):
            if tile.replaces is None:
                continue
            where = f"tiles[{i}].replaces"
            base = by_id.get(tile.replaces)
            if base is None or base.expansion:
                raise LetilesError(f"expansion tile {tile.id!r} replaces {tile.replaces!r}, which is not a base tile"
                                   " of the tile set", where)
            if base.set != tile.set:
                raise LetilesError(f"expansion tile {tile.id!r} of the {tile.set} set replaces {base.id!r} of the"
                                   f" {base.set} set; it replaces a tile of its own set", where)
            if base.layout() != tile.layout():
                raise LetilesError(f"expansion tile {tile.id!r} replaces {base.id!r}, whose colour layout differs;"
                                   " it replaces a tile with the same colour layout", where)
            if base.id in replaced:
                raise LetilesError(f"expansion tiles {replaced[base.id]!r} and {tile.id!r} both replace {base.id!r}",
                                   where)
            replaced[base.id] = tile.id

    def tile(self, tile_id: object) -> Tile:
        """Return the tile with this id; raise :class:`LetilesError` naming it if there is none (or saying why it
        is out of play)."""
        for tile in self.tiles:
            if tile.id == tile_id:
                return tile
        for removed_id, why in self.removed:
            if removed_id == tile_id:
                raise LetilesError(f"tile {tile_id!r} is out of play: {why}")
        raise LetilesError(f"tile {tile_id!r} is not in the tile set")

    def plain(self) -> TileSet:
        """Return the tiles as ordinary tiles of their sets (no expansion marks), a box of its own."""
        return TileSet(tuple(t.plain() for t in self.tiles))

    def of_set(self, colour: Colour) -> tuple[Tile, ...]:
        """Return the tiles of one player's set."""
        return tuple(t for t in self.tiles if t.set == colour)

    def to_json(self) -> dict[str, Any]:
        """Return ``{"tiles": [...]}``: its fields (:func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def load_tileset(data: object) -> TileSet:
    """Load a tile set from ``{"tiles": [...]}`` or a bare list of tiles, read by the tile set's declared fields
    (every tile validated), then checked as a tile set (ids used once, the expansion tiles)."""
    form = data if isinstance(data, Mapping) else {"tiles": data}
    return TileSet(**read_shape(TileSet, form, fail_at, ""))
