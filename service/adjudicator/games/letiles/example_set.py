"""An ILLUSTRATIVE LETILES tile set, for demonstrations and tests only.

The published tile list is not public (spec other-games §5), so this set is invented. It merely respects the
known constraints: 24 tiles per colour; per set, 6 multi-colour designs in 2 copies each plus one-colour tiles;
every tile carries at least one symbol of its owner. Real play must supply the real tile set as input.
"""

from __future__ import annotations

from typing import Final

from .tiles import COLOURS, SYMBOL_OWNER, Block, Cell, Colour, Symbol, Tile, TileSet

#: The L shape every example tile uses before rotation: the corner at the origin, one arm right, one arm up.
_SHAPE: Final[tuple[Cell, Cell, Cell]] = ((0, 0), (1, 0), (0, 1))
_ONE_COLOUR_TILES: Final = 12


def _own_symbol(colour: Colour) -> Symbol:
    return next(s for s, owner in SYMBOL_OWNER.items() if owner == colour)


def _designs(colour: Colour) -> list[tuple[Colour, Colour, Colour]]:
    others = [c for c in COLOURS if c != colour]
    designs: list[tuple[Colour, Colour, Colour]] = []
    for other in others:
        designs += [(colour, colour, other), (colour, other, colour), (other, colour, colour)]
    return designs


def example_tileset() -> TileSet:
    """Return the illustrative 72-tile set (ids like ``red-01``); not the published tiles."""
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
    return TileSet(tuple(tiles))
