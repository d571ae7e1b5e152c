"""HTTP adapter for LETILES (エルタイルズ), declared once each: tile sets, placements, a game and the final score."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games import letiles
from adjudicator.games.errors import RulesError
from adjudicator.games.letiles.tiles import MAX_ID
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, under
from adjudicator.web.costs import flat, scaled
from adjudicator.web.derived import response_schema
from adjudicator.web.fields import Boolean, LibraryNested, request_variant
from adjudicator.web.schemas.letiles import COMPONENTS as COMPONENT_SCHEMAS  # noqa: F401  (registered by name)
from adjudicator.web.schemas.letiles import (
    EXAMPLE_TILES,
    LetilesGameSchema,
    LetilesPlacementSchema,
    LetilesRulesSchema,
    LetilesScoreSheetSchema,
    LetilesTileSchema,
    TableRequestSchema,
    blocks_field,
    build_table,
    placement_field,
    placements_field,
    players_field,
    tileset_field,
)

ops = Operations("letiles", "/v1/letiles",
                 "LETILES (エルタイルズ): tile sets, placements, playing a game and scoring the table")
blp = ops.blp

TABLE = [{"tile": "red-01", "x": 0, "y": 0, "rotation": 0}]


# --- the example tile set ----------------------------------------------------------------------------------------


class LetilesExampleQuerySchema(ma.Schema):
    """Which form of the example set: the box, or the tiles in play under the short game or the expansion."""

    short_game = ma.fields.Boolean(
        load_default=False,
        metadata={"description": "the short game's tiles in play: one copy of each duplicated multi-colour design "
                                 "removed (18 a set)", "example": True},
    )
    expansion = ma.fields.Boolean(
        load_default=False,
        metadata={"description": "the expansion's tiles in play: each expansion tile in place of its base tile"},
    )


class LetilesExampleTileSetSchema(ma.Schema):
    """The bundled example tile set."""

    illustrative = Boolean(
        required=True, metadata={"description": "always true: invented tiles, not the published (non-public) list"}
    )
    notice = ma.fields.String(required=True)
    short_game = Boolean(required=True)
    expansion = Boolean(required=True)
    count = fields.Integer(required=True, metadata={"description": "number of tiles"})
    tiles = fields.nested_list(LetilesTileSchema)


EXAMPLE_NOTICE = (
    "ILLUSTRATIVE ONLY: the published LETILES tile list is not public, so these 72 tiles and 9 expansion tiles are "
    "invented. They respect the known constraints (24 tiles per set, 6 multi-colour designs in two copies each, every "
    "tile carrying its owner's symbol; 3 expansion tiles per set with 2 symbols or all 3 symbol kinds, each replacing "
    "a base tile with its colour layout). Real play must send the real tiles as the request's tile set."
)


@ops.get("/tilesets/example", LetilesExampleQuerySchema, LetilesExampleTileSetSchema,
         cost=flat(1, 32 << 10))
def get_example_letiles_tileset(short_game: bool, expansion: bool) -> JSON:
    """Get the bundled example tile set (illustrative, not the published tiles)

    The real tile list of LETILES is not public, so every request carries its tile set. This invented set
    has the published shape (3 sets of 24 L-tromino tiles, and 3 expansion tiles a set marked `expansion`)
    and is what `"tileset": "example"` means in a request; it is for demonstrations and tests only. The
    ruleset's `short_game` and `expansion` decide which of its tiles are in play. With `short_game=true` or
    `expansion=true` the answer is the tiles in play under those options, as a plain set of their own (no
    tile marked as an expansion tile).
    """
    tiles = EXAMPLE_TILES
    if short_game or expansion:
        rules = letiles.LetilesRules(short_game=short_game, expansion=expansion)
        tiles = letiles.tiles_in_play(EXAMPLE_TILES, rules).plain()
    return {"illustrative": True, "notice": EXAMPLE_NOTICE, "short_game": short_game, "expansion": expansion,
            "count": len(tiles.tiles), "tiles": tiles.to_json()["tiles"]}


# --- placements --------------------------------------------------------------------------------------------------


class LetilesValidatePlacementRequestSchema(TableRequestSchema):
    """A placement to adjudicate on a table."""

    placements = placements_field("the tiles already on the table, in play order (empty: the first tile)")
    placement = placement_field(required=True, metadata={"description": "the tile to put down"})


#: The adjudication of a placement: the library's verdict, then the placement and the ruleset.
LetilesPlacementVerdictSchema = response_schema(letiles.PlacementVerdict, "LetilesPlacementVerdictSchema", more={
    "placement": fields.nested(LetilesPlacementSchema), "ruleset": fields.nested(LetilesRulesSchema)},
    doc="The adjudication of a placement.")


def _placed(table: letiles.Table) -> int:
    """How many tiles a table holds (what checking and extending it grows with)."""
    return len(table.placements)


@ops.post("/placements/validate", LetilesValidatePlacementRequestSchema,
          LetilesPlacementVerdictSchema,
          example={"tileset": "example", "placements": TABLE, "placement": {"tile": "blue-01", "x": 2, "y": 0}},
          cost=scaled("placements", 0.02, 243, base=1, arg="table", size=_placed))
def validate_letiles_placement(table: letiles.Table, placement: letiles.Placement, rules: letiles.LetilesRules
                               ) -> JSON:
    """Check whether a tile may be put on the table there

    A tile may not overlap the table and, except for the first one, must share at least `min_shared_edges`
    unit edges with it (corners do not count). An illegal placement is an adjudication (`legal: false` with
    the reason), not an error; an unknown tile id is a 422.
    """
    with under("placement.tile"):
        verdict = letiles.validate_placement(table, placement, rules)
    return {**verdict.to_json(), "placement": placement.to_json(), "ruleset": rules.to_json()}


class LetilesLegalPlacementsRequestSchema(TableRequestSchema):
    """A tile and the table it would go on."""

    tile = ma.fields.String(required=True, validate=Length(1, MAX_ID), metadata={"description": "the tile id"})


class LetilesLegalPlacementsSchema(ma.Schema):
    """Every legal placement of a tile."""

    tile = ma.fields.String(required=True)
    count = fields.Integer(required=True)
    placements = fields.nested_list(LetilesPlacementSchema, "sorted by rotation, then y, then x")
    ruleset = fields.nested(LetilesRulesSchema)


@ops.post("/placements/legal", LetilesLegalPlacementsRequestSchema,
          LetilesLegalPlacementsSchema, example={"tileset": "example", "placements": TABLE, "tile": "blue-02"},
          cost=scaled("placements", 0.25, 243, base=2, arg="table", size=_placed, bytes_each=256))
def list_letiles_placements(table: letiles.Table, tile: str, rules: letiles.LetilesRules) -> JSON:
    """List every legal placement of a tile on the table

    Every origin cell and rotation where the tile fits without overlap and touches the table edge to edge.
    On an empty table the four rotations at the origin (0, 0) are listed: the first tile defines the middle.
    A tile already on the table has none.
    """
    with under("tile"):
        found = letiles.legal_placements(table, tile, rules)
    return {"tile": tile, "count": len(found), "placements": [p.to_json() for p in found], "ruleset": rules.to_json()}


# --- a game ------------------------------------------------------------------------------------------------------


class LetilesNewGameRequestSchema(ma.Schema):
    """Deal a new game."""

    tileset = tileset_field()
    players = players_field("the colours in seat order (2 or 3 players)", required=True, data_key="seats")
    first = fields.Integer(load_default=0, validate=Range(0, 2), metadata={"description": "the seat that starts"})
    seed = fields.seed_field("makes the shuffle reproducible; without it a random seed is drawn (not cached)")
    rules = fields.rules_field(LetilesRulesSchema, letiles.LetilesRules.from_json)


class LetilesNewGameSchema(ma.Schema):
    """The dealt game."""

    seed = fields.Integer(required=True, metadata={"description": "the seed the stocks were shuffled with"})
    state = fields.nested(LetilesGameSchema, "the game dealt")


@ops.post("/games/new", LetilesNewGameRequestSchema, LetilesNewGameSchema,
          cacheable=lambda args: args["seed"] is not None,
          example={"tileset": "example", "seats": ["red", "blue"], "first": 0, "seed": 11}, cost=flat(1))
def start_letiles_game(tileset: letiles.TileSet, players: tuple[letiles.Colour, ...], first: int,
                       seed: int | None, rules: letiles.LetilesRules) -> JSON:
    """Deal a new game: shuffle each player's set into a stock and draw 5 to each stand

    Each player gets the tiles in play whose set is their colour: under the ruleset's `short_game` one copy
    of each duplicated multi-colour design stays in the box, under `expansion` each expansion tile takes
    the place of its base tile. The game carries its `ruleset`; send the same `ruleset` with every
    request about it. With a `seed` the deal is reproducible (and cached); without one a random seed is
    drawn and returned, so the deal can still be replayed.
    """
    seed = fields.random_seed() if seed is None else seed
    return {"seed": seed, "state": letiles.new_game(tileset, players, seed, first, rules).to_json()}


class LetilesPlayRequestSchema(ma.Schema):
    """A turn: the seat puts a tile from its stand on the table, then draws from its stock."""

    tileset = tileset_field()
    state = LibraryNested(request_variant(LetilesGameSchema), lambda state: state, required=True,
                          metadata={"description": "the game before the turn"})
    seat = fields.Integer(required=True, validate=Range(0, 2), metadata={"description": "the seat playing"})
    placement = placement_field(required=True)
    drawn = ma.fields.String(
        load_default=None, validate=Length(1, MAX_ID),
        metadata={"description": "the tile actually drawn from the stock (default: the top of the stock)"},
    )
    rules = fields.rules_field(LetilesRulesSchema, letiles.LetilesRules.from_json)

    @ma.post_load
    def load_game(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """Load the request's ``state`` with its ``tileset`` (a 422 naming the field of the game that is wrong)."""
        try:
            data["state"] = letiles.LetilesGame.from_json(data.pop("tileset"), data["state"], data["rules"])
        except RulesError as exc:
            raise fields.library_error(exc if exc.field else exc.under("state"), None) from exc
        return data


#: The adjudicated turn: the library's verdict, then the final score and the ruleset.
LetilesPlaySchema = response_schema(letiles.PlayVerdict, "LetilesPlaySchema", more={
    "score": fields.nested(LetilesScoreSheetSchema, "the final score once the last tile is played, else null",
                           allow_none=True),
    "ruleset": fields.nested(LetilesRulesSchema)}, doc="The adjudicated turn.")


_DEALT = letiles.new_game(EXAMPLE_TILES, ["red", "blue"], 11)


@ops.post("/games/play", LetilesPlayRequestSchema, LetilesPlaySchema,
          example={"tileset": "example", "state": _DEALT.to_json(), "seat": 0,
                   "placement": {"tile": _DEALT.hands[0].stand[0], "x": 0, "y": 0, "rotation": 0}}, cost=flat(1))
def play_letiles_tile(state: letiles.LetilesGame, seat: int, placement: letiles.Placement, drawn: str | None,
                      rules: letiles.LetilesRules) -> JSON:
    """Play a tile from a stand and draw a replacement

    The seat must be the one to play, the tile on its stand and the placement legal (the first tile in the
    middle of the table, covering the cell (0, 0), unless `first_tile` is `anywhere`); otherwise the answer is
    `legal: false` with the reason and the game unchanged. The game must have been started under the request's
    `ruleset` (the `ruleset` it states), and holds only tiles in play under it. After the last tile the final score is
    included.
    """
    with under("placement.tile"):
        verdict = letiles.play(state, seat, placement, drawn, rules)
    sheet = letiles.final_score(verdict.state) if verdict.legal and verdict.state.over else None
    return {**verdict.to_json(), "score": None if sheet is None else sheet.to_json(), "ruleset": rules.to_json()}


# --- scoring -----------------------------------------------------------------------------------------------------


class LetilesScoreRequestSchema(ma.Schema):
    """A finished table: placed tiles (with their tile set) or blocks cell by cell, and the colours in play."""

    tileset = tileset_field(required=False)
    placements = placements_field("the table as placed tiles (needs the tile set)", load_default=ma.missing)
    blocks = blocks_field()
    players = players_field("the colours in play (2 players: the third colour is ignored)", required=True,
                            data_key="seats")
    rules = fields.rules_field(LetilesRulesSchema, letiles.LetilesRules.from_json)

    @ma.post_load
    def cells(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """Give the table cell by cell, however it came (so both forms share the answer cache)."""
        if ("placements" in data) == ("blocks" in data):
            raise ma.ValidationError("give the table either as 'placements' (with 'tileset') or as 'blocks', "
                                     "exactly one", "placements")
        if "placements" in data:
            if data.get("tileset") is None:
                raise ma.ValidationError("placed tiles need their tile set ('example' or the tiles)", "tileset")
            data["blocks"] = build_table(data).pop("table").blocks()
        else:
            data.pop("tileset", None)
            cells: dict[tuple[int, int], letiles.Block] = {}
            for i, (cell, block) in enumerate(data["blocks"]):
                if cell in cells:
                    raise ma.ValidationError(f"the cell [{cell[0]}, {cell[1]}] is given twice", f"blocks[{i}]")
                cells[cell] = block
            data["blocks"] = cells
        data["blocks"] = sorted(data["blocks"].items())
        return data


#: The score of a finished table: the library's score sheet, then whether it is a draw and the flags.
LetilesScoreSchema = response_schema(letiles.ScoreSheet, "LetilesScoreSchema", more={
    "draw": Boolean(required=True), "ruleset": fields.nested(LetilesRulesSchema)},
    doc="The score of a finished table, with the flags it was scored under.")


@ops.post("/score", LetilesScoreRequestSchema, LetilesScoreSchema,
          example={"blocks": [{"x": x, "y": 0, "colour": "red", "symbol": None} for x in range(5)],
                   "seats": ["red", "blue"]}, cost=scaled("blocks", 0.02, 729, base=1))
def score_letiles_table(blocks: list[tuple[tuple[int, int], letiles.Block]], players: tuple[letiles.Colour, ...],
                        rules: letiles.LetilesRules) -> JSON:
    """Score a finished table: areas, bonuses, totals and the winner

    An area is a maximal orthogonally connected group of 4 or more same-colour blocks; each scores by size
    (4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0). The largest-area and most-areas bonuses (+3) go to every
    tied player; the symbol bonus (+3) goes, per area, to the owner of a symbol with 4 or more connected
    (or, under `symbol_rule: count`, contained). The winner has the highest total, ties going to the fewest
    areas; a further tie is a draw. Each player takes a chip for each area (face down on a 13+ area) and a
    green chip for each bonus; under `finite_chips` the box's 60 chips can run out (`chips_run_out`), and
    `most_areas_by: chips` counts the non-green chips for the most-areas bonus.
    Give the table as `placements` (with `tileset`): they are refereed like a
    game's table (every tile laid edge to edge with those before it, so one piece, no cell twice). Or give
    `blocks` cell by cell: a scoring sheet for any drawing of blocks, such as a rule book's example of separate
    strips; it is scored as drawn, not checked as a table a game can reach.
    """
    return {**letiles.score_blocks(dict(blocks), players, rules).to_json(), "ruleset": rules.to_json()}
