"""HTTP adapter for Lauzait Cep! (ラウツァイト・セプ): Departments, Hiring, a Day, declaring, the deal and its odds."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
from flask.views import MethodView
from marshmallow.validate import Length, OneOf, Range, Regexp

from adjudicator.games import sticks
from adjudicator.games.lauzait_cep.board import SQUARE_PATTERN, parse_square, square_name
from adjudicator.games.lauzait_cep.day import (
    FIXED_ORDERS,
    Action,
    check_day_order,
    dissolve_department,
    form_department,
)
from adjudicator.games.lauzait_cep.declaring import declaration
from adjudicator.games.lauzait_cep.departments import (
    Department,
    best_department,
    decompositions,
    departments_in,
    is_complete,
    joker_roles,
)
from adjudicator.games.lauzait_cep.hiring import Move, Outcome, adjudicate_hiring, hiring_options, legal_discards
from adjudicator.games.lauzait_cep.pieces import Piece, check_available, format_pieces, parse_pieces
from adjudicator.games.lauzait_cep.position import Hand, Position, deal
from adjudicator.games.lauzait_cep.probability import deal_probabilities
from adjudicator.games.lauzait_cep.rulesets import Ruleset
from adjudicator.games.lauzait_cep.stalemate import is_stalemate
from adjudicator.web import fields
from adjudicator.web.api import Blueprint, ProbabilitySchema, probability
from adjudicator.web.errors import abort_unprocessable
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.lauzait_cep import (
    ACTIONS,
    COMPONENTS,
    GROUNDS,
    LauzaitCepDecompositionSchema,
    LauzaitCepDepartmentSchema,
    LauzaitCepDiscardOptionSchema,
    LauzaitCepHandSchema,
    LauzaitCepMoveSchema,
    LauzaitCepPositionSchema,
    LauzaitCepScoreLineSchema,
    effective_ruleset_field,
    hand_field,
    piece_field,
    pieces_field,
    players_field,
    position_field,
    ruleset_field,
)
from adjudicator.web.schemas.library_io import library_input, located_answer

COMPONENT_SCHEMAS = COMPONENTS

blp = Blueprint(
    "lauzait_cep",
    __name__,
    url_prefix="/v1/lauzait-cep",
    description="Lauzait Cep! (ラウツァイト・セプ): Departments, Hiring with exact water-throw odds, a Day's actions, "
                "declaring and formation scores, Stalemate, the deal and its exact probabilities",
)

SEED_RANGE = Range(-(2**63), 2**63 - 1)
#: Above this many Hiring outcomes the resulting positions are left out of a listing (``positions_included``).
MAX_LISTED_POSITIONS = 500
_POSITION_PARTS = ("players", "board", "hands", "turn", "luminous")


# --- reading requests ----------------------------------------------------------------------------------------------


def read_ruleset(value: Any) -> Ruleset:
    """Return the effective ruleset of a request (a preset name, an options object, or null for the default)."""
    with library_input(default="ruleset"):
        return Ruleset.from_json(value)


def read_position(value: Any, ruleset: Ruleset) -> Position:
    """Return the request's position; an impossible one is a 422 naming the field under ``position``.

    Revealed Departments' bonuses are checked for the position's player count under ``ruleset``.
    """
    roots: dict[str, str | None] = {part: f"position.{part}" for part in _POSITION_PARTS}
    with library_input({**roots, "position": "position"}, "position"):
        return Position.from_json(value, ruleset)


def read_hand(value: Any, players: int, ruleset: Ruleset | None = None) -> Hand:
    """Return the request's hand, checked to hold nine pieces the set of ``players`` can provide.

    Revealed Departments' bonuses are checked for ``players`` under ``ruleset`` (default: the default ruleset).
    """
    with library_input(default="hand"):
        hand = Hand.from_json(value, "hand", players, ruleset)
        check_available(hand.pieces, players, "hand")
    return hand


def read_pieces(value: Any, field: str, players: int) -> tuple[Piece, ...]:
    """Return the pieces given under ``field``, checked against the set of ``players``."""
    with library_input(default=field):
        pieces = parse_pieces(value, field)
        check_available(pieces, players, field)
    return pieces


def random_seed() -> int:
    """A fresh seed, for a request that gives none (its answer is then not cached)."""
    return random.SystemRandom().randrange(2**63)


# --- answers -------------------------------------------------------------------------------------------------------


def department_json(department: Department) -> dict[str, Any]:
    """A Department reading as its schema expects it, the jokers' roles included."""
    return {**department.to_json(), "joker_roles": [str(p) for p in joker_roles(department)]}


def outcome_json(outcome: Outcome, with_position: bool) -> dict[str, Any]:
    """An outcome with its exact probability (and the resulting position, or null)."""
    return {"casts": list(outcome.casts), "probability": probability(outcome.probability),
            "obtained": str(outcome.obtained), "position": outcome.position.to_json() if with_position else None}


def move_json(move: Move, with_positions: bool) -> dict[str, Any]:
    """A move and its outcomes."""
    return {"from": square_name(move.origin), "to": square_name(move.destination),
            "mover": str(move.mover), "target": str(move.target), "water": move.water,
            "outcomes": [outcome_json(o, with_positions) for o in move.outcomes]}


def reason(text: str) -> str | None:
    """The library's empty reason (a legal play) as null."""
    return text or None


# --- Departments ---------------------------------------------------------------------------------------------------


class LauzaitCepDepartmentsRequestSchema(ma.Schema):
    """A hand (or any pieces) to read as Departments."""

    pieces = pieces_field("the pieces, usually the nine of a hand (any 1 to 9)", 1, required=True)
    players = players_field(load_default=4)
    ruleset = ruleset_field()


class LauzaitCepDepartmentsSchema(ma.Schema):
    """Every way the pieces split into Departments, every Department among them, and the best one to reveal."""

    pieces = pieces_field("the pieces, sorted (green, white, jokers)", required=True)
    players = fields.Integer(required=True)
    complete = Boolean(required=True, metadata={
        "description": "nine pieces that split into three Departments: a complete concealed hand, enough to "
                       "declare Lauzait-Cep! with nothing revealed"})
    decomposition_count = fields.Integer(required=True)
    decompositions = ma.fields.List(ma.fields.Nested(LauzaitCepDecompositionSchema), required=True, metadata={
        "description": "every way to read all the pieces (a multiple of three) as Departments, each joker reading "
                       "listed separately; empty when there is none"})
    departments = ma.fields.List(ma.fields.Nested(LauzaitCepDepartmentSchema), required=True, metadata={
        "description": "every Department three of the pieces form (every joker reading), best bonus first, then "
                       "fewest jokers"})
    best = ma.fields.Nested(LauzaitCepDepartmentSchema, required=True, allow_none=True, metadata={
        "description": "the best set to reveal now: the highest bonus, then the fewest jokers (null: none)"})
    ruleset = effective_ruleset_field()


@blp.route("/departments")
class Departments(MethodView):
    """Departments in a hand."""

    @blp.arguments(LauzaitCepDepartmentsRequestSchema)
    @blp.response(200, LauzaitCepDepartmentsSchema)
    @blp.doc(operationId="decompose_lauzait_cep_hand")
    def post(self, body: dict[str, Any]) -> Any:
        """Split a hand into Departments, with the jokers' roles and each Department's bonus

        A Department is three pieces of one colour: three of a kind or a sequence of three (no wrap from 9 to 0);
        a joker stands for any piece (only for pieces of the set in play under `jokers_within_piece_set`).
        The answer lists every reading of the whole hand as Departments (`complete` when nine pieces split into
        three: a concealed Lauzait-Cep!), every Department among the pieces and the best one to reveal now.
        Bonus: the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-kind,
        minus one per joker, never below zero; e.g. green 3-4-5 earns 2, and white 3-3-joker (read 3-3-3) 2.
        """
        players = body["players"]
        ruleset = read_ruleset(body["ruleset"])
        pieces = read_pieces(body["pieces"], "pieces", players)

        def compute() -> dict[str, Any]:
            splits = decompositions(pieces, players, ruleset)
            best = best_department(pieces, players, ruleset)
            return {
                "pieces": format_pieces(pieces),
                "players": players,
                "complete": is_complete(pieces, players, ruleset),
                "decomposition_count": len(splits),
                "decompositions": [{"departments": [department_json(d) for d in split],
                                    "bonus": sum(d.bonus for d in split)} for split in splits],
                "departments": [department_json(d) for d in departments_in(pieces, players, ruleset)],
                "best": None if best is None else department_json(best),
                "ruleset": ruleset.to_json(),
            }

        canonical = {"pieces": format_pieces(pieces), "players": players, "ruleset": ruleset.to_json()}
        return located_answer("decompose_lauzait_cep_hand", canonical, compute, LauzaitCepDepartmentsSchema())


# --- Hiring --------------------------------------------------------------------------------------------------------


class LauzaitCepHiringsRequestSchema(ma.Schema):
    """The position at the Hiring of the player whose Day it is."""

    position = position_field("the position; the hand of the player whose Day it is must be given")
    ruleset = ruleset_field()
    include_positions = Boolean(load_default=True, metadata={
        "description": f"include the position after each outcome (default true; left out anyway when there are "
                       f"more than {MAX_LISTED_POSITIONS} outcomes, see positions_included)"})


class LauzaitCepHiringsSchema(ma.Schema):
    """Every discard of the player whose Day it is, legal or refused, with every move and outcome it allows."""

    options = ma.fields.List(ma.fields.Nested(LauzaitCepDiscardOptionSchema), required=True, metadata={
        "description": "one per distinct concealed piece, sorted (green, white, jokers)"})
    legal_discards = pieces_field("the concealed pieces that may be discarded", required=True)
    stalemate = Boolean(required=True, metadata={
        "description": "none of the player's nine pieces (revealed ones included) could be discarded"})
    outcome_count = fields.Integer(required=True, metadata={"description": "outcomes over every move listed"})
    positions_included = Boolean(required=True, metadata={
        "description": "whether each outcome carries its resulting position (else every position is null)"})
    ruleset = effective_ruleset_field()


@blp.route("/hiring")
class Hirings(MethodView):
    """Every possible Hiring."""

    @blp.arguments(LauzaitCepHiringsRequestSchema)
    @blp.response(200, LauzaitCepHiringsSchema)
    @blp.doc(operationId="list_lauzait_cep_hirings")
    def post(self, body: dict[str, Any]) -> Any:
        """List every Hiring: each discard, the pieces that may then move, where, and each outcome's probability

        Hiring: discard a concealed piece onto the empty square, move a board piece that corresponds to it (same
        colour, number one more or one less; any piece after a joker, and a joker after any discard) to a
        neighbouring square (from the Mountain c3: up to two squares orthogonally), and obtain the piece there.
        Entering water needs a throw of the five sticks: 3-5 (probability 1/2) succeeds; 0-2 fails and the
        player obtains the moving piece instead, whose square becomes the empty one. A discard after which
        nothing could move is refused, with the reason. Each move's outcome probabilities add up to exactly 1.
        """
        ruleset = read_ruleset(body["ruleset"])
        position = read_position(body["position"], ruleset)
        wanted = body["include_positions"]

        def compute() -> dict[str, Any]:
            options = hiring_options(position, ruleset)
            count = sum(len(m.outcomes) for o in options for m in o.moves)
            included = wanted and count <= MAX_LISTED_POSITIONS
            return {
                "options": [{"discard": str(o.discard), "legal": o.legal, "reason": reason(o.reason),
                             "moves": [move_json(m, included) for m in o.moves]} for o in options],
                "legal_discards": [str(o.discard) for o in options if o.legal],
                "stalemate": is_stalemate(position, ruleset),
                "outcome_count": count,
                "positions_included": included,
                "ruleset": ruleset.to_json(),
            }

        canonical = {"position": position.to_json(), "ruleset": ruleset.to_json(), "include_positions": wanted}
        return located_answer("list_lauzait_cep_hirings", canonical, compute, LauzaitCepHiringsSchema())


class LauzaitCepHiringRequestSchema(ma.Schema):
    """One Hiring to adjudicate: the discard, the piece that moves and where."""

    position = position_field("the position; the hand of the player whose Day it is must be given")
    discard = piece_field(required=True, metadata={"description": "the concealed piece discarded"})
    origin = ma.fields.String(required=True, data_key="from", validate=Regexp(SQUARE_PATTERN),
                              metadata={"description": "the square of the piece that moves", "example": "b2"})
    destination = ma.fields.String(required=True, data_key="to", validate=Regexp(SQUARE_PATTERN),
                                   metadata={"description": "where it goes", "example": "c2"})
    cast = fields.Integer(load_default=None, allow_none=True, validate=Range(0, sticks.STANDARD_STICKS),
                          metadata={"description": "the throw of the five sticks (marked faces), when one was made"})
    seed = fields.Integer(load_default=None, allow_none=True, validate=SEED_RANGE,
                          metadata={"description": "draw the throw from this seed (reproducible) instead"})
    ruleset = ruleset_field()


class LauzaitCepHiringVerdictSchema(ma.Schema):
    """The adjudication of one Hiring."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when illegal"})
    move = ma.fields.Nested(LauzaitCepMoveSchema, required=True, allow_none=True, metadata={
        "description": "the move and its outcomes (only the one the throw selects when a throw was given); null "
                       "when illegal"})
    cast = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the throw used (given or drawn from the seed); it matters only for a move into water"})
    seed = fields.Integer(required=True, allow_none=True, metadata={"description": "the seed, when one was given"})
    ruleset = effective_ruleset_field()


@blp.route("/hiring/adjudicate")
class AdjudicateHiring(MethodView):
    """One Hiring."""

    @blp.arguments(LauzaitCepHiringRequestSchema)
    @blp.response(200, LauzaitCepHiringVerdictSchema)
    @blp.doc(operationId="adjudicate_lauzait_cep_hiring")
    def post(self, body: dict[str, Any]) -> Any:
        """Adjudicate one Hiring: a discard, the piece that moves and its destination

        An illegal Hiring (a piece the player does not hold, a piece that does not correspond to the discard, a
        square out of reach) is `legal: false` with the reason. A legal one lists its outcomes with their exact
        probabilities; with the throw (`cast`, 0..5) or a `seed` to draw it, a move into water keeps only the
        outcome the throw selects (0-2: the player obtains the moving piece; 3-5: the piece on the destination).
        """
        ruleset = read_ruleset(body["ruleset"])
        position = read_position(body["position"], ruleset)
        with library_input():
            discard = Piece.parse(body["discard"], "discard")
            origin = parse_square(body["origin"], "from")
            destination = parse_square(body["destination"], "to")
        cast, seed = body["cast"], body["seed"]
        if cast is not None and seed is not None:
            abort_unprocessable("give the throw (cast) or a seed to draw it, not both", "seed")
        if seed is not None:
            cast = sticks.cast(sticks.STANDARD_STICKS, random.Random(seed)).total

        def compute() -> dict[str, Any]:
            verdict = adjudicate_hiring(position, discard, origin, destination, ruleset, cast)
            return {"legal": verdict.legal, "reason": reason(verdict.reason),
                    "move": None if verdict.move is None else move_json(verdict.move, True),
                    "cast": cast, "seed": seed, "ruleset": ruleset.to_json()}

        canonical = {"position": position.to_json(), "discard": str(discard), "from": square_name(origin),
                     "to": square_name(destination), "cast": cast, "seed": seed, "ruleset": ruleset.to_json()}
        return located_answer("adjudicate_lauzait_cep_hiring", canonical, compute, LauzaitCepHiringVerdictSchema())


# --- declaring and Stalemate ---------------------------------------------------------------------------------------


class LauzaitCepPositionRequestSchema(ma.Schema):
    """A position, judged for the player whose Day it is."""

    position = position_field("the position; the hand of the player whose Day it is must be given")
    ruleset = ruleset_field()


class LauzaitCepDeclarationSchema(ma.Schema):
    """Whether Lauzait-Cep! may be declared, on what grounds, and the formation scores it earns."""

    allowed = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when refused"})
    grounds = ma.fields.String(required=True, allow_none=True, validate=OneOf(GROUNDS), metadata={
        "description": "three revealed Departments, a complete concealed hand, or a Stalemate"})
    departments = ma.fields.List(ma.fields.Nested(LauzaitCepDepartmentSchema), required=True, metadata={
        "description": "the reading of the hand scored (jokers may read differently than when formed); empty "
                       "for a Stalemate scored without one"})
    scores = ma.fields.List(ma.fields.Nested(LauzaitCepScoreLineSchema), required=True, metadata={
        "description": "each formation score earned, the declaration's own 3 points first"})
    total = fields.Integer(required=True)
    ruleset = effective_ruleset_field()


@blp.route("/declare")
class Declare(MethodView):
    """Declaring Lauzait-Cep!"""

    @blp.arguments(LauzaitCepPositionRequestSchema)
    @blp.response(200, LauzaitCepDeclarationSchema)
    @blp.doc(operationId="declare_lauzait_cep")
    def post(self, body: dict[str, Any]) -> Any:
        """Judge a declaration of Lauzait-Cep! and break down its formation score

        It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces that
        split into three Departments, or in Stalemate. The best reading of the hand is scored: the declaration
        (3), Specialized Experts (one colour, 3), Great Sequence (nine consecutive numbers, 3), Layered Bridges
        (two Departments of the same numbers, 2 or 3 by ruleset), Well-Balanced (white numbers add up to the
        green ones, 10), Stalemate (15) and, under the optional rule, 1 per luminous piece. A refused
        declaration is `allowed: false` with the reason.
        """
        ruleset = read_ruleset(body["ruleset"])
        position = read_position(body["position"], ruleset)

        def compute() -> dict[str, Any]:
            verdict = declaration(position, ruleset)
            return {"allowed": verdict.allowed, "reason": reason(verdict.reason),
                    "grounds": None if verdict.grounds is None else verdict.grounds.value,
                    "departments": [department_json(d) for d in verdict.departments],
                    "scores": [line.to_json() for line in verdict.scores], "total": verdict.total,
                    "ruleset": ruleset.to_json()}

        canonical = {"position": position.to_json(), "ruleset": ruleset.to_json()}
        return located_answer("declare_lauzait_cep", canonical, compute, LauzaitCepDeclarationSchema())


class LauzaitCepStalemateSchema(ma.Schema):
    """Whether the player whose Day it is is in Stalemate."""

    stalemate = Boolean(required=True, metadata={
        "description": "none of the nine pieces (revealed ones included) could be discarded at Hiring"})
    discardable = pieces_field("the pieces of the hand (revealed ones included) that could be discarded",
                               required=True)
    ruleset = effective_ruleset_field()


@blp.route("/stalemate")
class Stalemate(MethodView):
    """Stalemate."""

    @blp.arguments(LauzaitCepPositionRequestSchema)
    @blp.response(200, LauzaitCepStalemateSchema)
    @blp.doc(operationId="check_lauzait_cep_stalemate")
    def post(self, body: dict[str, Any]) -> Any:
        """Check whether the player whose Day it is is in Stalemate

        Stalemate: none of the player's nine pieces, revealed ones included, could be discarded at Hiring,
        because no board piece corresponds to any of them. A joker in the hand or on the board always prevents
        it. In Stalemate the player may declare Lauzait-Cep! (see `declare_lauzait_cep`).
        """
        ruleset = read_ruleset(body["ruleset"])
        position = read_position(body["position"], ruleset)

        def compute() -> dict[str, Any]:
            discardable = legal_discards(position.hand.pieces, position.board, ruleset)
            return {"stalemate": not discardable, "discardable": [str(p) for p in discardable],
                    "ruleset": ruleset.to_json()}

        canonical = {"position": position.to_json(), "ruleset": ruleset.to_json()}
        return located_answer("check_lauzait_cep_stalemate", canonical, compute, LauzaitCepStalemateSchema())


# --- a Day: forming, dissolving, the order of actions --------------------------------------------------------------


class LauzaitCepFormRequestSchema(ma.Schema):
    """Three concealed pieces to reveal as a Department."""

    hand = hand_field("the player's hand before forming")
    pieces = pieces_field("the three concealed pieces to reveal", 3, 3, required=True)
    bonus = fields.Integer(load_default=None, allow_none=True, validate=Range(0, 9), metadata={
        "description": "the bonus claimed, choosing the joker reading that earns it (default: the best reading)"})
    players = players_field(load_default=4)
    ruleset = ruleset_field()


class LauzaitCepFormSchema(ma.Schema):
    """The adjudication of forming a Department."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when illegal"})
    department = ma.fields.Nested(LauzaitCepDepartmentSchema, required=True, allow_none=True,
                                  metadata={"description": "the reading used"})
    bonus = fields.Integer(required=True, allow_none=True, metadata={"description": "the bonus received"})
    hand = ma.fields.Nested(LauzaitCepHandSchema, required=True, allow_none=True, metadata={
        "description": "the hand afterwards: the Department revealed with its bonus recorded"})
    ruleset = effective_ruleset_field()


@blp.route("/form")
class Form(MethodView):
    """Forming a Department."""

    @blp.arguments(LauzaitCepFormRequestSchema)
    @blp.response(200, LauzaitCepFormSchema)
    @blp.doc(operationId="form_lauzait_cep_department")
    def post(self, body: dict[str, Any]) -> Any:
        """Form a Department: reveal three concealed pieces and receive its bonus

        The pieces must be concealed in the hand and form a Department. A joker's role is the player's choice:
        with `bonus` the reading earning exactly that is used, otherwise the best one. The bonus is recorded on
        the revealed Department: dissolving it later refunds exactly that. Illegal: `legal: false` and why.
        """
        players = body["players"]
        ruleset = read_ruleset(body["ruleset"])
        hand = read_hand(body["hand"], players, ruleset)
        pieces = read_pieces(body["pieces"], "pieces", players)
        bonus = body["bonus"]

        def compute() -> dict[str, Any]:
            result = form_department(hand, pieces, bonus, players, ruleset)
            department = result.department
            return {"legal": result.legal, "reason": reason(result.reason),
                    "department": None if department is None else department_json(department),
                    "bonus": None if department is None else department.bonus,
                    "hand": None if result.hand is None else result.hand.to_json(), "ruleset": ruleset.to_json()}

        canonical = {"hand": hand.to_json(), "pieces": [str(p) for p in pieces], "bonus": bonus,
                     "players": players, "ruleset": ruleset.to_json()}
        return located_answer("form_lauzait_cep_department", canonical, compute, LauzaitCepFormSchema())


class LauzaitCepDissolveRequestSchema(ma.Schema):
    """A revealed Department to return to the concealed pieces, and the refund offered."""

    hand = hand_field("the player's hand; each revealed Department records the bonus received for it")
    index = fields.Integer(required=True, validate=Range(0, 2),
                           metadata={"description": "which revealed Department (0-based, in hand.revealed)"})
    refund = fields.Integer(load_default=None, allow_none=True, validate=Range(0, 99), metadata={
        "description": "the points the player offers to pay back (default: the amount due)"})
    players = players_field(load_default=4)


class LauzaitCepDissolveSchema(ma.Schema):
    """The adjudication of dissolving a Department."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when illegal"})
    refund = fields.Integer(required=True, allow_none=True, metadata={
        "description": "the refund due: the bonus received when forming it (null: no such Department)"})
    hand = ma.fields.Nested(LauzaitCepHandSchema, required=True, allow_none=True, metadata={
        "description": "the hand afterwards, the pieces concealed again (null when illegal)"})


@blp.route("/dissolve")
class Dissolve(MethodView):
    """Dissolving a Department."""

    @blp.arguments(LauzaitCepDissolveRequestSchema)
    @blp.response(200, LauzaitCepDissolveSchema)
    @blp.doc(operationId="dissolve_lauzait_cep_department")
    def post(self, body: dict[str, Any]) -> Any:
        """Dissolve a revealed Department and check the refund

        The refund is exactly the bonus received when the Department was formed, never a re-reading of its
        pieces: forming 2-3-joker as 2-3-4 (bonus 1) and refunding it as 1-2-3 (bonus 0) is refused. A wrong
        `refund` is `legal: false` with the amount due. No ruleset option affects this.
        """
        players = body["players"]
        hand = read_hand(body["hand"], players)
        index, refund = body["index"], body["refund"]

        def compute() -> dict[str, Any]:
            result = dissolve_department(hand, index, refund)
            return {"legal": result.legal, "reason": reason(result.reason), "refund": result.refund,
                    "hand": None if result.hand is None else result.hand.to_json()}

        canonical = {"hand": hand.to_json(), "index": index, "refund": refund, "players": players}
        return located_answer("dissolve_lauzait_cep_department", canonical, compute, LauzaitCepDissolveSchema())


class LauzaitCepDayOrderRequestSchema(ma.Schema):
    """The actions of one Day, in the order taken."""

    actions = ma.fields.List(ma.fields.String(validate=OneOf(ACTIONS)), required=True, validate=Length(0, 8),
                             metadata={"description": "dissolve, form, declare and hire, in order",
                                       "example": ["form", "hire"]})
    ruleset = ruleset_field()


class LauzaitCepDayOrderSchema(ma.Schema):
    """The adjudication of a Day's sequence of actions."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when illegal"})
    actions = ma.fields.List(ma.fields.String(validate=OneOf(ACTIONS)), required=True)
    order = ma.fields.List(ma.fields.String(validate=OneOf(ACTIONS)), required=True, allow_none=True, metadata={
        "description": "the order the ruleset fixes (null: any order)"})
    ruleset = effective_ruleset_field()


@blp.route("/day-order")
class DayOrder(MethodView):
    """The order of a Day's actions."""

    @blp.arguments(LauzaitCepDayOrderRequestSchema)
    @blp.response(200, LauzaitCepDayOrderSchema)
    @blp.doc(operationId="check_lauzait_cep_day_order")
    def post(self, body: dict[str, Any]) -> Any:
        """Check the order of a Day's actions

        Each action at most once; Hiring is mandatory unless a declaration ends the Season first; nothing
        follows a declaration; and the ruleset's `action_order` is respected (default: dissolve, form, declare,
        hire; `designers`: dissolve, form, hire, declare; `any`: any order).
        """
        ruleset = read_ruleset(body["ruleset"])
        actions = [Action(a) for a in body["actions"]]

        def compute() -> dict[str, Any]:
            verdict = check_day_order(actions, ruleset)
            order = FIXED_ORDERS.get(ruleset.action_order)
            return {"legal": verdict.legal, "reason": reason(verdict.reason), "actions": [a.value for a in actions],
                    "order": None if order is None else [a.value for a in order], "ruleset": ruleset.to_json()}

        canonical = {"actions": [a.value for a in actions], "ruleset": ruleset.to_json()}
        return located_answer("check_lauzait_cep_day_order", canonical, compute, LauzaitCepDayOrderSchema())


# --- the deal ------------------------------------------------------------------------------------------------------


class LauzaitCepDealRequestSchema(ma.Schema):
    """Set up a Season."""

    players = players_field(load_default=4)
    seed = fields.Integer(load_default=None, allow_none=True, validate=SEED_RANGE, metadata={
        "description": "makes the shuffle reproducible; without it a random seed is drawn (not cached)"})
    luminous = Boolean(load_default=False, metadata={"description": "turn up a luminous piece (optional rule)"})


class LauzaitCepDealSchema(ma.Schema):
    """The dealt Season."""

    seed = fields.Integer(required=True, metadata={"description": "the seed the pieces were shuffled with"})
    position = ma.fields.Nested(LauzaitCepPositionSchema, required=True)


@blp.route("/deal")
class Deal(MethodView):
    """A new Season."""

    @blp.arguments(LauzaitCepDealRequestSchema)
    @blp.response(200, LauzaitCepDealSchema)
    @blp.doc(operationId="deal_lauzait_cep")
    def post(self, body: dict[str, Any]) -> Any:
        """Deal a Season: nine pieces to each player and one on every square but the Mountain

        The pieces in play (68 with 4 players, 60 with 3, 58 with 2) are shuffled uniformly. With a `seed` the
        deal is reproducible (and cached); without one a random seed is drawn and returned. The first hand's Day
        comes first (`turn` 0).
        """
        given = body["seed"]
        seed = given if given is not None else random_seed()
        players, luminous = body["players"], body["luminous"]

        def compute() -> dict[str, Any]:
            return {"seed": seed, "position": deal(players, random.Random(seed), luminous).to_json()}

        canonical = {"players": players, "seed": seed, "luminous": luminous}
        return located_answer("deal_lauzait_cep", canonical, compute, LauzaitCepDealSchema(),
                              cacheable=given is not None)


# --- deal probabilities --------------------------------------------------------------------------------------------


class LauzaitCepProbabilitiesQuerySchema(ma.Schema):
    """The player count and the joker reading."""

    players = ma.fields.Integer(required=True, validate=OneOf([2, 3, 4]),
                                metadata={"description": "2, 3 or 4 players"})
    jokers_within_piece_set = ma.fields.Boolean(load_default=False, metadata={
        "description": "a joker stands only for a piece of the set in play (no 0s with 2 or 3 players, no more "
                       "copies than exist); default false: any piece"})


class LauzaitCepProbabilitiesSchema(ma.Schema):
    """Exact probabilities for the first player of a uniformly dealt Season, and what they assume."""

    players = fields.Integer(required=True)
    jokers_within_piece_set = Boolean(required=True)
    complete = ma.fields.Nested(ProbabilitySchema, required=True, metadata={
        "description": "the nine dealt pieces form a complete concealed hand (declarable at once)"})
    well_balanced_given_complete = ma.fields.Nested(ProbabilitySchema, required=True, metadata={
        "description": "a complete dealt hand is also Well-Balanced"})
    stuck = ma.fields.Nested(ProbabilitySchema, required=True, metadata={
        "description": "the first player can discard nothing at the first Hiring (an immediate Stalemate)"})
    assumptions = ma.fields.List(ma.fields.String(), required=True)


def assumptions(players: int, jokers_within_piece_set: bool) -> list[str]:
    """State what the probabilities assume, in the words of an answer."""
    size = {4: 68, 3: 60, 2: 58}[players]
    joker = ("a joker stands only for a piece of the set in play, and no reading uses more copies of a piece "
             "than the set has" if jokers_within_piece_set else "a joker stands for any piece, even one removed "
             "from the set in play or a copy beyond those that exist")
    return [
        f"Uniform deal: every order of the {size} pieces in play is equally likely, so the first player's nine "
        f"pieces are a uniformly random 9 of the {size} and the 24 board pieces a uniformly random 24 of the rest.",
        "Exact: hands are enumerated as multisets weighted by the ways to pick their physical copies; no sampling.",
        f"Complete: the nine pieces split into three Departments (three of a kind or a sequence of three of one "
        f"colour, no wrap from 9 to 0); {joker}.",
        "Well-Balanced given complete: among complete dealt hands, the share whose white numbers add up to the "
        "same as the green ones; jokers count for nothing.",
        "Stuck: the hand holds no joker and no board piece corresponds to any of its pieces (same colour and a "
        "number one more or one less; a joker on the board corresponds to every piece); it does not depend on "
        "how jokers are read.",
    ]


@blp.route("/probabilities")
class Probabilities(MethodView):
    """Exact deal probabilities."""

    @blp.arguments(LauzaitCepProbabilitiesQuerySchema, location="query")
    @blp.response(200, LauzaitCepProbabilitiesSchema)
    @blp.doc(operationId="get_lauzait_cep_probabilities")
    def get(self, query: dict[str, Any]) -> Any:
        """Get the exact probabilities of a complete, a Well-Balanced and a stuck dealt hand

        For the first player of a uniformly dealt Season with 2, 3 or 4 players: that the nine dealt pieces form
        a complete concealed hand, that such a hand is also Well-Balanced, and that the player can discard
        nothing at the first Hiring. Exact fractions, computed by enumeration (no sampling) under the stated
        `assumptions`: a uniform deal; a joker stands for any piece unless `jokers_within_piece_set`; jokers
        count for nothing in Well-Balanced. The first computation of a player count takes seconds; answers are
        cached.
        """
        players, strict = query["players"], query["jokers_within_piece_set"]

        def compute() -> dict[str, Any]:
            result = deal_probabilities(players, strict)
            return {"players": players, "jokers_within_piece_set": strict,
                    "complete": probability(result.complete),
                    "well_balanced_given_complete": probability(result.well_balanced_given_complete),
                    "stuck": probability(result.stuck), "assumptions": assumptions(players, strict)}

        canonical = {"players": players, "jokers_within_piece_set": strict}
        return located_answer("get_lauzait_cep_probabilities", canonical, compute, LauzaitCepProbabilitiesSchema())

