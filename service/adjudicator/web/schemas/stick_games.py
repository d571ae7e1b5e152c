"""Schemas of the stick games: 獣裁 (jujai), 連撃獣裁 / 連撃術 (renkeki) and 新遊 (lutu).

Response schemas declare every field; the rules have request forms (``...Input``, see
:func:`adjudicator.web.fields.rules_field`) where every flag is optional.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf

from adjudicator.games.stick_games import jujai, renkeki, renkeki_game
from adjudicator.games.stick_games.common import FRACTION
from adjudicator.games.stick_games.renkeki_game import MAX_TURN_STEPS
from adjudicator.web import fields
from adjudicator.web.api import ProbabilitySchema, VerdictSchema
from adjudicator.web.derived import document_part, response_schema
from adjudicator.web.fields import Boolean, nested, nested_list, schema

#: The most players a 獣裁 or 連撃獣裁 game may name.
MAX_PLAYERS = jujai.MAX_PLAYERS
#: The most throw rounds (the first round and its tie rethrows) a settlement may hold.
MAX_ROUNDS = 50
#: The most decisions one 連撃術 turn may hold.
MAX_STEPS = MAX_TURN_STEPS
#: The most sticks 連撃術 is played with (the rules library's bound).
MAX_RENKEKI_STICKS = renkeki.MAX_STICKS

#: A schema class, as the factories of the game flows build them; a field of any type.
_Schema = type[ma.Schema]
_Field = ma.fields.Field[Any]


def player_name(**kwargs: object) -> ma.fields.String:
    """A player's name (1 to 64 characters)."""
    return ma.fields.String(validate=Length(1, 64), metadata={"example": "A"}, **kwargs)  # type: ignore[arg-type]


def per_player(values: ma.fields.Field, description: str) -> ma.fields.Dict:  # type: ignore[type-arg]
    """An object keyed by player name."""
    return ma.fields.Dict(keys=player_name(), values=values, required=True, metadata={"description": description})


def odds_schema(name: str, doc: str, outcome: str, described: str | None = None, *, chance: str | None = None,
                **more: _Field) -> _Schema:
    """The schema ``name`` of an integer ``outcome`` (``described``), its exact ``probability`` (``chance``) and
    the fields of ``more``."""
    return schema(name, doc, **{outcome: fields.Integer(required=True, metadata=fields.described(described)),
                                "probability": nested(ProbabilitySchema, chance), **more})


def rounds_field(values: _Field, most: int, description: str, **kwargs: Any) -> ma.fields.List[Any]:
    """A game's rounds, at most ``most``: each an object player -> ``values`` (what the player did that round)."""
    return ma.fields.List(ma.fields.Dict(keys=player_name(), values=values, validate=Length(1, MAX_PLAYERS)),
                          validate=Length(0, most), metadata={"description": description}, **kwargs)


def game_answers(game: str, state: _Schema, rules: _Schema, verdict: str, doc: str,
                 **recorded: _Field) -> tuple[_Schema, _Schema]:
    """The answers of a game played request by request: ``{game}GameAnswer`` (of ``new``), the game's ``state``
    and the ``ruleset`` it is played under (``rules``); and the answer of ``apply``, named ``verdict`` and
    described by ``doc``: the same, with whether the play was legal, why not, and the fields of what it
    ``recorded``."""
    answer = schema(f"{game}GameAnswerSchema", "The game, and the rules it is played under.",
                    state=fields.nested(state), ruleset=fields.nested(rules))
    return answer, schema(verdict, doc, VerdictSchema, answer, **recorded)


def game_requests(game: str, rules: _Field, doc: str, *, most: int = MAX_PLAYERS,
                  seating: str = f"2 to {MAX_PLAYERS} distinct names in seating order",
                  seed: str = "draws the throws not given (else drawn at random and returned)",
                  new: Mapping[str, _Field] | None = None, rules_first: bool = True, request: str | None = None,
                  **play: _Field) -> tuple[_Schema, _Schema, _Schema]:
    """The requests of a game played request by request, each with the ``rules`` (the request's ``ruleset``).

    ``{game}NewGameRequest`` seats 2 to ``most`` players (``seats``, described by ``seating``), with an optional
    ``seed`` (described by ``seed``) and the fields of ``new``. ``{game}GameRequest`` (or ``request``) sends back
    the ``state`` as the service returned it, for ``plays``; ``{game}ApplyRequest``, described by ``doc``, sends it
    back with the ``player`` and the fields of the ``play`` to record. The rules come first, or with
    ``rules_first=False`` after the fields of the new game and after the game sent back (before the play).
    """

    def ruled(name: str, doc: str, own: dict[str, _Field]) -> _Schema:
        placed = {"rules": rules, **own} if rules_first else {**own, "rules": rules}
        return schema(name, doc, **placed)

    seated = ruled(f"{game}NewGameRequestSchema", "Seat the players.", {
        "players": ma.fields.List(player_name(), required=True, data_key="seats",
                                  validate=[Length(2, most), fields.Distinct("must not repeat a name")],
                                  metadata={"description": seating}),
        "seed": fields.seed_field(seed), **(new or {})})
    sent = ruled(request or f"{game}GameRequestSchema", "A game as the service returned it.", {
        "state": ma.fields.Dict(required=True, metadata={"description": "the game as the service returned it"})})
    return seated, sent, schema(f"{game}ApplyRequestSchema", doc, sent, player=player_name(required=True), **play)


class StickGameExactValueSchema(ma.Schema):
    """An exact rational value (an expectation or a share), as its fraction string and a float."""

    fraction = ma.fields.String(
        required=True,
        metadata={"description": "exact value as 'numerator/denominator' in lowest terms", "example": "-1/4"},
    )
    float = ma.fields.Float(required=True, metadata={"description": "the same value as a float", "example": -0.25})


# --- 獣裁 --------------------------------------------------------------------------------------------------------


JujaiRulesSchema = fields.options_schema(jujai.JujaiRules, "JujaiRulesSchema", "獣裁")


#: An exact amount written as a fraction string, wherever a result declares one (a settlement's nets).
document_part(FRACTION, lambda: ma.fields.String(metadata={"example": "-1"}))
#: A round and a settlement: derived from their declarations in the rules library.
JujaiRoundSchema = response_schema(
    jujai.RoundResult, "JujaiRoundSchema",
    doc="One throw round: the casts, the top value, and the unique winner or the players tied at the top.")
JujaiSettlementSchema = response_schema(
    jujai.JujaiSettlement, "JujaiSettlementSchema",
    doc="The pot of a 獣裁 game: its rounds, what each paid in, and the winner and net gains once decided.")


# --- 連撃術 ------------------------------------------------------------------------------------------------------


RenkekiRulesSchema = fields.options_schema(renkeki.RenkekiRules, "RenkekiRulesSchema", "連撃術")


#: A decision: derived from its declaration in the rules library. The schema is also a request's decision (a turn's
#: steps, a game's rounds), used as it is: its cast, left out of a bank as answers write it, may be null or left out
#: in a request too, and is loaded as null then (drawn from the seed).
RenkekiStepSchema = response_schema(renkeki_game.Step, "RenkekiStepSchema")
_RENKEKI_CAST = RenkekiStepSchema._declared_fields["cast"]
_RENKEKI_CAST.allow_none, _RENKEKI_CAST.load_default = True, None


class RenkekiTurnSchema(ma.Schema):
    """A 連撃術 turn: the casts, the running total, the status and the result once ended."""

    casts = ma.fields.List(fields.Integer(), required=True)
    total = fields.Integer(required=True, metadata={"description": "the running (or banked) total; 0 after a bust"})
    status = ma.fields.String(required=True, validate=OneOf(["rolling", "banked", "bust"]))
    result = fields.Integer(required=True, allow_none=True,
                            metadata={"description": "the banked total, 0 after a bust; null while rolling"})


class RenkekiTurnAdjudicationSchema(ma.Schema):
    """A sequence of decisions checked step by step, up to the first illegal one."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)
    illegal_step = fields.Integer(required=True, allow_none=True,
                                  metadata={"description": "index of the first illegal step (null if all legal)"})
    history = nested_list(RenkekiTurnSchema, "the turn after each legal step")
    turn = nested(RenkekiTurnSchema, "after the last legal step")
