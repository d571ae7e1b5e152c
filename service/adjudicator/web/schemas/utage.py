"""Schemas of 宴-Utage-: game states, actions, rules and the lord's score.

Response schemas declare every field; their request forms (``...Input``) accept the same JSON, so a state
returned by the service can be sent back as it is.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import utage
from adjudicator.games.utage.formula import MAX_FORMULA_LENGTH, MAX_SLOTS
from adjudicator.games.utage.game import ACTION_KINDS, MAX_PLAYERS, PHASES
from adjudicator.web import fields
from adjudicator.web.api import ProbabilitySchema
from adjudicator.web.derived import register, response_schema
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.race_games import GameForms

MARKS = ["max", "min"]


def die_field(**kwargs: object) -> fields.Integer:
    """A die face, 1..6."""
    return fields.Integer(validate=Range(1, 6), **kwargs)  # type: ignore[arg-type]


def seat(description: str, **kwargs: object) -> fields.Integer:
    """A seat number (0-based, clockwise)."""
    return fields.Integer(validate=Range(0, MAX_PLAYERS - 1), metadata={"description": description},
                          **kwargs)  # type: ignore[arg-type]


def formula_field(description: str = "the lord card's formula", **kwargs: object) -> ma.fields.String:
    """A lord's score formula."""
    return ma.fields.String(
        validate=Length(0, MAX_FORMULA_LENGTH),
        metadata={"description": f"{description}: integers, SLOTi or SLOT(i), MAX/最大, MIN/最小, COUNT/個数, "
                                 "+ - × ÷ (or * /) and parentheses; division floors",
                  "example": "SLOT1 + SLOT2 + MAX × COUNT"},
        **kwargs,  # type: ignore[arg-type]
    )


class UtagePlayerSchema(ma.Schema):
    """A player: cups held, the dice hidden in their cup, the dice lying in front of them."""

    input_required = ("cups",)

    name = ma.fields.String(required=True, validate=Length(0, 100))
    cups = fields.Integer(required=True, validate=Range(min=0))
    cup = ma.fields.List(die_field(), required=True, metadata={"description": "the dice in the player's cup (faces)"})
    front = ma.fields.List(die_field(), required=True,
                           metadata={"description": "the dice other players put in front of them"})
    disqualified = Boolean(required=True)


class UtageStateSchema(ma.Schema):
    """A game between or during rounds. Seats are 0-based and clockwise; dice are named by their face."""

    input_required = ("seats", "lord_cups")

    seats = ma.fields.List(ma.fields.Nested(UtagePlayerSchema), required=True, validate=Length(2, MAX_PLAYERS),
                           metadata={"description": "the players, in seat order"})
    lord_cups = fields.Integer(required=True, validate=Range(min=0), metadata={"description": "the lord's stack"})
    first = seat("the first player of the round", required=True)
    phase = ma.fields.String(
        required=True, validate=OneOf(PHASES),
        metadata={"description": "setup (between rounds), play, end (after a declaration), scoring, over"},
    )
    formula = formula_field("the flipped lord card (null between rounds)", required=True, allow_none=True)
    slots = ma.fields.List(die_field(allow_none=True), required=True, validate=Length(0, MAX_SLOTS),
                           metadata={"description": "the die on each slot of the card (null = empty)"})
    lord_cup_dice = fields.Integer(required=True, validate=Range(min=0),
                                   metadata={"description": "dice in the lord's cup (rolled only at scoring)"})
    declarer = seat("the seat that declared the end", required=True, allow_none=True)
    end_queue = ma.fields.List(seat("a seat"), required=True, validate=Length(0, MAX_PLAYERS),
                               metadata={"description": "the seats still to take their end-phase turn, in order"})
    winner = seat("the game's winner once it is over", required=True, allow_none=True)
    to_play = seat("the seat to act (read in the play phase; the head of the end queue after a declaration); null "
                   "between rounds, at scoring and once over", required=True, allow_none=True)
    over = Boolean(required=True, metadata={"description": "the game has ended (phase over)"})
    seed = fields.Integer(required=True, allow_none=True, validate=fields.SEED_RANGE, metadata={
        "description": "the game's seed: the rolls not given are drawn from it and the round's number (null: at"
                       " random)"})
    rounds = fields.Integer(required=True, validate=Range(min=0), metadata={"description": "rounds started so far"})


UtageRulesSchema = fields.options_schema(utage.UtageRules, "UtageRulesSchema", "Utage")


class UtageActionSchema(ma.Schema):
    """One turn: ``place`` a cup die on ``slot``, ``give`` a cup die to seat ``target``, move a die from in front
    of you ``to_lord``, ``declare`` the end, or after a declaration ``end_to_lord`` / ``end_decline``.
    """

    input_required = ("kind",)

    kind = ma.fields.String(required=True, validate=OneOf(ACTION_KINDS))
    die = die_field(required=True, allow_none=True, metadata={"description": "the face of the die moved"})
    slot = fields.Integer(required=True, allow_none=True, validate=Range(1, MAX_SLOTS),
                          metadata={"description": "place: the slot (1-based)"})
    target = seat("give: the seat receiving the die", required=True, allow_none=True)


register(utage.UtageState, UtageStateSchema)
register(utage.UtageRules, UtageRulesSchema)
register(utage.Action, UtageActionSchema)
UtageLordScoreSchema = response_schema(utage.LordScore, "UtageLordScoreSchema", doc="The lord's score for one roll.")


class UtageScoreProbabilitySchema(ma.Schema):
    """One lord's score and its exact probability."""

    score = fields.Integer(required=True)
    probability = fields.nested(ProbabilitySchema)


#: The game's state and flags, as requests send them and answers return them.
UTAGE = GameForms(UtageStateSchema, utage.UtageState.from_json, UtageRulesSchema, utage.UtageRules.from_json)
