"""HTTP adapter for LETILES (エルタイルズ): tile sets, placements, the flow of a game and the final score."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
from flask.views import MethodView
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import letiles
from adjudicator.games.letiles.tiles import parse_colour, parse_symbol
from adjudicator.web import fields
from adjudicator.web.api import Blueprint
from adjudicator.web.errors import abort_unprocessable
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.letiles import (
    COLOUR_NAMES,
    COMPONENTS,
    EXAMPLE,
    MAX_TILES,
    LetilesGameSchema,
    LetilesPlacementSchema,
    LetilesRulesSchema,
    LetilesScoreSheetSchema,
    LetilesTableBlockSchema,
    LetilesTileSchema,
    tileset_field,
)
from adjudicator.web.schemas.library_io import library_errors, library_input, located_answer, request_variant

COMPONENT_SCHEMAS = COMPONENTS

blp = Blueprint(
    "letiles",
    __name__,
    url_prefix="/v1/letiles",
    description="LETILES (エルタイルズ): tile sets, placements, playing a game and scoring the table",
)

EXAMPLE_TILES = letiles.example_tileset()
SEED_RANGE = Range(-(2**63), 2**63 - 1)

PlacementInput = request_variant(LetilesPlacementSchema)
GameInput = request_variant(LetilesGameSchema)
RulesInput = request_variant(LetilesRulesSchema)
TableBlockInput = request_variant(LetilesTableBlockSchema)


def rules_field() -> ma.fields.Nested:
    """The request's optional ``rules`` flags."""
    return ma.fields.Nested(RulesInput, load_default=None, allow_none=True,
                            metadata={"description": "flags overriding the defaults; the answer echoes them all"})


def placements_field(description: str) -> ma.fields.List[Any]:
    """The tiles already on the table, in play order."""
    return ma.fields.List(ma.fields.Nested(PlacementInput), load_default=list, validate=Length(0, MAX_TILES),
                          metadata={"description": description})


def read_tileset(value: Any) -> letiles.TileSet:
    """Return the request's tile set: the bundled example, or the tiles given as data."""
    if value == EXAMPLE:
        return EXAMPLE_TILES
    with library_input({"tiles": "tileset.tiles", "tile": None}, "tileset"):
        return letiles.load_tileset(value)


def read_rules(body: dict[str, Any]) -> letiles.LetilesRules:
    """Return the effective flags of a request."""
    with library_input(default="rules"):
        return letiles.LetilesRules.from_json(body.get("rules"))


def read_table(tileset: letiles.TileSet, placements: Any, field: str = "placements") -> letiles.Table:
    """Return the table of placed tiles given under ``field``."""
    with library_input({"placements": field}, field):
        return letiles.Table.from_json(tileset, placements)


def read_placement(value: Any, field: str = "placement") -> letiles.Placement:
    """Return the placement given under ``field``."""
    with library_input({"placement": field}, field):
        return letiles.Placement.from_json(value, "placement")


def read_game(tileset: letiles.TileSet, value: Any) -> letiles.LetilesGame:
    """Return the game state of a request."""
    with library_input({"players": "game.players", "placements": "game.placements"}, "game"):
        return letiles.LetilesGame.from_json(tileset, value)


# --- the example tile set ----------------------------------------------------------------------------------------


class LetilesExampleQuerySchema(ma.Schema):
    """Which form of the example set."""

    short_game = ma.fields.Boolean(
        load_default=False,
        metadata={"description": "the short game: one copy of each duplicated multi-colour design removed (18 a set)"},
    )


class LetilesExampleTileSetSchema(ma.Schema):
    """The bundled example tile set."""

    illustrative = Boolean(
        required=True, metadata={"description": "always true: invented tiles, not the published (non-public) list"}
    )
    notice = ma.fields.String(required=True)
    short_game = Boolean(required=True)
    count = fields.Integer(required=True, metadata={"description": "number of tiles"})
    tiles = ma.fields.List(ma.fields.Nested(LetilesTileSchema), required=True)


EXAMPLE_NOTICE = (
    "ILLUSTRATIVE ONLY: the published LETILES tile list is not public, so these 72 tiles are invented. They respect "
    "the known constraints (24 tiles per set, 6 multi-colour designs in two copies each, every tile carrying its "
    "owner's symbol). Real play must send the real tiles as the request's tile set."
)


@blp.route("/tilesets/example")
class ExampleTileSet(MethodView):
    """The bundled, illustrative tile set."""

    @blp.arguments(LetilesExampleQuerySchema, location="query")
    @blp.response(200, LetilesExampleTileSetSchema)
    @blp.doc(operationId="get_example_letiles_tileset")
    def get(self, query: dict[str, Any]) -> Any:
        """Get the bundled example tile set (illustrative, not the published tiles)

        The real tile list of LETILES is not public, so every request carries its tile set. This invented set
        has the published shape (3 sets of 24 L-tromino tiles) and is what `"tileset": "example"` means in a
        request; it is for demonstrations and tests only. With `short_game=true` it is the short game's set.
        """
        short = query["short_game"]

        def compute() -> dict[str, Any]:
            tiles = letiles.short_game(EXAMPLE_TILES) if short else EXAMPLE_TILES
            return {"illustrative": True, "notice": EXAMPLE_NOTICE, "short_game": short, "count": len(tiles.tiles),
                    "tiles": tiles.to_json()["tiles"]}

        return located_answer("get_example_letiles_tileset", {"short_game": short}, compute,
                              LetilesExampleTileSetSchema())


# --- placements --------------------------------------------------------------------------------------------------


class LetilesValidatePlacementRequestSchema(ma.Schema):
    """A placement to adjudicate on a table."""

    tileset = tileset_field()
    placements = placements_field("the tiles already on the table, in play order (empty: the first tile)")
    placement = ma.fields.Nested(PlacementInput, required=True, metadata={"description": "the tile to put down"})
    rules = rules_field()


class LetilesPlacementVerdictSchema(ma.Schema):
    """The adjudication of a placement."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when illegal"})
    placement = ma.fields.Nested(LetilesPlacementSchema, required=True)
    cells = ma.fields.List(ma.fields.List(fields.Integer()), required=True,
                           metadata={"description": "the cells the tile covers, as [x, y] pairs"})
    shared_edges = fields.Integer(required=True, metadata={"description": "unit edges shared with the table"})
    rules = ma.fields.Nested(LetilesRulesSchema, required=True)


@blp.route("/placements/validate")
class ValidatePlacement(MethodView):
    """Placement adjudication."""

    @blp.arguments(LetilesValidatePlacementRequestSchema)
    @blp.response(200, LetilesPlacementVerdictSchema)
    @blp.doc(operationId="validate_letiles_placement")
    def post(self, body: dict[str, Any]) -> Any:
        """Check whether a tile may be put on the table there

        A tile may not overlap the table and, except for the first one, must share at least `min_shared_edges`
        unit edges with it (corners do not count). An illegal placement is an adjudication (`legal: false` with
        the reason), not an error; an unknown tile id is a 422.
        """
        tileset = read_tileset(body["tileset"])
        rules = read_rules(body)
        table = read_table(tileset, body["placements"])
        placement = read_placement(body["placement"])

        def compute() -> dict[str, Any]:
            with library_errors(default="placement.tile"):
                verdict = letiles.validate_placement(table, placement, rules)
            return {**verdict.to_json(), "placement": placement.to_json(), "rules": rules.to_json()}

        canonical = {"tileset": tileset.to_json(), **table.to_json(), "placement": placement.to_json(),
                     "rules": rules.to_json()}
        return located_answer("validate_letiles_placement", canonical, compute, LetilesPlacementVerdictSchema())


class LetilesLegalPlacementsRequestSchema(ma.Schema):
    """A tile and the table it would go on."""

    tileset = tileset_field()
    placements = placements_field("the tiles already on the table, in play order")
    tile = ma.fields.String(required=True, validate=Length(1, 64), metadata={"description": "the tile id"})
    rules = rules_field()


class LetilesLegalPlacementsSchema(ma.Schema):
    """Every legal placement of a tile."""

    tile = ma.fields.String(required=True)
    count = fields.Integer(required=True)
    placements = ma.fields.List(ma.fields.Nested(LetilesPlacementSchema), required=True,
                                metadata={"description": "sorted by rotation, then y, then x"})
    rules = ma.fields.Nested(LetilesRulesSchema, required=True)


@blp.route("/placements/legal")
class LegalPlacements(MethodView):
    """Legal placements of a tile."""

    @blp.arguments(LetilesLegalPlacementsRequestSchema)
    @blp.response(200, LetilesLegalPlacementsSchema)
    @blp.doc(operationId="list_letiles_placements")
    def post(self, body: dict[str, Any]) -> Any:
        """List every legal placement of a tile on the table

        Every origin cell and rotation where the tile fits without overlap and touches the table edge to edge.
        On an empty table the four rotations at the origin (0, 0) are listed: the first tile defines the middle.
        A tile already on the table has none.
        """
        tileset = read_tileset(body["tileset"])
        rules = read_rules(body)
        table = read_table(tileset, body["placements"])
        tile = body["tile"]

        def compute() -> dict[str, Any]:
            with library_errors(default="tile"):
                found = letiles.legal_placements(table, tile, rules)
            return {"tile": tile, "count": len(found), "placements": [p.to_json() for p in found],
                    "rules": rules.to_json()}

        canonical = {"tileset": tileset.to_json(), **table.to_json(), "tile": tile, "rules": rules.to_json()}
        return located_answer("list_letiles_placements", canonical, compute, LetilesLegalPlacementsSchema())


# --- a game ------------------------------------------------------------------------------------------------------


class LetilesNewGameRequestSchema(ma.Schema):
    """Deal a new game."""

    tileset = tileset_field()
    players = ma.fields.List(ma.fields.String(validate=OneOf(COLOUR_NAMES)), required=True, validate=Length(2, 3),
                             metadata={"description": "the colours in seat order (2 or 3 players)"})
    first = fields.Integer(load_default=0, validate=Range(0, 2), metadata={"description": "the seat that starts"})
    seed = fields.Integer(
        load_default=None, allow_none=True, validate=SEED_RANGE,
        metadata={"description": "makes the shuffle reproducible; without it a random seed is drawn (not cached)"},
    )


class LetilesNewGameSchema(ma.Schema):
    """The dealt game."""

    seed = fields.Integer(required=True, metadata={"description": "the seed the stocks were shuffled with"})
    game = ma.fields.Nested(LetilesGameSchema, required=True)


@blp.route("/games/new")
class NewGame(MethodView):
    """A new game."""

    @blp.arguments(LetilesNewGameRequestSchema)
    @blp.response(200, LetilesNewGameSchema)
    @blp.doc(operationId="start_letiles_game")
    def post(self, body: dict[str, Any]) -> Any:
        """Deal a new game: shuffle each player's set into a stock and draw 5 to each stand

        Each player gets the tiles whose set is their colour. With a `seed` the deal is reproducible (and
        cached); without one a random seed is drawn and returned, so the deal can still be replayed.
        """
        tileset = read_tileset(body["tileset"])
        given = body["seed"]
        seed = given if given is not None else random.SystemRandom().randrange(2**63)
        with library_input():
            players = list(letiles.parse_players(body["players"]))

        def compute() -> dict[str, Any]:
            with library_errors({"tiles": "tileset"}):
                game = letiles.new_game(tileset, players, seed, body["first"])
            return {"seed": seed, "game": game.to_json()}

        canonical = {"tileset": tileset.to_json(), "players": players, "first": body["first"], "seed": seed}
        return located_answer("start_letiles_game", canonical, compute, LetilesNewGameSchema(),
                                      cacheable=given is not None)


class LetilesPlayRequestSchema(ma.Schema):
    """A turn: the seat puts a tile from its stand on the table, then draws from its stock."""

    tileset = tileset_field()
    game = ma.fields.Nested(GameInput, required=True, metadata={"description": "the game before the turn"})
    seat = fields.Integer(required=True, validate=Range(0, 2), metadata={"description": "the seat playing"})
    placement = ma.fields.Nested(PlacementInput, required=True)
    drawn = ma.fields.String(
        load_default=None, allow_none=True, validate=Length(1, 64),
        metadata={"description": "the tile actually drawn from the stock (default: the top of the stock)"},
    )
    rules = rules_field()


class LetilesPlaySchema(ma.Schema):
    """The adjudicated turn."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)
    game = ma.fields.Nested(LetilesGameSchema, required=True,
                            metadata={"description": "the game after the turn (unchanged when illegal)"})
    score = ma.fields.Nested(LetilesScoreSheetSchema, required=True, allow_none=True,
                             metadata={"description": "the final score once the last tile is played, else null"})
    rules = ma.fields.Nested(LetilesRulesSchema, required=True)


@blp.route("/games/play")
class Play(MethodView):
    """Play a turn."""

    @blp.arguments(LetilesPlayRequestSchema)
    @blp.response(200, LetilesPlaySchema)
    @blp.doc(operationId="play_letiles_tile")
    def post(self, body: dict[str, Any]) -> Any:
        """Play a tile from a stand and draw a replacement

        The seat must be the one to play, the tile on its stand and the placement legal; otherwise the answer is
        `legal: false` with the reason and the game unchanged. After the last tile the final score is included.
        """
        tileset = read_tileset(body["tileset"])
        rules = read_rules(body)
        game = read_game(tileset, body["game"])
        placement = read_placement(body["placement"])
        seat, drawn = body["seat"], body["drawn"]

        def compute() -> dict[str, Any]:
            with library_errors(default="placement.tile"):
                verdict = letiles.play(game, seat, placement, drawn, rules)
            sheet = letiles.final_score(verdict.game, rules) if verdict.legal and verdict.game.finished else None
            return {**verdict.to_json(), "score": None if sheet is None else sheet.to_json(),
                    "rules": rules.to_json()}

        canonical = {"tileset": tileset.to_json(), "game": game.to_json(), "seat": seat,
                     "placement": placement.to_json(), "drawn": drawn, "rules": rules.to_json()}
        return located_answer("play_letiles_tile", canonical, compute, LetilesPlaySchema())


# --- scoring -----------------------------------------------------------------------------------------------------


class LetilesScoreRequestSchema(ma.Schema):
    """A finished table: placed tiles (with their tile set) or blocks cell by cell, and the colours in play."""

    tileset = tileset_field(required=False)
    placements = ma.fields.List(ma.fields.Nested(PlacementInput), validate=Length(0, MAX_TILES),
                                metadata={"description": "the table as placed tiles (needs the tile set)"})
    blocks = ma.fields.List(ma.fields.Nested(TableBlockInput), validate=Length(0, 3 * MAX_TILES),
                            metadata={"description": "or the table cell by cell"})
    players = ma.fields.List(ma.fields.String(validate=OneOf(COLOUR_NAMES)), required=True, validate=Length(2, 3),
                             metadata={"description": "the colours in play (2 players: the third colour is ignored)"})
    rules = rules_field()


class LetilesScoreSchema(LetilesScoreSheetSchema):
    """The score of a finished table, with the flags it was scored under."""

    rules = ma.fields.Nested(LetilesRulesSchema, required=True)


def read_blocks(blocks: list[dict[str, Any]]) -> dict[tuple[int, int], letiles.Block]:
    """Return a table given cell by cell; a cell given twice is a 422 naming it."""
    table: dict[tuple[int, int], letiles.Block] = {}
    for i, raw in enumerate(blocks):
        where = f"blocks[{i}]"
        cell = (raw["x"], raw["y"])
        if cell in table:
            abort_unprocessable(f"the cell [{cell[0]}, {cell[1]}] is given twice", where)
        with library_input():
            table[cell] = letiles.Block(parse_colour(raw["colour"], f"{where}.colour"),
                                        parse_symbol(raw.get("symbol"), f"{where}.symbol"))
    return table


@blp.route("/score")
class Score(MethodView):
    """Final scoring."""

    @blp.arguments(LetilesScoreRequestSchema)
    @blp.response(200, LetilesScoreSchema)
    @blp.doc(operationId="score_letiles_table")
    def post(self, body: dict[str, Any]) -> Any:
        """Score a finished table: areas, bonuses, totals and the winner

        An area is a maximal orthogonally connected group of 4 or more same-colour blocks; each scores by size
        (4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0). The largest-area and most-areas bonuses (+3) go to every
        tied player; the symbol bonus (+3) goes, per area, to the owner of a symbol with 4 or more connected
        (or, under `symbol_rule: count`, contained). The winner has the highest total, ties going to the fewest
        areas; a further tie is a draw. Give the table as `placements` (with `tileset`) or as `blocks`.
        """
        rules = read_rules(body)
        with library_input():
            players = letiles.parse_players(body["players"])
        if ("placements" in body) == ("blocks" in body):
            abort_unprocessable("give the table either as 'placements' (with 'tileset') or as 'blocks', exactly one",
                                "placements")
        if "blocks" in body:
            blocks = read_blocks(body["blocks"])
        else:
            if body.get("tileset") is None:
                abort_unprocessable("placed tiles need their tile set ('example' or the tiles)", "tileset")
            blocks = read_table(read_tileset(body["tileset"]), body["placements"]).blocks()
        cells = sorted(blocks.items())

        def compute() -> dict[str, Any]:
            sheet = letiles.score_blocks(dict(cells), players, rules)
            return {**sheet.to_json(), "rules": rules.to_json()}

        canonical = {"blocks": [[x, y, b.colour, b.symbol] for (x, y), b in cells], "players": list(players),
                     "rules": rules.to_json()}
        return located_answer("score_letiles_table", canonical, compute, LetilesScoreSchema())
