"""Schemas of LETILES (エルタイルズ): tile sets, placements, game states, rules and score sheets.

Response schemas declare every field; their request forms (``...Input``) accept the same JSON, so a game
state returned by the service can be sent back as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import letiles
from adjudicator.games.errors import RulesError
from adjudicator.games.letiles.table import MAX_COORDINATE
from adjudicator.games.letiles.tiles import (
    COLOUR_ALIASES,
    MAX_OFFSET,
    MAX_TILES,
    SYMBOL_ALIASES,
    TileBlock,
    int_field,
)
from adjudicator.web import fields
from adjudicator.web.api import CANONICAL
from adjudicator.web.derived import register, response_schema
from adjudicator.web.fields import Boolean, LibraryField, LibraryNested, request_variant

COLOUR_NAMES = list(COLOUR_ALIASES)
SYMBOL_NAMES = list(SYMBOL_ALIASES)
COLOURS = ["red", "blue", "yellow"]
EXAMPLE = "example"
EXAMPLE_TILES = letiles.example_tileset()


def coordinate(description: str) -> fields.Integer:
    """A cell coordinate on the unbounded table grid."""
    return fields.Integer(required=True, validate=Range(-MAX_COORDINATE, MAX_COORDINATE),
                          metadata={"description": description})


#: A tile's block: its offset from the tile origin, then the block (derived from its declaration in the library).
LetilesBlockSchema = response_schema(letiles.Block, "LetilesBlockSchema", more={
    "dx": fields.Integer(required=True, validate=Range(-MAX_OFFSET, MAX_OFFSET),
                         metadata={"description": "x offset from the tile origin (grows right)"}),
    "dy": fields.Integer(required=True, validate=Range(-MAX_OFFSET, MAX_OFFSET),
                         metadata={"description": "y offset from the tile origin (grows up)"})},
    doc="One of a tile's three blocks: its offset from the tile origin, its colour and its symbol.")
setattr(LetilesBlockSchema, "input_required", ("dx", "dy", "colour"))  # noqa: B010  (the offsets are required too)


register(TileBlock, LetilesBlockSchema)
#: A tile: derived from its declaration in the rules library.
LetilesTileSchema = response_schema(
    letiles.Tile, "LetilesTileSchema",
    doc="An L-tromino tile: three blocks forming an L, and the player set (colour) it belongs to.")


#: A tile set: derived from its declaration in the rules library.
LetilesTileSetSchema = response_schema(
    letiles.TileSet, "LetilesTileSetSchema",
    doc="A tile set: the tiles the game is played with (the published list is not public: it is input).")


def load_tileset(value: object) -> letiles.TileSet:
    """A request's tile set: ``"example"`` (the bundled illustrative set) or ``{"tiles": [...]}``."""
    if value == EXAMPLE:
        return EXAMPLE_TILES
    if not isinstance(value, Mapping):
        raise RulesError(f"must be \"{EXAMPLE}\" or an object {{\"tiles\": [...]}}")
    tiles = value.get("tiles")
    if isinstance(tiles, list) and not 1 <= len(tiles) <= MAX_TILES:
        raise RulesError(f"expected 1 to {MAX_TILES} tiles, got {len(tiles)}", "tiles")
    return letiles.load_tileset(value)


def tileset_field(required: bool = True) -> LibraryField:
    """The request's ``tileset``, loaded as a library ``TileSet``."""
    return LibraryField(
        load_tileset,
        required=required,
        metadata={
            "description": "the tile set: \"example\" for the bundled ILLUSTRATIVE set, or the real tiles as data",
            "oneOf": [{"type": "string", "enum": [EXAMPLE]}, {"$ref": "#/components/schemas/LetilesTileSetInput"}],
        },
    )


#: A placement: derived from its declaration in the rules library.
LetilesPlacementSchema = response_schema(letiles.Placement, "LetilesPlacementSchema")


LetilesRulesSchema = fields.options_schema(letiles.LetilesRules, "LetilesRulesSchema", "LETILES")


#: A table's JSON form (its placements; the tile set travels beside it): derived from its declaration in the rules
#: library.
LetilesTableSchema = response_schema(letiles.Table, "LetilesTableSchema",
                                     doc="A table: the tiles placed on it, in play order.")


#: A player's tiles: derived from their declaration in the rules library.
LetilesHandSchema = response_schema(letiles.game.Hand, "LetilesHandSchema")


register(letiles.LetilesRules, LetilesRulesSchema)
#: A game: derived from its declaration in the rules library (whether it is over is computed: given as more).
LetilesGameSchema = response_schema(letiles.LetilesGame, "LetilesGameSchema", more={
    "over": Boolean(required=True, metadata={
        "description": "the game is over: every tile played (checked on input)"})},
    doc="A game in progress; the tile set travels beside it in the request.")
register(letiles.LetilesGame, LetilesGameSchema)


class LetilesTableBlockSchema(ma.Schema):
    """A block lying on the table at a cell (a table given cell by cell rather than as placed tiles)."""

    input_required = ("x", "y", "colour")

    x = coordinate("cell x (grows right)")
    y = coordinate("cell y (grows up)")
    colour = ma.fields.String(required=True, validate=OneOf(COLOUR_NAMES))
    symbol = ma.fields.String(required=True, allow_none=True, validate=OneOf(SYMBOL_NAMES))


#: The score sheet and its parts: derived from the rules library's results (what they compute as more).
LetilesAreaSchema = register(letiles.scoring.Area, response_schema(letiles.scoring.Area, "LetilesAreaSchema", more={
    "size": fields.Integer(required=True, metadata={"description": "blocks in the area"})}))
LetilesChipsSchema = response_schema(letiles.scoring.Chips, "LetilesChipsSchema")
LetilesPlayerScoreSchema = register(letiles.scoring.PlayerScore, response_schema(
    letiles.scoring.PlayerScore, "LetilesPlayerScoreSchema", more={"total": fields.Integer(required=True)},
    doc="One player's score sheet."))
LetilesScoreSheetSchema = response_schema(letiles.ScoreSheet, "LetilesScoreSheetSchema", more={
    "draw": Boolean(required=True)}, doc="The scored table: areas (largest first), each player's sheet, and the "
                                         "winner(s).")


#: Schemas referred to by ``$ref`` from the unions above.
COMPONENTS: dict[str, type[ma.Schema]] = {"LetilesTileSetInput": request_variant(LetilesTileSetSchema)}
#: A table or a game in cache keys: with its tile set (their JSON forms leave it out).
CANONICAL[letiles.Table] = lambda table: {"tileset": table.tileset.to_json(), **table.to_json()}
CANONICAL[letiles.LetilesGame] = lambda game: {"tileset": game.table.tileset.to_json(), **game.to_json()}


# --- request fields, loaded by the library's parsers ----------------------------------------------------------


def placement_field(**kwargs: Any) -> LibraryNested:
    """A placement ``{tile, x, y, rotation}``, loaded as a library ``Placement``."""
    return LibraryNested(request_variant(LetilesPlacementSchema), partial(letiles.Placement.from_json, where=""),
                         **kwargs)


def placements_field(description: str, **kwargs: Any) -> ma.fields.List:  # type: ignore[type-arg]
    """The tiles already on the table, in play order (the table is built with the tile set by the schema)."""
    kwargs.setdefault("load_default", list)
    return ma.fields.List(placement_field(), validate=Length(0, MAX_TILES), metadata={"description": description},
                          **kwargs)


def players_field(description: str, **kwargs: Any) -> LibraryField:
    """The colours in play (2 or 3, each once), loaded by the library."""
    return LibraryField(letiles.parse_players, metadata={
        "type": "array", "items": {"type": "string", "enum": COLOUR_NAMES}, "minItems": 2, "maxItems": 3,
        "uniqueItems": True,
        "description": description}, **kwargs)


def load_block(value: object) -> tuple[tuple[int, int], letiles.Block]:
    """A block lying on the table ``{x, y, colour, symbol}``: its cell and the block."""
    if not isinstance(value, Mapping):
        raise RulesError("expected an object {x, y, colour, symbol}")
    block = letiles.Block.from_json(value, "", also=("x", "y"))
    cell = (int_field(value, "x", "", MAX_COORDINATE), int_field(value, "y", "", MAX_COORDINATE))
    return cell, block


def blocks_field() -> ma.fields.List:  # type: ignore[type-arg]
    """A table given cell by cell."""
    return ma.fields.List(LibraryNested(request_variant(LetilesTableBlockSchema), load_block),
                          validate=Length(0, 3 * MAX_TILES), metadata={"description": "or the table cell by cell"})


def build_table(data: dict[str, Any]) -> dict[str, Any]:
    """Replace the request's ``tileset`` and ``placements`` by the ``table`` they make (or a 422 naming the field)."""
    try:
        rules = data.get("rules") or letiles.LetilesRules()
        data["table"] = letiles.Table(letiles.tiles_in_play(data.pop("tileset"), rules), tuple(data.pop("placements")))
        letiles.check_table(data["table"], rules)
    except RulesError as exc:
        raise fields.library_error(exc if exc.field else exc.under("placements"), None) from exc
    return data


class TableRequestSchema(ma.Schema):
    """A request about a table: its tile set and placed tiles (loaded as one ``table`` argument) and the rules."""

    tileset = tileset_field()
    placements = placements_field("the tiles already on the table, in play order")
    rules = fields.rules_field(LetilesRulesSchema, letiles.LetilesRules.from_json)

    @ma.post_load
    def _table(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        return build_table(data)
