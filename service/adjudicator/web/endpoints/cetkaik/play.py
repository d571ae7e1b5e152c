"""HTTP adapter for playing Cetkaik: applying moves with their casts, declarations, hands and game records.

Every operation is declared once (:mod:`adjudicator.web.api`), in the Cetkaik group's ``ops`` (one tag: the SDK's
``adjudicator_client.api.cetkaik``). A position is a whole game state: the answers of ``apply_cetkaik_move`` say
when the mover must declare and when the game is over, and ``declare_cetkaik`` needs nothing but such a position
and the declaration.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import marshmallow as ma
from flask_smorest import abort
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.hands import FoundHand, HandsError, HandsResult
from adjudicator.games.cetkaik.hands import new_hands as find_new_hands
from adjudicator.games.cetkaik.kiaak import (
    Declaration,
    GameEnd,
    Play,
    element_lines,
    extend_record,
    parse_record,
    played_move_text,
    replay_record,
    write_record,
)
from adjudicator.games.cetkaik.pieces import ColouredPiece, Side, parse_side
from adjudicator.games.cetkaik.position import GameResult, Position, score_to_json
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.scoring import hand_value, hands_of, per_piece_score
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import (
    Casts,
    DeclarationKind,
    DeclarationOutcome,
    Outcome,
    apply_move,
    declare,
)
from adjudicator.games.errors import RulesError
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, VerdictSchema, probability, under
from adjudicator.web.costs import SMALL_ANSWER, Charge, Cost, custom, flat, scaled
from adjudicator.web.endpoints.cetkaik.common import ops, position_out, ruleset_json
from adjudicator.web.endpoints.cetkaik.positions import INITIAL_TEXT, ConvertedMoveSchema
from adjudicator.web.schemas.cetkaik import (
    SIDES,
    CanonicalPositionSchema,
    CapturedPieceOutSchema,
    EffectiveRulesetSchema,
    GameOverSchema,
    PositionInputSchema,
    captured_piece_field,
    ruleset_field,
)

#: The most pieces a hop1zuo1 can hold (48 coloured pieces); longer lists are refused by the schema.
MAX_PIECES = 48
#: The most plays a record to write may have.
MAX_PLAYS = 5000
#: The most movements a record to replay may have: a long real game has a few hundred; replaying 2000 takes ~2 s
#: and answers ~6 MB (every position is returned), while the characters the record field allows hold ~10 000.
MAX_REPLAY_MOVEMENTS = 2000
_DECLARATION_NAMES: dict[str, DeclarationKind] = {
    "ty_mok1": "ty_mok1", "ta_xot1": "ta_xot1", "再行": "ty_mok1", "終季": "ta_xot1"
}
DECLARATIONS = list(_DECLARATION_NAMES)
#: What a request's ``seed`` draws.
DRAW_WITH_SEED = "draw what is not given (casts, first mover) with this seed: one reproducible outcome"


def move_arg() -> fields.LibraryField:
    """A required move given as "片" notation or as an object, loaded as the library's move."""
    return fields.LibraryField(
        cmoves.from_json, required=True,
        metadata={"oneOf": [{"type": "string", "description": "片 notation, e.g. LAI片ZAI, ZO皇[TO]NO, 黒兵CA, pass"},
                            {"$ref": "#/components/schemas/MoveObject"}]},
    )


def _declaration(value: Any) -> DeclarationKind:
    """``ty_mok1`` (再行) or ``ta_xot1`` (終季), by either name."""
    found = _DECLARATION_NAMES.get(value) if isinstance(value, str) else None
    if found is None:
        raise RulesError(f"must be one of {', '.join(DECLARATIONS)}, got {value!r}")
    return found


def side_arg(description: str) -> fields.LibraryField:
    """A side (IASide or ASide), or null."""
    metadata = {"type": "string", "enum": SIDES, "nullable": True, "description": description}
    return fields.LibraryField(parse_side, load_default=None, metadata=metadata)


# --- hands ---------------------------------------------------------------------------------------------------


class KingSubstitutionSchema(ma.Schema):
    """A king (王) of the hop1zuo1 standing in for a piece of another profession of its colour."""

    king = fields.nested(CapturedPieceOutSchema)
    stands_for = ma.fields.String(required=True, metadata={"description": "the profession it stands for"})


class HandSchema(ma.Schema):
    """A hand (役) present in a hop1zuo1."""

    name = ma.fields.String(required=True, metadata={"description": "CJK name, e.g. 獣 or 同色獣", "example": "同色獣"})
    english = ma.fields.String(required=True, metadata={"example": "The Flash: The Animals"})
    pekzep = ma.fields.String(required=True)
    points = ma.fields.Integer(required=True)
    flash = fields.Boolean(required=True, metadata={"description": "同色: all its pieces in one colour (+2)"})
    pieces = fields.nested_list(CapturedPieceOutSchema)
    king_substitutions = fields.nested_list(KingSubstitutionSchema)
    copies = ma.fields.Integer(
        required=True, metadata={"description": "disjoint copies counted (1 unless count_duplicate_hands)"}
    )
    per_piece_value = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "under a per-piece scoring: the hand's exact value (e.g. \"5.6\"), else null"},
    )


class HandsSchema(ma.Schema):
    """Every hand of a hop1zuo1 and their total."""

    hands = fields.nested_list(HandSchema)
    score = ma.fields.Integer(required=True, metadata={"description": "the sum of the hands' points"})
    per_piece_score = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "under a per-piece scoring: the exact score of the hop1zuo1 (e.g. \"7.4\")"},
    )


class HandsRequestSchema(ma.Schema):
    """A multiset of captured pieces, and optionally the one before the last capture."""

    ruleset = ruleset_field()
    pieces = ma.fields.List(captured_piece_field(), required=True, validate=Length(max=MAX_PIECES))
    previous = ma.fields.List(
        captured_piece_field(), load_default=None, validate=Length(max=MAX_PIECES),
        metadata={"description": "the hop1zuo1 before; the answer then says which hands are new"},
    )


class HandsResponseSchema(HandsSchema):
    """The hands, and which are new compared with ``previous``."""

    ruleset = fields.nested(EffectiveRulesetSchema)
    new_hands = ma.fields.List(
        ma.fields.Nested(HandSchema), allow_none=True, required=True,
        metadata={"description": "hands whose name was not present before (null without previous)"},
    )


def _hand_json(hand: FoundHand, ruleset: Ruleset) -> dict[str, Any]:
    return {
        "name": hand.name,
        "english": hand.english,
        "pekzep": hand.kind.pekzep,
        "points": hand.points,
        "flash": hand.flash,
        "pieces": [p.to_json() for p in hand.pieces],
        "king_substitutions": [
            {"king": s.king.to_json(), "stands_for": s.stands_for.value} for s in hand.substitutions
        ],
        "copies": hand.copies,
        "per_piece_value": (
            None if ruleset.scoring == "hands" else str(score_to_json(hand_value(hand, ruleset.scoring)))
        ),
    }


def _hands_json(result: HandsResult, pieces: Sequence[ColouredPiece], ruleset: Ruleset) -> dict[str, Any]:
    return {
        "hands": [_hand_json(h, ruleset) for h in result.hands],
        "score": result.score,
        "per_piece_score": (
            None if ruleset.scoring == "hands" else str(score_to_json(per_piece_score(pieces, result, ruleset.scoring)))
        ),
    }


def _evaluate(pieces: list[ColouredPiece], field: str, ruleset: Ruleset) -> HandsResult:
    try:
        return hands_of(pieces, ruleset)
    except HandsError as exc:
        too_many = [p.cjk for p in exc.too_many]
        message = f"'{field}': more copies than the game has of {', '.join(too_many)}"
        abort(422, message=message, errors={"json": {field: [str(exc)]}, "too_many": too_many})
        raise  # unreachable


def _hands_key(args: dict[str, Any]) -> Any:
    return {
        "pieces": sorted(p.cjk for p in args["pieces"]),
        "previous": None if args["previous"] is None else sorted(p.cjk for p in args["previous"]),
        "ruleset": args["ruleset"],
    }


@ops.post("/hands", HandsRequestSchema, HandsResponseSchema, key=_hands_key,
          example={"pieces": ["赤兵", "赤兵", "黒王"], "previous": ["赤兵", "赤兵"]}, cost=flat(1))
def score_cetkaik_hands(ruleset: Ruleset, pieces: list[ColouredPiece], previous: list[ColouredPiece] | None
                        ) -> JSON:
    """Find every hand (役) a hop1zuo1 forms, with its points and the pieces that make it

    Pieces are given as objects or as strings such as `"赤兵"`. Each hand comes with its CJK and English
    names, its points (the 同色 flash form counts instead of the plain one), the pieces used and the king
    substitutions it relies on (a king may stand in for one piece of another profession of its colour).
    A multiset that cannot exist (e.g. two red kings) is a 422 listing the pieces with too many copies.
    The optional `ruleset` selects the hand system (standard, 連獣連, 三連, 具象, educational), whether
    duplicate hands count, and the scoring: under an old per-piece scoring each hand also gets its exact
    per-piece value and the hop1zuo1 its per-piece score (decimal strings such as `"5.6"`).
    """
    current = _evaluate(pieces, "pieces", ruleset)
    before = None if previous is None else _evaluate(previous, "previous", ruleset)
    new = None if before is None else [_hand_json(h, ruleset) for h in find_new_hands(before, current)]
    return {**_hands_json(current, pieces, ruleset), "new_hands": new, "ruleset": ruleset_json(ruleset)}


# --- applying a move ---------------------------------------------------------------------------------------------


class CastsSchema(ma.Schema):
    """Cast results already known (marked sticks, 0-5); the others are enumerated (or drawn with a seed)."""

    stepping = fields.Integer(
        allow_none=True, validate=Range(0, 40),
        metadata={"description": "the cast of a step-then-ranged move (its first phase): 0-5, or a chained total"},
    )
    water_entry = fields.Integer(allow_none=True, validate=Range(0, 5), metadata={"description": ">= 3 succeeds"})

    @ma.post_load
    def _casts(self, data: dict[str, Any], **kwargs: Any) -> Casts:
        return Casts(**data)


class ApplyRequestSchema(PositionInputSchema):
    """A move to adjudicate in a position."""

    ruleset = ruleset_field()
    move = move_arg()
    casts = ma.fields.Nested(CastsSchema, load_default=Casts)
    seed = fields.seed_field(DRAW_WITH_SEED)


class PenaltySchema(ma.Schema):
    """A penalty the mover incurred (撃皇 or 皇再来)."""

    name = ma.fields.String(required=True, metadata={"example": "撃皇"})
    english = ma.fields.String(required=True)
    points = ma.fields.Integer(required=True, metadata={"description": "raw points (negative)"})
    is_a_hand = fields.Boolean(
        required=True, metadata={"description": "counts as a hand: forces a declaration, charged only on ta xot1"}
    )
    score_change = ma.fields.Integer(required=True, metadata={"description": "charged at once (points x rate), or 0"})


GameResultSchema = fields.schema("GameResultSchema", "The end of the game.", GameOverSchema)


class OutcomeSchema(ma.Schema):
    """One possible result of a move."""

    probability = fields.nested(ProbabilitySchema)
    state = ma.fields.String(
        required=True, validate=OneOf(["excited", "must_declare", "turn_passed", "game_over"]),
        metadata={"description": "excited: choose the final square or pass; must_declare: ty mok1 or ta xot1"},
    )
    position = fields.nested(CanonicalPositionSchema)
    position_text = ma.fields.String(required=True)
    stepping_cast = ma.fields.Integer(allow_none=True, required=True)
    water_entry_casts = ma.fields.List(
        ma.fields.Integer(), required=True, metadata={"description": "the water-entry cast results leading here"}
    )
    water_entry_success = fields.Boolean(allow_none=True, required=True)
    moved = fields.Boolean(required=True, metadata={"description": "the piece (or tam2) left its square"})
    captured = fields.nested(CapturedPieceOutSchema, allow_none=True)
    steps_on_tam2 = fields.Boolean(required=True)
    penalties = fields.nested_list(PenaltySchema)
    hands = fields.nested(HandsSchema, "the mover's hands now")
    new_hands = fields.nested_list(HandSchema)
    must_declare = fields.Boolean(required=True)
    game_result = fields.nested(GameResultSchema, allow_none=True)
    kiaak = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "the move as a game record writes it, when the outcome fixes every cast"},
    )


PlayedMoveSchema = fields.schema("PlayedMoveSchema", "The move adjudicated.", ConvertedMoveSchema)


class ApplyResponseSchema(VerdictSchema):
    """The adjudication of a move: legal or not (and why), and every outcome with its exact probability."""

    move = fields.nested(PlayedMoveSchema)
    outcomes = fields.nested_list(OutcomeSchema)
    total_probability = fields.nested(ProbabilitySchema, "1 for a legal move, 0 for an illegal one")
    ruleset = fields.nested(EffectiveRulesetSchema)


def game_over_json(result: GameResult | None) -> dict[str, Any] | None:
    """The end of a game as JSON (None while it goes on)."""
    return None if result is None else result.to_json()


def _outcome_json(before: Position, move: cmoves.Move, o: Outcome, ruleset: Ruleset) -> dict[str, Any]:
    return {
        "probability": probability(o.probability),
        "state": o.state.value,
        **position_out(o.position),
        "stepping_cast": o.stepping_sticks,
        "water_entry_casts": list(o.water_entry_sticks),
        "water_entry_success": o.water_entry_success,
        "moved": o.moved,
        "captured": None if o.captured is None else o.captured.to_json(),
        "steps_on_tam2": o.kut2tam2,
        "penalties": [{"name": p.kind.cjk, "english": p.kind.english, "points": p.points, "is_a_hand": p.is_a_hand,
                       "score_change": p.score_change} for p in o.penalties],
        "hands": _hands_json(o.hands, o.position.hop1zuo1(before.to_play), ruleset),
        "new_hands": [_hand_json(h, ruleset) for h in o.new_hands],
        "must_declare": o.state.value == "must_declare",
        "game_result": game_over_json(o.game_result),
        "kiaak": played_move_text(before, move, o),
    }


def _rng(seed: int | None) -> random.Random | None:
    return None if seed is None else random.Random(seed)


#: A position awaiting the IA side's declaration: its Uai1 has just taken the A side's king and formed 王 (5).
EXAMPLE_AWAITING = "4G-4/9/9/9/4*4/9/9/3g+5/9 IA K - 0 20:20 x1 f await:王"

#: A whole season in the cerke_online layout of kiaak (docs/quickstart.md): it ends 15 to 25 on a 王 and 終季.
EXAMPLE_RECORD = (
    "{一位色:黒赤}\n"
    "NIA車KIANIA無撃裁\tZA王TAZA無撃裁\nNAI兵LAILY無撃裁\tTI兵TU無撃裁\nTIA将ZIAZAU無撃裁\tTA将TETI無撃裁\n"
    "ZIA王XIAZIA無撃裁\tNA車NIKO無撃裁\nLIA馬TAIXO水四\tKO車KAIKIA無撃裁手赤筆\nXO馬TI無撃裁手黒将\tKIA車NIAZIA無撃裁手黒王\n"
    "\n或為王而手五\n終季\t春終\n"
)


@ops.post("/apply", ApplyRequestSchema, ApplyResponseSchema,
          example={"position_text": INITIAL_TEXT, "move": "LAU片LAI心LY", "casts": {"stepping": 4}},
          cost=flat(3, 64 << 10), fast=True)
def apply_cetkaik_move(position: Position, ruleset: Ruleset, move: cmoves.Move, casts: Casts,
                       seed: int | None) -> JSON:
    """Apply a move: legality, then every outcome with its exact probability

    Without cast results the answer is the complete distribution: every outcome (stepping cast, water
    entry) with its exact probability, the resulting position, the piece captured, the penalties, the hands
    newly formed and whether the mover must now declare. With the cast results (`casts`) or a `seed`, the
    single outcome. A step-then-ranged move is played in two phases: the `InfAfterStep` move gives the
    excited position after the cast; then send the final square (or `pass`) from that position. Every
    outcome's position is a whole game state: it says when the mover must declare (`awaiting_declaration`,
    with the turn's new hands and penalty hands) and when the game is over (`game_over`). An illegal move is
    answered `legal: false` with the reason; so is every move after the end of the game, and every move while
    a declaration is awaited (declare with `declare_cetkaik`).
    """
    with under("position"):
        adjudication = apply_move(position, move, ruleset, casts=casts, rng=_rng(seed))
    played = adjudication.move
    return {
        "legal": adjudication.legal,
        "reason": adjudication.reason or None,
        "move": {"notation": cmoves.to_notation(played), "move": cmoves.to_json(played)},
        "outcomes": [_outcome_json(position, played, o, ruleset) for o in adjudication.outcomes],
        "total_probability": probability(sum((o.probability for o in adjudication.outcomes), Fraction(0))),
        "ruleset": ruleset_json(ruleset),
    }


# --- declarations ------------------------------------------------------------------------------------------------


class FirstMoverCastSchema(ma.Schema):
    """One round of first-mover casts: both sides cast five sticks, the higher starts, a tie is cast again."""

    IASide = fields.Integer(required=True, validate=Range(0, 5))
    ASide = fields.Integer(required=True, validate=Range(0, 5))


def first_mover_casts_field() -> ma.fields.List:  # type: ignore[type-arg]
    """The first-mover cast rounds of the next season, as (IA, A) pairs."""
    return ma.fields.List(
        ma.fields.Nested(FirstMoverCastSchema), load_default=None, validate=Length(min=1, max=100),
        metadata={"description": "the first-mover cast rounds of the next season (all but the last tied)"},
    )


def _casts_pairs(rounds: list[dict[str, int]] | None) -> list[tuple[int, int]] | None:
    return None if rounds is None else [(c["IASide"], c["ASide"]) for c in rounds]


class DeclareRequestSchema(PositionInputSchema):
    """A declaration by the side to move, in a position that awaits one (it carries the turn's hands)."""

    ruleset = ruleset_field()
    declaration = fields.LibraryField(
        _declaration, required=True,
        metadata={"type": "string", "enum": DECLARATIONS,
                  "description": "ty_mok1 (再行): continue, the rate doubles; ta_xot1 (終季): end the season"},
    )
    first = side_arg("who moves first in the next season, if known")
    first_mover_casts = first_mover_casts_field()
    seed = fields.seed_field(DRAW_WITH_SEED)


def _score_or_null(description: str) -> ma.fields.Raw:
    """A score: a whole number, a decimal string (per-piece scoring) or null."""
    return ma.fields.Raw(allow_none=True, required=True, metadata={
        "description": description, "oneOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]})


class DeclarationOutcomeSchema(ma.Schema):
    """One possible result of a declaration (a new season has one per first mover)."""

    probability = fields.nested(ProbabilitySchema)
    declaration = ma.fields.String(required=True)
    raw_score = _score_or_null("ta xot1: the hands and penalties scored (a decimal string under a per-piece "
                               "scoring); null for ty mok1")
    score_change = _score_or_null("raw x rate; null for ty mok1")
    position = fields.nested(CanonicalPositionSchema)
    position_text = ma.fields.String(required=True)
    first_mover_casts = fields.nested_list(FirstMoverCastSchema)
    season_ended = fields.Boolean(required=True)
    game_result = fields.nested(GameResultSchema, allow_none=True)


class DeclareResponseSchema(VerdictSchema):
    """The adjudication of the declaration: legal only when the position awaits one; then every outcome."""

    outcomes = fields.nested_list(DeclarationOutcomeSchema)
    ruleset = fields.nested(EffectiveRulesetSchema)


def _declaration_json(o: DeclarationOutcome) -> dict[str, Any]:
    return {
        "probability": probability(o.probability),
        "declaration": o.declaration,
        "raw_score": None if o.raw_score is None else score_to_json(o.raw_score),
        "score_change": None if o.score_change is None else score_to_json(o.score_change),
        **position_out(o.position),
        "first_mover_casts": [{"IASide": ia, "ASide": a} for ia, a in o.first_mover_casts],
        "season_ended": o.declaration == "ta_xot1",
        "game_result": game_over_json(o.game_result),
    }


@ops.post("/declare", DeclareRequestSchema, DeclareResponseSchema,
          example={"position_text": EXAMPLE_AWAITING, "declaration": "ta_xot1", "seed": 5}, cost=flat(2))
def declare_cetkaik(position: Position, ruleset: Ruleset, declaration: DeclarationKind, first: Side | None,
                    first_mover_casts: list[dict[str, int]] | None, seed: int | None) -> JSON:
    """Declare ty mok1 (再行) or ta xot1 (終季) in a position that awaits a declaration

    The position says what the turn formed (`awaiting_declaration`: its new hands and penalty hands), as
    `apply_cetkaik_move` returned it; nothing else is needed. A declaration in a position that awaits none
    (or after the end of the game) is answered `legal: false` with the reason. ty mok1 doubles the rate (at
    most x64) and passes the turn. ta xot1 scores every hand of the declarer's hop1zuo1 plus the turn's
    penalty hands (after a penalty alone, only the penalties, as the reference does; ruleset flag
    `ta_xot1_forced_by_penalty_scores`), times the rate, zero-sum and clamped to 0..40; the game ends when a
    score reaches 0 or after the ruleset's last season (1, 2 or 4); otherwise the next season starts from
    the initial position. Its first mover is decided by casting sticks: give the casts, a seed, or the side,
    or get both possibilities with probability 1/2 each.
    """
    with under("position"):
        verdict = declare(position, declaration, ruleset, first=first,
                          first_mover_casts=_casts_pairs(first_mover_casts), rng=_rng(seed))
    return {"legal": verdict.legal, "reason": verdict.reason,
            "outcomes": [_declaration_json(o) for o in verdict.outcomes], "ruleset": ruleset_json(ruleset)}


# --- game records ------------------------------------------------------------------------------------------------


class ReplayRequestSchema(ma.Schema):
    """A kiaak game record to check."""

    record = ma.fields.String(required=True, validate=Length(max=100_000), metadata={"description": "kiaak text"})
    ruleset = ruleset_field()
    ply = fields.Integer(load_default=None, validate=Range(0, 100_000), metadata={
        "description": "return only the position after this many movements (0 = the start)"})


ProblemSchema = fields.schema("ProblemSchema", "The first thing in a record the rules do not allow.",
                              line=ma.fields.Integer(required=True), column=ma.fields.Integer(required=True),
                              reason=ma.fields.String(required=True))


class ReplayedPositionSchema(ma.Schema):
    """A position of the record."""

    ply = ma.fields.Integer(required=True, metadata={"description": "movements played so far"})
    line = ma.fields.Integer(allow_none=True, required=True, metadata={"description": "where the element is written"})
    element = ma.fields.String(allow_none=True, required=True, metadata={"description": "the record text played"})
    state = ma.fields.String(allow_none=True, required=True)
    position = fields.nested(CanonicalPositionSchema)
    position_text = ma.fields.String(required=True)


class ReplayResponseSchema(ma.Schema):
    """The verdict on a record: valid, or where and why not; and the positions it goes through."""

    valid = fields.Boolean(required=True)
    problem = fields.nested(ProblemSchema, allow_none=True)
    plies = ma.fields.Integer(required=True, metadata={"description": "movements replayed (up to the problem)"})
    positions = fields.nested_list(ReplayedPositionSchema)
    final_scores = ma.fields.Dict(
        keys=ma.fields.String(), required=True,
        values=ma.fields.Raw(metadata={"oneOf": [{"type": "integer"}, {"type": "string"}]}),
        metadata={"description": "whole numbers, or decimal strings under a per-piece scoring"},
    )
    game_result = fields.nested(GameResultSchema, allow_none=True)
    ruleset = fields.nested(EffectiveRulesetSchema)


def _bounded_record(record: str) -> Any:
    """Parse a record, refusing one with more movements than a request may replay."""
    with under("record"):
        parsed = parse_record(record)
        movements = [e for e in parsed.body if not isinstance(e, (Declaration, GameEnd))]
        if len(movements) > MAX_REPLAY_MOVEMENTS:
            raise RulesError(f"line {movements[MAX_REPLAY_MOVEMENTS].where.line}: the record has {len(movements)} "
                             f"movements, more than the {MAX_REPLAY_MOVEMENTS} one request may replay")
    return parsed


#: Replaying a record costs about 0.09 units per character of kiaak (a ply is ten characters or so); a replay answers
#: every position it goes through, about 300 bytes per character, unless it is asked for one ply.
_RECORD_UNITS, _POSITION_BYTES = 0.09, 300


def kiaak_cost(most: int) -> Cost:
    """What replaying (or extending) a record of at most ``most`` characters costs."""

    def charge(args: dict[str, Any]) -> Charge:
        size = len(args["record"])
        every = args.get("ply") is None and "play" not in args
        return Charge(1 + _RECORD_UNITS * size, SMALL_ANSWER + (_POSITION_BYTES * size if every else 0), "record")

    return custom(charge, 1 + _RECORD_UNITS * most, f"{_RECORD_UNITS:g} units per character of the record")


@ops.post("/records/replay", ReplayRequestSchema, ReplayResponseSchema,
          example={"record": EXAMPLE_RECORD, "ply": 4}, cost=kiaak_cost(most=100_000))
def replay_kiaak(record: str, ruleset: Ruleset, ply: int | None) -> JSON:
    """Check a kiaak game record move by move and return the positions it goes through

    Every move, cast, capture, declaration and declared score is checked against the rules. A record that
    breaks them is an adjudication (`valid: false`, with the line, column and reason of its first problem,
    and the positions up to it); a record that cannot be read at all is a 422 naming its line and column.
    Every form of the notation is read: the cerke_online records (`{一位色:…}` with one colour per season, or
    the older single colour: later first movers are then inferred from the moves), the CKKA players line
    `[name]score [name]score`, CKKA declarations naming each hand in parentheses (`[SY]為(同色獣)再行`,
    `[SY]為(同色獣)(王)終季 手二十`, the season word `春終` optional; the hands named are checked against the
    hands formed), colourless captures (`手兵`), unknown casts (`水或`, `橋或`), tam2 movements
    with an unknown square (`[或]`), comments.
    """
    replay = replay_record(_bounded_record(record), ruleset)
    entries: list[dict[str, Any]] = [
        {"ply": 0, "line": None, "element": None, "state": None, **position_out(replay.initial)}
    ]
    plies = 0
    for step in replay.steps:
        if isinstance(step.element, GameEnd):
            continue
        plies += not isinstance(step.element, Declaration)
        entries.append({
            "ply": plies,
            "line": step.element.where.line,
            "element": "\n".join(element_lines(step.element)),
            "state": step.state.value,
            **position_out(step.position),
        })
    if ply is not None:
        if ply > replay.plies:
            raise RulesError(f"the record has {replay.plies} movements, there is no ply {ply}", "ply")
        entries = [next(e for e in reversed(entries) if e["ply"] == ply)]
    final = replay.final_position
    return {
        "valid": replay.valid,
        "problem": None if replay.problem is None else {
            "line": replay.problem.line, "column": replay.problem.column, "reason": replay.problem.reason},
        "plies": replay.plies,
        "positions": entries,
        "final_scores": {Side.IA.value: score_to_json(final.ia_score), Side.A.value: score_to_json(final.a_score)},
        "game_result": game_over_json(replay.game_result),
        "ruleset": ruleset_json(ruleset),
    }


class RecordPlaySchema(ma.Schema):
    """A movement of the game, with its casts and (for a step-then-ranged move) the final square."""

    move = move_arg()
    casts = ma.fields.Nested(CastsSchema, load_default=Casts)
    final = ma.fields.String(load_default=None, metadata={
        "description": "step-then-ranged move: the final square chosen after the cast, or 'pass'"})

    @ma.post_load
    def _play(self, data: dict[str, Any], **kwargs: Any) -> Play:
        move = data["move"]
        final = None
        if data["final"] is not None:
            try:
                final = cmoves.PASS if data["final"] == "pass" else cmoves.AfterHalfAcceptance(
                    parse_square(data["final"]))
            except RulesError as exc:
                raise ma.ValidationError(exc.message, "final") from exc
        if isinstance(move, cmoves.SrcStepsDst):
            raise ma.ValidationError("a record cannot hold a move over several vessels (old cetkaik)", "move")
        if not isinstance(move, cmoves.GroundMove):
            raise ma.ValidationError("must be a move of a ground position, not a final square", "move")
        return Play(move, data["casts"], final)


class RecordItemField(ma.fields.Field):  # type: ignore[type-arg]
    """A play, or a declaration (``"ty_mok1"`` / ``"ta_xot1"``), documented as the union it accepts."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            metadata={"oneOf": [{"$ref": "#/components/schemas/RecordPlay"}, {"type": "string", "enum": DECLARATIONS}]},
            **kwargs,
        )

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            found = _DECLARATION_NAMES.get(value)
            if found is None:
                raise ma.ValidationError(f"must be one of {', '.join(DECLARATIONS)} or a play object")
            return found
        if isinstance(value, dict):
            return RecordPlaySchema().load(value)
        raise ma.ValidationError("must be a play object or 'ty_mok1' / 'ta_xot1'")


class WriteRequestSchema(ma.Schema):
    """A game to write as a record."""

    plays = ma.fields.List(RecordItemField(), required=True, validate=Length(max=MAX_PLAYS))
    first_movers = ma.fields.List(
        fields.LibraryField(parse_side, metadata={"type": "string", "enum": SIDES}),
        required=True, validate=Length(min=1, max=4),
        metadata={"description": "the first mover of each season played"},
    )
    ruleset = ruleset_field()
    start_time = ma.fields.String(load_default=None, validate=Length(max=64))
    end_time = ma.fields.String(load_default=None, validate=Length(max=64))


WriteResponseSchema = fields.schema("WriteResponseSchema", "The record.", record=ma.fields.String(required=True))


def _play_key(play: Play | str) -> Any:
    if isinstance(play, str):
        return play
    return [cmoves.to_notation(play.move), play.casts.stepping, play.casts.water_entry,
            None if play.final is None else cmoves.to_notation(play.final)]


@ops.post("/records/write", WriteRequestSchema, WriteResponseSchema,
          key=lambda args: {**args, "plays": [_play_key(p) for p in args["plays"]]},
          example={"plays": [{"move": "LAI片LY"}, {"move": "LI片LU"}], "first_movers": ["IASide"]},
          cost=scaled("plays", 1, 5000, bytes_each=64))
def write_kiaak(plays: list[Play | DeclarationKind], first_movers: list[Side], ruleset: Ruleset,
                start_time: str | None, end_time: str | None) -> JSON:
    """Write a sequence of moves, casts and declarations as a kiaak record (cerke_online layout)

    The plays are checked by the rules as they are written; the first that cannot be written is a 422
    naming it (e.g. `plays[3].casts.water_entry`).
    """
    return {"record": write_record(plays, first_movers, ruleset, start_time=start_time, end_time=end_time)}


class ExtendRequestSchema(ma.Schema):
    """A record and the next play of its game."""

    record = ma.fields.String(
        required=True, validate=Length(max=100_000),
        metadata={"description": "the game so far as a kiaak record (may be empty to start a game)"},
    )
    play = RecordItemField(required=True)
    ruleset = ruleset_field()
    first = side_arg("who moves first in the season the play starts (the first play of a record that does "
                           "not say, or a ta xot1 that starts a season); ignored for a ta xot1 that ends the game")
    first_mover_casts = first_mover_casts_field()
    seed = fields.seed_field(DRAW_WITH_SEED)


class ExtendResponseSchema(VerdictSchema):
    """The adjudication of the play and, when it is legal, the record extended by it."""

    record = ma.fields.String(
        required=True, metadata={"description": "the record with the play (unchanged if illegal)"}
    )
    added = ma.fields.String(required=True, metadata={"description": "exactly the text the play appended"})
    header = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "the new 一位色 header item, when the play named a season's first mover there"},
    )
    position = fields.nested(CanonicalPositionSchema)
    position_text = ma.fields.String(required=True)
    state = ma.fields.String(
        required=True, validate=OneOf(["must_declare", "turn_passed", "game_over"]),
        metadata={"description": "where the game stands after the play"},
    )
    outcome = fields.nested(OutcomeSchema, "a movement", allow_none=True)
    declaration = fields.nested(DeclarationOutcomeSchema, "a declaration", allow_none=True)
    ruleset = fields.nested(EffectiveRulesetSchema)


@ops.post("/records/extend", ExtendRequestSchema, ExtendResponseSchema,
          key=lambda args: {**args, "play": _play_key(args["play"])},
          example={"record": "{一位色:黒}\nLAI兵LY無撃裁", "play": {"move": "MI片MU"}}, cost=kiaak_cost(most=100_000))
def extend_kiaak(record: str, play: Play | DeclarationKind, ruleset: Ruleset, first: Side | None,
                 first_mover_casts: list[dict[str, int]] | None, seed: int | None) -> JSON:
    """Adjudicate the next play of a game kept only as its record, and extend the record by it

    A game server that stores nothing: send the record so far and the next play (a movement with its casts,
    or `ty_mok1` / `ta_xot1`); the answer adjudicates it (`legal: false` with the reason for a play the rules
    forbid, after the end of the game, or a movement while a declaration is awaited), gives the new position
    and the record extended by exactly the text the play adds (`added`, appended at the end). Casts not given
    are drawn with `seed` (a step-then-ranged move also needs its `final` square or `pass`). A ta xot1 that
    starts a season, or the first play of a record that does not say who moves first, also names that season's
    first mover in the `一位色` header (`header`): give `first`, `first_mover_casts` or a `seed`. A ta xot1
    that ends the game (after the last season, or by the score limit before it) starts no season and needs
    none: a first mover sent with it is moot and ignored. A record that breaks the rules is a 422 naming its
    line.
    """
    _bounded_record(record)
    extension = extend_record(record, play, ruleset, first=first,
                              first_mover_casts=_casts_pairs(first_mover_casts), rng=_rng(seed))
    position = extension.position
    state = ("game_over" if position.game_over is not None
             else "must_declare" if position.awaiting_declaration is not None else "turn_passed")
    outcome = None
    if extension.outcome is not None and isinstance(play, Play):
        outcome = _outcome_json(extension.before, play.move, extension.outcome, ruleset)
        outcome["kiaak"] = extension.written
    return {
        "legal": extension.legal,
        "reason": extension.reason,
        "record": extension.record,
        "added": extension.added,
        "header": extension.header,
        **position_out(position),
        "state": state,
        "outcome": outcome,
        "declaration": None if extension.declaration is None else _declaration_json(extension.declaration),
        "ruleset": ruleset_json(ruleset),
    }
