"""HTTP adapter for Cetkaik (机戦): positions, legal moves and their annotations."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask.views import MethodView
from marshmallow.validate import OneOf

from adjudicator.games.cetkaik import cerke_online
from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.movegen import annotate, legal_moves
from adjudicator.games.cetkaik.pieces import parse_side
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.variants import check_position, initial_position
from adjudicator.web import fields
from adjudicator.web.api import Blueprint, answer, bad_input
from adjudicator.web.cetkaik_common import annotated_move, position_out, read_position, read_ruleset
from adjudicator.web.schemas.cetkaik import (
    COMPONENTS,
    PRESETS,
    SIDES,
    AnnotatedMoveSchema,
    EffectiveRulesetSchema,
    MoveObjectSchema,
    PositionInputSchema,
    PositionOutputSchema,
    ruleset_field,
    square_field,
)

COMPONENT_SCHEMAS = COMPONENTS

blp = Blueprint(
    "cetkaik",
    __name__,
    url_prefix="/v1/cetkaik",
    description="Cetkaik (机戦): positions, legal moves, applying moves, hands, declarations and game records",
)


class MovesRequestSchema(PositionInputSchema):
    """List the legal moves of a position."""

    ruleset = ruleset_field()
    src = square_field(metadata={"description": "only the moves of the piece (or tam2) on this square"})


class MovesResponseSchema(ma.Schema):
    """Every legal move, annotated."""

    moves = ma.fields.List(ma.fields.Nested(AnnotatedMoveSchema), required=True)
    count = ma.fields.Integer(required=True)
    excited = fields.Boolean(
        required=True, metadata={"description": "the position awaits the final square of a stepping move (or pass)"}
    )
    ruleset = ma.fields.Nested(EffectiveRulesetSchema, required=True)


@blp.route("/moves")
class Moves(MethodView):
    """Legal moves."""

    @blp.arguments(MovesRequestSchema)
    @blp.response(200, MovesResponseSchema)
    @blp.doc(operationId="list_cetkaik_moves")
    def post(self, body: dict[str, Any]) -> Any:
        """List every legal move of a position, annotated

        Each move comes with its 片 notation, its object form, the piece it captures if it succeeds, whether a
        water-entry cast is needed, its exact success probability, the tam2 penalty it incurs and whether it
        steps over tam2. In the excited state (after the cast of a step-then-ranged move) the moves are the
        allowed final squares and `pass`.
        """
        position = read_position(body)
        ruleset = read_ruleset(body)
        with bad_input("position"):
            check_position(position, ruleset)
        src = None
        if body.get("src") is not None:
            with bad_input("src"):
                src = parse_square(body["src"])

        def compute() -> dict[str, Any]:
            found = legal_moves(position, ruleset)
            if src is not None:
                found = [m for m in found if getattr(m, "src", None) == src]
            return {
                "moves": [annotated_move(m, annotate(position, m, ruleset)) for m in found],
                "count": len(found),
                "excited": position.stepping is not None,
                "ruleset": ruleset.to_json(),
            }

        canonical = {"position": position.to_text(), "ruleset": ruleset.to_json(), "src": src}
        return answer("list_cetkaik_moves", canonical, compute, MovesResponseSchema())


class InitialQuerySchema(ma.Schema):
    """Which side moves first, and the preset whose initial position to give."""

    whose_turn = ma.fields.String(load_default="IASide", validate=OneOf(SIDES))
    ruleset = ma.fields.String(
        load_default="cerke_online_alpha", validate=OneOf(PRESETS),
        metadata={"description": "a preset name; educational has its own initial position and 10:10 scores"},
    )


@blp.route("/positions/initial")
class InitialPosition(MethodView):
    """The initial position."""

    @blp.arguments(InitialQuerySchema, location="query")
    @blp.response(200, PositionOutputSchema)
    @blp.doc(operationId="get_initial_cetkaik_position")
    def get(self, query: dict[str, Any]) -> Any:
        """Get the initial position of a season

        In JSON and in the compact one-line text form (described in the API guide), with the given side to move.
        """
        side = parse_side(query["whose_turn"])
        ruleset = Ruleset.preset_named(query["ruleset"])
        return answer(
            "get_initial_cetkaik_position", {"whose_turn": side.value, "ruleset": ruleset.preset},
            lambda: position_out(initial_position(ruleset, side)), PositionOutputSchema(),
        )


class ValidateResponseSchema(PositionOutputSchema):
    """A possible position, normalised."""

    valid = fields.Boolean(required=True, metadata={"description": "always true: an impossible position is a 422"})
    excited = fields.Boolean(required=True)


@blp.route("/positions/validate")
class ValidatePosition(MethodView):
    """Position validation."""

    @blp.arguments(PositionInputSchema)
    @blp.response(200, ValidateResponseSchema)
    @blp.doc(operationId="validate_cetkaik_position")
    def post(self, body: dict[str, Any]) -> Any:
        """Check that a position can exist, and normalise it

        An impossible position (two black kings, nine black pawns, tam2 missing, scores not adding up to 40,
        ...) is answered 422 with a message naming the problem and the field.
        """
        position = read_position(body)
        return answer(
            "validate_cetkaik_position", position.to_text(),
            lambda: {"valid": True, "excited": position.stepping is not None, **position_out(position)},
            ValidateResponseSchema(),
        )


class CerkeOnlineMoveSchema(ma.Schema):
    """A move in cerke_online's JSON (``[row, column]`` squares, numeric colour and profession)."""

    move = ma.fields.Dict(
        required=True,
        metadata={"description": "e.g. {\"type\": \"NonTamMove\", \"data\": {\"type\": \"SrcDst\", "
                                 "\"src\": [\"AI\", \"C\"], \"dest\": [\"Y\", \"C\"]}}"},
    )


class ConvertedMoveSchema(ma.Schema):
    """The same move in this service's forms."""

    notation = ma.fields.String(required=True)
    move = ma.fields.Nested(MoveObjectSchema, required=True)


@blp.route("/compat/cerke-online/move")
class ConvertCerkeOnlineMove(MethodView):
    """Converter from cerke_online's move JSON."""

    @blp.arguments(CerkeOnlineMoveSchema)
    @blp.response(200, ConvertedMoveSchema)
    @blp.doc(operationId="convert_cerke_online_move")
    def post(self, body: dict[str, Any]) -> Any:
        """Convert a cerke_online move to this service's notation and object form"""
        with bad_input("move"):
            move = cerke_online.from_cerke_online(body["move"])
        return answer(
            "convert_cerke_online_move", cmoves.to_notation(move),
            lambda: {"notation": cmoves.to_notation(move), "move": cmoves.to_json(move)}, ConvertedMoveSchema(),
        )
