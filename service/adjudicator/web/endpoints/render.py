"""Pictures: SVG renders of game states, declared once each, and the explorer page that shows them.

Renders are deterministic answers: they go through the answer cache like every other one (``X-Cache``), but
their body is an SVG document (``image/svg+xml``) rather than JSON. The explorer (``/explorer/``) is a static
page with a little vanilla JavaScript that calls the API; it is not an API operation and is not documented in
the OpenAPI document.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import flask
import marshmallow as ma
from flask import Response, send_from_directory
from marshmallow.validate import Regexp

from adjudicator.games import lauzait_cep as lc
from adjudicator.games import letiles
from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.pieces import Side, parse_side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square
from adjudicator.games.errors import RulesError
from adjudicator.games.lauzait_cep import board as lc_board
from adjudicator.render import cetkaik_svg, lauzait_cep_svg, letiles_svg
from adjudicator.web.api import Operations, QuerySchema, under
from adjudicator.web.costs import flat, scaled
from adjudicator.web.endpoints.cetkaik.positions import INITIAL_TEXT
from adjudicator.web.endpoints.lookups import mangled_text_form
from adjudicator.web.fields import Boolean, LibraryField
from adjudicator.web.schemas.cetkaik import COMPONENTS as CETKAIK_COMPONENTS
from adjudicator.web.schemas.cetkaik import PRESETS, SIDES, PositionInputSchema, ruleset_field, square_arg
from adjudicator.web.schemas.letiles import COMPONENTS as LETILES_COMPONENTS
from adjudicator.web.schemas.letiles import TableRequestSchema, placement_field, placements_field, players_field

#: The schemas the request bodies refer to by ``$ref`` (registered once, whichever module comes first).
COMPONENT_SCHEMAS = {**CETKAIK_COMPONENTS, **LETILES_COMPONENTS}

ops = Operations("render", "", "Pictures: SVG renders of game states, and the explorer page")
blp = ops.blp

SVG_MIMETYPE = "image/svg+xml"
_SVG_RESPONSE = {"type": "string", "description": "an SVG document (scalable, with <title> and <desc>)"}
_STATIC = Path(__file__).resolve().parents[1] / "static" / "explorer"


def picture(method: str, path: str, request: type[ma.Schema], what: str, **options: Any
            ) -> Callable[[Callable[..., str]], Callable[..., str]]:
    """Declare an operation answering the SVG picture its function returns (its operationId: the function's name)."""
    return ops.operation(method, path, request, _SVG_RESPONSE, location="json" if method == "POST"
                         else "query", mimetype=SVG_MIMETYPE, description=f"The {what} as an SVG picture", **options)


# --- Cetkaik ---------------------------------------------------------------------------------------------------

_COORDINATES = {"description": "draw the column letters and row names around the board"}
_NOTATION = {"type": "string", "description": "片 notation, e.g. LAI片ZAI, ZO皇[TO]NO, 黒兵CA, pass"}


def load_move(value: object) -> cmoves.Move:
    """A move in 片 notation or as an object; its errors name its parts from the field it is given in."""
    try:
        return cmoves.from_json(value)
    except RulesError as exc:
        raise RulesError(exc.message, (exc.field or "").removeprefix("move").lstrip(".") or None) from exc


def move_arg(metadata: dict[str, Any]) -> LibraryField:
    """An optional move to highlight."""
    return LibraryField(load_move, metadata=metadata)


def bottom_arg() -> LibraryField:
    """The side drawn nearest the viewer."""
    return LibraryField(parse_side, load_default=lambda: Side.IA, metadata={
        "type": "string", "enum": SIDES, "default": "IASide",
        "description": "the side drawn nearest the viewer (its pieces upright)", "example": "IASide"})


class CetkaikRenderRequestSchema(PositionInputSchema):
    """A position to picture, with optional highlights."""

    ruleset = ruleset_field()
    move = move_arg({"oneOf": [_NOTATION, {"$ref": "#/components/schemas/MoveObject"}],
                     "description": "a move to highlight: its squares, the via point and an arrow"})
    square = square_arg(metadata={"description": "a square to highlight with the legal destinations of its piece"})
    last_move = move_arg({"oneOf": [_NOTATION, {"$ref": "#/components/schemas/MoveObject"}],
                          "description": "the move that led to this position, shaded"})
    bottom = bottom_arg()
    coordinates = ma.fields.Boolean(load_default=True, metadata=_COORDINATES)


@picture("POST", "/v1/cetkaik/render", CetkaikRenderRequestSchema, "position",
         example={"position_text": INITIAL_TEXT, "move": "LAU片LAILY", "square": "KA", "bottom": "IASide"},
         cost=flat(8, 64 << 10, why="drawing a board"))
def render_cetkaik_position(position: Position, ruleset: Ruleset, bottom: Side, coordinates: bool,
                            move: cmoves.Move | None = None, square: Square | None = None,
                            last_move: cmoves.Move | None = None) -> str:
    """Picture a Cetkaik position as SVG

    The 9x9 board with its special squares (tam2 hue, water, the centre), every piece (its colour, its
    profession's character, its side by orientation), the tam2, both hop1zuo1 beside the board and the
    coordinates. Optional highlights: a `move` (its squares, the square it steps over and an arrow), a
    `square` (with the legal destinations of what stands on it) and the `last_move`. `bottom` chooses the
    side nearest the viewer. The picture scales (viewBox) and carries a `<title>` and a `<desc>`.
    """
    highlights = cetkaik_svg.Highlights(move=move, square=square, last_move=last_move)
    return cetkaik_svg.render_position(position, ruleset=ruleset, highlights=highlights, bottom=bottom,
                                       coordinates=coordinates)


def position_from_query(text: object) -> Position:
    """A position's text form from a query string; one whose '+' signs arrived as spaces is told so."""
    problem = mangled_text_form(text)
    if problem:
        raise RulesError(problem)
    return Position.from_text(text)


class CetkaikRenderQuerySchema(QuerySchema):
    """A position in its one-line text form, with optional highlights (moves in 片 notation)."""

    position_text = LibraryField(position_from_query, required=True, metadata={
        "type": "string", "example": INITIAL_TEXT,
        "description": "the position's one-line text form, URL-encoded (a '+' must be sent as %2B)"})
    ruleset = LibraryField(Ruleset.preset_named, load_default=lambda: Ruleset.preset_named("cerke_online_alpha"),
                           metadata={"type": "string", "enum": PRESETS, "default": "cerke_online_alpha",
                                     "description": "a preset name"})
    move = move_arg({"type": "string", "description": "a move to highlight, in 片 notation (e.g. LAU片LAILY)"})
    square = square_arg(metadata={"description": "a square to highlight with its legal destinations"})
    last_move = move_arg({"type": "string", "description": "the move that led to this position, in 片 notation"})
    bottom = bottom_arg()
    coordinates = ma.fields.Boolean(load_default=True, metadata=_COORDINATES)


@picture("GET", "/v1/cetkaik/render", CetkaikRenderQuerySchema, "position",
         cost=flat(8, 64 << 10, why="drawing a board"))
def render_cetkaik_position_text(position_text: Position, **options: Any) -> str:
    """Picture a Cetkaik position given in its text form as SVG

    The same picture as `POST /v1/cetkaik/render`, addressable by URL (e.g. for an `<img>`): `position_text` is
    the one-line text form (named as in the POST bodies) and moves are written in 片 notation.
    """
    return render_cetkaik_position(position_text, **options)


# --- Lauzait Cep! ----------------------------------------------------------------------------------------------


class LauzaitCepRenderRequestSchema(ma.Schema):
    """A Lauzait Cep! position to picture."""

    position = LibraryField(lc.Position.from_json, required=True, metadata={
        "type": "object", "additionalProperties": {},
        "description": "the position: {players, board: {a1..e5: piece or null}, hands: [{concealed, revealed: "
                       "[{pieces, bonus}]} or null], to_play, luminous}; pieces are G0..G9, W0..W9 and J"})
    square = ma.fields.String(validate=Regexp(lc_board.SQUARE_PATTERN, error=lc_board.SQUARE_FORM),
                              metadata={"description": "a square (a1..e5) to highlight with where its piece may move"})


_LAUZAIT_CEP_EXAMPLE = lc.deal(2, random.Random(1)).to_json()


@picture("POST", "/v1/lauzait-cep/render", LauzaitCepRenderRequestSchema, "position",
         example={"position": _LAUZAIT_CEP_EXAMPLE, "square": "b2"}, cost=flat(6, 64 << 10, why="drawing a board"))
def render_lauzait_cep_position(position: lc.Position, square: str | None = None) -> str:
    """Picture a Lauzait Cep! position as SVG

    The 5x5 board with Tam's Mountain and the water, every piece (its number, colour and bonus dots; the
    jokers tri-coloured), the empty square, every known hand (concealed pieces and revealed Departments with
    their bonus), whose Day it is and the luminous piece. `square` highlights where a piece there may move.
    """
    return lauzait_cep_svg.render_position(position, square=None if square is None else lc.parse_square(square))


# --- LETILES ---------------------------------------------------------------------------------------------------


class LetilesRenderRequestSchema(TableRequestSchema):
    """A LETILES table to picture."""

    placements = placements_field("the tiles on the table, in play order")
    players = players_field("the colours in play, whose areas are outlined (default all)",
                            load_default=lambda: letiles.COLOURS, data_key="seats")
    show_areas = Boolean(load_default=True,
                                   metadata={"description": "outline the scoring areas and write their sizes"})
    placement = placement_field(allow_none=True, metadata={"description": "a placement being considered, drawn "
                                                                          "dashed (green if legal, dark red if not)"})


@picture("POST", "/v1/letiles/render", LetilesRenderRequestSchema, "table",
         example={"tileset": "example", "placements": [{"tile": "red-01", "x": 0, "y": 0}],
                  "placement": {"tile": "blue-01", "x": 2, "y": 0}},
         cost=scaled("placements", 0.1, 243, base=4, answer_bytes=256 << 10, arg="table",
                     size=lambda table: len(table.placements)))
def render_letiles_table(table: letiles.Table, players: tuple[letiles.Colour, ...], rules: letiles.LetilesRules,
                         show_areas: bool, placement: letiles.Placement | None = None) -> str:
    """Picture a LETILES table as SVG

    Every placed tile's blocks in their colours with their symbols, each tile outlined, the scoring areas of
    the colours in play outlined with their sizes, and optionally a `placement` being considered.
    """
    if placement is not None:
        with under("placement.tile"):
            table.tileset.tile(placement.tile)
    return letiles_svg.render_table(table, players=players, rules=rules, show_areas=show_areas, preview=placement)


# --- the explorer page -----------------------------------------------------------------------------------------

explorer = flask.Blueprint("explorer", __name__, url_prefix="/explorer", static_folder=str(_STATIC),
                           static_url_path="/static")


@explorer.get("/")
def explorer_page() -> Response:
    """The explorer: paste a position, a move or a kiaak record and look at it."""
    return send_from_directory(_STATIC, "index.html", max_age=0)


@explorer.get("/presets.json")
def explorer_presets() -> Response:
    """The Cetkaik ruleset presets the explorer's menu offers (the render operation's ``ruleset`` values), so that
    the page need not read the whole API document for them."""
    answer = flask.jsonify({"presets": list(PRESETS)})
    answer.cache_control.public = True
    answer.cache_control.max_age = 3600
    return answer


def _register_explorer(state: flask.blueprints.BlueprintSetupState) -> None:
    """Serve the explorer beside the API (a plain Flask blueprint: it has no place in the OpenAPI document)."""
    state.app.register_blueprint(explorer)


blp.record_once(_register_explorer)
