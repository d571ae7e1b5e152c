"""LETILES (エルタイルズ): tile sets, placement on the grid, and final scoring (spec other-games §5)."""

from __future__ import annotations

from .example_set import example_tileset
from .game import Hand, LetilesGame, PlayVerdict, final_score, new_game, play, short_game
from .rules import LetilesRules
from .scoring import Area, PlayerScore, ScoreSheet, area_points, find_areas, parse_players, score, score_blocks, winners
from .table import Placement, PlacementVerdict, Table, legal_placements, validate_placement
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

__all__ = [
    "COLOURS",
    "SYMBOL_OWNER",
    "Area",
    "Block",
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
    "validate_placement",
    "winners",
]
