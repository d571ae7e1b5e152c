"""LETILES (エルタイルズ): tile sets, placement on the grid, and final scoring (spec other-games §5).

>>> from adjudicator.games import letiles
>>> tiles = letiles.example_tileset()
>>> game = letiles.new_game(tiles, ["red", "blue"], seed=1)
>>> game.hands[0].stand
('red-21', 'red-12', 'red-24', 'red-18', 'red-22')
>>> options = letiles.legal_placements(game.table, "red-21")  # the first tile covers the middle, (0, 0)
>>> len(options), options[0]
(12, Placement(tile='red-21', x=0, y=-1, rotation=0))
>>> verdict = letiles.play(game, 0, options[0])
>>> verdict.legal, verdict.state.players[verdict.state.to_play]
(True, 'blue')
"""

from __future__ import annotations

from .example_set import example_tileset
from .game import Hand, LetilesGame, PlayVerdict, final_score, new_game, play
from .rules import LetilesRules
from .scoring import (
    Area,
    Chips,
    PlayerScore,
    ScoreSheet,
    area_points,
    find_areas,
    parse_players,
    score,
    score_blocks,
    winners,
)
from .table import (
    Placement,
    PlacementVerdict,
    Table,
    check_first_tile,
    check_shared_edges,
    check_table,
    legal_placements,
    validate_placement,
)
from .tiles import (
    COLOURS,
    SYMBOL_OWNER,
    Block,
    Colour,
    LetilesError,
    Symbol,
    Tile,
    TileSet,
    load_tileset,
    rotate,
)
from .variants import short_game, tiles_in_play

__all__ = [
    "COLOURS",
    "SYMBOL_OWNER",
    "Area",
    "Block",
    "Chips",
    "Colour",
    "Hand",
    "LetilesError",
    "LetilesGame",
    "LetilesRules",
    "Placement",
    "PlacementVerdict",
    "PlayVerdict",
    "PlayerScore",
    "ScoreSheet",
    "Symbol",
    "Table",
    "Tile",
    "TileSet",
    "area_points",
    "check_first_tile",
    "check_shared_edges",
    "check_table",
    "example_tileset",
    "final_score",
    "find_areas",
    "legal_placements",
    "load_tileset",
    "new_game",
    "parse_players",
    "play",
    "rotate",
    "score",
    "score_blocks",
    "short_game",
    "tiles_in_play",
    "validate_placement",
    "winners",
]
