"""Tests that pin LETILES rules a small plausible bug would break (found by `make mutation`)."""

from __future__ import annotations

import pytest

from adjudicator.games.letiles import LetilesError, LetilesRules, Placement, Table, Tile, example_tileset
from adjudicator.games.letiles.table import validate_placement


def test_the_example_set_holds_the_two_colour_designs_and_the_one_colour_tiles() -> None:
    tiles = example_tileset()  # built in the test, not at import: the mutation run activates mutants per test
    for colour in ("red", "blue", "yellow"):
        own = [t for t in tiles.of_set(colour) if not t.expansion]
        one_colour = [t for t in own if len({b.colour for _, b in t.blocks}) == 1]
        assert (len(own), len(one_colour)) == (24, 12)
        assert len([t for t in tiles.of_set(colour) if t.expansion]) == 3


def test_a_tile_already_on_the_table_is_refused_with_the_cells_it_would_cover() -> None:
    tiles = example_tileset()
    first = tiles.tiles[0].id
    table = Table(tiles, (Placement(first, 0, 0, 0),))
    verdict = validate_placement(table, Placement(first, 10, 10, 0))
    assert not verdict.legal and verdict.reason == f"tile {first!r} is already on the table"
    assert verdict.cells == tuple(cell for cell, _ in tiles.tiles[0].cells(10, 10, 0))


def test_a_table_in_two_pieces_is_refused_naming_the_placement() -> None:
    tiles = example_tileset()
    a, b = tiles.tiles[0].id, tiles.tiles[1].id
    with pytest.raises(LetilesError) as caught:
        Table(tiles, (Placement(a, 0, 0, 0), Placement(b, 20, 20, 0)))
    assert caught.value.field == "placements[1]"
    assert caught.value.message == (
        f"tile {b!r} touches no tile placed before it; every tile after the first is laid edge to edge with the "
        "table, so a table is one piece"
    )


@pytest.mark.parametrize(
    ("read", "field"),
    [
        (lambda: LetilesRules.from_json(["min_shared_edges"]), "rules"),
        (lambda: Table.from_json(example_tileset(), "a1"), "placements"),
        (lambda: Table.from_json(example_tileset(), {"tile": "r1"}), "placements"),
        (lambda: Tile.from_json(7, "tiles[3]"), "tiles[3]"),
    ],
)
def test_input_of_the_wrong_shape_is_refused_naming_its_field(read: object, field: str) -> None:
    with pytest.raises(LetilesError) as caught:
        read()  # type: ignore[operator]
    assert caught.value.field == field
