"""Schemas of Cetkaik positions, rulesets and moves, as the OpenAPI document declares them.

The schemas check the shape of a request; the rules library then checks its meaning (an impossible position,
an unknown flag) and answers 422 naming the field.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import OneOf, Range, Regexp

from adjudicator.games.cetkaik import pieces, rulesets
from adjudicator.games.cetkaik.movegen import Annotation, MoveEffects
from adjudicator.games.cetkaik.moves import Move
from adjudicator.games.cetkaik.position import GAME_END_REASONS, GameResult, Position, captured_piece_from_json
from adjudicator.games.cetkaik.squares import SQUARE_FORM, SQUARE_PATTERN, parse_square
from adjudicator.web import fields
from adjudicator.web.derived import register, response_schema

COLOURS = list(pieces.COLOUR_NAMES)
PROFESSIONS = list(pieces.PROFESSION_NAMES)
SIDES = list(pieces.SIDE_NAMES)
PRESETS = list(rulesets.PRESETS)
CAPTURED_PIECE_PATTERN = f"^[{pieces.COLOUR_CHARACTERS}][{pieces.PROFESSION_CHARACTERS}]$"
SQUARE_DOC = "a square: column K L N T Z X C M P, then row A E I U O Y AI AU IA"


def square_field(**kwargs: Any) -> ma.fields.String:
    """A square name such as ``CAI``."""
    metadata = {"description": SQUARE_DOC, "example": "CAI", **kwargs.pop("metadata", {})}
    return ma.fields.String(validate=Regexp(SQUARE_PATTERN, error=SQUARE_FORM), metadata=metadata, **kwargs)


def square_arg(**kwargs: Any) -> fields.LibraryField:
    """A square name such as ``CAI`` in a request, loaded as the library's square."""
    metadata = {"type": "string", "pattern": SQUARE_PATTERN, "example": "CAI", "description": SQUARE_DOC,
                **kwargs.pop("metadata", {})}
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


def captured_piece_field(**kwargs: Any) -> fields.LibraryField:
    """A captured piece (an object or a string such as ``"黒兵"``), loaded by the library, documented as the union."""
    return fields.LibraryField(
        captured_piece_from_json,
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


class GameOverSchema(ma.Schema):
    """How the game ended."""

    victor = ma.fields.String(
        allow_none=True, required=True, validate=OneOf(SIDES), metadata={"description": "null for a draw"}
    )
    reason = ma.fields.String(required=True, validate=OneOf(GAME_END_REASONS))


class PositionSchema(ma.Schema):
    """A Cetkaik position. Only ``board`` is required; the rest defaults to the start of a season."""

    board = ma.fields.Dict(
        keys=ma.fields.String(validate=Regexp(SQUARE_PATTERN, error=SQUARE_FORM)),
        values=ma.fields.Nested(CellSchema),
        required=True,
        metadata={"description": "square -> what stands on it; empty squares are absent"},
    )
    hop1zuo1 = ma.fields.Dict(
        keys=ma.fields.String(validate=OneOf(SIDES)),
        values=ma.fields.List(captured_piece_field()),
        metadata={"description": "each side's captured pieces, in capture order"},
    )
    to_play = ma.fields.String(validate=OneOf(SIDES))
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


CONSEQUENCES = ["allowed", "forbidden", "penalized"]


def _flag_field(flag: rulesets.FlagSpec, *, effective: bool) -> ma.fields.Field[Any]:
    """The schema field of a ruleset flag, from its one declaration in the rules library."""
    metadata: dict[str, Any] = {"description": flag.doc}
    if flag.kind == "boolean":
        return fields.Boolean(required=effective, metadata=metadata)
    if flag.kind == "consequence":  # documented as the union it accepts (a penalized object has its own component)
        kinds = ["allowed", "forbidden"] if effective else CONSEQUENCES
        metadata["oneOf"] = [{"type": "string", "enum": kinds}, {"$ref": "#/components/schemas/Consequence"}]
        return ma.fields.Raw(required=True, metadata=metadata) if effective else ConsequenceField(metadata=metadata)
    numbers = all(isinstance(c, int) for c in flag.choices)
    kind = ma.fields.Integer if numbers else ma.fields.String
    return kind(required=effective, validate=OneOf(flag.choices), allow_none=flag.nullable and not effective,
                metadata=metadata)


#: Ruleset flags (spec §17) overriding the preset they start from (the request form).
RulesetFlagsSchema = ma.Schema.from_dict(
    {"preset": ma.fields.String(validate=OneOf(PRESETS), metadata={"description": "the preset the flags override"}),
     **{flag.name: _flag_field(flag, effective=False) for flag in rulesets.flag_specs()}},
    name="RulesetFlagsSchema",
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


#: Every flag an answer was computed under (the answer form).
EffectiveRulesetSchema = ma.Schema.from_dict(
    {"preset": ma.fields.String(required=True, metadata={"description": "the preset the flags started from"}),
     **{flag.name: _flag_field(flag, effective=True) for flag in rulesets.flag_specs()}},
    name="EffectiveRulesetSchema",
)


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


class PositionInputSchema(ma.Schema):
    """A position given as JSON (``position``) or as its one-line text form (``position_text``).

    Loaded by the rules library (``Position.from_json`` / ``Position.from_text``) into one ``position`` argument.
    """

    position = fields.LibraryNested(
        PositionSchema, Position.from_json, metadata={"description": "the position as JSON"}
    )
    position_text = fields.LibraryField(
        Position.from_text,
        root="text",
        metadata={
            "type": "string",
            "description": "the position in its one-line text form (see GET /v1/cetkaik/positions/initial)",
        },
    )

    @ma.post_load
    def _one_position(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        given = [k for k in ("position", "position_text") if data.get(k) is not None]
        if len(given) != 1:
            raise ma.ValidationError(
                "give the position either as 'position' (JSON) or as 'position_text' (text), exactly one", "position"
            )
        data["position"] = data.pop(given[0])
        data.pop("position_text", None)
        return data


CanonicalPositionSchema = fields.schema(
    "CanonicalPositionSchema", "A position as the service writes it (canonical names, every field present).",
    PositionSchema,
)


class PositionOutputSchema(ma.Schema):
    """A position in both forms."""

    position = fields.nested(CanonicalPositionSchema)
    position_text = ma.fields.String(required=True)


class CapturedPieceOutSchema(ma.Schema):
    """A piece (colour and profession)."""

    color = ma.fields.String(required=True)
    prof = ma.fields.String(required=True)


register(pieces.ColouredPiece, CapturedPieceOutSchema)
register(GameResult, GameOverSchema)
register(Move, MoveObjectSchema)
#: The annotations of a legal move: the entries of an annotated move after its notation, type and object form.
MoveAnnotationsSchema = response_schema(MoveEffects, "MoveAnnotationsSchema")
#: A legal move and what resolving it involves: the library's annotation, whose JSON form the answers write.
AnnotatedMoveSchema = response_schema(Annotation, "AnnotatedMoveSchema",
                                      doc="A legal move and what resolving it involves.")


#: Schemas referred to by ``$ref`` from the unions above; the endpoint modules register them.
COMPONENTS: dict[str, type[ma.Schema]] = {
    "CapturedPiece": CapturedPieceSchema,
    "Consequence": ConsequenceSchema,
    "RulesetFlags": RulesetFlagsSchema,
    "MoveObject": MoveObjectSchema,
}
