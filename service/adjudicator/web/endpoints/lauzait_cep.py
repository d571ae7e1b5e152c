"""HTTP adapter for Lauzait Cep! (ラウツァイト・セプ): Departments, Hiring, a Day, declaring, the deal and its odds,
and, in a group of its own, a whole game, declared once each: new (seeded), the legal actions, apply an action.

In a whole game, players are seats 0..n-1; a game state carries the Season, the totals by seat, the play order, whose
Day it is (``to_play``), whether the game is over (``over``) and, then, the ``winners``. Send a state back as it is.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import islice
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import sticks
from adjudicator.games.errors import RulesError
from adjudicator.games.lauzait_cep import game as lauzait
from adjudicator.games.lauzait_cep.board import Square, square_name
from adjudicator.games.lauzait_cep.day import (
    FIXED_ORDERS,
    Action,
    DissolveResult,
    Verdict,
    check_day_order,
    dissolve_department,
    form_department,
)
from adjudicator.games.lauzait_cep.declaring import declaration
from adjudicator.games.lauzait_cep.departments import (
    Department,
    decompositions,
    departments_in,
    is_complete,
    joker_roles,
)
from adjudicator.games.lauzait_cep.hiring import (
    DiscardOption,
    HiringAdjudication,
    Move,
    Outcome,
    adjudicate_hiring,
    hiring_options,
    legal_discards,
)
from adjudicator.games.lauzait_cep.pieces import Piece, check_available, format_pieces, set_size
from adjudicator.games.lauzait_cep.position import Hand, Position, deal
from adjudicator.games.lauzait_cep.probability import deal_probabilities
from adjudicator.games.lauzait_cep.rulesets import Ruleset
from adjudicator.games.lauzait_cep.stalemate import is_stalemate
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, VerdictSchema, example_answer, probability, under
from adjudicator.web.costs import by_value, flat
from adjudicator.web.derived import register, response_schema
from adjudicator.web.fields import Boolean, form_field, random_seed, seed_field
from adjudicator.web.schemas.lauzait_cep import (
    ACTIONS,
    GROUNDS,
    LauzaitCepDecompositionSchema,
    LauzaitCepDepartmentSchema,
    LauzaitCepDiscardOptionSchema,
    LauzaitCepHandSchema,
    LauzaitCepPositionSchema,
    LauzaitCepScoreLineSchema,
    effective_ruleset_field,
    hand_field,
    piece_arg,
    pieces_arg,
    pieces_field,
    players_field,
    position_field,
    ruleset_field,
    square_arg,
)
from adjudicator.web.schemas.lauzait_cep import COMPONENTS as COMPONENT_SCHEMAS  # noqa: F401  (registered by name)

ops = Operations(
    "lauzait_cep",
    "/v1/lauzait-cep",
    "Lauzait Cep! (ラウツァイト・セプ): Departments, Hiring with exact water-throw odds, a Day's actions, "
    "declaring and formation scores, Stalemate, the deal and its exact probabilities",
)
game_ops = Operations(
    "lauzait-cep-game",
    "/v1/lauzait-cep/game",
    "A whole game of Lauzait Cep!: Seasons, starting player and direction, Days, declarations, totals, the end",
)
blp = ops.blp
BLUEPRINTS = (blp, game_ops.blp)

#: Above this many Hiring outcomes the resulting positions are left out of a listing (``positions_included``).
MAX_LISTED_POSITIONS = 500
POSITION_OF_THE_DAY = "the position; the hand of the player whose Day it is must be given"

#: The request examples' position: the first player may discard G6 and move a G7 (c4, b5, d5), e.g. into water.
_ROWS = ["W9 W9 W8 W8 W7", "W7 W7 W6 W6 W6", "W5 W5 . W5 W4", "W4 W4 G7 G9 G9", "G8 G7 G8 G7 G6"]
EXAMPLE_POSITION = {
    "players": 4, "to_play": 0,
    "board": {f"{column}{row}": None if piece == "." else piece
              for row, line in enumerate(_ROWS, 1) for column, piece in zip("abcde", line.split(), strict=True)},
    "hands": [{"concealed": ["G0", "G0", "G1", "G1", "G2", "G2", "G3", "G3", "G6"]}, None, None, None],
}
EXAMPLE_HAND = ["G3", "G4", "J", "W5", "W5", "W5", "G7", "G8", "G9"]


# --- answers -------------------------------------------------------------------------------------------------------


def department_json(department: Department) -> JSON:
    """A Department reading as its schema expects it, the jokers' roles included."""
    return {**department.to_json(), "joker_roles": [str(p) for p in joker_roles(department)]}


def outcome_json(outcome: Outcome, with_position: bool) -> JSON:
    """An outcome with its exact probability (and the resulting position, or null)."""
    return {"casts": list(outcome.casts), "probability": probability(outcome.probability),
            "obtained": str(outcome.obtained), "position": outcome.position.to_json() if with_position else None}


def move_json(move: Move, with_positions: bool) -> JSON:
    """A move and its outcomes."""
    return {**move.to_json(with_positions=False), "outcomes": [outcome_json(o, with_positions) for o in move.outcomes]}


def verdict_json(verdict: Any, **parts: Any) -> JSON:
    """A library verdict's JSON, its empty reason (a legal play) as null, with ``parts`` replaced or added."""
    return {**verdict.to_json(), "reason": verdict.reason or None, **parts}


def checked(position: Position, ruleset: Ruleset) -> Position:
    """The request's position, its revealed Departments' bonuses checked under the request's ruleset."""
    with under("position"):
        position.check(ruleset)
    return position


def available(pieces: Sequence[Piece], players: int) -> Sequence[Piece]:
    """The request's ``pieces``, checked against the set of ``players``."""
    with under("pieces"):
        check_available(pieces, players, "")
    return pieces


# --- Departments ---------------------------------------------------------------------------------------------------


class LauzaitCepDepartmentsRequestSchema(ma.Schema):
    """A hand (or any pieces) to read as Departments."""

    pieces = pieces_arg("the pieces, usually the nine of a hand (any 1 to 9)", 1, 9)
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
    decompositions = fields.nested_list(LauzaitCepDecompositionSchema, "every way to read all the pieces (a multiple "
                                        "of three) as Departments, each joker reading listed separately; empty when "
                                        "there is none")
    departments = fields.nested_list(LauzaitCepDepartmentSchema, "every Department three of the pieces form (every "
                                     "joker reading), best bonus first, then fewest jokers")
    best = fields.nested(LauzaitCepDepartmentSchema, "the best set to reveal now: the highest bonus, then the fewest "
                         "jokers (null: none)", allow_none=True)
    ruleset = effective_ruleset_field()


@ops.post("/departments", LauzaitCepDepartmentsRequestSchema,
          LauzaitCepDepartmentsSchema, key=lambda args: {**args, "pieces": format_pieces(args["pieces"])},
          example={"pieces": EXAMPLE_HAND, "players": 4},
          cost=flat(35, why="every department decomposition of nine pieces"))
def decompose_lauzait_cep_hand(pieces: list[Piece], players: int, ruleset: Ruleset) -> JSON:
    """Split a hand into Departments, with the jokers' roles and each Department's bonus

    A Department is three pieces of one colour: three of a kind or a sequence of three (no wrap from 9 to 0);
    a joker stands for any piece (only for pieces of the set in play under `jokers_within_piece_set`).
    The answer lists every reading of the whole hand as Departments (`complete` when nine pieces split into
    three: a concealed Lauzait-Cep!), every Department among the pieces and the best one to reveal now.
    Bonus: the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-kind,
    minus one per joker, never below zero; e.g. green 3-4-5 earns 2, and white 3-3-joker (read 3-3-3) 2.
    """
    available(pieces, players)
    splits = decompositions(pieces, players, ruleset)
    departments = [department_json(d) for d in departments_in(pieces, players, ruleset)]  # the best one first
    return {
        "pieces": format_pieces(pieces),
        "players": players,
        "complete": is_complete(pieces, players, ruleset),
        "decomposition_count": len(splits),
        "decompositions": [{"departments": [department_json(d) for d in split],
                            "bonus": sum(d.bonus for d in split)} for split in splits],
        "departments": departments,
        "best": departments[0] if departments else None,
        "ruleset": ruleset.to_json(),
    }


# --- Hiring --------------------------------------------------------------------------------------------------------


class LauzaitCepPositionRequestSchema(ma.Schema):
    """A position, judged for the player whose Day it is."""

    position = position_field(POSITION_OF_THE_DAY)
    ruleset = ruleset_field()


class LauzaitCepHiringsRequestSchema(LauzaitCepPositionRequestSchema):
    """The position at the Hiring of the player whose Day it is."""

    include_positions = Boolean(load_default=True, metadata={
        "description": f"include the position after each outcome (default true; left out anyway when there are "
                       f"more than {MAX_LISTED_POSITIONS} outcomes, see positions_included)"})
    form = form_field("the same options as a table of columns, each outcome's position given by the position the "
                      "Hiring starts from (compact_options, about a fiftieth of the bytes with the positions)")


class LauzaitCepCompactOutcomeSchema(ma.Schema):
    """An outcome of a kind of move: its casts and probability, and which piece the player obtains."""

    casts = ma.fields.List(fields.Integer(), required=True, metadata={
        "description": "the five sticks' results leading here; empty when no throw is needed"})
    probability = fields.nested(ProbabilitySchema, "the chance of this outcome before any throw")
    obtained = ma.fields.String(required=True, validate=OneOf(["mover", "target"]), metadata={
        "description": "target: the mover reaches the destination and the player obtains the piece there; mover: "
                       "the player obtains the moving piece, the destination keeps its piece"})


class LauzaitCepMoveKindSchema(ma.Schema):
    """What the moves of one kind share: whether the destination is water, and their outcomes."""

    water = Boolean(required=True)
    outcomes = fields.nested_list(LauzaitCepCompactOutcomeSchema, "in the full form's order")


class LauzaitCepCompactHiringsSchema(ma.Schema):
    """The options as a table of columns (``form: compact``): the same options, moves and outcomes, in the same
    order, as the full form's ``options``.

    Option i is ``discards[i]``, legal when ``reasons[i]`` is null, with the next ``move_counts[i]`` moves of the
    columns ``origins``, ``destinations`` and ``kind_indices``. The board after the discard is ``position``'s board
    with the discard on its empty square; a move's ``mover`` and ``target`` are the pieces on its origin and
    destination there, and its ``water`` and outcomes are ``kinds[kind_indices[j]]``'s. An outcome's ``obtained``
    is the mover or the target, as its kind says; its position, when ``positions_included``, is that board with the
    origin emptied and, when the target is obtained, the mover on the destination, the hand of the player whose
    Day it is with the discard replaced by the piece obtained (sorted), and ``to_play`` the next player's; else null.
    """

    position = fields.nested(LauzaitCepPositionSchema, "the position the Hiring starts from (the request's)")
    discards = pieces_field("the discard of each option, in order", 0, 99, required=True)
    reasons = ma.fields.List(ma.fields.String(allow_none=True), required=True, metadata={
        "description": "for each option, why it is refused, or null when it is legal"})
    move_counts = ma.fields.List(fields.Integer(validate=Range(min=0)), required=True, metadata={
        "description": "for each option, how many of the moves (in column order) are its own"})
    origins = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "each move's from"})
    destinations = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "each move's to"})
    kind_indices = ma.fields.List(fields.Integer(validate=Range(min=0)), required=True, metadata={
        "description": "for each move, the index of its kind in kinds"})
    kinds = fields.nested_list(LauzaitCepMoveKindSchema, "each distinct kind of move (water and outcomes), once")


class LauzaitCepHiringsSchema(ma.Schema):
    """Every discard of the player whose Day it is, legal or refused, with every move and outcome it allows."""

    options = ma.fields.List(ma.fields.Nested(LauzaitCepDiscardOptionSchema), metadata={
        "description": "one per distinct concealed piece, sorted (green, white, jokers); absent under form: compact"})
    compact_options = ma.fields.Nested(LauzaitCepCompactHiringsSchema, metadata={
        "description": "the options as a table (only under form: compact, in place of options)"})
    legal_discards = pieces_field("the concealed pieces that may be discarded", required=True)
    stalemate = Boolean(required=True, metadata={
        "description": "none of the player's nine pieces (revealed ones included) could be discarded"})
    outcome_count = fields.Integer(required=True, metadata={"description": "outcomes over every move listed"})
    positions_included = Boolean(required=True, metadata={
        "description": "whether each outcome carries its resulting position (else every position is null)"})
    ruleset = effective_ruleset_field()


@ops.post("/hiring", LauzaitCepHiringsRequestSchema, LauzaitCepHiringsSchema,
          example={"position": EXAMPLE_POSITION, "include_positions": False},
          cost=flat(3, 512 << 10, why="every hiring of a position, with its positions on request"))
def list_lauzait_cep_hirings(position: Position, ruleset: Ruleset, include_positions: bool, form: str = "full"
                             ) -> JSON:
    """List every Hiring: each discard, the pieces that may then move, where, and each outcome's probability

    Hiring: discard a concealed piece onto the empty square, move a board piece that corresponds to it (same
    colour, number one more or one less; any piece after a joker, and a joker after any discard) to a
    neighbouring square (from the Mountain c3: up to two squares orthogonally), and obtain the piece there.
    Entering water needs a throw of the five sticks: 3-5 (probability 1/2) succeeds; 0-2 fails and the
    player obtains the moving piece instead, whose square becomes the empty one. A discard after which
    nothing could move is refused, with the reason. Each move's outcome probabilities add up to exactly 1.
    With `form: compact` the options come as a table (`compact_options`): the moves as columns, each kind of
    move once, and each outcome's position given by the position the Hiring starts from.
    """
    options = hiring_options(checked(position, ruleset), ruleset)
    count = sum(len(m.outcomes) for o in options for m in o.moves)
    included = include_positions and count <= MAX_LISTED_POSITIONS
    return {
        "compact_options" if form == "compact" else "options": compact_hirings(position, options)
        if form == "compact" else [{"discard": str(o.discard), "legal": o.legal, "reason": o.reason or None,
                                    "moves": [move_json(m, included) for m in o.moves]} for o in options],
        "legal_discards": [str(o.discard) for o in options if o.legal],
        "stalemate": is_stalemate(position, ruleset),
        "outcome_count": count,
        "positions_included": included,
        "ruleset": ruleset.to_json(),
    }


def _obtains(move: Move, outcome: Outcome) -> str:
    """Which piece an outcome gives the player: ``target`` when the mover reached the destination, else ``mover``."""
    reached = outcome.obtained == move.target and outcome.position.board[move.destination] == move.mover
    return "target" if reached else "mover"


def compact_hirings(position: Position, options: Sequence[DiscardOption]) -> JSON:
    """The Hiring options of ``position`` as a table of columns, for ``form: compact``.

    :class:`LauzaitCepCompactHiringsSchema` says how to read it; :func:`expand_compact_hirings` turns an answer of
    this form back into the full form.
    """
    indices: dict[tuple[Any, ...], int] = {}
    kinds: list[JSON] = []
    origins: list[str] = []
    destinations: list[str] = []
    of_move: list[int] = []
    for option in options:
        for move in option.moves:
            origins.append(square_name(move.origin))
            destinations.append(square_name(move.destination))
            outcomes = tuple((o.casts, o.probability, _obtains(move, o)) for o in move.outcomes)
            key = (move.water, outcomes)
            index = indices.get(key)
            if index is None:
                index = indices[key] = len(kinds)
                kinds.append({"water": move.water, "outcomes": [
                    {"casts": list(casts), "probability": probability(chance), "obtained": obtained}
                    for casts, chance, obtained in outcomes]})
            of_move.append(index)
    return {
        "position": position.to_json(),
        "discards": [str(o.discard) for o in options],
        "reasons": [o.reason or None for o in options],
        "move_counts": [len(o.moves) for o in options],
        "origins": origins,
        "destinations": destinations,
        "kind_indices": of_move,
        "kinds": kinds,
    }


def _piece_order(piece: str) -> tuple[bool, str, int]:
    """The sort key of a piece's notation: green before white, by number, jokers last."""
    return (piece == "J", piece[:1], int(piece[1:] or 0))


def _after(start: JSON, board: dict[str, Any], discard: str, origin: str, reached: str | None, obtained: str) -> JSON:
    """The position after an outcome: ``board`` (the discard placed) with ``origin`` emptied and the mover on
    ``reached`` (if it got there), the discard replaced by ``obtained`` in the hand, the next player's turn."""
    after = dict(board)
    if reached is not None:
        after[reached] = board[origin]
    after[origin] = None
    turn = start["to_play"]
    hands = list(start["hands"])
    concealed = list(hands[turn]["concealed"])
    concealed.remove(discard)
    concealed.append(obtained)
    hands[turn] = {**hands[turn], "concealed": sorted(concealed, key=_piece_order)}
    return {**start, "board": after, "hands": hands, "to_play": (turn + 1) % start["players"]}


def _in_place_of(answer: JSON, compact_key: str, full_key: str, full: Any) -> JSON:
    """``answer`` with ``full`` under ``full_key`` where ``compact_key`` was (the other keys in their order)."""
    return {full_key if key == compact_key else key: full if key == compact_key else value
            for key, value in answer.items()}


def expand_compact_hirings(answer: JSON) -> JSON:
    """The full form of a ``list_lauzait_cep_hirings`` answer given in the compact form (``compact_options`` in
    place of ``options``): every option, move and outcome rebuilt, in the full form's key order. An answer without
    ``compact_options`` is returned as it is. Pure: the answer given is not modified."""
    if not isinstance(answer, dict) or "compact_options" not in answer:
        return answer
    table = answer["compact_options"]
    start = table["position"]
    empty = next(square for square, piece in start["board"].items() if piece is None)
    included = answer["positions_included"]
    moves: Iterator[tuple[str, str, int]] = iter(
        zip(table["origins"], table["destinations"], table["kind_indices"], strict=True))
    options = []
    for discard, reason, count in zip(table["discards"], table["reasons"], table["move_counts"], strict=True):
        board = {**start["board"], empty: discard}
        listed = []
        for origin, destination, index in islice(moves, count):
            kind = table["kinds"][index]
            mover, target = board[origin], board[destination]
            outcomes = []
            for outcome in kind["outcomes"]:
                reached = outcome["obtained"] == "target"
                obtained = target if reached else mover
                after = _after(start, board, discard, origin, destination if reached else None, obtained)
                outcomes.append({"casts": list(outcome["casts"]), "probability": dict(outcome["probability"]),
                                 "obtained": obtained, "position": after if included else None})
            listed.append({"from": origin, "to": destination, "mover": mover, "target": target,
                           "water": kind["water"], "outcomes": outcomes})
        if len(listed) != count:
            raise ValueError("compact_options: fewer moves than move_counts adds up to")
        options.append({"discard": discard, "legal": reason is None, "reason": reason, "moves": listed})
    if next(moves, None) is not None:
        raise ValueError("compact_options: more moves than move_counts adds up to")
    return _in_place_of(answer, "compact_options", "options", options)


class LauzaitCepHiringRequestSchema(ma.Schema):
    """One Hiring to adjudicate: the discard, the piece that moves and where."""

    position = position_field(POSITION_OF_THE_DAY)
    discard = piece_arg("the concealed piece discarded")
    origin = square_arg("from", "the square of the piece that moves", "b2")
    destination = square_arg("to", "where it goes", "c2")
    cast = fields.Integer(load_default=None, validate=Range(0, sticks.STANDARD_STICKS),
                          metadata={"description": "the throw of the five sticks (marked faces), when one was made"})
    seed = seed_field("draw the throw from this seed (reproducible) instead")
    ruleset = ruleset_field()


#: The adjudication of one Hiring: the library's verdict (its move in the service's form, with exact probabilities:
#: the Move schema documents that form), then the throw, the seed and the ruleset.
LauzaitCepHiringVerdictSchema = response_schema(HiringAdjudication, "LauzaitCepHiringVerdictSchema", more={
    "cast": fields.Integer(required=True, allow_none=True, metadata={
        "description": "the throw used (given or drawn from the seed); it matters only for a move into water"}),
    "seed": fields.Integer(required=True, allow_none=True, metadata={"description": "the seed, when one was given"}),
    "ruleset": effective_ruleset_field()}, doc="The adjudication of one Hiring.")


@ops.post("/hiring/adjudicate", LauzaitCepHiringRequestSchema,
          LauzaitCepHiringVerdictSchema,
          example={"position": EXAMPLE_POSITION, "discard": "G6", "from": "b5", "to": "c5", "cast": 4}, cost=flat(2))
def adjudicate_lauzait_cep_hiring(position: Position, discard: Piece, origin: Square, destination: Square,
                                  cast: int | None, seed: int | None, ruleset: Ruleset) -> JSON:
    """Adjudicate one Hiring: a discard, the piece that moves and its destination

    An illegal Hiring (a piece the player does not hold, a piece that does not correspond to the discard, a
    square out of reach) is `legal: false` with the reason. A legal one lists its outcomes with their exact
    probabilities; with the throw (`cast`, 0..5) or a `seed` to draw it, a move into water keeps only the
    outcome the throw selects (0-2: the player obtains the moving piece; 3-5: the piece on the destination).
    """
    if cast is not None and seed is not None:
        raise RulesError("give the throw (cast) or a seed to draw it, not both", "seed")
    if seed is not None:
        cast = sticks.cast(sticks.STANDARD_STICKS, random.Random(seed)).total
    verdict = adjudicate_hiring(checked(position, ruleset), discard, origin, destination, ruleset, cast)
    move = None if verdict.move is None else move_json(verdict.move, True)  # not the library's form: built once
    return {"legal": verdict.legal, "reason": verdict.reason or None, "move": move, "cast": cast, "seed": seed,
            "ruleset": ruleset.to_json()}


# --- declaring and Stalemate ---------------------------------------------------------------------------------------


class LauzaitCepDeclarationSchema(ma.Schema):
    """Whether Lauzait-Cep! may be declared, on what grounds, and the formation scores it earns."""

    allowed = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when refused"})
    grounds = ma.fields.String(required=True, allow_none=True, validate=OneOf(GROUNDS), metadata={
        "description": "three revealed Departments, a complete concealed hand, or a Stalemate"})
    departments = fields.nested_list(LauzaitCepDepartmentSchema, "the reading of the hand scored (jokers may read "
                                     "differently than when formed); empty for a Stalemate scored without one")
    scores = fields.nested_list(LauzaitCepScoreLineSchema,
                                "each formation score earned, the declaration's own 3 points first")
    total = fields.Integer(required=True)
    ruleset = effective_ruleset_field()


@ops.post("/declare", LauzaitCepPositionRequestSchema, LauzaitCepDeclarationSchema,
          example={"position": EXAMPLE_POSITION, "ruleset": "english"},
          cost=flat(15, why="every department decomposition of the hand"))
def declare_lauzait_cep(position: Position, ruleset: Ruleset) -> JSON:
    """Judge a declaration of Lauzait-Cep! and break down its formation score

    It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces that
    split into three Departments, or in Stalemate. The best reading of the hand is scored: the declaration
    (3), Specialized Experts (one colour, 3), Great Sequence (nine consecutive numbers, 3), Layered Bridges
    (two Departments of the same numbers, 2 or 3 by ruleset), Well-Balanced (white numbers add up to the
    green ones, 10), Stalemate (15) and, under the optional rule, 1 per luminous piece. A refused
    declaration is `allowed: false` with the reason.
    """
    verdict = declaration(checked(position, ruleset), ruleset)
    return verdict_json(verdict, departments=[department_json(d) for d in verdict.departments],
                        ruleset=ruleset.to_json())


class LauzaitCepStalemateSchema(ma.Schema):
    """Whether the player whose Day it is is in Stalemate."""

    stalemate = Boolean(required=True, metadata={
        "description": "none of the nine pieces (revealed ones included) could be discarded at Hiring"})
    discardable = pieces_field("the pieces of the hand (revealed ones included) that could be discarded",
                               required=True)
    ruleset = effective_ruleset_field()


@ops.post("/stalemate", LauzaitCepPositionRequestSchema, LauzaitCepStalemateSchema,
          example={"position": EXAMPLE_POSITION}, cost=flat(1))
def check_lauzait_cep_stalemate(position: Position, ruleset: Ruleset) -> JSON:
    """Check whether the player whose Day it is is in Stalemate

    Stalemate: none of the player's nine pieces, revealed ones included, could be discarded at Hiring,
    because no board piece corresponds to any of them. A joker in the hand or on the board always prevents
    it. In Stalemate the player may declare Lauzait-Cep! (see `declare_lauzait_cep`).
    """
    discardable = legal_discards(checked(position, ruleset).hand.pieces, position.board, ruleset)
    return {"stalemate": not discardable, "discardable": [str(p) for p in discardable], "ruleset": ruleset.to_json()}


# --- a Day: forming, dissolving, the order of actions --------------------------------------------------------------


class LauzaitCepFormRequestSchema(ma.Schema):
    """Three concealed pieces to reveal as a Department."""

    hand = hand_field("the player's hand before forming")
    pieces = pieces_arg("the three concealed pieces to reveal", 3, 3)
    bonus = fields.Integer(load_default=None, validate=Range(0, 9), metadata={
        "description": "the bonus claimed, choosing the joker reading that earns it (default: the best reading)"})
    players = players_field(load_default=4)
    ruleset = ruleset_field()


class LauzaitCepFormSchema(VerdictSchema):
    """The adjudication of forming a Department."""

    reason = ma.fields.String(required=True, allow_none=True, metadata={"description": "why not, when illegal"})
    department = fields.nested(LauzaitCepDepartmentSchema, "the reading used", allow_none=True)
    bonus = fields.Integer(required=True, allow_none=True, metadata={"description": "the bonus received"})
    hand = fields.nested(LauzaitCepHandSchema, "the hand afterwards: the Department revealed with its bonus recorded",
                         allow_none=True)
    ruleset = effective_ruleset_field()


@ops.post("/form", LauzaitCepFormRequestSchema, LauzaitCepFormSchema,
          example={"hand": {"concealed": EXAMPLE_HAND}, "pieces": ["G3", "G4", "J"]}, cost=flat(1))
def form_lauzait_cep_department(hand: Hand, pieces: list[Piece], bonus: int | None, players: int,
                                ruleset: Ruleset) -> JSON:
    """Form a Department: reveal three concealed pieces and receive its bonus

    The pieces must be concealed in the hand and form a Department. A joker's role is the player's choice:
    with `bonus` the reading earning exactly that is used, otherwise the best one. The bonus is recorded on
    the revealed Department: dissolving it later refunds exactly that. Illegal: `legal: false` and why.
    """
    with under("hand"):
        hand.check("", players, ruleset)
    result = form_department(hand, available(pieces, players), bonus, players, ruleset)
    return verdict_json(result, department=None if result.department is None else department_json(result.department),
                        ruleset=ruleset.to_json())


class LauzaitCepDissolveRequestSchema(ma.Schema):
    """A revealed Department to return to the concealed pieces, and the refund offered."""

    hand = hand_field("the player's hand; each revealed Department records the bonus received for it")
    index = fields.Integer(required=True, validate=Range(0, 2),
                           metadata={"description": "which revealed Department (0-based, in hand.revealed)"})
    refund = fields.Integer(load_default=None, validate=Range(0, 99), metadata={
        "description": "the points the player offers to pay back (default: the amount due)"})
    players = players_field(load_default=4)


#: The adjudication of dissolving a Department: derived from the library's result.
LauzaitCepDissolveSchema = response_schema(DissolveResult, "LauzaitCepDissolveSchema",
                                           doc="The adjudication of dissolving a Department.")


@ops.post("/dissolve", LauzaitCepDissolveRequestSchema, LauzaitCepDissolveSchema,
          example={"hand": {"concealed": EXAMPLE_HAND[3:],
                            "revealed": [{"pieces": ["G3", "G4", "J"], "bonus": 1}]}, "index": 0, "refund": 1},
          cost=flat(1))
def dissolve_lauzait_cep_department(hand: Hand, index: int, refund: int | None, players: int) -> JSON:
    """Dissolve a revealed Department and check the refund

    The refund is exactly the bonus received when the Department was formed, never a re-reading of its
    pieces: forming 2-3-joker as 2-3-4 (bonus 1) and refunding it as 1-2-3 (bonus 0) is refused. A wrong
    `refund` is `legal: false` with the amount due. No ruleset option affects this.
    """
    with under("hand"):
        hand.check("", players)
    return verdict_json(dissolve_department(hand, index, refund))


class LauzaitCepDayOrderRequestSchema(ma.Schema):
    """The actions of one Day, in the order taken."""

    actions = ma.fields.List(ma.fields.String(validate=OneOf(ACTIONS)), required=True, validate=Length(0, 8),
                             metadata={"description": "dissolve, form, declare and hire, in order",
                                       "example": ["form", "hire"]})
    ruleset = ruleset_field()


#: The adjudication of a Day's actions: the library's verdict, then the actions, the order and the ruleset.
LauzaitCepDayOrderSchema = response_schema(Verdict, "LauzaitCepDayOrderSchema", more={
    "actions": ma.fields.List(ma.fields.String(validate=OneOf(ACTIONS)), required=True),
    "order": ma.fields.List(ma.fields.String(validate=OneOf(ACTIONS)), required=True, allow_none=True, metadata={
        "description": "the order the ruleset fixes (null: any order)"}),
    "ruleset": effective_ruleset_field()}, doc="The adjudication of a Day's sequence of actions.")


@ops.post("/day-order", LauzaitCepDayOrderRequestSchema, LauzaitCepDayOrderSchema,
          example={"actions": ["form", "hire"], "ruleset": {"action_order": "designers"}}, cost=flat(1))
def check_lauzait_cep_day_order(actions: list[str], ruleset: Ruleset) -> JSON:
    """Check the order of a Day's actions

    Each action at most once; Hiring is mandatory unless a declaration ends the Season first; nothing
    follows a declaration; and the ruleset's `action_order` is respected (default: dissolve, form, declare,
    hire; `designers`: dissolve, form, hire, declare; `any`: any order).
    """
    verdict = check_day_order([Action(a) for a in actions], ruleset)
    order = FIXED_ORDERS.get(ruleset.action_order)
    return verdict_json(verdict, actions=actions, order=None if order is None else [a.value for a in order],
                        ruleset=ruleset.to_json())


# --- the deal ------------------------------------------------------------------------------------------------------


class LauzaitCepDealRequestSchema(ma.Schema):
    """Set up a Season."""

    players = players_field(load_default=4)
    seed = seed_field("makes the shuffle reproducible; without it a random seed is drawn (not cached)")
    luminous = Boolean(load_default=False, metadata={"description": "turn up a luminous piece (optional rule)"})


class LauzaitCepDealSchema(ma.Schema):
    """The dealt Season."""

    seed = fields.Integer(required=True, metadata={"description": "the seed the pieces were shuffled with"})
    position = fields.nested(LauzaitCepPositionSchema)


@ops.post("/deal", LauzaitCepDealRequestSchema, LauzaitCepDealSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 4, "seed": 7}, cost=flat(1))
def deal_lauzait_cep(players: int, seed: int | None, luminous: bool) -> JSON:
    """Deal a Season: nine pieces to each player and one on every square but the Mountain

    The pieces in play (68 with 4 players, 60 with 3, 58 with 2) are shuffled uniformly. With a `seed` the
    deal is reproducible (and cached); without one a random seed is drawn and returned. The first hand's Day
    comes first (`to_play` 0).
    """
    seed = random_seed() if seed is None else seed
    return {"seed": seed, "position": deal(players, random.Random(seed), luminous).to_json()}


# --- deal probabilities --------------------------------------------------------------------------------------------


class LauzaitCepProbabilitiesQuerySchema(ma.Schema):
    """The player count and the joker reading."""

    players = ma.fields.Integer(required=True, validate=OneOf([2, 3, 4]),
                                metadata={"description": "2, 3 or 4 players", "example": 2})
    jokers_within_piece_set = ma.fields.Boolean(load_default=False, metadata={
        "description": "a joker stands only for a piece of the set in play (no 0s with 2 or 3 players, no more "
                       "copies than exist); default false: any piece"})


class LauzaitCepProbabilitiesSchema(ma.Schema):
    """Exact probabilities for the first player of a uniformly dealt Season, and what they assume."""

    players = fields.Integer(required=True)
    jokers_within_piece_set = Boolean(required=True)
    complete = fields.nested(ProbabilitySchema, "the nine dealt pieces form a complete concealed hand (declarable "
                             "at once)")
    well_balanced_given_complete = fields.nested(ProbabilitySchema, "a complete dealt hand is also Well-Balanced")
    stuck = fields.nested(ProbabilitySchema, "the first player can discard nothing at the first Hiring (an "
                          "immediate Stalemate)")
    assumptions = ma.fields.List(ma.fields.String(), required=True)


def assumptions(players: int, jokers_within_piece_set: bool) -> list[str]:
    """State what the probabilities assume, in the words of an answer."""
    size = set_size(players)
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


@ops.get("/probabilities", LauzaitCepProbabilitiesQuerySchema,
         LauzaitCepProbabilitiesSchema,
         cost=by_value("players", {2: 2500, 3: 3000, 4: 4000}))
def get_lauzait_cep_probabilities(players: int, jokers_within_piece_set: bool) -> JSON:
    """Get the exact probabilities of a complete, a Well-Balanced and a stuck dealt hand

    For the first player of a uniformly dealt Season with 2, 3 or 4 players: that the nine dealt pieces form
    a complete concealed hand, that such a hand is also Well-Balanced, and that the player can discard
    nothing at the first Hiring. Exact fractions, computed by enumeration (no sampling) under the stated
    `assumptions`: a uniform deal; a joker stands for any piece unless `jokers_within_piece_set`; jokers
    count for nothing in Well-Balanced. The first computation of a player count takes seconds; answers are
    cached.
    """
    result = deal_probabilities(players, jokers_within_piece_set)
    return {"players": players, "jokers_within_piece_set": jokers_within_piece_set,
            "complete": probability(result.complete),
            "well_balanced_given_complete": probability(result.well_balanced_given_complete),
            "stuck": probability(result.stuck), "assumptions": assumptions(players, jokers_within_piece_set)}


# --- the whole game (its own group): Seasons, Days, totals, the end ---------------------------------------------------


def game_ruleset_field() -> fields.LibraryField:
    """A whole game's ruleset: a preset name or an options object."""
    return fields.LibraryField(Ruleset.from_json, load_default=Ruleset,
                               metadata={"description": "a preset name ('default', 'english') or an options object"})


class LauzaitNewGameRequestSchema(ma.Schema):
    """Start a game."""

    players = fields.Integer(required=True, validate=Range(2, 4), metadata={"description": "seats 0..n-1"})
    seed = fields.Integer(required=True, validate=fields.SEED_RANGE, metadata={"description": "the deals come from it"})
    luminous = fields.Boolean(load_default=False, metadata={"description": "the optional luminous piece"})
    ruleset = game_ruleset_field()


#: How a Season ended: derived from its declaration in the rules library.
LauzaitSeasonEndSchema = response_schema(lauzait.SeasonEnd, "LauzaitSeasonEndSchema", doc="How a Season ended.")
#: A game: derived from its declaration in the rules library; what the state determines (the number of Seasons, the
#: seat to play, the winners, the bank) is given as more.
LauzaitGameSchema = response_schema(lauzait.LauzaitGame, "LauzaitGameSchema", more={
    "seasons": fields.Integer(required=True, metadata={"description": "as many as players"}),
    "to_play": fields.Integer(required=True, allow_none=True, metadata={"description": "the seat whose Day it is"}),
    "winners": ma.fields.List(fields.Integer(), required=True),
    "bank": fields.Integer(allow_none=True, metadata={
        "description": "what the bank holds: 168 points less the totals (null when the bank never runs out)"})},
    doc="A game of Lauzait Cep!: send it back as it is with the next action.")
register(lauzait.LauzaitGame, LauzaitGameSchema)


class LauzaitGameAnswerSchema(ma.Schema):
    """A game and its ruleset."""

    state = fields.nested(LauzaitGameSchema)
    stalemate = fields.Boolean(required=True, metadata={"description": "the player to play can only declare"})


@game_ops.post("/new", LauzaitNewGameRequestSchema, LauzaitGameAnswerSchema,
               example={"players": 2, "seed": 7}, cost=flat(1))
def start_lauzait_cep_game(players: int, seed: int, luminous: bool, ruleset: Ruleset) -> JSON:
    """Lauzait Cep!: start a game

    The first Season is dealt from the seed; the sticks (drawn from the seed too) decide its starter and direction.
    """
    game = lauzait.new_game(players, seed, ruleset, luminous)
    return {"state": game.to_json(), "stalemate": lauzait.stalemated(game)}


class LauzaitGameRequestSchema(ma.Schema):
    """A game as the service returned it."""

    state = ma.fields.Dict(required=True, metadata={"description": "the game as returned by the service"})
    ruleset = game_ruleset_field()


class LauzaitActionsRequestSchema(LauzaitGameRequestSchema):
    """A game as the service returned it, and how to write its legal actions."""

    form = form_field("the same actions with the Hirings as a table of columns, grouped by discard, each set of "
                      "casts given once (compact_actions, about a seventh of the bytes)")


#: An action: derived from its declaration in the rules library (each field written only by the actions using it).
LauzaitActionSchema = response_schema(lauzait.GameAction, "LauzaitActionSchema",
                                      doc="An action of the player whose Day it is.")


class LauzaitCompactActionsSchema(ma.Schema):
    """The legal actions as a table (``form: compact``): the same actions, in the same order, as the full form's
    ``actions``.

    The actions other than ``hire`` are ``others``, as objects; the Hirings, which come as one run, stand between
    ``others[:hires_at]`` and ``others[hires_at:]``. Group i of the Hirings discards ``discards[i]`` and holds the
    next ``move_counts[i]`` moves of the columns ``origins``, ``destinations`` and ``cast_set_indices``. Move j
    stands for one ``hire`` action per cast of ``cast_sets[cast_set_indices[j]]`` (with that ``cast``), in order,
    or, when that set is empty, for one ``hire`` action without a cast.
    """

    others = fields.nested_list(LauzaitActionSchema, "the actions other than hire, in order")
    hires_at = fields.Integer(required=True, validate=Range(min=0), metadata={
        "description": "how many of others come before the Hirings"})
    discards = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "the discard of each group of Hirings, in order"})
    move_counts = ma.fields.List(fields.Integer(validate=Range(min=0)), required=True, metadata={
        "description": "for each group, how many of the moves (in column order) are its own"})
    origins = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "each move's origin"})
    destinations = ma.fields.List(ma.fields.String(), required=True,
                                  metadata={"description": "each move's destination"})
    cast_set_indices = ma.fields.List(fields.Integer(validate=Range(min=0)), required=True, metadata={
        "description": "for each move, the index of its casts in cast_sets"})
    cast_sets = ma.fields.List(ma.fields.List(fields.Integer()), required=True, metadata={
        "description": "each distinct list of casts once (the representative casts of a move into water; empty "
                       "for a move needing no throw)"})


class LauzaitActionsSchema(ma.Schema):
    """Every legal action of the player whose Day it is."""

    to_play = fields.Integer(required=True, allow_none=True)
    actions = ma.fields.List(ma.fields.Nested(LauzaitActionSchema),
                             metadata={"description": "absent under form: compact"})
    compact_actions = ma.fields.Nested(LauzaitCompactActionsSchema, metadata={
        "description": "the actions as a table (only under form: compact, in place of actions)"})
    stalemate = fields.Boolean(required=True)


#: The game the examples play: the one the example of ``start_lauzait_cep_game`` deals.
_EXAMPLE_GAME = example_answer("start_lauzait_cep_game", {"players": 2, "seed": 7})["state"]


@game_ops.post("/actions", LauzaitActionsRequestSchema, LauzaitActionsSchema,
               example={"state": _EXAMPLE_GAME}, cost=flat(15, 256 << 10, why="every action of a day"))
def list_lauzait_cep_game_actions(state: dict[str, Any], ruleset: Ruleset, form: str = "full") -> JSON:
    """Lauzait Cep!: list the legal actions of the player whose Day it is

    Every Hiring (each discard, move and, into water, each of the two outcomes by a representative cast), every
    Department that may be formed or dissolved, a declaration when allowed (also in Stalemate), and ending a Day
    whose Hiring is done when the action order lets a declaration follow it. With `form: compact` the actions
    come as a table (`compact_actions`): the Hirings as columns grouped by discard, the other actions as objects.
    """
    loaded = lauzait.LauzaitGame.from_json(state, ruleset)
    actions = [a.to_json() for a in lauzait.legal_actions(loaded)]
    return {"to_play": loaded.to_play,
            "compact_actions" if form == "compact" else "actions": compact_actions(actions)
            if form == "compact" else actions,
            "stalemate": lauzait.stalemated(loaded)}


def compact_actions(actions: Sequence[JSON]) -> JSON:
    """A game's legal actions (their JSON) as a table, for ``form: compact``.

    :class:`LauzaitCompactActionsSchema` says how to read it; :func:`expand_compact_actions` turns an answer of
    this form back into the full form.
    """
    others: list[JSON] = []
    hires_at: int | None = None
    moves: list[tuple[str, str, str, list[int]]] = []  # discard, origin, destination, casts
    for action in actions:
        if action["action"] != "hire":
            others.append(action)
            continue
        if hires_at is None:
            hires_at = len(others)
        elif hires_at != len(others):
            raise AssertionError("the Hirings of a listing come as one run")
        cast = action.get("cast")
        move = (action["discard"], action["origin"], action["destination"])
        if cast is not None and moves and moves[-1][:3] == move and moves[-1][3]:
            moves[-1][3].append(cast)  # another cast of the same move into water
        else:
            moves.append((*move, [] if cast is None else [cast]))
    discards: list[str] = []
    counts: list[int] = []
    sets: dict[tuple[int, ...], int] = {}
    for discard, _, _, casts in moves:
        if not discards or discards[-1] != discard:
            discards.append(discard)
            counts.append(0)
        counts[-1] += 1
        sets.setdefault(tuple(casts), len(sets))
    return {"others": others, "hires_at": len(others) if hires_at is None else hires_at, "discards": discards,
            "move_counts": counts, "origins": [m[1] for m in moves], "destinations": [m[2] for m in moves],
            "cast_set_indices": [sets[tuple(m[3])] for m in moves], "cast_sets": [list(c) for c in sets]}


def expand_compact_actions(answer: JSON) -> JSON:
    """The full form of a ``list_lauzait_cep_game_actions`` answer given in the compact form (``compact_actions``
    in place of ``actions``), in the full form's key order. An answer without ``compact_actions`` is returned as it
    is. Pure: the answer given is not modified."""
    if not isinstance(answer, dict) or "compact_actions" not in answer:
        return answer
    table = answer["compact_actions"]
    moves = iter(zip(table["origins"], table["destinations"], table["cast_set_indices"], strict=True))
    hires: list[JSON] = []
    for discard, count in zip(table["discards"], table["move_counts"], strict=True):
        group = list(islice(moves, count))
        if len(group) != count:
            raise ValueError("compact_actions: fewer moves than move_counts adds up to")
        for origin, destination, index in group:
            hire = {"action": "hire", "discard": discard, "origin": origin, "destination": destination}
            casts = table["cast_sets"][index]
            hires += [{**hire, "cast": cast} for cast in casts] if casts else [hire]
    if next(moves, None) is not None:
        raise ValueError("compact_actions: more moves than move_counts adds up to")
    others, at = table["others"], table["hires_at"]
    actions = [dict(a) for a in others[:at]] + hires + [dict(a) for a in others[at:]]
    return _in_place_of(answer, "compact_actions", "actions", actions)


class LauzaitApplyRequestSchema(LauzaitGameRequestSchema):
    """An action in a game."""

    seat = fields.Integer(required=True, validate=Range(0, 3), metadata={"description": "who acts"})
    action = ma.fields.Dict(required=True, metadata={"description": "as listed by the actions operation"})


#: An action applied: derived from its declaration in the rules library (whether the player to play can only declare,
#: computed, as more).
LauzaitStepSchema = response_schema(lauzait.GameStep, "LauzaitStepSchema", more={
    "stalemate": fields.Boolean(required=True, metadata={"description": "the player to play can only declare"})},
    doc="The action adjudicated and the game after it.")


_EXAMPLE_ACTIONS = example_answer("list_lauzait_cep_game_actions", {"state": _EXAMPLE_GAME})


@game_ops.post("/apply", LauzaitApplyRequestSchema, LauzaitStepSchema,
               example={"state": _EXAMPLE_GAME, "seat": _EXAMPLE_ACTIONS["to_play"],
                        "action": _EXAMPLE_ACTIONS["actions"][0]}, cost=flat(3))
def apply_lauzait_cep_game_action(state: dict[str, Any], ruleset: Ruleset, seat: int, action: dict[str, Any]) -> JSON:
    """Lauzait Cep!: apply an action (dissolve, form, declare, hire, end)

    An illegal action (out of turn, out of order, a discard after which nothing could move, ...) is `legal: false`
    with the game unchanged. A declaration scores, ends the Season and deals the next one (its starter the player
    with the fewest points) or, after as many Seasons as players, ends the game with its `winners`.
    """
    loaded = lauzait.LauzaitGame.from_json(state, ruleset)
    step = lauzait.apply(loaded, seat, lauzait.GameAction.from_json(action))
    return {**step.to_json(), "stalemate": lauzait.stalemated(step.game)}
