"""連撃獣裁 / 連撃術 (renkeki): adjudicate a turn, settle or play a game, and the analyses of the policies."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import sticks
from adjudicator.games.stick_games import renkeki, renkeki_game
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, probability
from adjudicator.web.costs import SMALL_ANSWER, Charge, by_value, custom, flat, scaled
from adjudicator.web.derived import response_schema
from adjudicator.web.endpoints.stick_games.common import ops
from adjudicator.web.fields import Boolean, nested, nested_list, random_seed, seed_field
from adjudicator.web.schemas.stick_games import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_STEPS,
    JujaiSettlementSchema,
    RenkekiRulesSchema,
    RenkekiStepSchema,
    RenkekiTurnAdjudicationSchema,
    RenkekiTurnSchema,
    StickGameExactValueSchema,
    game_answers,
    game_requests,
    odds_schema,
    per_player,
    player_name,
    rounds_field,
)

#: The most players after the current one that 連撃術 advice looks ahead to.
MAX_ADVICE_AFTER = 3
#: The most players of the open-play analysis.
MAX_OPEN_PLAYERS = 4
#: The highest best result the advice accepts.
MAX_ADVICE_BEST = 60


class _RenkekiRequest(ma.Schema):
    rules = fields.rules_field(RenkekiRulesSchema, renkeki.RenkekiRules.from_json)


class RenkekiTurnRequestSchema(_RenkekiRequest):
    """A turn's decisions."""

    steps = ma.fields.List(ma.fields.Nested(RenkekiStepSchema), required=True, validate=Length(0, MAX_STEPS),
                           metadata={"description": f"the decisions in order (at most {MAX_STEPS})"})
    seed = seed_field("draws the casts the steps do not give, reproducibly (else at random, not cached)")


class RenkekiTurnResultSchema(RenkekiTurnAdjudicationSchema):
    """The adjudicated turn."""

    seed = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "the seed missing casts were drawn with (null: all observed)"})
    ruleset = nested(RenkekiRulesSchema)


def _needs_seed(steps: list[dict[str, Any]]) -> bool:
    """Whether a throw step leaves its cast to be drawn."""
    return any(s["decision"] == "throw" and s.get("cast") is None for s in steps)


@ops.post("/renkeki/turn", RenkekiTurnRequestSchema, RenkekiTurnResultSchema,
          cacheable=lambda args: not _needs_seed(args["steps"]) or args["seed"] is not None,
          example={"steps": [{"decision": "throw", "cast": 4}, {"decision": "throw", "cast": 3},
                             {"decision": "bank"}]}, cost=flat(1))
def adjudicate_renkeki_turn(steps: list[dict[str, Any]], seed: int | None, rules: renkeki.RenkekiRules) -> JSON:
    """連撃術: validate a sequence of throw-again / bank decisions

    The first throw is compulsory; after it each 再行 (`throw`) adds the next throw unless it is a 0 or 1,
    which loses the whole total (a bust), and 積値 (`bank`) keeps the total. Banking before the first throw,
    or deciding after the turn ended, is `legal: false` with the index of that step; the turn after every
    legal step is listed. A `throw` step without a `cast` draws it from the `seed`.
    """
    seed = (random_seed() if seed is None else seed) if _needs_seed(steps) else None
    rng = None if seed is None else random.Random(seed)
    return {**renkeki.adjudicate_turn(steps, rules, rng).to_json(), "seed": seed, "ruleset": rules.to_json()}


class RenkekiGameRequestSchema(_RenkekiRequest):
    """A 連撃獣裁 game: each round's turns."""

    players = ma.fields.List(player_name(), required=True, data_key="seats",
                             validate=[Length(2, MAX_PLAYERS), fields.Distinct("must not repeat a name")])
    rounds = rounds_field(ma.fields.List(ma.fields.Nested(RenkekiStepSchema), validate=Length(0, MAX_STEPS)),
                          MAX_ROUNDS, "one object player -> the turn's steps (with observed casts) per round: every "
                          "player first, then the players tied at the top", required=True)
    stake = fields.Integer(load_default=1, validate=Range(1, 1_000_000),
                           metadata={"description": "stake per player and round (default 1)"})


class RenkekiGameSchema(ma.Schema):
    """Every turn adjudicated and, when all are legal and finished, the pot settled as in 獣裁."""

    legal = fields.Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True,
                              metadata={"description": "the first illegal or unfinished turn, e.g. 'rounds[0].A: ...'"})
    turns = ma.fields.List(per_player(ma.fields.Nested(RenkekiTurnAdjudicationSchema), "player -> turn"),
                           required=True, metadata={"description": "per round, up to the first bad turn"})
    settlement = nested(JujaiSettlementSchema, allow_none=True)
    stake = fields.Integer(required=True)
    ruleset = nested(RenkekiRulesSchema)


@ops.post("/renkeki/settle", RenkekiGameRequestSchema, RenkekiGameSchema,
          example={"seats": ["A", "B"], "rounds": [{"A": [{"decision": "throw", "cast": 4}, {"decision": "bank"}],
                                                      "B": [{"decision": "throw", "cast": 1}]}]}, cost=flat(1))
def settle_renkeki_game(players: list[str], rounds: list[dict[str, list[dict[str, Any]]]], stake: int,
                        rules: renkeki.RenkekiRules) -> JSON:
    """連撃獣裁: adjudicate every turn and settle the pot

    獣裁 played with 連撃術 turns: each round's results (banked totals, 0 after a bust) are settled like 獣裁
    throws, the players tied at the top playing another round. A turn with an illegal decision, or one that has
    not ended, makes the game `legal: false` with the reason and no settlement.
    """
    return {**renkeki.settle_game(players, rounds, rules, stake).to_json(), "stake": stake,
            "ruleset": rules.to_json()}


RenkekiGameStateSchema = response_schema(
    renkeki_game.RenkekiGame, "RenkekiGameStateSchema",
    doc="A 連撃獣裁 game being played, to be sent back as it is with the next request.", more={
        "to_play": ma.fields.String(required=True, allow_none=True,
                                    metadata={"description": "whose turn it is; null once the game is over"}),
        "over": Boolean(required=True, metadata={"description": "a round had a unique highest result"}),
        "turn": nested(RenkekiTurnSchema, "the turn of the player to play, so far (checked on input)"),
        "settlement": nested(JujaiSettlementSchema, "the rounds played to the end: results as casts, the pot, and "
                             "once over the winner and nets (checked on input)")})


RenkekiNewGameRequestSchema, RenkekiGameStateRequestSchema, RenkekiApplyRequestSchema = game_requests(
    "Renkeki", fields.rules_field(RenkekiRulesSchema, renkeki.RenkekiRules.from_json), "A decision to record.",
    new={"stake": fields.Integer(load_default=1, validate=Range(1, renkeki_game.MAX_STAKE),
                                 metadata={"description": "stake per player and round (default 1)"})},
    request="RenkekiGameStateRequestSchema",
    decision=ma.fields.String(required=True, validate=OneOf(["throw", "bank"]),
                              metadata={"description": "再行 (throw) or 積値 (bank)"}),
    cast=fields.Integer(load_default=None, validate=Range(0, sticks.MAX_STICKS),
                        metadata={"description": "the observed cast; null or absent: drawn from the game's seed "
                                                 "(a throw only)"}))

RenkekiGameAnswerSchema, RenkekiDecisionSchema = game_answers(
    "Renkeki", RenkekiGameStateSchema, RenkekiRulesSchema, "RenkekiDecisionSchema", "The adjudicated decision.",
    cast=fields.Integer(required=True, allow_none=True, metadata={"description": "the cast recorded"}))


@ops.post("/renkeki/game/new", RenkekiNewGameRequestSchema, RenkekiGameAnswerSchema,
          cacheable=lambda args: args["seed"] is not None, example={"seats": ["A", "B", "C"], "seed": 1}, cost=flat(1))
def start_renkeki_game(players: list[str], seed: int | None, stake: int, rules: renkeki.RenkekiRules) -> JSON:
    """連撃獣裁: seat the players for a whole game, decision by decision

    Each player in turn, in seating order, throws and then throws again or banks (連撃術); the unique highest
    result takes the pot, and the players tied at the top stake again and play another round. List the
    decisions open with `plays`, record each with `apply`.
    """
    game = renkeki_game.new_game(players, random_seed() if seed is None else seed, stake)
    return {"state": game.to_json(), "ruleset": rules.to_json()}


RenkekiThrowOutcomeSchema = odds_schema(
    "RenkekiThrowOutcomeSchema", "One cast the player to play may throw.", "cast",
    bust=Boolean(required=True, metadata={"description": "the throw loses the whole total and ends the turn"}),
    total=fields.Integer(required=True, metadata={"description": "the running total after it (0 after a bust)"}))


class RenkekiPlaysSchema(ma.Schema):
    """Whose turn it is and the decisions open."""

    to_play = ma.fields.String(required=True, allow_none=True, metadata={"description": "null once the game is over"})
    over = Boolean(required=True)
    turn = nested(RenkekiTurnSchema, "the turn so far")
    casts = nested_list(RenkekiThrowOutcomeSchema, "再行: every cast with its exact probability (none once over)")
    can_bank = Boolean(required=True, metadata={"description": "積値 is open: the turn has had its first throw"})


@ops.post("/renkeki/game/plays", RenkekiGameStateRequestSchema, RenkekiPlaysSchema,
          example={"state": renkeki_game.new_game(["A", "B"], 1).to_json()}, cost=flat(1))
def list_renkeki_plays(state: dict[str, Any], rules: renkeki.RenkekiRules) -> JSON:
    """連撃獣裁: list whose turn it is, every cast it may throw (with its exact probability) and whether it may bank"""
    playing = renkeki_game.RenkekiGame.from_json(state, rules)
    casts = [{"cast": t.cast, "probability": probability(t.probability), "bust": t.bust, "total": t.total}
             for t in renkeki_game.throw_outcomes(playing, rules)]
    return {"to_play": playing.to_play, "over": playing.over, "turn": playing.turn.to_json(), "casts": casts,
            "can_bank": renkeki_game.can_bank(playing)}


@ops.post("/renkeki/game/apply", RenkekiApplyRequestSchema, RenkekiDecisionSchema,
          example={"state": renkeki_game.new_game(["A", "B"], 1).to_json(), "player": "A", "decision": "throw",
                   "cast": 3}, cost=flat(1))
def apply_renkeki_play(state: dict[str, Any], rules: renkeki.RenkekiRules, player: str, decision: str,
                       cast: int | None) -> JSON:
    """連撃獣裁: record a decision: 再行 (a throw, its cast observed or drawn from the game's seed) or 積値 (bank)

    Out of turn, after the end, or banking before the turn's first throw is `legal: false` with the reason,
    and the game is unchanged. Once a round has a unique highest result the game is over and `settlement`
    names the winner and each net gain.
    """
    step = renkeki_game.decide(renkeki_game.RenkekiGame.from_json(state, rules), player, decision, cast, rules)
    return {"legal": step.legal, "reason": step.reason, "cast": step.cast, "state": step.state.to_json(),
            "ruleset": rules.to_json()}


class RenkekiPolicyRequestSchema(_RenkekiRequest):
    """The threshold policy."""

    threshold = fields.Integer(required=True, validate=Range(0, 200),
                               metadata={"description": "bank as soon as the running total is at least this (0..200)"})


RenkekiResultProbabilitySchema = odds_schema(
    "RenkekiResultProbabilitySchema", "A banked result and its exact probability.", "result",
    "the banked total (0: bust)")


class RenkekiPolicySchema(ma.Schema):
    """The exact distribution of the banked total under a threshold policy."""

    threshold = fields.Integer(required=True)
    distribution = nested_list(RenkekiResultProbabilitySchema, "every possible result; the probabilities sum to 1")
    expected = nested(StickGameExactValueSchema, "E[result]")
    bust_probability = nested(ProbabilitySchema, "P(bust)")
    ruleset = nested(RenkekiRulesSchema)


@ops.post("/renkeki/policy", RenkekiPolicyRequestSchema, RenkekiPolicySchema,
          example={"threshold": 13}, cost=flat(1))
def analyse_renkeki_policy(threshold: int, rules: renkeki.RenkekiRules) -> JSON:
    """連撃術: get the exact distribution of the banked total when banking at a threshold

    The policy throws again while the running total is below the threshold and banks once it reaches it.
    Returns every result with its exact probability (0 standing for a bust), E[result] and P(bust).
    """
    stats = renkeki.policy_stats(threshold, rules)
    return {
        "threshold": threshold,
        "distribution": [{"result": r, "probability": probability(p)} for r, p in sorted(stats.distribution.items())],
        "expected": probability(stats.expected),
        "bust_probability": probability(stats.bust_probability),
        "ruleset": rules.to_json(),
    }


class RenkekiOptimalThresholdRequestSchema(_RenkekiRequest):
    """Only the rules."""


class RenkekiThresholdValueSchema(ma.Schema):
    """A threshold and the expected banked total under it."""

    threshold = fields.Integer(required=True)
    expected = nested(StickGameExactValueSchema)


class RenkekiOptimalThresholdSchema(ma.Schema):
    """The threshold maximising the expected banked total."""

    threshold = fields.Integer(required=True, metadata={"description": "13 with the default rules"})
    expected = nested(StickGameExactValueSchema, "E[banked total] at the optimal threshold")
    expected_by_threshold = nested_list(RenkekiThresholdValueSchema, "thresholds 0 .. optimum + 7")
    marginal_gain = nested(StickGameExactValueSchema, "the expected change of one more throw at the optimum (<= 0: "
                           "banking is right from there on)")
    argument = ma.fields.String(required=True, metadata={"description": "why the threshold is optimal"})
    ruleset = nested(RenkekiRulesSchema)


@ops.post("/renkeki/optimal-threshold", RenkekiOptimalThresholdRequestSchema,
          RenkekiOptimalThresholdSchema, example={"ruleset": {"sticks": 5, "first_throw_can_bust": False}},
          cost=flat(40, why="every threshold"))
def find_renkeki_optimal_threshold(rules: renkeki.RenkekiRules) -> JSON:
    """連撃術: find the threshold that maximises the expected banked total

    One more throw at total s changes the expectation by E[X; X >= 2] - P(X < 2) * s, which falls as s grows;
    banking at the first total where it is no longer positive is optimal among all policies. Playing alone
    with five sticks that is 13. The expected total of every threshold near the optimum is listed.
    """
    analysis = renkeki.optimal_threshold(rules)
    return {
        "threshold": analysis.threshold,
        "expected": probability(analysis.expected),
        "expected_by_threshold": [{"threshold": t, "expected": probability(e)}
                                  for t, e in enumerate(analysis.expected_by_threshold)],
        "marginal_gain": probability(renkeki.marginal_gain(analysis.threshold, rules)),
        "argument": analysis.argument,
        "ruleset": rules.to_json(),
    }


class RenkekiReachRequestSchema(_RenkekiRequest):
    """The total to reach and where the turn stands."""

    target = fields.Integer(required=True, validate=Range(0, 1000), metadata={"description": "0..1000"})
    from_total = fields.Integer(load_default=None, validate=Range(0, 1000),
                                metadata={"description": "the running total after at least one throw; null: before "
                                                         "the first throw"})


class RenkekiReachSchema(ma.Schema):
    """The chance of ever reaching the target by throwing on."""

    target = fields.Integer(required=True)
    from_total = fields.Integer(required=True, allow_none=True)
    probability = nested(ProbabilitySchema, "P(the running total reaches at least the target)")
    ruleset = nested(RenkekiRulesSchema)


@ops.post("/renkeki/reach", RenkekiReachRequestSchema, RenkekiReachSchema,
          example={"target": 12, "from_total": 7}, cost=scaled("target", 0.05, 1000))
def compute_renkeki_reach_probability(target: int, from_total: int | None, rules: renkeki.RenkekiRules) -> JSON:
    """連撃術: get the exact chance that throwing on reaches a target total

    E.g. the chance of beating a result already on the table: throw on until the total reaches the target.
    """
    p = renkeki.reach_probability(target, from_total, rules)
    return {"target": target, "from_total": from_total, "probability": probability(p), "ruleset": rules.to_json()}


class RenkekiAdviceRequestSchema(_RenkekiRequest):
    """Where the turn stands in sequential open play."""

    current_total = fields.Integer(required=True, validate=Range(0, 200),
                                   metadata={"description": "the running total after at least one throw (0..200)"})
    best_result = fields.Integer(load_default=None, validate=Range(0, MAX_ADVICE_BEST),
                                 metadata={"description": f"the best finished result so far (0..{MAX_ADVICE_BEST}); "
                                                          "null: nobody has finished"})
    holders = fields.Integer(load_default=0, validate=Range(0, 5),
                             metadata={"description": "how many finished players hold best_result (0 when null)"})
    players_after = fields.Integer(
        load_default=0, validate=Range(0, MAX_ADVICE_AFTER),
        metadata={"description": f"players still to play after this one (0..{MAX_ADVICE_AFTER})"},
    )


class RenkekiAdviceSchema(ma.Schema):
    """The pot-share-maximising decision."""

    decision = ma.fields.String(required=True, validate=OneOf(["throw", "bank"]))
    share_if_bank = nested(ProbabilitySchema, "expected share of the pot when banking now")
    share_if_throw = nested(ProbabilitySchema, "expected share when throwing once more, then playing on optimally")
    ruleset = nested(RenkekiRulesSchema)


@ops.post("/renkeki/advice", RenkekiAdviceRequestSchema, RenkekiAdviceSchema,
          example={"current_total": 9, "best_result": 12, "holders": 1, "players_after": 1},
          cost=flat(50, why="the reach tables of every total"))
def advise_renkeki_decision(current_total: int, best_result: int | None, holders: int, players_after: int,
                            rules: renkeki.RenkekiRules) -> JSON:
    """連撃術: advise 再行 (throw) or 積値 (bank) given the results to beat

    Sequential open play: the players take their turns in order and see the finished results. Given the best
    result so far (and how many hold it) and how many players still follow, each also playing to maximise
    their share, returns the decision maximising the expected share of the pot (ties share it).
    """
    advice = renkeki.advice(current_total, best_result, holders, players_after, rules)
    return {"decision": advice.decision, "share_if_bank": probability(advice.share_if_bank),
            "share_if_throw": probability(advice.share_if_throw), "ruleset": rules.to_json()}


class RenkekiOpenPlayRequestSchema(_RenkekiRequest):
    """How many players."""

    players = fields.Integer(required=True, validate=Range(2, MAX_OPEN_PLAYERS),
                             metadata={"description": f"2 to {MAX_OPEN_PLAYERS}"})


class RenkekiOpenPlaySchema(ma.Schema):
    """Each seat's expected pot share when everyone plays optimally in turn with open results."""

    players = fields.Integer(required=True)
    seat_shares = nested_list(ProbabilitySchema, "by seat, first player first; sums to 1")
    first_seat_bank_totals = ma.fields.List(fields.Integer(), required=True,
                                            metadata={"description": "totals at which the first seat banks"})
    ruleset = nested(RenkekiRulesSchema)


@ops.post("/renkeki/open-play", RenkekiOpenPlayRequestSchema, RenkekiOpenPlaySchema,
          example={"players": 2},
          cost=by_value("players", {1: 5, 2: 40, 3: 320, 4: 900}))
def analyse_renkeki_open_play(players: int, rules: renkeki.RenkekiRules) -> JSON:
    """連撃獣裁: get each seat's exact pot share in sequential open play

    Every player maximises their own share knowing the results before them; the later seats see more and
    gain from it.
    """
    analysis = renkeki.open_play(players, rules)
    return {"players": players, "seat_shares": [probability(s) for s in analysis.seat_shares],
            "first_seat_bank_totals": list(analysis.first_seat_bank_totals), "ruleset": rules.to_json()}


class RenkekiHiddenPlayRequestSchema(_RenkekiRequest):
    """How many players and which thresholds."""

    players = fields.Integer(required=True, validate=Range(2, renkeki.MAX_COMPETITIVE_PLAYERS),
                             metadata={"description": f"2 to {renkeki.MAX_COMPETITIVE_PLAYERS}"})
    max_threshold = fields.Integer(load_default=40, validate=Range(0, 40),
                                   metadata={"description": "the thresholds considered are 0..max_threshold (<= 40)"})


class RenkekiBestReplySchema(ma.Schema):
    """The best threshold against a common threshold of the others."""

    others_threshold = fields.Integer(required=True)
    best_reply = fields.Integer(required=True)


class RenkekiHiddenPlaySchema(ma.Schema):
    """Simultaneous hidden play among threshold policies."""

    players = fields.Integer(required=True)
    best_replies = nested_list(RenkekiBestReplySchema)
    equilibria = ma.fields.List(fields.Integer(), required=True,
                                metadata={"description": "thresholds that are their own best reply (may be empty)"})
    equilibrium_share = nested(ProbabilitySchema, "each seat's share at a symmetric equilibrium (1/n)")
    ruleset = nested(RenkekiRulesSchema)



def _hidden_play_charge(args: dict[str, Any]) -> Charge:
    """The hidden-play analysis grows with the thresholds it tries, squared, and slowly with the players."""
    return Charge(5 + args["max_threshold"] ** 2 * (0.3 + 0.07 * args["players"]), SMALL_ANSWER, "max_threshold")

@ops.post("/renkeki/hidden-play", RenkekiHiddenPlayRequestSchema,
          RenkekiHiddenPlaySchema, example={"players": 2, "max_threshold": 20},
          cost=custom(_hidden_play_charge, _hidden_play_charge({"players": 6, "max_threshold": 40}).units,
                      "the largest threshold squared, times 0.3 + 0.07 a player"))
def analyse_renkeki_hidden_play(players: int, max_threshold: int, rules: renkeki.RenkekiRules) -> JSON:
    """連撃獣裁: get the best threshold against the others' threshold in hidden play

    Nobody sees the others' results, so a policy is a threshold. For every common threshold of the others the
    threshold maximising one's exact share of the pot; the symmetric equilibria are the fixed points.
    """
    analysis = renkeki.hidden_play(players, rules, max_threshold)
    return {"players": players,
            "best_replies": [{"others_threshold": t, "best_reply": r} for t, r in enumerate(analysis.best_reply)],
            "equilibria": list(analysis.equilibria),
            "equilibrium_share": probability(analysis.equilibrium_share), "ruleset": rules.to_json()}
