"""HTTP adapter for playing Cetkaik: applying moves with their casts, declarations, hands and game records."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import marshmallow as ma
from flask.views import MethodView
from flask_smorest import abort
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.hands import KUT2TAM2, TAM2_TY_SAK2, FoundHand, HandsError, HandsResult
from adjudicator.games.cetkaik.hands import new_hands as find_new_hands
from adjudicator.games.cetkaik.kiaak import (
    Declaration,
    GameEnd,
    KiaakReplay,
    Play,
    element_lines,
    parse_record,
    played_move_text,
    replay_record,
    write_record,
)
from adjudicator.games.cetkaik.pieces import ColouredPiece, Side, parse_colour, parse_profession, parse_side
from adjudicator.games.cetkaik.position import Position, score_to_json
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.scoring import hand_value, hands_of, per_piece_score
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import (
    Adjudication,
    Casts,
    DeclarationOutcome,
    GameResult,
    Outcome,
    Penalty,
    declare,
)
from adjudicator.games.cetkaik.transition import apply_move as apply_cetkaik_move
from adjudicator.web import fields
from adjudicator.web.api import Blueprint, ProbabilitySchema, answer, bad_input, probability
from adjudicator.web.cetkaik_common import position_out, read_move, read_position, read_ruleset
from adjudicator.web.errors import abort_unprocessable
from adjudicator.web.schemas.cetkaik import (
    SIDES,
    CanonicalPositionSchema,
    CapturedPieceOutSchema,
    EffectiveRulesetSchema,
    MoveObjectSchema,
    PositionInputSchema,
    captured_piece_field,
    move_field,
    ruleset_field,
)

blp = Blueprint(
    "cetkaik_play",
    __name__,
    url_prefix="/v1/cetkaik",
    description="Cetkaik (机戦): applying moves, declarations, hands and game records",
)
TAGS = ["cetkaik"]

#: The most pieces a hop1zuo1 can hold (48 coloured pieces); longer lists are refused by the schema.
MAX_PIECES = 48
#: The most plays a record to write may have.
MAX_PLAYS = 5000
#: The most movements a record to replay may have: a long real game has a few hundred; replaying 2000 takes ~2 s
#: and answers ~6 MB (every position is returned), while the characters the record field allows hold ~10 000.
MAX_REPLAY_MOVEMENTS = 2000


# --- hands ---------------------------------------------------------------------------------------------------


class KingSubstitutionSchema(ma.Schema):
    """A king (王) of the hop1zuo1 standing in for a piece of another profession of its colour."""

    king = ma.fields.Nested(CapturedPieceOutSchema, required=True)
    stands_for = ma.fields.String(required=True, metadata={"description": "the profession it stands for"})


class HandSchema(ma.Schema):
    """A hand (役) present in a hop1zuo1."""

    name = ma.fields.String(required=True, metadata={"description": "CJK name, e.g. 獣 or 同色獣", "example": "同色獣"})
    english = ma.fields.String(required=True, metadata={"example": "The Flash: The Animals"})
    pekzep = ma.fields.String(required=True)
    points = ma.fields.Integer(required=True)
    flash = fields.Boolean(required=True, metadata={"description": "同色: all its pieces in one colour (+2)"})
    pieces = ma.fields.List(ma.fields.Nested(CapturedPieceOutSchema), required=True)
    king_substitutions = ma.fields.List(ma.fields.Nested(KingSubstitutionSchema), required=True)
    copies = ma.fields.Integer(
        required=True, metadata={"description": "disjoint copies counted (1 unless count_duplicate_hands)"}
    )
    per_piece_value = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "under a per-piece scoring: the hand's exact value (e.g. \"5.6\"), else null"},
    )


class HandsSchema(ma.Schema):
    """Every hand of a hop1zuo1 and their total."""

    hands = ma.fields.List(ma.fields.Nested(HandSchema), required=True)
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
        captured_piece_field(),
        allow_none=True,
        load_default=None,
        validate=Length(max=MAX_PIECES),
        metadata={"description": "the hop1zuo1 before; the answer then says which hands are new"},
    )


class HandsResponseSchema(HandsSchema):
    """The hands, and which are new compared with ``previous``."""

    ruleset = ma.fields.Nested(EffectiveRulesetSchema, required=True)

    new_hands = ma.fields.List(
        ma.fields.Nested(HandSchema), allow_none=True, required=True,
        metadata={"description": "hands whose name was not present before (null without previous)"},
    )


def _piece_json(piece: ColouredPiece) -> dict[str, str]:
    return {"color": piece.colour.value, "prof": piece.profession.value}


def _hand_json(hand: FoundHand, ruleset: Ruleset) -> dict[str, Any]:
    return {
        "name": hand.name,
        "english": hand.english,
        "pekzep": hand.kind.pekzep,
        "points": hand.points,
        "flash": hand.flash,
        "pieces": [_piece_json(p) for p in hand.pieces],
        "king_substitutions": [
            {"king": _piece_json(s.king), "stands_for": s.stands_for.value} for s in hand.substitutions
        ],
        "copies": hand.copies,
        "per_piece_value": (
            None if ruleset.scoring == "hands" else str(score_to_json(hand_value(hand, ruleset.scoring)))
        ),
    }


def _hands_json(result: HandsResult, pieces: Sequence[ColouredPiece], ruleset: Ruleset) -> dict[str, Any]:
    per_piece = None
    if ruleset.scoring != "hands":
        per_piece = score_to_json(per_piece_score(pieces, result, ruleset.scoring))
    return {
        "hands": [_hand_json(h, ruleset) for h in result.hands],
        "score": result.score,
        "per_piece_score": None if per_piece is None else str(per_piece),
    }


def _read_pieces(values: list[Any], field: str) -> list[ColouredPiece]:
    pieces = []
    for i, value in enumerate(values):
        with bad_input(f"{field}[{i}]"):
            if isinstance(value, str):
                pieces.append(ColouredPiece.from_cjk(value))
            else:
                pieces.append(ColouredPiece(parse_colour(value["color"]), parse_profession(value["prof"])))
    return pieces


def _evaluate(pieces: list[ColouredPiece], field: str, ruleset: Ruleset) -> HandsResult:
    try:
        return hands_of(pieces, ruleset)
    except HandsError as exc:
        too_many = [p.cjk for p in exc.too_many]
        message = f"'{field}': more copies than the game has of {', '.join(too_many)}"
        abort(422, message=message, errors={"json": {field: [str(exc)]}, "too_many": too_many})
        raise  # unreachable


@blp.route("/hands")
class Hands(MethodView):
    """Hands of captured pieces."""

    @blp.arguments(HandsRequestSchema)
    @blp.response(200, HandsResponseSchema)
    @blp.doc(operationId="score_cetkaik_hands", tags=TAGS)
    def post(self, body: dict[str, Any]) -> Any:
        """Find every hand (役) a hop1zuo1 forms, with its points and the pieces that make it

        Pieces are given as objects or as strings such as `"赤兵"`. Each hand comes with its CJK and English
        names, its points (the 同色 flash form counts instead of the plain one), the pieces used and the king
        substitutions it relies on (a king may stand in for one piece of another profession of its colour).
        A multiset that cannot exist (e.g. two red kings) is a 422 listing the pieces with too many copies.
        The optional `ruleset` selects the hand system (standard, 連獣連, 三連, 具象, educational), whether
        duplicate hands count, and the scoring: under an old per-piece scoring each hand also gets its exact
        per-piece value and the hop1zuo1 its per-piece score (decimal strings such as `"5.6"`).
        """
        ruleset = read_ruleset(body)
        pieces = _read_pieces(body["pieces"], "pieces")
        previous = None if body["previous"] is None else _read_pieces(body["previous"], "previous")
        current = _evaluate(pieces, "pieces", ruleset)
        before = None if previous is None else _evaluate(previous, "previous", ruleset)

        def compute() -> dict[str, Any]:
            new = None if before is None else [_hand_json(h, ruleset) for h in find_new_hands(before, current)]
            return {**_hands_json(current, pieces, ruleset), "new_hands": new, "ruleset": ruleset.to_json()}

        canonical = {
            "pieces": sorted(p.cjk for p in pieces),
            "previous": None if previous is None else sorted(p.cjk for p in previous),
            "ruleset": ruleset.to_json(),
        }
        return answer("score_cetkaik_hands", canonical, compute, HandsResponseSchema())


# --- applying a move ---------------------------------------------------------------------------------------------


class CastsSchema(ma.Schema):
    """Cast results already known (marked sticks, 0-5); the others are enumerated (or drawn with a seed)."""

    stepping = fields.Integer(
        allow_none=True, validate=Range(0, 40),
        metadata={"description": "the cast of a step-then-ranged move (its first phase): 0-5, or a chained total"},
    )
    water_entry = fields.Integer(allow_none=True, validate=Range(0, 5), metadata={"description": ">= 3 succeeds"})


class ApplyRequestSchema(PositionInputSchema):
    """A move to adjudicate in a position."""

    ruleset = ruleset_field()
    move = move_field(required=True)
    casts = ma.fields.Nested(CastsSchema, load_default=dict)
    seed = fields.Integer(
        allow_none=True, load_default=None, validate=Range(-(2**63), 2**63 - 1),
        metadata={"description": "draw the casts not given with this seed (one reproducible outcome)"},
    )


class PenaltySchema(ma.Schema):
    """A penalty the mover incurred (撃皇 or 皇再来)."""

    name = ma.fields.String(required=True, metadata={"example": "撃皇"})
    english = ma.fields.String(required=True)
    points = ma.fields.Integer(required=True, metadata={"description": "raw points (negative)"})
    is_a_hand = fields.Boolean(
        required=True, metadata={"description": "counts as a hand: forces a declaration, charged only on ta xot1"}
    )
    score_change = ma.fields.Integer(required=True, metadata={"description": "charged at once (points x rate), or 0"})


class GameResultSchema(ma.Schema):
    """The end of the game."""

    victor = ma.fields.String(allow_none=True, required=True, metadata={"description": "IASide, ASide or null (draw)"})
    reason = ma.fields.String(
        required=True, validate=OneOf(["score_reached_limit", "last_season_ended", "no_move_possible", "king_captured"])
    )


class OutcomeSchema(ma.Schema):
    """One possible result of a move."""

    probability = ma.fields.Nested(ProbabilitySchema, required=True)
    state = ma.fields.String(
        required=True, validate=OneOf(["excited", "must_declare", "turn_passed", "game_over"]),
        metadata={"description": "excited: choose the final square or pass; must_declare: ty mok1 or ta xot1"},
    )
    position = ma.fields.Nested(CanonicalPositionSchema, required=True)
    position_text = ma.fields.String(required=True)
    stepping_cast = ma.fields.Integer(allow_none=True, required=True)
    water_entry_casts = ma.fields.List(
        ma.fields.Integer(), required=True, metadata={"description": "the water-entry cast results leading here"}
    )
    water_entry_success = fields.Boolean(allow_none=True, required=True)
    moved = fields.Boolean(required=True, metadata={"description": "the piece (or tam2) left its square"})
    captured = ma.fields.Nested(CapturedPieceOutSchema, allow_none=True, required=True)
    steps_on_tam2 = fields.Boolean(required=True)
    penalties = ma.fields.List(ma.fields.Nested(PenaltySchema), required=True)
    hands = ma.fields.Nested(HandsSchema, required=True, metadata={"description": "the mover's hands now"})
    new_hands = ma.fields.List(ma.fields.Nested(HandSchema), required=True)
    must_declare = fields.Boolean(required=True)
    game_result = ma.fields.Nested(GameResultSchema, allow_none=True, required=True)
    kiaak = ma.fields.String(
        allow_none=True, required=True,
        metadata={"description": "the move as a game record writes it, when the outcome fixes every cast"},
    )


class PlayedMoveSchema(ma.Schema):
    """The move adjudicated."""

    notation = ma.fields.String(required=True)
    move = ma.fields.Nested(MoveObjectSchema, required=True)


class ApplyResponseSchema(ma.Schema):
    """The adjudication of a move: legal or not (and why), and every outcome with its exact probability."""

    legal = fields.Boolean(required=True)
    reason = ma.fields.String(allow_none=True, required=True)
    move = ma.fields.Nested(PlayedMoveSchema, required=True)
    outcomes = ma.fields.List(ma.fields.Nested(OutcomeSchema), required=True)
    total_probability = ma.fields.Nested(
        ProbabilitySchema, required=True, metadata={"description": "1 for a legal move, 0 for an illegal one"}
    )
    ruleset = ma.fields.Nested(EffectiveRulesetSchema, required=True)


def _penalty_json(p: Penalty) -> dict[str, Any]:
    return {"name": p.kind.cjk, "english": p.kind.english, "points": p.points, "is_a_hand": p.is_a_hand,
            "score_change": p.score_change}


def _game_result_json(r: GameResult | None) -> dict[str, Any] | None:
    return None if r is None else {"victor": None if r.victor is None else r.victor.value, "reason": r.reason}


def _outcome_json(before: Position, move: cmoves.Move, o: Outcome, ruleset: Ruleset) -> dict[str, Any]:
    return {
        "probability": probability(o.probability),
        "state": o.state.value,
        **position_out(o.position),
        "stepping_cast": o.stepping_sticks,
        "water_entry_casts": list(o.water_entry_sticks),
        "water_entry_success": o.water_entry_success,
        "moved": o.moved,
        "captured": None if o.captured is None else _piece_json(o.captured),
        "steps_on_tam2": o.kut2tam2,
        "penalties": [_penalty_json(p) for p in o.penalties],
        "hands": _hands_json(o.hands, o.position.hop1zuo1(before.whose_turn), ruleset),
        "new_hands": [_hand_json(h, ruleset) for h in o.new_hands],
        "must_declare": o.state.value == "must_declare",
        "game_result": _game_result_json(o.game_result),
        "kiaak": played_move_text(before, move, o),
    }


def _adjudication_json(position: Position, adjudication: Adjudication, ruleset: Ruleset) -> dict[str, Any]:
    move = adjudication.move
    total = sum((o.probability for o in adjudication.outcomes), 0)
    return {
        "legal": adjudication.legal,
        "reason": adjudication.reason or None,
        "move": {"notation": cmoves.to_notation(move), "move": cmoves.to_json(move)},
        "outcomes": [_outcome_json(position, move, o, ruleset) for o in adjudication.outcomes],
        "total_probability": probability(total if adjudication.outcomes else 0),
        "ruleset": ruleset.to_json(),
    }


@blp.route("/apply")
class Apply(MethodView):
    """Apply a move."""

    @blp.arguments(ApplyRequestSchema)
    @blp.response(200, ApplyResponseSchema)
    @blp.doc(operationId="apply_cetkaik_move", tags=TAGS)
    def post(self, body: dict[str, Any]) -> Any:
        """Apply a move: legality, then every outcome with its exact probability

        Without cast results the answer is the complete distribution: every outcome (stepping cast, water
        entry) with its exact probability, the resulting position, the piece captured, the penalties, the hands
        newly formed and whether the mover must now declare. With the cast results (`casts`) or a `seed`, the
        single outcome. A step-then-ranged move is played in two phases: the `InfAfterStep` move gives the
        excited position after the cast; then send the final square (or `pass`) from that position. An
        illegal move is answered `legal: false` with the reason.
        """
        position = read_position(body)
        ruleset = read_ruleset(body)
        move = read_move(body["move"])
        casts = Casts(body["casts"].get("stepping"), body["casts"].get("water_entry"))
        seed = body["seed"]

        def compute() -> dict[str, Any]:
            rng = None if seed is None else random.Random(seed)
            return _adjudication_json(position, apply_cetkaik_move(position, move, ruleset, casts=casts, rng=rng),
                                      ruleset)

        canonical = {"position": position.to_text(), "ruleset": ruleset.to_json(), "move": cmoves.to_notation(move),
                     "casts": [casts.stepping, casts.water_entry], "seed": seed}
        return answer("apply_cetkaik_move", canonical, compute, ApplyResponseSchema())


# --- declarations ------------------------------------------------------------------------------------------------


class HandPenaltySchema(ma.Schema):
    """A penalty of this turn that counts as a hand (as reported by the move's outcome)."""

    name = ma.fields.String(required=True, validate=OneOf(["撃皇", "皇再来", "kut2tam2", "tam2_ty_sak2"]))
    points = fields.Integer(required=True, validate=Range(-40, 0))


class FirstMoverCastSchema(ma.Schema):
    """One round of first-mover casts: both sides cast five sticks, the higher starts, a tie is cast again."""

    IASide = fields.Integer(required=True, validate=Range(0, 5))
    ASide = fields.Integer(required=True, validate=Range(0, 5))


class DeclareRequestSchema(PositionInputSchema):
    """A declaration by the side to move, which has just formed a hand."""

    ruleset = ruleset_field()
    declaration = ma.fields.String(
        required=True, validate=OneOf(["ty_mok1", "ta_xot1", "再行", "終季"]),
        metadata={"description": "ty_mok1 (再行): continue, the rate doubles; ta_xot1 (終季): end the season"},
    )
    hand_penalties = ma.fields.List(ma.fields.Nested(HandPenaltySchema), load_default=list, validate=Length(max=4))
    first_mover = ma.fields.String(
        allow_none=True, load_default=None, validate=OneOf(SIDES),
        metadata={"description": "who moves first in the next season, if known"},
    )
    first_mover_casts = ma.fields.List(
        ma.fields.Nested(FirstMoverCastSchema), allow_none=True, load_default=None, validate=Length(min=1, max=100),
        metadata={"description": "the first-mover cast rounds of the next season (all but the last tied)"},
    )
    seed = fields.Integer(allow_none=True, load_default=None, validate=Range(-(2**63), 2**63 - 1))


class DeclarationOutcomeSchema(ma.Schema):
    """One possible result of a declaration (a new season has one per first mover)."""

    probability = ma.fields.Nested(ProbabilitySchema, required=True)
    declaration = ma.fields.String(required=True)
    raw_score = ma.fields.Raw(
        allow_none=True, required=True,
        metadata={"description": "ta xot1: hands + penalties (a decimal string under a per-piece scoring)",
                  "oneOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]},
    )
    score_change = ma.fields.Raw(
        allow_none=True, required=True,
        metadata={"description": "raw x rate", "oneOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]},
    )
    position = ma.fields.Nested(CanonicalPositionSchema, required=True)
    position_text = ma.fields.String(required=True)
    first_mover_casts = ma.fields.List(ma.fields.Nested(FirstMoverCastSchema), required=True)
    season_ended = fields.Boolean(required=True)
    game_result = ma.fields.Nested(GameResultSchema, allow_none=True, required=True)


class DeclareResponseSchema(ma.Schema):
    """Every outcome of the declaration."""

    outcomes = ma.fields.List(ma.fields.Nested(DeclarationOutcomeSchema), required=True)
    ruleset = ma.fields.Nested(EffectiveRulesetSchema, required=True)


_PENALTY_KINDS = {"撃皇": KUT2TAM2, "kut2tam2": KUT2TAM2, "皇再来": TAM2_TY_SAK2, "tam2_ty_sak2": TAM2_TY_SAK2}


def _declaration_json(o: DeclarationOutcome) -> dict[str, Any]:
    return {
        "probability": probability(o.probability),
        "declaration": o.declaration,
        "raw_score": None if o.raw_score is None else score_to_json(o.raw_score),
        "score_change": None if o.score_change is None else score_to_json(o.score_change),
        **position_out(o.position),
        "first_mover_casts": [{"IASide": ia, "ASide": a} for ia, a in o.first_mover_casts],
        "season_ended": o.declaration == "ta_xot1",
        "game_result": _game_result_json(o.game_result),
    }


@blp.route("/declare")
class Declare(MethodView):
    """Declare ty mok1 or ta xot1."""

    @blp.arguments(DeclareRequestSchema)
    @blp.response(200, DeclareResponseSchema)
    @blp.doc(operationId="declare_cetkaik", tags=TAGS)
    def post(self, body: dict[str, Any]) -> Any:
        """Declare ty mok1 (再行) or ta xot1 (終季) after forming a hand

        ty mok1 doubles the rate (at most x64) and passes the turn. ta xot1 scores every hand of the declarer's
        hop1zuo1 plus this turn's penalty hands, times the rate, zero-sum and clamped to 0..40; the game ends
        when a score reaches 0 or after the ruleset's last season (1, 2 or 4); otherwise the next season starts
        from the initial position. Its first mover is decided by casting sticks: give the casts, a seed, or the
        side, or get both possibilities with probability 1/2 each.
        """
        position = read_position(body)
        ruleset = read_ruleset(body)
        declaration = {"再行": "ty_mok1", "終季": "ta_xot1"}.get(body["declaration"], body["declaration"])
        penalties = tuple(
            Penalty(_PENALTY_KINDS[p["name"]], p["points"], True, 0) for p in body["hand_penalties"]
        )
        first_mover = None if body["first_mover"] is None else parse_side(body["first_mover"])
        casts = None
        if body["first_mover_casts"] is not None:
            casts = [(c["IASide"], c["ASide"]) for c in body["first_mover_casts"]]
        seed = body["seed"]
        if position.stepping is not None:
            abort_unprocessable("a declaration cannot be made in the excited state (finish the move first)",
                                "position.stepping")

        def compute() -> dict[str, Any]:
            rng = None if seed is None else random.Random(seed)
            outcomes = declare(position, declaration, ruleset, hand_penalties=penalties,  # type: ignore[arg-type]
                               first_mover=first_mover, first_mover_casts=casts, rng=rng)
            return {"outcomes": [_declaration_json(o) for o in outcomes], "ruleset": ruleset.to_json()}

        canonical = {"position": position.to_text(), "ruleset": ruleset.to_json(), "declaration": declaration,
                     "penalties": [(p.kind.cjk, p.points) for p in penalties],
                     "first_mover": None if first_mover is None else first_mover.value, "casts": casts, "seed": seed}
        return answer("declare_cetkaik", canonical, compute, DeclareResponseSchema())


# --- game records ------------------------------------------------------------------------------------------------


class ReplayRequestSchema(ma.Schema):
    """A kiaak game record to check."""

    record = ma.fields.String(required=True, validate=Length(max=100_000), metadata={"description": "kiaak text"})
    ruleset = ruleset_field()
    ply = fields.Integer(
        allow_none=True, load_default=None, validate=Range(0, 100_000),
        metadata={"description": "return only the position after this many movements (0 = the start)"},
    )


class ProblemSchema(ma.Schema):
    """The first thing in a record the rules do not allow."""

    line = ma.fields.Integer(required=True)
    column = ma.fields.Integer(required=True)
    reason = ma.fields.String(required=True)


class ReplayedPositionSchema(ma.Schema):
    """A position of the record."""

    ply = ma.fields.Integer(required=True, metadata={"description": "movements played so far"})
    line = ma.fields.Integer(allow_none=True, required=True, metadata={"description": "where the element is written"})
    element = ma.fields.String(allow_none=True, required=True, metadata={"description": "the record text played"})
    state = ma.fields.String(allow_none=True, required=True)
    position = ma.fields.Nested(CanonicalPositionSchema, required=True)
    position_text = ma.fields.String(required=True)


class ReplayResponseSchema(ma.Schema):
    """The verdict on a record: valid, or where and why not; and the positions it goes through."""

    valid = fields.Boolean(required=True)
    problem = ma.fields.Nested(ProblemSchema, allow_none=True, required=True)
    plies = ma.fields.Integer(required=True, metadata={"description": "movements replayed (up to the problem)"})
    positions = ma.fields.List(ma.fields.Nested(ReplayedPositionSchema), required=True)
    final_scores = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Integer(), required=True)
    game_result = ma.fields.Nested(GameResultSchema, allow_none=True, required=True)
    ruleset = ma.fields.Nested(EffectiveRulesetSchema, required=True)


def _replay_json(replay: KiaakReplay, ply: int | None, ruleset: Any) -> dict[str, Any]:
    entries: list[dict[str, Any]] = [
        {"ply": 0, "line": None, "element": None, "state": None, **position_out(replay.initial)}
    ]
    plies = 0
    for step in replay.steps:
        if isinstance(step.element, GameEnd):
            continue
        is_movement = not isinstance(step.element, Declaration)
        plies += is_movement
        entries.append({
            "ply": plies,
            "line": step.element.where.line,
            "element": "\n".join(element_lines(step.element)),
            "state": step.state.value,
            **position_out(step.position),
        })
    if ply is not None:
        if ply > replay.plies:
            raise ValueError(f"ply: the record has {replay.plies} movements, there is no ply {ply}")
        entries = [entries[max(i for i, e in enumerate(entries) if e["ply"] == ply)]]
    final = replay.final_position
    return {
        "valid": replay.valid,
        "problem": None if replay.problem is None else {
            "line": replay.problem.line, "column": replay.problem.column, "reason": replay.problem.reason},
        "plies": replay.plies,
        "positions": entries,
        "final_scores": {Side.IA.value: final.ia_score, Side.A.value: final.a_score},
        "game_result": _game_result_json(replay.game_result),
        "ruleset": ruleset.to_json(),
    }


@blp.route("/records/replay")
class ReplayRecord(MethodView):
    """Replay a game record."""

    @blp.arguments(ReplayRequestSchema)
    @blp.response(200, ReplayResponseSchema)
    @blp.doc(operationId="replay_kiaak", tags=TAGS)
    def post(self, body: dict[str, Any]) -> Any:
        """Check a kiaak game record move by move and return the positions it goes through

        Every move, cast, capture, declaration and declared score is checked against the rules. A record that
        breaks them is an adjudication (`valid: false`, with the line, column and reason of its first problem,
        and the positions up to it); a record that cannot be read at all is a 422 naming its line and column.
        """
        ruleset = read_ruleset(body)
        record, ply = body["record"], body["ply"]

        def compute() -> dict[str, Any]:
            with bad_input("record"):
                parsed = parse_record(record)
                movements = [e for e in parsed.body if not isinstance(e, (Declaration, GameEnd))]
                if len(movements) > MAX_REPLAY_MOVEMENTS:
                    raise ValueError(f"line {movements[MAX_REPLAY_MOVEMENTS].where.line}: the record has "
                                     f"{len(movements)} movements, more than the {MAX_REPLAY_MOVEMENTS} one request "
                                     "may replay")
                replay = replay_record(parsed, ruleset)
            return _replay_json(replay, ply, ruleset)

        canonical = {"record": record, "ruleset": ruleset.to_json(), "ply": ply}
        return answer("replay_kiaak", canonical, compute, ReplayResponseSchema())


class RecordCastsSchema(CastsSchema):
    """The cast results of a played move (every cast it needs)."""


class RecordPlaySchema(ma.Schema):
    """A movement of the game, with its casts and (for a step-then-ranged move) the final square."""

    move = move_field(required=True)
    casts = ma.fields.Nested(RecordCastsSchema, load_default=dict)
    final = ma.fields.String(
        allow_none=True, load_default=None,
        metadata={"description": "step-then-ranged move: the final square chosen after the cast, or 'pass'"},
    )


class RecordItemField(ma.fields.Field):
    """A play, or a declaration (``"ty_mok1"`` / ``"ta_xot1"``)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            OneOf(["ty_mok1", "ta_xot1", "再行", "終季"])(value)
            return {"再行": "ty_mok1", "終季": "ta_xot1"}.get(value, value)
        if isinstance(value, dict):
            return RecordPlaySchema().load(value)
        raise ma.ValidationError("must be a play object or 'ty_mok1' / 'ta_xot1'")

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class WriteRequestSchema(ma.Schema):
    """A game to write as a record."""

    plays = ma.fields.List(
        RecordItemField(metadata={"oneOf": [{"$ref": "#/components/schemas/RecordPlay"},
                                            {"type": "string", "enum": ["ty_mok1", "ta_xot1", "再行", "終季"]}]}),
        required=True, validate=Length(max=MAX_PLAYS),
    )
    first_movers = ma.fields.List(
        ma.fields.String(validate=OneOf(SIDES)), required=True, validate=Length(min=1, max=4),
        metadata={"description": "the first mover of each season played"},
    )
    ruleset = ruleset_field()
    start_time = ma.fields.String(allow_none=True, load_default=None, validate=Length(max=64))
    end_time = ma.fields.String(allow_none=True, load_default=None, validate=Length(max=64))


class WriteResponseSchema(ma.Schema):
    """The record."""

    record = ma.fields.String(required=True)


@blp.route("/records/write")
class WriteRecord(MethodView):
    """Write a game record."""

    @blp.arguments(WriteRequestSchema)
    @blp.response(200, WriteResponseSchema)
    @blp.doc(operationId="write_kiaak", tags=TAGS)
    def post(self, body: dict[str, Any]) -> Any:
        """Write a sequence of moves, casts and declarations as a kiaak record (cerke_online layout)

        The plays are checked by the rules as they are written; the first that cannot be written is a 422
        naming it (e.g. `plays[3].casts.water_entry`).
        """
        ruleset = read_ruleset(body)
        plays: list[Any] = []
        for i, item in enumerate(body["plays"]):
            if isinstance(item, str):
                plays.append(item)
                continue
            move = read_move(item["move"], f"plays[{i}].move")
            final = None
            if item["final"] is not None:
                with bad_input(f"plays[{i}].final"):
                    final = cmoves.PASS if item["final"] == "pass" else cmoves.AfterHalfAcceptance(
                        parse_square(item["final"]))
            if isinstance(move, cmoves.SrcStepsDst):
                abort_unprocessable("a record cannot hold a move over several vessels (old cetkaik)",
                                    f"plays[{i}].move")
            if not isinstance(move, cmoves.GroundMove):
                abort_unprocessable("must be a move of a ground position, not a final square", f"plays[{i}].move")
            casts = Casts(item["casts"].get("stepping"), item["casts"].get("water_entry"))
            plays.append(Play(move, casts, final))
        first_movers = [parse_side(s) for s in body["first_movers"]]

        def compute() -> dict[str, Any]:
            return {"record": write_record(plays, first_movers, ruleset, start_time=body["start_time"],
                                           end_time=body["end_time"])}

        canonical = {"plays": [p if isinstance(p, str) else [cmoves.to_notation(p.move), p.casts.stepping,
                                                             p.casts.water_entry,
                                                             None if p.final is None else cmoves.to_notation(p.final)]
                               for p in plays],
                     "first_movers": [s.value for s in first_movers], "ruleset": ruleset.to_json(),
                     "times": [body["start_time"], body["end_time"]]}
        return answer("write_kiaak", canonical, compute, WriteResponseSchema())


COMPONENT_SCHEMAS = {"RecordPlay": RecordPlaySchema}
