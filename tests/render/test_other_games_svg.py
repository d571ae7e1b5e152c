"""The Lauzait Cep! and LETILES pictures, and their endpoints."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

from adjudicator.games.lauzait_cep.board import MOUNTAIN, SQUARE_NAMES, WATER, destinations, parse_square
from adjudicator.games.lauzait_cep.departments import readings
from adjudicator.games.lauzait_cep.pieces import Piece, dots, piece_set
from adjudicator.games.lauzait_cep.position import Hand, Position, RevealedDepartment, deal
from adjudicator.games.letiles import Placement, Table, example_tileset, find_areas, legal_placements
from adjudicator.render.lauzait_cep_svg import piece_name, render_position
from adjudicator.render.letiles_svg import render_table

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """Parse a picture, checking it is one well-formed, accessible SVG document."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img" and root.get("viewBox")
    assert (root[0].tag, root[1].tag) == (f"{SVG}title", f"{SVG}desc")
    return root


def classed(root: ET.Element, name: str) -> list[ET.Element]:
    """Every element whose class list contains ``name``."""
    return [e for e in root.iter() if name in e.get("class", "").split()]


# --- Lauzait Cep! ------------------------------------------------------------------------------------------------


def a_position_with_a_department() -> tuple[Position, RevealedDepartment]:
    """Two players; player 1 has revealed G1 G2 G3 and it is their Day; player 2's hand is unknown; a luminous piece."""
    department_pieces = (Piece.parse("G1"), Piece.parse("G2"), Piece.parse("G3"))
    (reading, *_) = readings(department_pieces, players=2)
    department = RevealedDepartment(department_pieces, reading.bonus)
    pool = Counter(piece_set(2))
    pool.subtract(department_pieces)
    rest = sorted(pool.elements(), key=str)
    concealed, on_board = tuple(rest[:6]), rest[6:30]
    board = tuple(None if sq == MOUNTAIN else on_board.pop() for sq in range(25))
    position = Position(2, board, (Hand(concealed, (department,)), None), 0, rest[30])
    return position, department


def test_a_lauzait_cep_position_shows_its_board_pieces_and_hands() -> None:
    position, department = a_position_with_a_department()
    root = parse(render_position(position))
    squares = classed(root, "square")
    assert len(squares) == 25
    assert [s.get("data-square") for s in classed(root, "mountain")] == ["c3"]
    assert {s.get("data-square") for s in classed(root, "water")} == {SQUARE_NAMES[sq] for sq in WATER}
    assert [e.get("data-square") for e in classed(root, "empty-square")] == ["c3"]
    assert len(classed(root, "edge")) == 4
    on_board = [g for g in classed(root, "piece") if g.get("data-square")]
    assert len(on_board) == 24
    for g in on_board:
        piece = position.board[parse_square(g.get("data-square"))]
        assert piece is not None and g.get("data-piece") == str(piece)
        texts = [t.text for t in g.iter(f"{SVG}text")]
        assert texts == (["J"] if piece.is_joker else [str(piece.number)])
        assert len(classed(g, "dot")) == (0 if piece.number is None else dots(piece.number))
    hands = {h.get("data-player"): h for h in classed(root, "hand")}
    assert hands["0"].get("data-known") == "true" and hands["1"].get("data-known") == "false"
    assert len([g for g in classed(hands["0"], "piece") if g.get("data-where") == "concealed"]) == 6
    assert len([g for g in classed(hands["0"], "piece") if g.get("data-where") == "revealed"]) == 3
    assert len(classed(hands["0"], "department")) == 1
    assert len(classed(root, "luminous")) == 1
    title, desc = root[0].text or "", root[1].text or ""
    assert "2 players, player 1's Day, empty square c3" in title
    assert f"green 1, green 2, green 3 (bonus {department.bonus})" in desc
    assert position.luminous is not None
    assert f"The luminous piece is {piece_name(position.luminous)}." in desc
    assert "Player 2's hand is not known." in desc


def test_a_lauzait_cep_square_shows_its_destinations() -> None:
    position = deal(4, random.Random(7))
    for name in ("c3", "a1", "b2"):
        root = parse(render_position(position, square=parse_square(name)))
        marked = {e.get("data-square") for e in classed(root, "hl-dest")}
        assert marked == {SQUARE_NAMES[sq] for sq in destinations(parse_square(name))}
        assert [e.get("data-square") for e in classed(root, "hl-selected")] == [name]
    assert len(classed(parse(render_position(position, square=MOUNTAIN)), "hl-dest")) == 12
    assert render_position(position) == render_position(position)


def test_the_lauzait_cep_endpoint(client: Any) -> None:
    position = deal(3, random.Random(2))
    first = client.post("/v1/lauzait-cep/render", json={"position": position.to_json(), "square": "b2"})
    assert first.status_code == 200 and first.mimetype == "image/svg+xml" and first.headers["X-Cache"] == "miss"
    assert len(classed(ET.fromstring(first.data), "hl-dest")) == 8
    hands_first = {**position.to_json(), "hands": list(reversed(position.to_json()["hands"]))}  # type: ignore[call-overload]
    again = client.post("/v1/lauzait-cep/render", json={"position": position.to_json(), "square": "b2"})
    assert again.headers["X-Cache"] == "hit" and again.data == first.data
    other = client.post("/v1/lauzait-cep/render", json={"position": hands_first, "square": "b2"})
    assert other.headers["X-Cache"] == "miss" and other.data != first.data
    bad = position.to_json()
    bad["board"] = {**bad["board"], "a1": "G11"}  # type: ignore[dict-item]
    response = client.post("/v1/lauzait-cep/render", json={"position": bad})
    assert response.status_code == 422 and "a1" in response.get_json()["message"]
    response = client.post("/v1/lauzait-cep/render", json={"position": position.to_json(), "square": "z9"})
    assert response.status_code == 422 and "square" in response.get_json()["message"]


# --- LETILES -----------------------------------------------------------------------------------------------------


def a_table(tiles: int) -> Table:
    """Play the example tiles in a fixed order, each at one of its legal placements."""
    tileset = example_tileset()
    table = Table(tileset)
    order = [t.id for t in tileset.tiles if t.id.endswith(("-13", "-14", "-15", "-16", "-01", "-02"))]
    for tile_id in order[:tiles]:
        options = legal_placements(table, tile_id)
        table = table.with_placement(options[len(options) // 3])
    return table


def test_a_letiles_table_shows_every_block_symbol_tile_and_area() -> None:
    table = a_table(12)
    root = parse(render_table(table))
    blocks = table.blocks()
    drawn = classed(root, "block")
    assert len(drawn) == len(blocks) == 36
    for rect in drawn:
        block = blocks[int(rect.get("data-x", "")), int(rect.get("data-y", ""))]
        assert rect.get("data-colour") == block.colour
        assert rect.get("data-symbol") == block.symbol
    assert len(classed(root, "symbol")) == sum(b.symbol is not None for b in blocks.values())
    assert [g.get("data-tile") for g in classed(root, "tile")] == [p.tile for p in table.placements]
    areas = find_areas(blocks, ("red", "blue", "yellow"))
    assert sorted(int(a.get("data-size", "")) for a in classed(root, "area")) == sorted(a.size for a in areas)
    assert "12 tiles placed" in (root[0].text or "")
    assert classed(parse(render_table(table, show_areas=False)), "area") == []
    two_players = parse(render_table(table, players=("red", "blue")))
    assert all(a.get("data-colour") != "yellow" for a in classed(two_players, "area"))


def test_a_letiles_table_draws_a_considered_placement_and_is_upside_up() -> None:
    table = a_table(3)
    legal = legal_placements(table, "yellow-02")[0]
    root = parse(render_table(table, preview=legal))
    (preview,) = classed(root, "preview")
    assert preview.get("data-legal") == "true" and preview.get("data-tile") == "yellow-02"
    overlapping = Placement("yellow-02", table.placements[0].x, table.placements[0].y, 0)
    root = parse(render_table(table, preview=overlapping))
    assert classed(root, "preview")[0].get("data-legal") == "false"
    assert "illegal (the tile would cover the occupied cell" in (root[1].text or "")
    # larger y is drawn higher
    one = parse(render_table(Table(example_tileset(), (Placement("red-13", 0, 0, 0),))))
    ys = {(int(r.get("data-x", "")), int(r.get("data-y", ""))): float(r.get("y", "")) for r in classed(one, "block")}
    assert ys[0, 1] < ys[0, 0]
    empty = parse(render_table(Table(example_tileset())))
    assert classed(empty, "block") == [] and "No tile is on the table." in (empty[1].text or "")


def test_the_letiles_endpoint(client: Any) -> None:
    table = a_table(4)
    body = {"tileset": "example", **table.to_json(), "seats": ["red", "blue"],
            "placement": {"tile": "yellow-02", "x": 50, "y": 50}}
    first = client.post("/v1/letiles/render", json=body)
    assert first.status_code == 200 and first.mimetype == "image/svg+xml" and first.headers["X-Cache"] == "miss"
    root = ET.fromstring(first.data)
    assert len(classed(root, "tile")) == 4
    assert classed(root, "preview")[0].get("data-legal") == "false"  # far from the table
    assert client.post("/v1/letiles/render", json=body).headers["X-Cache"] == "hit"
    for change, field in (({"seats": ["red", "red"]}, "seats"), ({"placement": {"tile": "x", "x": 0, "y": 0}},
                          "placement.tile"), ({"placements": [{"tile": "red-01", "x": 0, "y": 0, "rotation": 5}]},
                          "rotation"), ({"tileset": "mine"}, "tileset")):
        response = client.post("/v1/letiles/render", json={**body, **change})
        assert response.status_code == 422, change
        assert field in response.get_json()["message"]
