"""Schemas of 宴-Utage-: game states, actions, rules and the lord's score.

Response schemas declare every field; their request forms (``...Input``) accept the same JSON, so a state
returned by the service can be sent back as it is.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games import utage
from adjudicator.games.utage.formula import MAX_FORMULA_LENGTH
from adjudicator.games.utage.game import MAX_PLAYERS
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


#: The state, its players and an action: derived from their declarations in the rules library.
UtagePlayerSchema = response_schema(utage.game.Player, "UtagePlayerSchema")
UtageStateSchema = response_schema(utage.UtageState, "UtageStateSchema", more={
    "over": Boolean(required=True, metadata={"description": "the game has ended (phase over)"})})
register(utage.UtageState, UtageStateSchema)


UtageRulesSchema = fields.options_schema(utage.UtageRules, "UtageRulesSchema", "Utage")


UtageActionSchema = response_schema(utage.Action, "UtageActionSchema")


register(utage.UtageRules, UtageRulesSchema)
UtageLordScoreSchema = response_schema(utage.LordScore, "UtageLordScoreSchema", doc="The lord's score for one roll.")


class UtageScoreProbabilitySchema(ma.Schema):
    """One lord's score and its exact probability."""

    score = fields.Integer(required=True)
    probability = fields.nested(ProbabilitySchema)


#: The game's state and flags, as requests send them and answers return them.
UTAGE = GameForms(UtageStateSchema, utage.UtageState.from_json, UtageRulesSchema, utage.UtageRules.from_json)
