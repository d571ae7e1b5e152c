from __future__ import annotations

import pytest

from adjudicator.games.letiles import (
    LetilesError,
    LetilesGame,
    Placement,
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
    assert verdict.legal and verdict.game.turn == 1
    assert drawn in verdict.game.hands[0].stand and len(verdict.game.hands[0].stand) == 5
    far = play(verdict.game, 1, Placement(verdict.game.hands[1].stand[0], 10, 10))
    assert not far.legal and "edge" in (far.reason or "")
    with pytest.raises(LetilesError, match="drawn"):
        play(verdict.game, 1, legal_placements(verdict.game.table, verdict.game.hands[1].stand[0])[0], drawn="zzz")


def test_a_whole_short_two_player_game_ends_and_scores() -> None:
    tiles = short_game(TILES)
    assert len(tiles.of_set("red")) == 18
    game = new_game(tiles, ["red", "blue"], seed=11)
    turns = 0
    while not game.finished:
        seat = game.turn
        tile = game.hands[seat].stand[0]
        game = play(game, seat, legal_placements(game.table, tile)[turns % 3]).game
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
