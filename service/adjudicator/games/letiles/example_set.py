"""An ILLUSTRATIVE LETILES tile set, for demonstrations and tests only.

The published tile list is not public (spec other-games §5), so this set is invented. It merely respects the
known constraints: 24 tiles per colour; per set, 6 multi-colour designs in 2 copies each plus one-colour tiles;
every tile carries at least one symbol of its owner. Each set also has 3 expansion tiles (``red-x1`` ...): two
carrying 2 of the owner's symbols and one carrying all 3 symbol kinds, each replacing a base tile with its colour
layout. Real play must supply the real tile set as input.
"""

from __future__ import annotations

from typing import Final

from .tiles import COLOURS, SYMBOL_OWNER, Block, Cell, Colour, Symbol, Tile, TileSet

#: The L shape every example tile uses before rotation: the corner at the origin, one arm right, one arm up.
_SHAPE: Final[tuple[Cell, Cell, Cell]] = ((0, 0), (1, 0), (0, 1))
_ONE_COLOUR_TILES: Final = 12
#: Each expansion tile: its number, the base tile it replaces (by number), and the blocks (by index) carrying the
#: owner's symbol; the third also carries, on its other blocks, the symbols of the other two colours.
_EXPANSIONS: Final = ((1, 1, (0, 1)), (2, 10, (0, 2)), (3, 5, (1,)))


def _own_symbol(colour: Colour) -> Symbol:
    return next(s for s, owner in SYMBOL_OWNER.items() if owner == colour)


def _designs(colour: Colour) -> list[tuple[Colour, Colour, Colour]]:
    others = [c for c in COLOURS if c != colour]
    designs: list[tuple[Colour, Colour, Colour]] = []
    for other in others:
        designs += [(colour, colour, other), (colour, other, colour), (other, colour, colour)]
    return designs


def example_tileset() -> TileSet:
    """Return the illustrative box: 72 base tiles (ids like ``red-01``) and 9 expansion tiles (``red-x1``); not the
    published tiles."""
    tiles = []
    for colour in COLOURS:
        symbol = _own_symbol(colour)
        layouts = [d for d in _designs(colour) for _ in range(2)]
        layouts += [(colour, colour, colour)] * _ONE_COLOUR_TILES
        for number, layout in enumerate(layouts, start=1):
            marked = layout.index(colour) if len(set(layout)) > 1 else number % 3
            blocks = tuple(
                (cell, Block(block_colour, symbol if i == marked else None))
                for i, (cell, block_colour) in enumerate(zip(_SHAPE, layout, strict=True))
            )
            tiles.append(Tile(f"{colour}-{number:02d}", colour, blocks))
        others = [s for s, owner in SYMBOL_OWNER.items() if owner != colour]
        for number, base, marked_blocks in _EXPANSIONS:
            layout = layouts[base - 1]
            symbols: list[Symbol | None] = [symbol if i in marked_blocks else None for i in range(3)]
            if len(marked_blocks) == 1:  # all three symbol kinds
                symbols = [symbol if i in marked_blocks else others.pop(0) for i in range(3)]
            blocks = tuple((cell, Block(block_colour, mark))
                           for cell, block_colour, mark in zip(_SHAPE, layout, symbols, strict=True))
            tiles.append(Tile(f"{colour}-x{number}", colour, blocks, expansion=True, replaces=f"{colour}-{base:02d}"))
    return TileSet(tuple(tiles))
