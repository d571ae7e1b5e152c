"""獣裁 (jujai): settle a game, play one throw by throw, and its exact statistics."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games import sticks
from adjudicator.games.stick_games import jujai
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, probability
from adjudicator.web.costs import flat, scaled
from adjudicator.web.derived import response_schema
from adjudicator.web.endpoints.stick_games.common import ops
from adjudicator.web.fields import Boolean, nested, nested_list, random_seed, seed_field
from adjudicator.web.schemas.stick_games import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    JujaiRulesSchema,
    JujaiSettlementSchema,
    StickGameExactValueSchema,
    game_answers,
    game_requests,
    odds_schema,
    player_name,
    rounds_field,
)

#: The most players the 獣裁 statistics are computed for.
MAX_STATS_PLAYERS = 32


class _JujaiRequest(ma.Schema):
    rules = fields.rules_field(JujaiRulesSchema, jujai.JujaiRules.from_json)


class JujaiSettleRequestSchema(_JujaiRequest):
    """The players and their throw rounds (or a seed to play the whole game)."""

    players = ma.fields.List(player_name(), required=True, data_key="seats",
                             validate=[Length(2, MAX_PLAYERS), fields.Distinct("must not repeat a name")],
                             metadata={"description": f"2 to {MAX_PLAYERS} distinct names, e.g. [\"A\", \"B\", \"C\"]"})
    rounds = rounds_field(fields.Integer(validate=Range(0, sticks.MAX_STICKS)), MAX_ROUNDS,
                          "one object player -> cast per round: every player first, then exactly the players tied "
                          f"at the top of the round before (at most {MAX_ROUNDS} rounds); null: the whole game is "
                          "thrown from the seed", load_default=None)
    seed = seed_field("without rounds: casts the whole game reproducibly (else at random, not cached)")


#: The settled game: the settlement (derived from its declaration in the rules library), the seed and the ruleset.
JujaiSettleSchema = response_schema(jujai.JujaiSettlement, "JujaiSettleSchema", more={
    "seed": fields.Integer(required=True, allow_none=True,
                           metadata={"description": "the seed the game was thrown with (null: rounds given)"}),
    "ruleset": nested(JujaiRulesSchema)}, doc="The settled 獣裁 game.")


@ops.post("/jujai/settle", JujaiSettleRequestSchema, JujaiSettleSchema,
          cacheable=lambda args: args["rounds"] is not None or args["seed"] is not None,
          example={"seats": ["A", "B", "C"], "rounds": [{"A": 4, "B": 4, "C": 2}, {"A": 3, "B": 1}]}, cost=flat(1))
def settle_jujai_game(players: list[str], rounds: list[dict[str, int]] | None, seed: int | None,
                      rules: jujai.JujaiRules) -> JSON:
    """獣裁: settle the pot from the throw rounds, tie rethrows included

    Every player stakes and throws once; the unique highest throw takes the pot. Players tied at the top stake
    again and rethrow, until one of them is uniquely highest. Give the rounds thrown so far (the answer names
    who must rethrow while undecided, and each player's net gain once decided), or no rounds and a `seed` to
    throw the whole game. A round thrown by the wrong players is a 422 naming it.
    """
    if rounds is not None:
        return {**jujai.settle(players, rounds, rules).to_json(), "seed": None, "ruleset": rules.to_json()}
    seed = random_seed() if seed is None else seed
    return {**jujai.play(players, random.Random(seed), rules).to_json(), "seed": seed, "ruleset": rules.to_json()}


JujaiGameSchema = response_schema(
    jujai.JujaiGame, "JujaiGameSchema", doc="A 獣裁 game being played, to be sent back as it is with the next request.",
    more={
        "to_play": ma.fields.String(required=True, allow_none=True,
                                    metadata={"description": "who throws next; null once the game is over"}),
        "over": Boolean(required=True, metadata={"description": "a round had a unique highest cast"}),
        "settlement": nested(JujaiSettlementSchema, "the rounds thrown to the end: the pot, and once over the winner "
                             "and nets (checked on input)")})


JujaiNewGameRequestSchema, JujaiGameRequestSchema, JujaiApplyRequestSchema = game_requests(
    "Jujai", fields.rules_field(JujaiRulesSchema, jujai.JujaiRules.from_json), "A throw to record.",
    cast=fields.Integer(load_default=None, validate=Range(0, sticks.MAX_STICKS),
                        metadata={"description": "the observed cast; null or absent: drawn from the game's seed"}))

JujaiGameAnswerSchema, JujaiStepSchema = game_answers(
    "Jujai", JujaiGameSchema, JujaiRulesSchema, "JujaiStepSchema", "The adjudicated throw.",
    cast=fields.Integer(required=True, allow_none=True, metadata={"description": "the cast recorded"}))


@ops.post("/jujai/game/new", JujaiNewGameRequestSchema, JujaiGameAnswerSchema,
          cacheable=lambda args: args["seed"] is not None, example={"seats": ["A", "B", "C"], "seed": 1}, cost=flat(1))
def start_jujai_game(players: list[str], seed: int | None, rules: jujai.JujaiRules) -> JSON:
    """獣裁: seat the players for a whole game, thrown play by play

    Everyone throws once, in seating order; the unique highest throw takes the pot, and players tied at the top
    stake again and rethrow. List the throws with `plays`, record each with `apply`.
    """
    game = jujai.new_game(players, random_seed() if seed is None else seed)
    return {"state": game.to_json(rules), "ruleset": rules.to_json()}


JujaiPlaySchema = odds_schema("JujaiPlaySchema", "One possible cast.", "cast")


class JujaiPlaysSchema(ma.Schema):
    """Whose throw it is and every throw it may be."""

    to_play = ma.fields.String(required=True, allow_none=True, metadata={"description": "null once the game is over"})
    over = Boolean(required=True)
    plays = nested_list(JujaiPlaySchema, "every cast with its exact probability (none once over)")


@ops.post("/jujai/game/plays", JujaiGameRequestSchema, JujaiPlaysSchema,
          example={"state": jujai.new_game(["A", "B"], 1).to_json()}, cost=flat(1))
def list_jujai_plays(state: dict[str, Any], rules: jujai.JujaiRules) -> JSON:
    """獣裁: list who throws next and every cast with its exact probability"""
    playing = jujai.JujaiGame.from_json(state, rules)
    odds = sticks.distribution(rules.sticks) if not playing.over else ()
    return {"to_play": playing.to_play, "over": playing.over,
            "plays": [{"cast": k, "probability": probability(p)} for k, p in enumerate(odds)]}


@ops.post("/jujai/game/apply", JujaiApplyRequestSchema, JujaiStepSchema,
          example={"state": jujai.new_game(["A", "B"], 1).to_json(), "player": "A", "cast": 3}, cost=flat(1))
def apply_jujai_play(state: dict[str, Any], rules: jujai.JujaiRules, player: str, cast: int | None) -> JSON:
    """獣裁: record a throw (observed, or drawn from the game's seed)

    A throw out of turn or after the end is `legal: false` with the reason, and the game is unchanged. Once a
    round has a unique highest throw the game is over and `settlement` names the winner and each net gain.
    """
    step = jujai.apply_throw(jujai.JujaiGame.from_json(state, rules), player, cast, rules)
    return {"legal": step.legal, "reason": step.reason, "cast": step.cast, "state": step.state.to_json(rules),
            "ruleset": rules.to_json()}


class JujaiStatisticsRequestSchema(_JujaiRequest):
    """How many players."""

    players = fields.Integer(required=True, validate=Range(2, MAX_STATS_PLAYERS),
                             metadata={"description": f"the number of players, 2 to {MAX_STATS_PLAYERS}"})


JujaiFirstThrowSchema = odds_schema(
    "JujaiFirstThrowSchema", "A first throw: how likely it is and the chance of winning the pot after it.", "cast",
    chance="P(first throw)",
    win=nested(ProbabilitySchema, "P(win the pot | first throw), ties won 1/(j+1) by rethrows"))


JujaiTieSizeSchema = odds_schema(
    "JujaiTieSizeSchema", "How often exactly this many players share the top throw of a round.", "players")


class JujaiStatisticsSchema(ma.Schema):
    """Exact statistics of a 獣裁 game among n players."""

    players = fields.Integer(required=True)
    unique_winner_first_round = nested(ProbabilitySchema, "P(the first round has a unique winner)")
    top_tie_sizes = nested_list(JujaiTieSizeSchema, "P(exactly j players share the top), j = 1..n; sums to 1")
    expected_rounds = nested(StickGameExactValueSchema, "E[throw rounds until a unique winner]")
    expected_stakes = nested(StickGameExactValueSchema, "E[pot] (stakes paid in by everyone)")
    first_throws = nested_list(JujaiFirstThrowSchema, "for every first cast 0..sticks")
    ruleset = nested(JujaiRulesSchema)


@ops.post("/jujai/statistics", JujaiStatisticsRequestSchema, JujaiStatisticsSchema,
          example={"players": 3, "ruleset": {"sticks": 5}}, cost=scaled("players", 0.08, 32, exponent=2))
def analyse_jujai_game(players: int, rules: jujai.JujaiRules) -> JSON:
    """獣裁: get P(win | own first throw) and the exact per-round statistics for n players

    The chance of winning the pot after each first throw (tie rethrows being fair), the chance that a round
    has a unique winner, the distribution of the number of players tied at the top, and the expected number of
    rounds and of stakes paid in until the pot is won.
    """
    stats = jujai.stats(players, rules)
    dist = sticks.distribution(rules.sticks)
    return {
        "players": players,
        "unique_winner_first_round": probability(stats.unique_winner_first_round),
        "top_tie_sizes": [{"players": j, "probability": probability(p)}
                          for j, p in enumerate(stats.top_tie_sizes) if j],
        "expected_rounds": probability(stats.expected_rounds),
        "expected_stakes": probability(stats.expected_stakes),
        "first_throws": [{"cast": k, "probability": probability(dist[k]), "win": probability(p)}
                         for k, p in enumerate(stats.win_given_first_throw)],
        "ruleset": rules.to_json(),
    }
