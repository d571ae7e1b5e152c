"""Tests that pin LETILES rules a small plausible bug would break (found by `make mutation`)."""

from __future__ import annotations

import pytest

from adjudicator.games.letiles import (
    LetilesError,
    LetilesGame,
    LetilesRules,
    Placement,
    Table,
    Tile,
    TileSet,
    example_tileset,
    legal_placements,
    load_tileset,
    new_game,
    play,
)
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


def test_a_finished_game_names_no_seat_to_play_and_is_accepted_back_saying_so() -> None:
    box = example_tileset()
    tiles = TileSet((box.of_set("red")[0], box.of_set("blue")[0]))  # one tile each: two placements end the game
    game = new_game(tiles, ["red", "blue"], seed=1, first=1)
    while (seat := game.to_play) is not None:
        tile = game.hands[seat].stand[0]
        game = play(game, seat, legal_placements(game.table, tile)[0]).state
    assert game.to_play is None  # blue placed first and red last: nobody is to play
    data = game.to_json()
    assert (data["to_play"], data["over"]) == (None, True)
    assert LetilesGame.from_json(tiles, data) == game
    with pytest.raises(LetilesError) as caught:
        LetilesGame.from_json(tiles, {**data, "to_play": 0})
    assert caught.value.field == "state.to_play"
    assert caught.value.message == "the state makes it null, not 0"


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"tiles": [], "sets": []}, "sets"),  # a tile set's own keys are named from the top
        ({"tiles": [{"id": "r1", "set": "red", "colour": "red"}]}, "tiles[0].colour"),
        ({"tiles": [{"id": "r1", "set": "red", "blocks": [{"dx": 0, "dy": 0, "colour": "red", "glyph": "+"}] * 3}]},
         "tiles[0].blocks[0].glyph"),
    ],
)
def test_an_unknown_field_is_refused_naming_its_path_and_the_known_ones(data: object, field: str) -> None:
    with pytest.raises(LetilesError) as caught:
        load_tileset(data)
    assert caught.value.field == field
    message = {"sets": "unknown field 'sets' (expected only tiles)",
               "tiles[0].colour": "unknown field 'colour' (expected only id, set, blocks, expansion, replaces)",
               "tiles[0].blocks[0].glyph": "unknown field 'glyph' (expected only colour, symbol, dx, dy)"}[field]
    assert caught.value.message == message


@pytest.mark.parametrize(("data", "message"), [
    ({"tiles": "red-01"}, "expected a list of 1 to 243 tiles, got 'red-01'"),
    ({"tiles": {"id": "red-01"}}, "expected a list of 1 to 243 tiles, got {'id': 'red-01'}"),
    ({}, "is required: a list of 1 to 243 tiles"),
    (7, "expected a list of 1 to 243 tiles, got 7"),
    ("tiles", "expected a list of 1 to 243 tiles, got 'tiles'"),
])
def test_a_tile_set_that_is_not_a_list_of_tiles_is_refused_naming_tiles(data: object, message: str) -> None:
    with pytest.raises(LetilesError) as caught:
        load_tileset(data)
    assert (caught.value.field, caught.value.message) == ("tiles", message)


def test_a_block_that_is_not_an_object_is_refused_naming_the_block() -> None:
    blocks = [{"dx": 0, "dy": 0, "colour": "red"}, [1, 0, "red"], {"dx": 0, "dy": 1, "colour": "red"}]
    with pytest.raises(LetilesError) as caught:
        load_tileset({"tiles": [{"id": "r1", "set": "red", "blocks": blocks}]})
    assert (caught.value.field, caught.value.message) == ("tiles[0].blocks[1]", "expected an object")
    assert str(caught.value) == "tiles[0].blocks[1]: expected an object"


def test_a_turn_in_a_finished_game_is_illegal_because_every_tile_has_been_played() -> None:
    """Kills ``play`` returning ``PlayVerdict(False, game)`` (no state: a TypeError) once the game is over: the game
    ends when every player has used their stock and stand (spec §5), so a further turn is refused as illegal, with
    that reason, the game unchanged, by any seat and with any tile of the box."""
    box = example_tileset()
    tiles = TileSet((box.of_set("red")[0], box.of_set("blue")[0]))  # one tile each: two placements end the game
    game = new_game(tiles, ["red", "blue"], seed=1)
    while (seat := game.to_play) is not None:
        tile = game.hands[seat].stand[0]
        game = play(game, seat, legal_placements(game.table, tile)[0]).state
    assert game.over
    for seat in (0, 1):
        verdict = play(game, seat, Placement(tiles.tiles[seat].id, 5, 5, 0))
        assert (verdict.legal, verdict.reason, verdict.state) == (False, "every tile has been played", game)
        assert verdict.to_json()["reason"] == "every tile has been played"


@pytest.mark.parametrize("players", ["red", "RB", {"red": 0, "blue": 1}, 2])
def test_players_that_are_not_a_list_of_colours_are_refused_naming_their_field(players: object) -> None:
    """Kills ``parse_players`` raising its "not a list" error without a field: the colours in play are a list (a
    string such as ``"RB"`` is not read letter by letter), and the refusal names the field they came in: ``players``
    when a game is started, ``state.seats`` when a game is read back."""
    tiles = example_tileset()
    with pytest.raises(LetilesError) as caught:
        new_game(tiles, players, seed=1)  # type: ignore[arg-type]
    assert (caught.value.field, caught.value.message) == ("players", "expected a list of 2 or 3 colours")
    data = new_game(tiles, ["red", "blue"], seed=1).to_json()
    with pytest.raises(LetilesError) as caught:
        LetilesGame.from_json(tiles, {**data, "seats": players})
    assert (caught.value.field, caught.value.message) == ("state.seats",
                                                          f"expected a list of 2 to 3 colours, got {players!r}")


@pytest.mark.parametrize("players", [["red"], ["red", "blue", "yellow", "red"], ["R", "B", "Y", "B", "R"]])
def test_a_game_is_for_two_or_three_players(players: list[str]) -> None:
    """Kills ``parse_players`` allowing ``2 <= len <= 4``: LETILES has three player sets and is for 2 or 3 players
    (spec §5, setup), so one player or four and more are refused for their number, before any colour is found
    twice."""
    with pytest.raises(LetilesError) as caught:
        new_game(example_tileset(), players, seed=1)
    assert caught.value.field == "players"
    assert caught.value.message == f"LETILES is for 2 or 3 players, got {len(players)}"


def test_the_game_interface_refuses_four_players_naming_players() -> None:
    from adjudicator.games.catalogue import GAMES

    with pytest.raises(LetilesError) as caught:
        GAMES["letiles"].new(1, 4)
    assert (caught.value.field, caught.value.message) == ("players", "LETILES is played by 2 or 3, not 4")


def test_a_table_without_blocks_scores_nothing() -> None:
    """Kills the empty table's rounds of payment made from no queue at all (a ValueError)."""
    from adjudicator.games.letiles.scoring import score_blocks

    sheet = score_blocks({}, ["red", "blue"])
    assert all(p.total == 0 for p in sheet.players)
    assert sheet.winners == ("red", "blue")  # a draw at 0 with no area each


def test_a_table_scored_for_no_colour_is_refused_naming_the_seats() -> None:
    """Scoring for nobody has no winner: refused as the caller's mistake (it was a bare ValueError)."""
    from adjudicator.games.letiles.scoring import score_blocks

    with pytest.raises(LetilesError) as caught:
        score_blocks({}, [])
    assert caught.value.field == "seats"


def test_points_that_no_chip_can_pay_are_lost_area_by_area() -> None:
    """Kills the lost points replaced rather than added up when the chips have run out (chips_run_out: lost)."""
    from adjudicator.games.letiles.scoring import _AREA_CHIPS, _Bank

    bank = _Bank(["red"], LetilesRules(finite_chips=True, chips_run_out="lost"))
    kind, value = _AREA_CHIPS[0]
    bank.left[kind] = 0
    bank.pay_area("red", value)
    bank.pay_area("red", value)
    assert bank.lost["red"] == 2 * value


def test_a_table_naming_a_tile_not_in_the_set_names_the_placement() -> None:
    tiles = example_tileset()
    with pytest.raises(LetilesError) as caught:
        Table(tiles, (Placement("no-such-tile", 0, 0, 0),))
    assert caught.value.field == "placements[0].tile"
    with pytest.raises(LetilesError) as alone:
        tiles.tile("no-such-tile")
    assert caught.value.message == alone.value.message and "no-such-tile" in caught.value.message


def test_a_block_offset_written_as_a_whole_float_is_the_integer() -> None:
    tile = example_tileset().tiles[0].to_json()
    tile["blocks"][1]["dx"] = float(tile["blocks"][1]["dx"])
    assert Tile.from_json(tile) == example_tileset().tiles[0]


# --- the run after the last records were declared (seed 17, 25 of 2,046 mutants) --------------------------------


def test_a_game_state_that_is_not_an_object_is_named_state() -> None:
    with pytest.raises(LetilesError) as caught:
        LetilesGame.from_json(example_tileset(), [])
    assert (caught.value.field, caught.value.message) == ("state", "expected an object")


def test_the_described_table_marks_empty_cells_and_gives_a_line_a_row() -> None:
    """Kills the empty cell's mark and the lines' separator of the readable table (only its line count was
    tested): two tiles laid at the middle, their bounding box row by row, y upwards, '.' where no block is."""
    from adjudicator.games.letiles.game_interface import LETILES

    state = LETILES.new(3, 2)
    state = LETILES.apply(state, LETILES.legal_actions(state)[0]).state
    state = LETILES.apply(state, LETILES.legal_actions(state)[5]).state
    lines = LETILES.describe(state).split("\n")
    assert lines[:2] == ["   0 y.b.", "  -1 RrBb"]  # R: a red block with a symbol
    assert len(lines) == 4 and lines[2].startswith("*0 red: stand ") and lines[3].startswith(" 1 blue: stand ")
