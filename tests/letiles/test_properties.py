"""Property tests of LETILES games: every tile in exactly one place (stand, stock or table) after every play, the
games round-tripping through JSON."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.letiles import (
    COLOURS,
    LetilesGame,
    example_tileset,
    legal_placements,
    new_game,
    play,
    short_game,
)

TILES = short_game(example_tileset())


def places(game: LetilesGame) -> Counter[str]:
    held = [t for h in game.hands for t in (*h.stand, *h.stock)]
    return Counter(held + [p.tile for p in game.table.placements])


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 3), st.integers(0, 2**32), st.lists(st.integers(0, 10**6), min_size=12, max_size=12))
def test_a_game_keeps_every_tile_in_exactly_one_place(players: int, seed: int, picks: list[int]) -> None:
    game = new_game(TILES, list(COLOURS[:players]), seed)
    every = places(game)
    assert set(every.values()) == {1}
    assert set(every) == {t.id for t in TILES.tiles if t.set in COLOURS[:players]}
    for pick in picks:
        seat = game.to_play
        if seat is None:
            break
        hand = game.hands[seat]
        tile = hand.stand[pick % len(hand.stand)]
        options = legal_placements(game.table, tile)
        if not options:
            break
        verdict = play(game, seat, options[pick % len(options)])
        assert verdict.legal, verdict.reason
        game = verdict.state
        assert places(game) == every
        assert LetilesGame.from_json(TILES, game.to_json()) == game
