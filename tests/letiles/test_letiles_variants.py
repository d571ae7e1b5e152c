"""The LETILES rules options of the seed: the short game, the expansion, finite scoring chips, the most-areas bonus
counted by chips, and the ruleset a game carries."""

from __future__ import annotations

import pytest

from adjudicator.games.letiles import (
    Block,
    LetilesError,
    LetilesGame,
    LetilesRules,
    Placement,
    TileSet,
    example_tileset,
    final_score,
    legal_placements,
    load_tileset,
    new_game,
    play,
    score_blocks,
    short_game,
    tiles_in_play,
)
from adjudicator.games.letiles.tiles import Cell, Colour

BOX = example_tileset()
SHORT = LetilesRules(short_game=True)
EXPANSION = LetilesRules(expansion=True)
BOTH = LetilesRules(short_game=True, expansion=True)


def ids(tiles: TileSet, colour: Colour = "red") -> set[str]:
    return {t.id for t in tiles.of_set(colour)}


def play_out(game: LetilesGame) -> LetilesGame:
    turns = 0
    while (seat := game.to_play) is not None:
        tile = game.hands[seat].stand[0]
        verdict = play(game, seat, legal_placements(game.table, tile, game.rules)[turns % 5])
        assert verdict.legal, verdict.reason
        game, turns = verdict.state, turns + 1
    return game


# --- the tiles in play ----------------------------------------------------------------------------------------


def test_the_short_game_removes_one_copy_of_each_duplicated_multi_colour_design() -> None:
    tiles = tiles_in_play(BOX, SHORT)
    assert tiles == short_game(BOX)
    for colour in ("red", "blue", "yellow"):
        assert len(tiles.of_set(colour)) == 18
    # the example set's designs are numbered 1..12 in pairs; the later copy goes, and no expansion tile is in play
    assert ids(BOX) - ids(tiles) == {f"red-{n:02d}" for n in (2, 4, 6, 8, 10, 12)} | {"red-x1", "red-x2", "red-x3"}
    with pytest.raises(LetilesError, match=r"'red-02' is out of play: removed by the short game"):
        tiles.tile("red-02")
    with pytest.raises(LetilesError, match=r"'red-x1' is out of play: an expansion tile"):
        tiles_in_play(BOX).tile("red-x1")


def test_the_expansion_swaps_each_expansion_tile_for_its_base_tile() -> None:
    tiles = tiles_in_play(BOX, EXPANSION)
    assert [len(tiles.of_set(c)) for c in ("red", "blue", "yellow")] == [24, 24, 24]
    assert ids(BOX) - ids(tiles) == {"red-01", "red-05", "red-10"}
    assert [t.id for t in tiles.of_set("red")][:1] == ["red-x1"]  # in its base tile's place
    with pytest.raises(LetilesError, match=r"'red-10' is out of play: replaced by the expansion tile 'red-x2'"):
        tiles.tile("red-10")
    for tile in tiles.tiles:
        if tile.expansion:
            assert tile.layout() == BOX.tile(tile.replaces).layout()
            symbols = [b.symbol for _, b in tile.blocks if b.symbol]
            assert len(symbols) >= 2  # 2 symbols, or all 3 kinds
    kinds = [{b.symbol for _, b in BOX.tile(f"{c}-x3").blocks} for c in ("red", "blue", "yellow")]
    assert kinds == [{"circle", "cross", "triangle"}] * 3


def test_short_game_and_expansion_together_keep_18_with_every_expansion_tile() -> None:
    tiles = tiles_in_play(BOX, BOTH)
    assert [len(tiles.of_set(c)) for c in ("red", "blue", "yellow")] == [18, 18, 18]
    assert {"red-x1", "red-x2", "red-x3"} <= ids(tiles)
    # red-x2 replaces the later copy red-10, so the short game takes the earlier one, red-09
    assert {"red-01", "red-02", "red-09", "red-10"}.isdisjoint(ids(tiles))
    assert tiles_in_play(tiles, LetilesRules()) is tiles  # the tiles in play are not reduced twice


def test_when_the_short_game_takes_an_expansion_tiles_base_the_expansion_tile_goes_too() -> None:
    data = BOX.to_json()
    for tile in data["tiles"]:
        if tile["id"] == "red-x3":  # also replace red-02 (red-01's twin), so both copies of a design are replaced
            tile.update(replaces="red-02", blocks=[{**b, "symbol": "circle"} for b in
                                                   next(t for t in data["tiles"] if t["id"] == "red-02")["blocks"]])
    tiles = tiles_in_play(load_tileset(data), BOTH)
    assert len(tiles.of_set("red")) == 18 and "red-x3" not in ids(tiles) and "red-x1" in ids(tiles)
    with pytest.raises(LetilesError, match=r"'red-x3' is out of play: its base tile 'red-02' is removed"):
        tiles.tile("red-x3")


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"replaces": "red-99"}, "replaces", "not a base tile"),
        ({"replaces": "red-x2"}, "replaces", "not a base tile"),
        ({"replaces": "blue-01"}, "replaces", "replaces a tile of its own set"),
        ({"replaces": "red-13"}, "replaces", "same colour layout"),
        ({"replaces": "red-10", "blocks": "red-x2"}, "replaces", "both replace 'red-10'"),
        ({"replaces": None}, "replaces", "the base tile replaced is required when expansion is true"),
        ({"expansion": False}, "replaces", "only an expansion tile"),
        ({"expansion": "yes"}, "expansion", "true or false"),
    ],
)
def test_a_bad_expansion_tile_is_refused_naming_its_field(change: dict[str, object], field: str, message: str
                                                          ) -> None:
    data = BOX.to_json()
    index = next(i for i, t in enumerate(data["tiles"]) if t["id"] == "red-x1")
    named = index
    if "blocks" in change:  # the blocks of red-x2, the next tile, which is named as the second to replace red-10
        change = {**change, "blocks": data["tiles"][index + 1]["blocks"]}
        named = index + 1
    data["tiles"][index].update(change)
    with pytest.raises(LetilesError, match=message) as caught:
        load_tileset(data)
    assert caught.value.field == f"tiles[{named}].{field}"


def test_the_box_round_trips_and_old_tiles_need_no_expansion_fields() -> None:
    assert load_tileset(BOX.to_json()) == BOX
    plain = [{k: v for k, v in t.items() if k not in ("expansion", "replaces")} for t in BOX.to_json()["tiles"][:3]]
    assert not any(t.expansion for t in load_tileset(plain).tiles)


# --- a game under the options ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [SHORT, EXPANSION, BOTH], ids=["short_game", "expansion", "both"])
def test_a_game_is_dealt_played_and_scored_under_its_options(rules: LetilesRules) -> None:
    game = new_game(BOX, ["red", "blue"], seed=7, rules=rules)
    in_play = tiles_in_play(BOX, rules)
    per_set = len(in_play.of_set("red"))
    assert [len(h.stand) + len(h.stock) for h in game.hands] == [per_set, per_set]
    assert all(in_play.tile(t) for h in game.hands for t in (*h.stand, *h.stock))
    data = game.to_json()
    assert data["ruleset"] == rules.to_json()
    assert LetilesGame.from_json(BOX, data, rules) == game
    end = play_out(game)
    assert len(end.table.placements) == 2 * per_set
    assert LetilesGame.from_json(BOX, end.to_json(), rules) == end
    assert final_score(end) == final_score(end, rules)


def test_a_state_holding_a_tile_out_of_play_is_refused() -> None:
    data = new_game(BOX, ["red", "blue"], seed=7, rules=SHORT).to_json()
    data["hands"][0]["stock"][0] = "red-02"
    with pytest.raises(LetilesError, match="out of play: removed by the short game") as caught:
        LetilesGame.from_json(BOX, data, SHORT)
    assert caught.value.field == "state.hands[0].stock"
    data = new_game(BOX, ["red", "blue"], seed=7, rules=EXPANSION).to_json()
    where = "stand" if "red-x1" in data["hands"][0]["stand"] else "stock"
    data["hands"][0][where] = [("red-01" if t == "red-x1" else t) for t in data["hands"][0][where]]
    with pytest.raises(LetilesError, match="replaced by the expansion tile 'red-x1'") as caught:
        LetilesGame.from_json(BOX, data, EXPANSION)
    assert caught.value.field == f"state.hands[0].{where}"


def test_a_state_carries_its_ruleset_and_is_refused_under_another() -> None:
    data = new_game(BOX, ["red", "blue"], seed=7, rules=SHORT).to_json()
    with pytest.raises(LetilesError, match="started under short_game = true, but the request's ruleset says false"
                       ) as caught:
        LetilesGame.from_json(BOX, data)
    assert caught.value.field == "state.ruleset.short_game"
    with pytest.raises(LetilesError) as caught:
        LetilesGame.from_json(BOX, {**data, "ruleset": {"short_game": "yes"}}, SHORT)
    assert caught.value.field == "state.ruleset.short_game"
    with pytest.raises(LetilesError) as caught:
        LetilesGame.from_json(BOX, {**data, "ruleset": {"shortgame": True}}, SHORT)
    assert caught.value.field == "state.ruleset.shortgame"
    without = {k: v for k, v in data.items() if k != "ruleset"}  # read under the rules given
    assert LetilesGame.from_json(BOX, without, SHORT).rules == SHORT
    with pytest.raises(LetilesError, match="'red-02' of the red set is nowhere"):
        LetilesGame.from_json(BOX, without)  # under the defaults the short game's stocks lack 6 tiles each
    game = new_game(BOX, ["red", "blue"], seed=7, rules=SHORT)
    with pytest.raises(LetilesError) as caught:
        play(game, 0, Placement(game.hands[0].stand[0], 0, 0), rules=LetilesRules())
    assert caught.value.field == "ruleset"


def test_the_first_tile_of_a_game_goes_in_the_middle() -> None:
    game = new_game(BOX, ["red", "blue"], seed=7)
    tile = game.hands[0].stand[0]
    verdict = play(game, 0, Placement(tile, 3, 3))
    assert not verdict.legal and "middle of the table" in (verdict.reason or "")
    anywhere = LetilesRules(first_tile="anywhere")
    moved = play(new_game(BOX, ["red", "blue"], seed=7, rules=anywhere), 0, Placement(tile, 3, 3))
    assert moved.legal
    with pytest.raises(LetilesError) as caught:
        LetilesGame.from_json(BOX, moved.state.to_json())
    assert caught.value.field == "state.ruleset.first_tile"
    with pytest.raises(LetilesError, match="covering the cell") as caught:
        LetilesGame.from_json(BOX, {k: v for k, v in moved.state.to_json().items() if k != "ruleset"})
    assert caught.value.field == "state.placements[0]"


# --- finite scoring chips -------------------------------------------------------------------------------------


def strips(colour: Colour, count: int, size: int, row: int, symbols: int = 0) -> dict[Cell, Block]:
    """``count`` separate horizontal strips of ``size`` blocks from row ``row`` up (two rows apart)."""
    symbol = {"red": "circle", "blue": "cross", "yellow": "triangle"}[colour]
    return {(x, row + 2 * i): Block(colour, symbol if x < symbols else None)  # type: ignore[arg-type]
            for i in range(count) for x in range(size)}


FINITE = LetilesRules(finite_chips=True)


def test_unlimited_chips_one_per_area_and_a_green_per_bonus() -> None:
    blocks = strips("red", 2, 5, 0) | strips("red", 1, 13, 4, symbols=4) | strips("blue", 1, 10, 6)
    sheet = score_blocks(blocks, ["red", "blue"])
    red, blue = sheet.players
    assert red.chips.to_json() == {"one_point": 3, "three_points": 0, "six_points": 0, "green_bonus": 3,
                                   "face_down": 1}  # the 13 lies on a face-down 1-point chip
    assert blue.chips.to_json() == {"one_point": 0, "three_points": 0, "six_points": 1, "green_bonus": 0,
                                    "face_down": 0}
    assert sheet.chips_left is None and red.points_lost == 0 and red.total == 2 + 3 + 3 + 3
    assert score_blocks(blocks, ["red", "blue"], FINITE).chips_left.to_json() == {  # type: ignore[union-attr]
        "one_point": 12, "three_points": 18, "six_points": 14, "green_bonus": 9, "face_down": 0}


def test_finite_one_point_chips_run_out_and_the_rest_is_lost() -> None:
    blocks = strips("red", 16, 4, 0)  # 16 areas worth 1: there are 15 one-point chips
    unlimited = score_blocks(blocks, ["red", "blue"]).players[0]
    change = score_blocks(blocks, ["red", "blue"], FINITE).players[0]
    assert (unlimited.total, unlimited.points_lost) == (16 + 3 + 3, 0)
    assert (change.area_points, change.points_lost, change.total) == (16, 1, 16 + 3 + 3 - 1)
    assert change.chips.one_point == 15 and change.chips.three_points == 0  # no change is made upwards


def test_finite_six_point_chips_run_out_change_or_lost() -> None:
    blocks = strips("red", 16, 10, 0) | strips("blue", 17, 4, 40)
    change = score_blocks(blocks, ["red", "blue"], FINITE)
    red, blue = change.players
    assert (red.chips.six_points, red.chips.three_points, red.points_lost) == (15, 2, 0)  # the 16th: 3 + 3
    assert (blue.chips.one_point, blue.points_lost) == (15, 2)  # the 16th and 17th 1-point areas: nothing left
    assert change.chips_left is not None and change.chips_left.six_points == 0 and change.chips_left.one_point == 0
    lost = score_blocks(blocks, ["red", "blue"], LetilesRules(finite_chips=True, chips_run_out="lost")).players[0]
    assert (lost.chips.six_points, lost.chips.three_points, lost.points_lost) == (15, 0, 6)
    assert lost.total == red.total - 6
    # blue has more areas (17 to 16), red more non-green chips (17 to 15): the two readings of the bonus differ
    assert (red.most_areas_bonus, blue.most_areas_bonus) == (0, 3)
    by_chips = score_blocks(blocks, ["red", "blue"], LetilesRules(finite_chips=True, most_areas_by="chips"))
    assert [p.most_areas_bonus for p in by_chips.players] == [3, 0]
    # with unlimited chips one chip lies on each area, so the readings agree
    assert [p.most_areas_bonus for p in score_blocks(blocks, ["red", "blue"],
                                                     LetilesRules(most_areas_by="chips")).players] == [0, 3]


def test_finite_green_chips_run_out() -> None:
    blocks = strips("red", 14, 5, 0, symbols=4)  # 14 symbol bonuses + largest + most: 16 bonuses, 12 green chips
    red = score_blocks(blocks, ["red", "blue"], FINITE).players[0]
    assert red.symbol_bonus == 3 * 14 and red.chips.green_bonus == 12
    assert (red.chips.one_point, red.chips.three_points, red.points_lost) == (14, 4, 0)  # 4 bonuses in 3-point chips
    lost = score_blocks(blocks, ["red", "blue"], LetilesRules(finite_chips=True, chips_run_out="lost")).players[0]
    assert (lost.chips.three_points, lost.points_lost, lost.total) == (0, 12, red.total - 12)


def test_area_chips_go_round_the_seats_when_they_run_short() -> None:
    blocks = strips("red", 10, 4, 0) | strips("blue", 10, 4, 40)  # 20 areas worth 1 for 15 one-point chips
    red, blue = score_blocks(blocks, ["red", "blue"], FINITE).players
    assert (red.chips.one_point, blue.chips.one_point) == (8, 7) and (red.points_lost, blue.points_lost) == (2, 3)
    blue_first = score_blocks(blocks, ["blue", "red"], FINITE).players
    assert [p.chips.one_point for p in blue_first] == [8, 7]


def test_a_face_down_chip_is_the_smallest_left_and_none_when_the_box_is_empty() -> None:
    blocks = strips("red", 15, 4, 0) | strips("red", 1, 13, 40)  # the 13 comes first (largest), so a 1-point chip
    red = score_blocks(blocks, ["red", "blue"], FINITE).players[0]
    assert (red.chips.one_point, red.chips.face_down, red.points_lost) == (15, 1, 1)
