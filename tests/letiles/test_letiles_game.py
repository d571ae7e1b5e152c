from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.letiles import (
    LetilesError,
    LetilesGame,
    Placement,
    Table,
    TileSet,
    example_tileset,
    final_score,
    legal_placements,
    new_game,
    play,
    short_game,
)

TILES = example_tileset()


def test_new_game_deals_five_per_stand() -> None:
    game = new_game(TILES, ["red", "blue"], seed=3)
    assert [len(h.stand) for h in game.hands] == [5, 5] and [len(h.stock) for h in game.hands] == [19, 19]
    assert all(t.startswith("red-") for t in game.hands[0].stand)
    assert new_game(TILES, ["red", "blue"], seed=3) == game


def test_turn_play_and_draw() -> None:
    game = new_game(TILES, ["red", "blue", "yellow"], seed=1)
    tile = game.hands[0].stand[0]
    wrong_seat = play(game, 1, Placement(game.hands[1].stand[0], 0, 0))
    assert not wrong_seat.legal and "red's turn" in (wrong_seat.reason or "")
    not_mine = play(game, 0, Placement(game.hands[1].stand[0], 0, 0))
    assert not not_mine.legal and "stand" in (not_mine.reason or "")
    drawn = game.hands[0].stock[3]
    verdict = play(game, 0, Placement(tile, 0, 0), drawn=drawn)
    assert verdict.legal and verdict.state.to_play == 1
    assert drawn in verdict.state.hands[0].stand and len(verdict.state.hands[0].stand) == 5
    far = play(verdict.state, 1, Placement(verdict.state.hands[1].stand[0], 10, 10))
    assert not far.legal and "edge" in (far.reason or "")
    with pytest.raises(LetilesError, match="drawn"):
        play(verdict.state, 1, legal_placements(verdict.state.table, verdict.state.hands[1].stand[0])[0], drawn="zzz")


def test_a_whole_short_two_player_game_ends_and_scores() -> None:
    tiles = short_game(TILES)
    assert len(tiles.of_set("red")) == 18
    game = new_game(tiles, ["red", "blue"], seed=11)
    turns = 0
    while (seat := game.to_play) is not None:
        tile = game.hands[seat].stand[0]
        game = play(game, seat, legal_placements(game.table, tile)[turns % 3]).state
        turns += 1
    assert turns == 36 and len(game.table.blocks()) == 108
    sheet = final_score(game)
    assert {p.colour for p in sheet.players} == {"red", "blue"}
    assert LetilesGame.from_json(tiles, game.to_json()) == game


def test_unfinished_game_cannot_be_scored_and_bad_games_are_rejected() -> None:
    game = new_game(TILES, ["red", "blue"], seed=2)
    with pytest.raises(LetilesError, match="not over"):
        final_score(game)
    data = game.to_json()
    data["hands"][1]["stand"][0] = data["hands"][0]["stand"][0]
    with pytest.raises(LetilesError, match="more than one place"):
        LetilesGame.from_json(TILES, data)


@pytest.mark.parametrize(("old", "new", "version"), [("players", "seats", "0.3"), ("turn", "to_play", "0.3"),
                                                      ("rules", "ruleset", "0.3"), ("finished", "over", "0.2")])
def test_a_game_with_a_renamed_field_is_told_its_new_name(old: str, new: str, version: str) -> None:
    data = new_game(TILES, ["red", "blue"], seed=2).to_json()
    data[old] = data.pop(new)
    with pytest.raises(LetilesError, match=rf"^state\.{old}: is not a field of a game: it was renamed {new} in "
                                           rf"{version}$"):
        LetilesGame.from_json(TILES, data)


def test_a_table_in_two_pieces_is_refused() -> None:
    apart = [{"tile": "red-01", "x": 0, "y": 0}, {"tile": "red-02", "x": 10, "y": 10}]
    with pytest.raises(LetilesError, match=r"placements\[1\]: tile 'red-02' touches no tile placed before it"):
        Table.from_json(TILES, apart)


def _game_json() -> dict[str, object]:
    return new_game(TILES, ["red", "blue"], seed=3).to_json()


def test_impossible_games_are_refused() -> None:
    data = _game_json()
    hands = data["hands"]
    assert isinstance(hands, list)
    stolen = {**hands[0], "stand": [*hands[0]["stand"][:4], hands[1]["stock"][0]]}
    robbed = {**hands[1], "stock": hands[1]["stock"][1:]}
    with pytest.raises(LetilesError, match=r"state.hands\[0\].stand: tile '.*' is not of the red set"):
        LetilesGame.from_json(TILES, {**data, "hands": [stolen, robbed]})
    short = {**hands[0], "stand": hands[0]["stand"][:4]}
    with pytest.raises(LetilesError, match=r"state.hands\[0\].stand: a stand holds 5 tiles while the stock lasts"):
        LetilesGame.from_json(TILES, {**data, "hands": [short, hands[1]]})
    lost = {**hands[0], "stock": hands[0]["stock"][1:], "stand": hands[0]["stand"]}
    with pytest.raises(LetilesError, match=r"state.hands\[0\]: tile '.*' of the red set is nowhere"):
        LetilesGame.from_json(TILES, {**data, "hands": [lost, hands[1]]})
    assert LetilesGame.from_json(TILES, data).to_json() == data


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([("red", "blue"), ("red", "blue", "yellow")]), st.integers(0, 2**32))
def test_random_games_are_accepted_back_and_every_legal_placement_plays(seed: int, colours: tuple[str, ...],
                                                                       choices: int) -> None:
    game = new_game(TILES, list(colours), seed=seed)
    rng = random.Random(choices)
    while (seat := game.to_play) is not None:
        tile = rng.choice(game.hands[seat].stand)
        spots = legal_placements(game.table, tile)
        verdict = play(game, seat, rng.choice(spots))
        assert verdict.legal, verdict.reason
        game = verdict.state
        assert LetilesGame.from_json(TILES, game.to_json()).to_json() == game.to_json()
    assert final_score(game).winners


def test_the_turn_follows_the_placements() -> None:
    game = new_game(TILES, ["red", "blue", "yellow"], seed=2, first=1)
    for seat in (1, 2):
        assert game.to_play == seat
        tile = game.hands[seat].stand[0]
        game = play(game, seat, legal_placements(game.table, tile)[0]).state
    assert game.to_play == 0
    data = game.to_json()
    with pytest.raises(LetilesError, match=r"state\.to_play: after yellow's placement it is red's turn, not blue's"):
        LetilesGame.from_json(TILES, {**data, "to_play": 1})
    with pytest.raises(LetilesError, match=r"state\.to_play"):
        LetilesGame.from_json(TILES, {**data, "to_play": 2})
    swapped = {**data, "placements": [data["placements"][1], data["placements"][0]]}
    with pytest.raises(LetilesError, match=r"state\.placements\[1\]\.tile: .* is red's, not blue's"):
        LetilesGame.from_json(TILES, swapped)  # yellow first would be followed by red


def test_a_player_out_of_tiles_is_skipped_in_the_turn_order() -> None:
    tiles = TileSet(tuple(t for t in TILES.tiles if t.set != "blue" or t.id in
                          {x.id for x in TILES.of_set("blue")[:7]}))
    game = new_game(tiles, ["red", "blue", "yellow"], seed=5)
    rng = random.Random(5)
    while (seat := game.to_play) is not None:
        tile = rng.choice(game.hands[seat].stand)
        game = play(game, seat, rng.choice(legal_placements(game.table, tile))).state
        assert LetilesGame.from_json(tiles, game.to_json()) == game
    owners = [tiles.tile(p.tile).set for p in game.table.placements]
    assert owners[:21] == ["red", "blue", "yellow"] * 7 and owners[21:23] == ["red", "yellow"]
