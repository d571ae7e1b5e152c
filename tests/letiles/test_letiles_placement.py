from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.letiles import (
    LetilesError,
    LetilesRules,
    Placement,
    Table,
    Tile,
    check_shared_edges,
    check_table,
    example_tileset,
    legal_placements,
    load_tileset,
    rotate,
    score,
    validate_placement,
)

TILES = example_tileset()


def tile_json(tile_id: str = "t1", cells: tuple[tuple[int, int], ...] = ((0, 0), (1, 0), (0, 1))) -> dict[str, object]:
    return {
        "id": tile_id,
        "set": "red",
        "blocks": [
            {"dx": x, "dy": y, "colour": "R", "symbol": "◎" if i == 0 else None} for i, (x, y) in enumerate(cells)
        ],
    }


def test_example_set_has_the_published_shape() -> None:
    assert len(TILES.tiles) == 81 and sum(t.expansion for t in TILES.tiles) == 9
    for colour in ("red", "blue", "yellow"):
        own = [t for t in TILES.of_set(colour) if not t.expansion]
        assert len(own) == 24
        designs = Counter(tuple(b.colour for _, b in t.blocks) for t in own)
        multi = {d: n for d, n in designs.items() if len(set(d)) > 1}
        assert len(multi) == 6 and set(multi.values()) == {2}
        owner_symbol = {"red": "circle", "blue": "cross", "yellow": "triangle"}[colour]
        assert all(any(b.symbol == owner_symbol for _, b in t.blocks) for t in own)


def test_tileset_round_trips_through_json() -> None:
    assert load_tileset(TILES.to_json()) == TILES


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda t: t["blocks"][1].update(colour="green"), r"tiles\[0\].blocks\[1\].colour"),
        (lambda t: t["blocks"][2].update(symbol="star"), r"tiles\[0\].blocks\[2\].symbol"),
        (lambda t: t["blocks"][0].update(dx="0"), r"blocks\[0\].dx"),
        (lambda t: t["blocks"].pop(), r"blocks: expected a list of 3 blocks"),
        (lambda t: t["blocks"][2].update(dx=2, dy=0), "do not form an L shape"),
        (lambda t: t["blocks"][2].update(dx=1, dy=0), "share the offset"),
        (lambda t: t.update(set="purple"), r"tiles\[0\].set"),
        (lambda t: t.update(id=""), r"tiles\[0\].id"),
    ],
)
def test_bad_tiles_are_rejected_naming_the_field(mutate: object, field: str) -> None:
    data = tile_json()
    mutate(data)  # type: ignore[operator]
    with pytest.raises(LetilesError, match=field):
        load_tileset({"tiles": [data]})


def test_duplicate_ids_and_unknown_tiles_are_rejected() -> None:
    with pytest.raises(LetilesError, match="used twice"):
        load_tileset([tile_json(), tile_json()])
    table = Table(load_tileset([tile_json()]))
    with pytest.raises(LetilesError, match="'nope' is not in the tile set"):
        validate_placement(table, Placement("nope", 0, 0))


def test_rotation_turns_counter_clockwise() -> None:
    assert [rotate((1, 0), r) for r in range(4)] == [(1, 0), (0, 1), (-1, 0), (0, -1)]


def test_placement_rules() -> None:
    ts = load_tileset([tile_json("a"), tile_json("b"), tile_json("c")])
    table = Table(ts, (Placement("a", 0, 0),))  # cells (0,0) (1,0) (0,1)
    overlap = validate_placement(table, Placement("b", 1, 1, 2))  # cells (1,1) (0,1) (1,0)
    assert not overlap.legal and "occupied" in (overlap.reason or "")
    corner = validate_placement(table, Placement("b", 2, 1))  # (2,1) (3,1) (2,2): meets (1,0) at a corner only
    assert not corner.legal and corner.shared_edges == 0
    touching = validate_placement(table, Placement("b", 2, 0))  # (2,0) (3,0) (2,1): shares the edge (1,0)-(2,0)
    assert touching.legal and touching.shared_edges == 1
    again = validate_placement(table, Placement("a", 5, 5))
    assert not again.legal and "already on the table" in (again.reason or "")
    strict = LetilesRules(min_shared_edges=2)
    assert not validate_placement(table, Placement("b", 2, 0), strict).legal
    assert validate_placement(table, Placement("b", 1, 1), strict).legal  # (1,1) (2,1) (1,2): edges to (1,0), (0,1)


def test_table_rejects_inconsistent_placements() -> None:
    ts = load_tileset([tile_json("a"), tile_json("b")])
    with pytest.raises(LetilesError, match="overlaps tile 'a' at cell"):
        Table(ts, (Placement("a", 0, 0), Placement("b", 0, 0, 1)))
    with pytest.raises(LetilesError, match=r"placements\[0\].rotation"):
        Table.from_json(ts, [{"tile": "a", "x": 0, "y": 0, "rotation": 4}])
    with pytest.raises(LetilesError, match="illegal"):
        Table(ts, (Placement("a", 0, 0),)).with_placement(Placement("b", 9, 9))


def test_the_first_tile_goes_in_the_middle() -> None:
    """The first tile covers the middle cell (0, 0): 3 blocks x 4 rotations; under first_tile = anywhere any spot
    is the middle, and the four rotations at the origin stand for them."""
    listed = legal_placements(Table(TILES), "red-01")
    assert len(listed) == 12 and len(set(listed)) == 12
    assert all((0, 0) in validate_placement(Table(TILES), p).cells for p in listed)
    assert listed[:3] == [Placement("red-01", 0, -1, 0), Placement("red-01", -1, 0, 0), Placement("red-01", 0, 0, 0)]
    off = validate_placement(Table(TILES), Placement("red-01", 5, 5, 0))
    assert not off.legal
    assert off.reason == "the first tile goes in the middle of the table: it must cover the cell [0, 0]"
    assert off.shared_edges == 0 and off.cells == validate_placement(Table(TILES), Placement("red-01", 5, 5, 0),
                                                                      LetilesRules(first_tile="anywhere")).cells
    anywhere = LetilesRules(first_tile="anywhere")
    assert validate_placement(Table(TILES), Placement("red-01", 5, 5, 0), anywhere).legal
    assert legal_placements(Table(TILES), "red-01", anywhere) == [Placement("red-01", 0, 0, r) for r in range(4)]
    away = Table(TILES, (Placement("red-01", 5, 5, 0),))  # a table is one piece wherever it lies
    with pytest.raises(LetilesError) as caught:
        check_table(away, LetilesRules())
    assert caught.value.field == "placements[0]" and "middle of the table" in caught.value.message
    check_table(away, anywhere)


def brute_force(table: Table, tile_id: str) -> set[Placement]:
    cells = table.blocks()
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    found = set()
    for r in range(4):
        for x in range(min(xs) - 3, max(xs) + 4):
            for y in range(min(ys) - 3, max(ys) + 4):
                p = Placement(tile_id, x, y, r)
                if validate_placement(table, p).legal:
                    found.add(p)
    return found


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=8))
def test_growing_a_table_keeps_placements_exact(choices: list[int]) -> None:
    table = Table(TILES)
    ids = [t.id for t in TILES.tiles]
    for i, choice in enumerate(choices):
        options = legal_placements(table, ids[i])
        if i:
            assert set(options) == brute_force(table, ids[i])
        table = table.with_placement(options[choice % len(options)])
    assert len(table.blocks()) == 3 * len(choices)
    sheet = score(table, ("red", "blue", "yellow"))
    assert sum(a.size for a in sheet.areas) <= len(table.blocks())
    assert all(a.size >= 4 for a in sheet.areas)


def test_tile_constructor_checks_shape() -> None:
    with pytest.raises(LetilesError, match="exactly 3 blocks"):
        Tile("x", "red", ())


def test_a_table_is_checked_under_the_min_shared_edges_each_tile_was_placed_under() -> None:
    table = Table(TILES, (Placement("red-01", 0, 0, 0),))
    by_edges = {validate_placement(table, p).shared_edges: p for p in legal_placements(table, "red-02")}
    check_shared_edges(Table(TILES, (*table.placements, by_edges[2])), LetilesRules(min_shared_edges=2))
    one_edge = Table(TILES, (*table.placements, by_edges[1]))
    check_shared_edges(one_edge, LetilesRules())
    with pytest.raises(LetilesError, match=r"shares 1 edge\(s\).*at least 2") as refused:
        check_shared_edges(one_edge, LetilesRules(min_shared_edges=2))
    assert refused.value.field == "placements[1]"
