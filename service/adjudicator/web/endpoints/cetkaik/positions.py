"""Cetkaik (机戦) positions over HTTP: the initial position, validation, legal moves and their annotations, and the
conversion of cerke_online moves."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

import marshmallow as ma
import orjson
from marshmallow.validate import OneOf

from adjudicator.games.cetkaik import cerke_online
from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.movegen import Annotation
from adjudicator.games.cetkaik.pieces import Side, parse_side
from adjudicator.games.cetkaik.position import GameResult, Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square
from adjudicator.games.cetkaik.transition import DeclarationKind, game_result
from adjudicator.games.cetkaik.variants import check_game_state, check_position, initial_position
from adjudicator.games.errors import RulesError
from adjudicator.games.jsonform import JSON_OPTIONAL, json_doc
from adjudicator.web import fields
from adjudicator.web.api import JSON, under
from adjudicator.web.costs import Charge, custom, flat
from adjudicator.web.derived import answer, response_schema
from adjudicator.web.endpoints.cetkaik.common import (
    CompactMoves,
    compact_moves,
    listed_moves,
    listed_notations,
    ops,
    position_out,
    ruleset_json,
)
from adjudicator.web.schemas.cetkaik import (
    PRESETS,
    SIDES,
    AwaitedDeclarationSchema,
    EffectiveRulesetSchema,
    MoveObjectSchema,
    PositionInputSchema,
    PositionOutputSchema,
    ruleset_field,
    square_arg,
)

INITIAL_TEXT = initial_position(Ruleset.preset_named("cerke_online_alpha"), Side.IA).to_text()


class MovesRequestSchema(PositionInputSchema):
    """List the legal moves of a position."""

    ruleset = ruleset_field()
    src = square_arg(metadata={"description": "only the moves of the piece (or tam2) on this square"})
    view = ma.fields.String(
        load_default="full", validate=OneOf(["full", "notations"]),
        metadata={"description": "full: every move annotated (moves); notations: only the 片 notations (notations)"},
    )
    form = ma.fields.String(
        load_default="full", validate=OneOf(["full", "compact"]),
        metadata={"description": "how the annotated moves are written (under view: full): full (default), a list "
                                 "of objects (moves); compact, the same moves as a table of columns with each "
                                 "distinct set of annotations given once (compact_moves, about a tenth of the bytes)"},
    )


@answer
@dataclass(slots=True, kw_only=True)
class MoveListing:
    """Every legal move, annotated (or only their notations, under ``view: notations``)."""

    moves: Annotated[orjson.Fragment, list[Annotation]] | None = field(default=None, metadata={
        **JSON_OPTIONAL, **json_doc("absent under view: notations and under form: compact")})
    compact_moves: CompactMoves | None = field(default=None, metadata={
        **JSON_OPTIONAL, **json_doc("the annotated moves as a table (only under form: compact, in place of moves)")})
    notations: Annotated[orjson.Fragment, list[str]] | None = field(default=None, metadata={
        **JSON_OPTIONAL, **json_doc("the 片 notation of every legal move; only under notations")})
    count: int
    excited: bool = field(metadata=json_doc("the position awaits the final square of a stepping move (or pass)"))
    declarations: list[DeclarationKind] = field(metadata=json_doc(
        "the declarations that are legal: both while a declaration is awaited (then no move is), else none"))
    awaiting_declaration: Annotated[dict[str, Any], AwaitedDeclarationSchema] | None = field(metadata=json_doc(
        "what the side to move formed and must now declare on, or null"))
    game_over: GameResult | None = field(metadata=json_doc(
        "how the game ended (then nothing is legal), or null while it goes on; a position whose side to move has no "
        "legal move is over (no_move_possible)"))
    ruleset: Annotated[dict[str, Any], EffectiveRulesetSchema]


CompactMovesSchema = response_schema(CompactMoves)
MovesResponseSchema = response_schema(MoveListing, "MovesResponseSchema")


#: The most bytes a legal-move answer takes in each of its forms (the largest met over the conformance corpus: 212 kB
#: full, 25 kB compact, about 11 kB as notations; compact is at most 0.18 of full beyond 2 kB).
MOVES_ANSWER_BYTES = {"full": 384 << 10, "compact": 96 << 10, "notations": 48 << 10}


def _moves_charge(args: dict[str, Any]) -> Charge:
    form = "notations" if args["view"] == "notations" else args["form"]
    return Charge(2, MOVES_ANSWER_BYTES[form], "form")


@ops.post("/moves", MovesRequestSchema, MovesResponseSchema,
          example={"position_text": INITIAL_TEXT, "ruleset": "cerke_online_alpha", "src": "KA", "view": "full"},
          cost=custom(_moves_charge, 2, "2 units (every legal move of a position); the answer's size by its form",
                      grows=False),
          fast=True)
def list_cetkaik_moves(position: Position, ruleset: Ruleset, view: str, form: str = "full",
                       src: Square | None = None) -> MoveListing:
    """List every legal move of a position, annotated

    Each move comes with its 片 notation, its object form, the piece it captures if it succeeds, whether a
    water-entry cast is needed, its exact success probability, the tam2 penalty it incurs and whether it
    steps over tam2. In the excited state (after the cast of a step-then-ranged move) the moves are the
    allowed final squares and `pass`. With `view: notations` only the notations are listed. With `form: compact`
    the annotated moves come as a table (`compact_moves`: the notations, and each distinct set of annotations
    once), which carries all of the full form in about a tenth of its bytes.

    The answer says where the game stands: after the end of the game no move is listed and `game_over` says
    how it ended; while a declaration is awaited no move is listed either, and `declarations` lists ty mok1
    and ta xot1, the only legal plays (send one to `declare_cetkaik`).
    """
    if form == "compact" and view == "notations":
        raise RulesError("compact is a form of the annotated moves (view: full), and view: notations lists only "
                         "the notations, which are compact already: send one or the other", "form")
    with under("position"):
        check_position(position, ruleset)
    moves = notations = compact = None
    if view == "notations":
        notations, count = listed_notations(position, ruleset, src)
    elif form == "compact":
        compact, count = compact_moves(position, ruleset, src)
    else:
        moves, count = listed_moves(position, ruleset, src)
    awaiting = position.awaiting_declaration
    return MoveListing(
        moves=moves, compact_moves=compact, notations=notations, count=count,
        excited=position.stepping is not None,
        declarations=["ty_mok1", "ta_xot1"] if awaiting is not None else [],
        awaiting_declaration=None if awaiting is None else awaiting.to_json(position.to_play),
        game_over=game_result(position, ruleset, count if src is None else None),
        ruleset=ruleset_json(ruleset),
    )


class InitialQuerySchema(ma.Schema):
    """Which side moves first, and the preset whose initial position to give."""

    to_play = fields.LibraryField(
        parse_side, load_default=lambda: Side.IA,
        metadata={"type": "string", "enum": SIDES, "default": "IASide", "example": "ASide"},
    )
    ruleset = fields.LibraryField(
        Ruleset.preset_named, load_default=lambda: Ruleset.preset_named("cerke_online_alpha"),
        metadata={"type": "string", "enum": PRESETS, "default": "cerke_online_alpha",
                  "description": "a preset name; educational has its own initial position and 10:10 scores"},
    )


@ops.get("/positions/initial", InitialQuerySchema, PositionOutputSchema, cost=flat(1))
def get_initial_cetkaik_position(to_play: Side, ruleset: Ruleset) -> JSON:
    """Get the initial position of a season

    In JSON and in the compact one-line text form (described in the API guide), with the given side to move.
    """
    return position_out(initial_position(ruleset, to_play))


class ValidateResponseSchema(PositionOutputSchema):
    """A possible position, normalised."""

    valid = fields.Boolean(required=True, metadata={"description": "always true: an impossible position is a 422"})
    excited = fields.Boolean(required=True)


ValidateRequestSchema = fields.schema(
    "ValidateRequestSchema", "A position to check, and the ruleset it is played under.", PositionInputSchema,
    ruleset=ruleset_field(),
    whole_game=fields.Boolean(load_default=False, metadata={
        "description": "also require the conservation of the pieces, as in a game played from its start: every "
                       "piece of the ruleset's set on the board or in exactly one hop1zuo1 (false: a composed "
                       "position with fewer pieces is accepted)"}),
)


@ops.post("/positions/validate", ValidateRequestSchema, ValidateResponseSchema,
          example={"position_text": INITIAL_TEXT, "ruleset": "cerke_online_alpha"}, cost=flat(1))
def validate_cetkaik_position(position: Position, ruleset: Ruleset, whole_game: bool) -> JSON:
    """Check that a position can exist, and normalise it

    An impossible position (two black kings, nine black pawns, tam2 missing, scores not adding up to 40,
    ...) is answered 422 with a message naming the problem and the field. A position is a whole game state,
    so this also refuses states that cannot happen under the ruleset: an awaited declaration naming hands the
    hop1zuo1 does not hold or penalties the ruleset does not count as hands, the end of a game with scores
    that do not end it (or no end when a score has reached 0), a game said to be over for lack of moves
    while the side to move has some. With `whole_game: true` the position must also be a state of a game played
    from its start: every piece of the ruleset's set on the board or in exactly one hop1zuo1 (a missing piece is
    refused too; without it a composed position with fewer pieces is accepted).
    """
    with under("position"):
        (check_game_state if whole_game else check_position)(position, ruleset)
    return {"valid": True, "excited": position.stepping is not None, **position_out(position)}


class CerkeOnlineMoveSchema(ma.Schema):
    """A move in cerke_online's JSON (``[row, column]`` squares, numeric colour and profession)."""

    move = fields.LibraryField(
        cerke_online.from_cerke_online, required=True,
        metadata={"type": "object", "additionalProperties": {},
                  "description": "e.g. {\"type\": \"NonTamMove\", \"data\": {\"type\": \"SrcDst\", "
                                 "\"src\": [\"AI\", \"C\"], \"dest\": [\"Y\", \"C\"]}}"},
    )


class ConvertedMoveSchema(ma.Schema):
    """The same move in this service's forms."""

    notation = ma.fields.String(required=True)
    move = fields.nested(MoveObjectSchema)


@ops.post("/compat/cerke-online/move", CerkeOnlineMoveSchema, ConvertedMoveSchema,
          key=lambda args: cmoves.to_notation(args["move"]),
          example={"move": {"type": "NonTamMove", "data": {"type": "SrcDst", "src": ["AI", "C"], "dest": ["Y", "C"]}}},
          cost=flat(1))
def convert_cerke_online_move(move: cmoves.Move) -> JSON:
    """Convert a cerke_online move to this service's notation and object form"""
    return {"notation": cmoves.to_notation(move), "move": cmoves.to_json(move)}
