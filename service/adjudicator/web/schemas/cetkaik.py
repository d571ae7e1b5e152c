"""Schemas of Cetkaik positions, rulesets and moves, as the OpenAPI document declares them.

The schemas check the shape of a request; the rules library then checks its meaning (an impossible position,
an unknown flag) and answers 422 naming the field.
"""

from __future__ import annotations

from typing import Any, get_args

import marshmallow as ma
from marshmallow.validate import OneOf, Range, Regexp

from adjudicator.games.cetkaik import rulesets
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.squares import SQUARE_PATTERN, parse_square
from adjudicator.web import fields
from adjudicator.web.api import ProbabilitySchema

COLOURS = ["Kok1", "Huok2", "赤", "黒"]
PROFESSIONS = ["Nuak1", "Kauk2", "Gua2", "Kaun1", "Dau2", "Maun1", "Kua2", "Tuk2", "Uai1", "Io",
               "船", "兵", "弓", "車", "虎", "馬", "筆", "巫", "将", "王"]
SIDES = ["IASide", "ASide", "IA", "A"]
PRESETS = list(rulesets.PRESETS)
MOVEMENTS = list(get_args(rulesets.Movement))
STEPPING_CASTS = list(get_args(rulesets.SteppingCast))
SCORINGS = list(get_args(rulesets.Scoring))
HAND_SYSTEMS = list(get_args(rulesets.HandSystem))
FIXED_TAM_HUES = list(get_args(rulesets.FixedTamHue))
INITIAL_POSITIONS = list(get_args(rulesets.InitialPosition))
GAMES = list(get_args(rulesets.Game))
OLD_CETKAIK_RUNNERS = list(get_args(rulesets.OldCetkaikRunners))
PENALTY_ONLY_TA_XOT1 = list(get_args(rulesets.PenaltyOnlyTaXot1))
CAPTURED_PIECE_PATTERN = r"^[赤黒][船兵弓車虎馬筆巫将王]$"


def square_field(**kwargs: Any) -> ma.fields.String:
    """A square name such as ``CAI``."""
    metadata = {"description": "a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA", "example": "CAI"}
    metadata.update(kwargs.pop("metadata", {}))
    return ma.fields.String(validate=Regexp(SQUARE_PATTERN), metadata=metadata, **kwargs)


def square_arg(**kwargs: Any) -> fields.LibraryField:
    """A square name such as ``CAI`` in a request, loaded as the library's square."""
    metadata = {"type": "string", "pattern": SQUARE_PATTERN, "example": "CAI",
                "description": "a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA"}
    metadata.update(kwargs.pop("metadata", {}))
    return fields.LibraryField(parse_square, metadata=metadata, **kwargs)


class CellSchema(ma.Schema):
    """What stands on a square: a piece (colour, profession, side) or the tam2 (``{"prof": "Tam2"}``)."""

    color = ma.fields.String(validate=OneOf(COLOURS), metadata={"description": "Kok1 (赤, red) or Huok2 (黒, black)"})
    prof = ma.fields.String(required=True, validate=OneOf([*PROFESSIONS, "Tam2", "皇"]))
    side = ma.fields.String(validate=OneOf(SIDES), metadata={"description": "the owner: IASide or ASide"})


class CapturedPieceSchema(ma.Schema):
    """A piece in a hop1zuo1 (captured pieces): colour and profession, no side."""

    color = ma.fields.String(required=True, validate=OneOf(COLOURS))
    prof = ma.fields.String(required=True, validate=OneOf(PROFESSIONS))


class CapturedPieceField(ma.fields.Field[Any]):
    """A captured piece given as an object or as a string such as ``"黒兵"``."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            Regexp(CAPTURED_PIECE_PATTERN, error="must be a captured piece such as 黒兵 or 赤王")(value)
            return value
        if isinstance(value, dict):
            return CapturedPieceSchema().load(value)
        raise ma.ValidationError("must be an object {color, prof} or a string such as 黒兵")

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


def captured_piece_field(**kwargs: Any) -> CapturedPieceField:
    """A captured piece, documented as the union it accepts."""
    return CapturedPieceField(
        metadata={"oneOf": [{"$ref": "#/components/schemas/CapturedPiece"},
                            {"type": "string", "pattern": CAPTURED_PIECE_PATTERN}]},
        **kwargs,
    )


class SteppingSchema(ma.Schema):
    """The excited state: the mover stepped from ``src`` over ``step`` towards ``planned`` and cast ``ciurl``."""

    src = square_field(required=True)
    step = square_field(required=True)
    planned = square_field(required=True)
    ciurl = fields.Integer(
        required=True, validate=Range(0, 40),
        metadata={"description": "the stepping bound: a cast's result (0-5), or a chained cast's total (連撃術)"},
    )


SCORE_PATTERN = r"^[0-9]+(\.[0-9])?$"


class ScoreField(ma.fields.Field[Any]):
    """A score: a whole number, or (old per-piece scoring) a decimal string with one decimal such as ``"20.6"``."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            metadata={"oneOf": [{"type": "integer", "minimum": 0, "maximum": 40},
                                {"type": "string", "pattern": SCORE_PATTERN}]},
            **kwargs,
        )

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            Range(0, 40)(value)
            return value
        if isinstance(value, str):
            Regexp(SCORE_PATTERN, error="must be a whole number or a decimal such as 20.6")(value)
            return value
        raise ma.ValidationError("must be a whole number, or a decimal string such as \"20.6\"")

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


class HandPenaltySchema(ma.Schema):
    """A penalty counting as a hand, incurred on the turn that awaits a declaration."""

    name = ma.fields.String(required=True, validate=OneOf(["撃皇", "皇再来"]))
    points = fields.Integer(required=True, validate=Range(-99, -1), metadata={"description": "raw points"})


class AwaitedDeclarationSchema(ma.Schema):
    """The side to move must declare ty mok1 or ta xot1: what its turn formed."""

    side = ma.fields.String(
        validate=OneOf(SIDES), metadata={"description": "the side that must declare: always the side to move"}
    )
    hands = ma.fields.List(
        ma.fields.String(), metadata={"description": "the hands newly formed (CJK names); empty after a penalty alone"}
    )
    penalties = ma.fields.List(
        ma.fields.Nested(HandPenaltySchema), metadata={"description": "the turn's penalties counting as hands"}
    )


GAME_END_REASONS = ["score_reached_limit", "last_season_ended", "no_move_possible", "king_captured"]


class GameOverSchema(ma.Schema):
    """How the game ended."""

    victor = ma.fields.String(
        allow_none=True, required=True, validate=OneOf(SIDES), metadata={"description": "null for a draw"}
    )
    reason = ma.fields.String(required=True, validate=OneOf(GAME_END_REASONS))


class PositionSchema(ma.Schema):
    """A Cetkaik position. Only ``board`` is required; the rest defaults to the start of a season."""

    board = ma.fields.Dict(
        keys=ma.fields.String(validate=Regexp(SQUARE_PATTERN)),
        values=ma.fields.Nested(CellSchema),
        required=True,
        metadata={"description": "square -> what stands on it; empty squares are absent"},
    )
    hop1zuo1 = ma.fields.Dict(
        keys=ma.fields.String(validate=OneOf(SIDES)),
        values=ma.fields.List(captured_piece_field()),
        metadata={"description": "each side's captured pieces, in capture order"},
    )
    whose_turn = ma.fields.String(validate=OneOf(SIDES))
    season = fields.Integer(validate=Range(0, 3), metadata={"description": "0 spring, 1 summer, 2 autumn, 3 winter"})
    scores = ma.fields.Dict(
        keys=ma.fields.String(validate=OneOf(SIDES)),
        values=ScoreField(),
        metadata={"description": "they add up to 40 (20 under a 20-point ruleset)"},
    )
    rate = fields.Integer(validate=OneOf([1, 2, 4, 8, 16, 32, 64]))
    tam_has_moved_previously = fields.Boolean(metadata={"description": "the opponent's previous move moved tam2"})
    stepping = ma.fields.Nested(SteppingSchema, allow_none=True)
    awaiting_declaration = ma.fields.Nested(
        AwaitedDeclarationSchema, allow_none=True,
        metadata={"description": "the side to move must declare ty mok1 or ta xot1 (only declarations are legal)"},
    )
    game_over = ma.fields.Nested(
        GameOverSchema, allow_none=True, metadata={"description": "the game is over: nothing is legal any more"}
    )


class ConsequenceSchema(ma.Schema):
    """A penalised tam2 rule."""

    kind = ma.fields.String(validate=OneOf(["penalized", "allowed", "forbidden"]))
    penalty = fields.Integer(validate=Range(-40, 0))
    is_a_hand = fields.Boolean()


class ConsequenceField(ma.fields.Field[Any]):
    """A tam2 rule's consequence: ``"allowed"``, ``"forbidden"``, ``"penalized"`` or a penalized object."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            OneOf(CONSEQUENCES)(value)
            return value
        if isinstance(value, dict):
            return ConsequenceSchema().load(value)
        raise ma.ValidationError("must be 'allowed', 'forbidden', 'penalized' or a penalized object")

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


CONSEQUENCES = ["allowed", "forbidden", "penalized"]


def consequence_field() -> ConsequenceField:
    """A consequence flag, documented as the union it accepts."""
    return ConsequenceField(
        metadata={"oneOf": [{"type": "string", "enum": CONSEQUENCES}, {"$ref": "#/components/schemas/Consequence"}]}
    )


class RulesetFlagsSchema(ma.Schema):
    """Ruleset flags (spec §17); each overrides the preset it starts from."""

    preset = ma.fields.String(validate=OneOf(PRESETS))
    step_tam_is_a_hand = fields.Boolean()
    tam_itself_is_tam_hue = fields.Boolean()
    moving_tam_immediately_after_tam_has_moved = consequence_field()
    tam_mun_mok = consequence_field()
    failure_to_complete_the_move_means_exempt_from_kut2_tam2 = fields.Boolean()
    game_can_end_without_tymok_taxot_because_of_negative_hand = fields.Boolean()
    what_to_say_before_casting_sticks = ma.fields.String(
        validate=OneOf(["none", "direction", "exact_destination"]), allow_none=True
    )
    kut2tam2_penalty_when_not_a_hand = ma.fields.String(validate=OneOf(["immediate", "none"]))
    ta_xot1_forced_by_penalty_scores = ma.fields.String(
        validate=OneOf(PENALTY_ONLY_TA_XOT1),
        metadata={"description": "what a ta xot1 forced by a penalty alone scores: penalties_only (the reference) "
                                 "or hands_and_penalties"},
    )
    seasons = fields.Integer(validate=OneOf([1, 2, 4]))
    movement = ma.fields.String(
        validate=OneOf(MOVEMENTS), metadata={"description": "standard, or hard_tam2 (硬皇力: stronger in tam2 hue)"}
    )
    stepping_cast = ma.fields.String(
        validate=OneOf(STEPPING_CASTS),
        metadata={"description": "single cast, or chained (連撃術: throw on while below the distance; 0/1 wipes)"},
    )
    scoring = ma.fields.String(
        validate=OneOf(SCORINGS), metadata={"description": "hands, or an old per-piece scoring"}
    )
    hand_system = ma.fields.String(
        validate=OneOf(HAND_SYSTEMS),
        metadata={"description": "standard, renjuren (連獣連), sanren (三連), gushou (具象) or educational (教育机戦); "
                                 "renjuren, sanren and gushou need a per-piece scoring"},
    )
    count_duplicate_hands = fields.Boolean(metadata={"description": "a hand counts once per disjoint copy"})
    score_cap = fields.Boolean(metadata={"description": "the game ends when a score reaches 0 (default true)"})
    victory_points = fields.Integer(
        validate=OneOf([20, 40]), metadata={"description": "the scores add up to it and start at half of it"}
    )
    fixed_tam_hue = ma.fields.String(
        validate=OneOf(FIXED_TAM_HUES), metadata={"description": "the nine orange squares, or the centre only"}
    )
    initial_position = ma.fields.String(validate=OneOf(INITIAL_POSITIONS))
    game = ma.fields.String(validate=OneOf(GAMES), metadata={"description": "cetkaik, or old_cetkaik (古机戦)"})
    old_cetkaik_runners = ma.fields.String(
        validate=OneOf(OLD_CETKAIK_RUNNERS),
        metadata={"description": "old cetkaik: which of chariot and tiger move any distance"},
    )


def ruleset_field() -> fields.LibraryField:
    """The request's ``ruleset`` (default ``cerke_online_alpha``), loaded as a library ``Ruleset``."""
    return fields.LibraryField(
        rulesets.Ruleset.resolve,
        load_default=lambda: rulesets.DEFAULT,
        metadata={
            "description": "a preset name, or an object of flags overriding a preset (default cerke_online_alpha)",
            "oneOf": [{"type": "string", "enum": PRESETS}, {"$ref": "#/components/schemas/RulesetFlags"}],
            "default": rulesets.DEFAULT.preset,
        },
    )


class EffectiveRulesetSchema(ma.Schema):
    """Every flag the answer was computed under."""

    preset = ma.fields.String(required=True, metadata={"description": "the preset the flags started from"})
    step_tam_is_a_hand = fields.Boolean(required=True)
    tam_itself_is_tam_hue = fields.Boolean(required=True)
    moving_tam_immediately_after_tam_has_moved = ma.fields.Raw(
        required=True, metadata={"description": "'allowed', 'forbidden' or {kind: penalized, penalty, is_a_hand}"}
    )
    tam_mun_mok = ma.fields.Raw(required=True, metadata={"description": "as above"})
    failure_to_complete_the_move_means_exempt_from_kut2_tam2 = fields.Boolean(required=True)
    game_can_end_without_tymok_taxot_because_of_negative_hand = fields.Boolean(required=True)
    what_to_say_before_casting_sticks = ma.fields.String(required=True)
    kut2tam2_penalty_when_not_a_hand = ma.fields.String(required=True)
    ta_xot1_forced_by_penalty_scores = ma.fields.String(required=True, validate=OneOf(PENALTY_ONLY_TA_XOT1))
    seasons = ma.fields.Integer(required=True)
    movement = ma.fields.String(required=True, validate=OneOf(MOVEMENTS))
    stepping_cast = ma.fields.String(required=True, validate=OneOf(STEPPING_CASTS))
    scoring = ma.fields.String(required=True, validate=OneOf(SCORINGS))
    hand_system = ma.fields.String(required=True, validate=OneOf(HAND_SYSTEMS))
    count_duplicate_hands = fields.Boolean(required=True)
    score_cap = fields.Boolean(required=True)
    victory_points = ma.fields.Integer(required=True)
    fixed_tam_hue = ma.fields.String(required=True, validate=OneOf(FIXED_TAM_HUES))
    initial_position = ma.fields.String(required=True, validate=OneOf(INITIAL_POSITIONS))
    game = ma.fields.String(required=True, validate=OneOf(GAMES))
    old_cetkaik_runners = ma.fields.String(required=True, validate=OneOf(OLD_CETKAIK_RUNNERS))


class MoveField(ma.fields.Field[Any]):
    """A move: a "片" notation string (``LAI片ZAI``) or an object (``{"type": "SrcDst", "src": ..., "dest": ...}``)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str | dict):
            return value
        raise ma.ValidationError("must be a 片 notation string or a move object")

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return value


MOVE_TYPES = ["SrcDst", "SrcStepDstFinite", "SrcStepsDst", "InfAfterStep", "FromHand", "TamNoStep",
              "TamStepsDuringFormer", "TamStepsDuringLatter", "AfterHalfAcceptance"]


class MoveObjectSchema(ma.Schema):
    """A move as an object; which squares it has depends on its ``type``."""

    type = ma.fields.String(required=True, validate=OneOf(MOVE_TYPES))
    src = square_field()
    step = square_field()
    steps = ma.fields.List(
        square_field(),
        metadata={"description": "SrcStepsDst (old cetkaik only): the two or more vessels stepped over, in order"},
    )
    dest = square_field(allow_none=True, metadata={"description": "null only for AfterHalfAcceptance = pass"})
    planned = square_field()
    first_dest = square_field()
    second_dest = square_field()
    color = ma.fields.String(validate=OneOf(COLOURS))
    prof = ma.fields.String(validate=OneOf(PROFESSIONS))


def move_field(**kwargs: Any) -> MoveField:
    """A move in a request, documented as the union it accepts."""
    return MoveField(
        metadata={"oneOf": [{"type": "string", "description": "片 notation, e.g. LAI片ZAI, ZO皇[TO]NO, 黒兵CA, pass"},
                            {"$ref": "#/components/schemas/MoveObject"}]},
        **kwargs,
    )


def _exactly_one_position(data: dict[str, Any]) -> dict[str, Any]:
    given = [k for k in ("position", "position_text") if data.get(k) is not None]
    if len(given) != 1:
        raise ma.ValidationError(
            "give the position either as 'position' (JSON) or as 'position_text' (text), exactly one", "position"
        )
    data["position"] = data.pop(given[0])
    data.pop("position_text", None)
    return data


class PositionInputSchema(ma.Schema):
    """A position given as JSON (``position``) or as its one-line text form (``position_text``).

    Loaded by the rules library (``Position.from_json`` / ``Position.from_text``) into one ``position`` argument.
    """

    position = fields.LibraryNested(
        PositionSchema, Position.from_json, metadata={"description": "the position as JSON"}
    )
    position_text = fields.LibraryField(
        Position.from_text,
        metadata={
            "type": "string",
            "description": "the position in its one-line text form (see GET /v1/cetkaik/positions/initial)",
        },
    )

    @ma.post_load
    def _one_position(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        return _exactly_one_position(data)


class CanonicalPositionSchema(PositionSchema):
    """A position as the service writes it (canonical names, every field present)."""


class PositionOutputSchema(ma.Schema):
    """A position in both forms."""

    position = ma.fields.Nested(CanonicalPositionSchema, required=True)
    position_text = ma.fields.String(required=True)


class CapturedPieceOutSchema(ma.Schema):
    """A piece (colour and profession)."""

    color = ma.fields.String(required=True)
    prof = ma.fields.String(required=True)


class AnnotatedMoveSchema(ma.Schema):
    """A legal move and what resolving it involves."""

    notation = ma.fields.String(required=True, metadata={"description": "片 notation", "example": "LAI片ZAI"})
    type = ma.fields.String(required=True, validate=OneOf(MOVE_TYPES))
    move = ma.fields.Nested(MoveObjectSchema, required=True)
    captured = ma.fields.Nested(
        CapturedPieceOutSchema, allow_none=True, required=True,
        metadata={"description": "the piece taken if the move succeeds (for InfAfterStep: if it ends on planned)"},
    )
    water_entry = fields.Boolean(required=True, metadata={"description": "a water-entry cast is needed (>= 3)"})
    stick_distance = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "InfAfterStep: distance from the via point"}
    )
    stick_probability = ma.fields.Nested(
        ProbabilitySchema, allow_none=True, required=True,
        metadata={"description": "InfAfterStep: P(stepping cast >= distance)"},
    )
    success_probability = ma.fields.Nested(
        ProbabilitySchema, required=True, metadata={"description": "P(the move reaches its final square)"}
    )
    tam2_penalty = ma.fields.Integer(required=True, metadata={"description": "tam2 ty sak2 penalty (<= 0)"})
    tam2_penalty_is_a_hand = fields.Boolean(required=True)
    steps_on_tam2 = fields.Boolean(required=True, metadata={"description": "撃皇: the move steps over tam2"})


#: Schemas referred to by ``$ref`` from the unions above; the endpoint modules register them.
COMPONENTS: dict[str, type[ma.Schema]] = {
    "CapturedPiece": CapturedPieceSchema,
    "Consequence": ConsequenceSchema,
    "RulesetFlags": RulesetFlagsSchema,
    "MoveObject": MoveObjectSchema,
}
