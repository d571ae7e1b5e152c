"""Pictures: SVG renders of game states, and the explorer page that shows them.

Renders are deterministic answers: they go through the answer cache like every other one (``X-Cache``), but
their body is an SVG document (``image/svg+xml``) rather than JSON. The explorer (``/explorer/``) is a static
page with a little vanilla JavaScript that calls the API; it is not an API operation and is not documented in
the OpenAPI document.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import flask
import marshmallow as ma
from flask import Response, current_app, g, send_from_directory
from flask.views import MethodView
from marshmallow.validate import OneOf, Regexp

from adjudicator.games import letiles
from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.pieces import Side, parse_side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.lauzait_cep.board import SQUARE_PATTERN as LC_SQUARE_PATTERN
from adjudicator.games.lauzait_cep.board import parse_square as lc_parse_square
from adjudicator.games.lauzait_cep.position import Position as LauzaitCepPosition
from adjudicator.render import cetkaik_svg, lauzait_cep_svg, letiles_svg
from adjudicator.web.api import Blueprint, answer_key, bad_input, locate
from adjudicator.web.cetkaik_common import read_position, read_ruleset
from adjudicator.web.errors import abort_unprocessable
from adjudicator.web.schemas.cetkaik import COMPONENTS as CETKAIK_COMPONENTS
from adjudicator.web.schemas.cetkaik import (
    PRESETS,
    SIDES,
    MoveField,
    PositionInputSchema,
    move_field,
    ruleset_field,
    square_field,
)
from adjudicator.web.schemas.letiles import COMPONENTS as LETILES_COMPONENTS
from adjudicator.web.schemas.letiles import (
    build_table,
    placement_field,
    placements_field,
    players_field,
    rules_field,
    tileset_field,
)

#: The schemas the request bodies refer to by ``$ref`` (registered once, whichever module comes first).
COMPONENT_SCHEMAS = {**CETKAIK_COMPONENTS, **LETILES_COMPONENTS}

blp = Blueprint("render", __name__, description="Pictures: SVG renders of game states, and the explorer page")

SVG_MIMETYPE = "image/svg+xml"
_SVG_RESPONSE = {"type": "string", "description": "an SVG document (scalable, with <title> and <desc>)"}
_STATIC = Path(__file__).resolve().parents[1] / "static" / "explorer"


def svg_answer(operation_id: str, request_data: Any, compute: Callable[[], str]) -> Response:
    """Compute (or fetch from the answer cache) an SVG picture and return it as ``image/svg+xml``.

    Like :func:`adjudicator.web.api.answer` for JSON: ``request_data`` is the normalised request the cache key
    is derived from, ``X-Cache`` says ``hit`` or ``miss``, and a ``ValueError`` from a library is a 422.
    """
    cache = current_app.extensions["adjudicator.cache"]
    key = answer_key(operation_id, request_data)
    g.answer_key = key
    body = cache.get(key)
    status = "hit" if body is not None else "miss"
    if body is None:

        def produce() -> bytes:
            started = time.perf_counter()
            with bad_input():
                picture = compute()
            g.compute_seconds = time.perf_counter() - started
            return picture.encode("utf-8")

        body = cache.compute_once(key, produce)
    g.cache_status = status
    response = Response(body, status=200, mimetype=SVG_MIMETYPE)
    response.headers["X-Cache"] = status
    return response


# --- Cetkaik ---------------------------------------------------------------------------------------------------

_BOTTOM = {"description": "the side drawn nearest the viewer (its pieces upright)", "example": "IASide"}
_COORDINATES = {"description": "draw the column letters and row names around the board"}


def _described_move_field(description: str) -> MoveField:
    """A move field (片 notation or object) with its own description."""
    field = move_field()
    field.metadata = {**field.metadata, "description": description}
    return field


class CetkaikRenderRequestSchema(PositionInputSchema):
    """A position to picture, with optional highlights."""

    ruleset = ruleset_field()
    move = _described_move_field("a move to highlight: its squares, the via point and an arrow")
    square = square_field(metadata={"description": "a square to highlight with the legal destinations of its piece"})
    last_move = _described_move_field("the move that led to this position, shaded")
    bottom = ma.fields.String(load_default="IASide", validate=OneOf(SIDES), metadata=_BOTTOM)
    coordinates = ma.fields.Boolean(load_default=True, metadata=_COORDINATES)


class CetkaikRenderQuerySchema(ma.Schema):
    """A position in its one-line text form, with optional highlights (moves in 片 notation)."""

    position = ma.fields.String(
        required=True,
        metadata={"description": "the position's one-line text form, URL-encoded (a '+' must be sent as %2B)"},
    )
    ruleset = ma.fields.String(load_default="cerke_online_alpha", validate=OneOf(PRESETS),
                               metadata={"description": "a preset name"})
    move = ma.fields.String(metadata={"description": "a move to highlight, in 片 notation (e.g. LAU片LAILY)"})
    square = square_field(metadata={"description": "a square to highlight with its legal destinations"})
    last_move = ma.fields.String(metadata={"description": "the move that led to this position, in 片 notation"})
    bottom = ma.fields.String(load_default="IASide", validate=OneOf(SIDES), metadata=_BOTTOM)
    coordinates = ma.fields.Boolean(load_default=True, metadata=_COORDINATES)


def _optional_move(body: dict[str, Any], key: str) -> cmoves.Move | None:
    """Read an optional move of the request; the library names its parts ``move...``, the request ``key...``."""
    if body.get(key) is None:
        return None
    try:
        return cmoves.from_json(body[key])
    except ValueError as exc:
        located = locate(exc, None)
        field = located.field or "move"
        abort_unprocessable(located.message, key + field.removeprefix("move") if field.startswith("move") else key)
        raise  # unreachable: abort_unprocessable raises


def _render_cetkaik(operation_id: str, position: Position, ruleset: Ruleset, body: dict[str, Any]) -> Response:
    """Read the highlights of a render request and answer its picture."""
    move = _optional_move(body, "move")
    last_move = _optional_move(body, "last_move")
    square = None
    if body.get("square") is not None:
        with bad_input("square"):
            square = parse_square(body["square"])
    with bad_input("bottom"):
        bottom: Side = parse_side(body["bottom"])
    highlights = cetkaik_svg.Highlights(move=move, square=square, last_move=last_move)
    canonical = {
        "position": position.to_text(),
        "ruleset": ruleset.to_json(),
        "move": None if move is None else cmoves.to_notation(move),
        "square": body.get("square"),
        "last_move": None if last_move is None else cmoves.to_notation(last_move),
        "bottom": bottom.value,
        "coordinates": body["coordinates"],
    }
    return svg_answer(
        operation_id,
        canonical,
        lambda: cetkaik_svg.render_position(
            position, ruleset=ruleset, highlights=highlights, bottom=bottom, coordinates=body["coordinates"]
        ),
    )


@blp.route("/v1/cetkaik/render")
class CetkaikRender(MethodView):
    """SVG pictures of Cetkaik positions."""

    @blp.arguments(CetkaikRenderRequestSchema)
    @blp.response(200, _SVG_RESPONSE, content_type=SVG_MIMETYPE, description="The position as an SVG picture")
    @blp.doc(operationId="render_cetkaik_position")
    def post(self, body: dict[str, Any]) -> Any:
        """Picture a Cetkaik position as SVG

        The 9x9 board with its special squares (tam2 hue, water, the centre), every piece (its colour, its
        profession's character, its side by orientation), the tam2, both hop1zuo1 beside the board and the
        coordinates. Optional highlights: a `move` (its squares, the square it steps over and an arrow), a
        `square` (with the legal destinations of what stands on it) and the `last_move`. `bottom` chooses the
        side nearest the viewer. The picture scales (viewBox) and carries a `<title>` and a `<desc>`.
        """
        return _render_cetkaik("render_cetkaik_position", read_position(body), read_ruleset(body), body)

    @blp.arguments(CetkaikRenderQuerySchema, location="query")
    @blp.response(200, _SVG_RESPONSE, content_type=SVG_MIMETYPE, description="The position as an SVG picture")
    @blp.doc(operationId="render_cetkaik_position_text")
    def get(self, query: dict[str, Any]) -> Any:
        """Picture a Cetkaik position given in its text form as SVG

        The same picture as `POST /v1/cetkaik/render`, addressable by URL (e.g. for an `<img>`): `position` is
        the one-line text form and moves are written in 片 notation.
        """
        with bad_input("position"):
            position = Position.from_text(query["position"])
        with bad_input("ruleset"):
            ruleset = Ruleset.resolve(query["ruleset"])
        return _render_cetkaik("render_cetkaik_position_text", position, ruleset, query)


# --- Lauzait Cep! ----------------------------------------------------------------------------------------------


class LauzaitCepRenderRequestSchema(ma.Schema):
    """A Lauzait Cep! position to picture."""

    position = ma.fields.Dict(
        required=True,
        metadata={"description": "the position: {players, board: {a1..e5: piece or null}, hands: [{concealed, "
                                 "revealed: [{pieces, bonus}]} or null], turn, luminous}; pieces are G0..G9, "
                                 "W0..W9 and J"},
    )
    square = ma.fields.String(validate=Regexp(LC_SQUARE_PATTERN),
                              metadata={"description": "a square (a1..e5) to highlight with where its piece may move"})


@blp.route("/v1/lauzait-cep/render")
class LauzaitCepRender(MethodView):
    """SVG pictures of Lauzait Cep! positions."""

    @blp.arguments(LauzaitCepRenderRequestSchema)
    @blp.response(200, _SVG_RESPONSE, content_type=SVG_MIMETYPE, description="The position as an SVG picture")
    @blp.doc(operationId="render_lauzait_cep_position")
    def post(self, body: dict[str, Any]) -> Any:
        """Picture a Lauzait Cep! position as SVG

        The 5x5 board with Tam's Mountain and the water, every piece (its number, colour and bonus dots; the
        jokers tri-coloured), the empty square, every known hand (concealed pieces and revealed Departments with
        their bonus), whose Day it is and the luminous piece. `square` highlights where a piece there may move.
        """
        with bad_input("position"):
            position = LauzaitCepPosition.from_json(body["position"])
        square = None
        if body.get("square") is not None:
            with bad_input("square"):
                square = lc_parse_square(body["square"])
        canonical = {"position": position.to_json(), "square": square}
        return svg_answer("render_lauzait_cep_position", canonical,
                          lambda: lauzait_cep_svg.render_position(position, square=square))


# --- LETILES ---------------------------------------------------------------------------------------------------


class LetilesRenderRequestSchema(ma.Schema):
    """A LETILES table to picture."""

    tileset = tileset_field()
    placements = placements_field("the tiles on the table, in play order")
    players = players_field("the colours in play, whose areas are outlined (default all)",
                            load_default=lambda: letiles.COLOURS)
    rules = rules_field()
    show_areas = ma.fields.Boolean(load_default=True,
                                   metadata={"description": "outline the scoring areas and write their sizes"})
    placement = placement_field(allow_none=True,
                                metadata={"description": "a placement being considered, drawn dashed (green if "
                                                         "legal, dark red if not)"})

    load_table = ma.post_load(lambda self, data, **kwargs: build_table(data))


@blp.route("/v1/letiles/render")
class LetilesRender(MethodView):
    """SVG pictures of LETILES tables."""

    @blp.arguments(LetilesRenderRequestSchema)
    @blp.response(200, _SVG_RESPONSE, content_type=SVG_MIMETYPE, description="The table as an SVG picture")
    @blp.doc(operationId="render_letiles_table")
    def post(self, body: dict[str, Any]) -> Any:
        """Picture a LETILES table as SVG

        Every placed tile's blocks in their colours with their symbols, each tile outlined, the scoring areas of
        the colours in play outlined with their sizes, and optionally a `placement` being considered.
        """
        table, preview = body["table"], body.get("placement")
        if preview is not None:
            with bad_input("placement.tile"):
                table.tileset.tile(preview.tile)
        canonical = {"table": table, "players": body["players"], "rules": body["rules"],
                     "show_areas": body["show_areas"], "placement": preview}
        return svg_answer("render_letiles_table", canonical, lambda: letiles_svg.render_table(
            table, players=body["players"], rules=body["rules"], show_areas=body["show_areas"], preview=preview))


# --- the explorer page -----------------------------------------------------------------------------------------

explorer = flask.Blueprint("explorer", __name__, url_prefix="/explorer", static_folder=str(_STATIC),
                           static_url_path="/static")


@explorer.get("/")
def explorer_page() -> Response:
    """The explorer: paste a position, a move or a kiaak record and look at it."""
    return send_from_directory(_STATIC, "index.html", max_age=0)




def _register_explorer(state: flask.blueprints.BlueprintSetupState) -> None:
    """Serve the explorer beside the API (a plain Flask blueprint: it has no place in the OpenAPI document)."""
    state.app.register_blueprint(explorer)


blp.record_once(_register_explorer)
