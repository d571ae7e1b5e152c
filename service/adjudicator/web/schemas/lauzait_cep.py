"""Schemas of the Lauzait Cep! endpoints: pieces, positions, hands, Departments, Hiring outcomes and rulesets.

A position travels both ways (a Hiring outcome can be sent back as the next request's position): the response
schemas below declare it exactly and :func:`request_variant` derives the request forms (``...Input``), which
document the request fields loaded by the rules library's parsers (``Position.from_json``, ``Piece.parse``, ...).
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Regexp

from adjudicator.games.lauzait_cep.board import SQUARE_FORM, SQUARE_PATTERN, parse_square
from adjudicator.games.lauzait_cep.day import Action
from adjudicator.games.lauzait_cep.declaring import Grounds, ScoreLine
from adjudicator.games.lauzait_cep.departments import Kind
from adjudicator.games.lauzait_cep.hiring import Move
from adjudicator.games.lauzait_cep.pieces import HAND_SIZE, PLAYER_COUNTS, Piece
from adjudicator.games.lauzait_cep.position import BOARD, PLAYERS, Hand, Position, RevealedDepartment
from adjudicator.games.lauzait_cep.rulesets import PRESETS, Ruleset
from adjudicator.web import fields
from adjudicator.web.api import ProbabilitySchema
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.fields import Boolean, request_variant

#: A piece: G0..G9 (green), W0..W9 (white) or J (joker); lower case and 兵/筆/歪 are accepted on input.
PIECE_PATTERN = r"^(?:[GgWw兵筆][0-9]|[Jj歪])$"
PIECE_FORM = "must be a piece such as \"G3\": G0 to G9 (green), W0 to W9 (white) or J (joker)"
PRESET_NAMES = list(PRESETS)
ACTIONS = [action.value for action in Action]


def piece_field(**kwargs: Any) -> ma.fields.String:
    """A piece in notation (``"G3"``, ``"W9"``, ``"J"``)."""
    metadata = {"description": "a piece: G0..G9 green, W0..W9 white, J joker", "example": "G3",
                **kwargs.pop("metadata", {})}
    return ma.fields.String(validate=Regexp(PIECE_PATTERN, error=PIECE_FORM), metadata=metadata, **kwargs)


def pieces_field(description: str, minimum: int = 0, maximum: int = HAND_SIZE, **kwargs: Any) -> ma.fields.List[Any]:
    """A list of pieces in notation."""
    return ma.fields.List(piece_field(), validate=Length(minimum, maximum),
                          metadata={"description": description, "example": ["G3", "G4", "J"]}, **kwargs)


def players_field(**kwargs: Any) -> fields.Integer:
    """The number of players (2, 3 or 4): it decides the pieces in play."""
    return fields.Integer(validate=OneOf(PLAYER_COUNTS), metadata={
        "description": "2, 3 or 4 players: 68 pieces in play with 4, 60 with 3 (no 0s), 58 with 2 (also 2 jokers)"
    }, **kwargs)


# --- rulesets ----------------------------------------------------------------------------------------------------


LauzaitCepRulesetSchema = fields.options_schema(Ruleset, "LauzaitCepRulesetSchema", "Lauzait Cep!")
LauzaitCepRulesetSchema.__doc__ = ("The effective Lauzait Cep! options: every point the rulebook leaves open, with the "
                                   "value used.")


class LauzaitCepRulesetFlagsSchema(request_variant(LauzaitCepRulesetSchema)):  # type: ignore[misc]
    """A preset and the options overriding it (every one optional)."""

    preset = ma.fields.String(validate=OneOf(PRESET_NAMES),
                              metadata={"description": "the preset the options start from (default 'default')"})


def ruleset_field() -> fields.LibraryField:
    """The request's optional ``ruleset`` (default: the preset ``default``), loaded as the library's ``Ruleset``."""
    return fields.LibraryField(Ruleset.from_json, load_default=Ruleset, metadata={
        "description": "a preset name ('default', or 'english': Layered Bridges scores 3) or an object of options "
                       "overriding a preset; the answer echoes the effective options",
        "oneOf": [{"type": "string", "enum": PRESET_NAMES}, {"$ref": "#/components/schemas/LauzaitCepRulesetFlags"}],
        "default": "default",
    })


def effective_ruleset_field() -> ma.fields.Nested:
    """The effective ruleset, echoed in every answer."""
    return fields.nested(LauzaitCepRulesetSchema, "the options the answer was computed under")


# --- positions -----------------------------------------------------------------------------------------------------


#: A piece, wherever a record declares one (a hand's pieces, a Department's).
document_part(Piece, piece_field)
#: A revealed Department and a hand: derived from their declarations in the rules library.
LauzaitCepRevealedDepartmentSchema = response_schema(
    RevealedDepartment, "LauzaitCepRevealedDepartmentSchema",
    doc="A Department shown on the table and the bonus its owner received when forming it (what dissolving refunds).")
LauzaitCepHandSchema = response_schema(
    Hand, "LauzaitCepHandSchema",
    doc="A player's nine pieces: the concealed ones and the revealed Departments (three pieces each).")


def board_field() -> ma.fields.Dict:
    """A position's board as the web layer documents it: square names to pieces (read by ``read_board``)."""
    return ma.fields.Dict(
        keys=ma.fields.String(validate=Regexp(SQUARE_PATTERN, error=SQUARE_FORM)),
        values=piece_field(allow_none=True),
        metadata={"example": {"a1": "G3", "c3": None}, "propertyNames": {"pattern": SQUARE_PATTERN},
                  "maxProperties": 25},
    )


#: A board and a player count wherever a record declares one (a position's).
document_part(BOARD, board_field)
document_part(PLAYERS, players_field)
#: A position: derived from its declaration in the rules library.
LauzaitCepPositionSchema = response_schema(
    Position, "LauzaitCepPositionSchema",
    doc="A position at the start of a player's Day: the board, the hands, whose Day it is and the luminous piece.")


def position_field(description: str = "the position") -> fields.LibraryNested:
    """The request's ``position``, loaded as the library's ``Position`` (check it under the request's ruleset)."""
    return fields.LibraryNested(request_variant(LauzaitCepPositionSchema), Position.from_json, required=True,
                                metadata={"description": description})


def hand_field(description: str) -> fields.LibraryNested:
    """The request's ``hand``, loaded as the library's ``Hand`` (check it for the request's players and ruleset)."""
    return fields.LibraryNested(request_variant(LauzaitCepHandSchema), Hand.from_json, required=True,
                                metadata={"description": description})


def piece_arg(description: str) -> fields.LibraryField:
    """A piece in a request, loaded as the library's ``Piece``."""
    return fields.LibraryField(lambda text: Piece.parse(text, ""), required=True, metadata={
        "type": "string", "pattern": PIECE_PATTERN, "description": description, "example": "G3"})


def pieces_arg(description: str, minimum: int, maximum: int) -> ma.fields.List[Any]:
    """A list of pieces in a request, each loaded as the library's ``Piece``."""
    piece = piece_arg("a piece: G0..G9 green, W0..W9 white, J joker")
    return ma.fields.List(piece, required=True, validate=Length(minimum, maximum),
                          metadata={"description": description, "example": ["G3", "G4", "J"]})


def square_arg(data_key: str, description: str, example: str) -> fields.LibraryField:
    """A square name (``a1``..``e5``) in a request, loaded as the library's square."""
    return fields.LibraryField(lambda name: parse_square(name, ""), required=True, data_key=data_key, metadata={
        "type": "string", "pattern": SQUARE_PATTERN, "description": description, "example": example})


# --- Departments ---------------------------------------------------------------------------------------------------


class LauzaitCepDepartmentSchema(ma.Schema):
    """One reading of three pieces as a Department: what it stands for, the jokers' roles and its bonus."""

    kind = ma.fields.String(required=True, validate=OneOf([k.value for k in Kind]))
    colour = ma.fields.String(required=True, validate=OneOf(["G", "W"]), metadata={"description": "G or W"})
    numbers = ma.fields.List(fields.Integer(), required=True, metadata={"description": "the three numbers, ascending"})
    pieces = pieces_field("the actual pieces (jokers last)", 3, 3, required=True)
    roles = pieces_field("the pieces the Department stands for, the jokers' roles filled in", 3, 3, required=True)
    jokers = fields.Integer(required=True, metadata={"description": "jokers among the pieces"})
    joker_roles = pieces_field("what the jokers stand for", 0, 3, required=True)
    bonus = fields.Integer(required=True, metadata={
        "description": "the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a "
                       "three-of-a-kind, minus 1 per joker, never below 0"})


class LauzaitCepDecompositionSchema(ma.Schema):
    """One way to read all the pieces as Departments."""

    departments = fields.nested_list(LauzaitCepDepartmentSchema)
    bonus = fields.Integer(required=True, metadata={"description": "the Departments' bonuses added up"})


# --- Hiring --------------------------------------------------------------------------------------------------------


class LauzaitCepOutcomeSchema(ma.Schema):
    """One outcome of a move: the casts that lead to it, its exact probability, the piece obtained, the result."""

    casts = ma.fields.List(fields.Integer(), required=True, metadata={
        "description": "the five sticks' results (marked faces) leading here; empty when no throw is needed"})
    probability = fields.nested(ProbabilitySchema, "the chance of this outcome before any throw")
    obtained = piece_field(required=True, metadata={"description": "the piece the player obtains"})
    position = fields.nested(LauzaitCepPositionSchema, "the position afterwards (same Day); null when left out",
                             allow_none=True)


class LauzaitCepMoveSchema(ma.Schema):
    """A board piece moving after the discard, and its outcomes (their probabilities add up to 1)."""

    origin = ma.fields.String(required=True, data_key="from", validate=Regexp(SQUARE_PATTERN, error=SQUARE_FORM),
                              metadata={"description": "where the moving piece stands"})
    destination = ma.fields.String(required=True, data_key="to", validate=Regexp(SQUARE_PATTERN, error=SQUARE_FORM),
                                   metadata={"description": "where it goes: the piece there is obtained"})
    mover = piece_field(required=True, metadata={"description": "the moving piece"})
    target = piece_field(required=True, metadata={"description": "the piece standing on the destination"})
    water = Boolean(required=True, metadata={
        "description": "the destination is water: a throw of 0-2 fails (the mover is obtained, its square becomes "
                       "the empty one), 3-5 succeeds"})
    outcomes = fields.nested_list(LauzaitCepOutcomeSchema)


#: A move as the service answers it (move_json: exact probabilities), wherever a derived answer holds one.
register(Move, LauzaitCepMoveSchema)


class LauzaitCepDiscardOptionSchema(ma.Schema):
    """A concealed piece the player might discard: legal or refused (with the reason), and the moves it allows."""

    discard = piece_field(required=True)
    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when refused"})
    moves = fields.nested_list(LauzaitCepMoveSchema, "every piece that may move and each destination")


# --- declaring -----------------------------------------------------------------------------------------------------


#: A formation score: derived from its declaration in the rules library.
LauzaitCepScoreLineSchema = response_schema(ScoreLine, "LauzaitCepScoreLineSchema")


GROUNDS = [g.value for g in Grounds]

#: Schemas referred to by ``$ref`` from the unions above.
COMPONENTS: dict[str, type[ma.Schema]] = {"LauzaitCepRulesetFlags": LauzaitCepRulesetFlagsSchema}
