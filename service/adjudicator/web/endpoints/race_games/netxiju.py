"""六裁 (netxiju): start a race, apply and list throws, the solo analysis and (group race-games-odds) the landing
probabilities."""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.race_games import netxiju
from adjudicator.games.race_games.common import RANDOMIZERS, Randomizer, seeded_throw
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, probability
from adjudicator.web.costs import flat
from adjudicator.web.endpoints.race_games.common import odds_ops, ops, seat_field
from adjudicator.web.fields import Boolean, nested, nested_list, random_seed, seed_field
from adjudicator.web.schemas.race_games import (
    NETXIJU,
    NetxijuStateSchema,
    NetxijuThrowOutcomeSchema,
    NetxijuThrowSchema,
)

START_RACE: JSON = {"pawns": [{}, {}]}


class NetxijuNewRequestSchema(ma.Schema):
    """Start a race."""

    players = fields.Integer(required=True, validate=Range(1, 12), metadata={"description": "pawns, one a player"})
    first = fields.Integer(load_default=0, validate=Range(0, 11),
                           metadata={"description": "the seat that throws first (default 0)"})
    seed = seed_field("the race's seed, echoed (default: a random one); each throw takes its own seed")
    rules = NETXIJU.rules_field()


class NetxijuRaceSchema(ma.Schema):
    """A new race: the state to send to /throw and /outcomes, its seed and the rules."""

    state = nested(NetxijuStateSchema, "every pawn on the start; `to_play` is the seat to throw")
    seed = fields.Integer(required=True, metadata={"description": "the seed given, or the random one drawn"})
    ruleset = NETXIJU.echoed_rules()


@ops.post("/netxiju/new", NetxijuNewRequestSchema, NetxijuRaceSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 3, "first": 1, "seed": 7}, cost=flat(1))
def start_netxiju_game(players: int, first: int, seed: int | None, rules: netxiju.NetxijuRules) -> JSON:
    """六裁: start a race: every pawn on the start square, the `first` seat to throw

    The race itself needs no randomness, so the state carries no seed: each throw takes its own. Send the
    observed `cast` to /throw, or a `seed` there to draw it reproducibly (e.g. this race's seed plus the
    number of the throw); a throw with neither is drawn at random.
    """
    state = netxiju.NetxijuState.new(players, first)
    return {"state": state.to_json(), "seed": random_seed() if seed is None else seed, "ruleset": rules.to_json()}


NetxijuThrowRequestSchema = NETXIJU.request(
    "NetxijuThrowRequestSchema", "A throw to apply.", state="the race, e.g. {\"pawns\": [{}, {}]} at the start",
    seat=seat_field("the seat throwing", players=12),
    cast=fields.Integer(load_default=None, validate=Range(0, 6),
                        metadata={"description": "the observed cast (sticks: 0..n marked faces; d6: 1..6)"}),
    seed=seed_field("without a cast: draws it reproducibly (else at random)"),
)


class NetxijuThrowResultSchema(NetxijuThrowSchema):
    """The adjudicated throw."""

    seed = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "the seed the cast was drawn with (null: observed)"})
    ruleset = NETXIJU.echoed_rules()


@ops.post("/netxiju/throw", NetxijuThrowRequestSchema, NetxijuThrowResultSchema,
          cacheable=lambda args: args["cast"] is not None or args["seed"] is not None,
          example={"state": START_RACE, "seat": 0, "cast": 3}, cost=flat(1))
def apply_netxiju_throw(state: netxiju.NetxijuState, seat: int, cast: int | None, seed: int | None,
                        rules: netxiju.NetxijuRules) -> JSON:
    """六裁: apply a throw (move, send back, drink, arrive)

    The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots means
    no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks one
    cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed `cast`,
    or a `seed` to draw it; with neither it is drawn at random.
    """
    if cast is None:
        seed = random_seed() if seed is None else seed
        cast = seeded_throw(rules.randomizer, seed)
    else:
        seed = None
    result = netxiju.apply_throw(state, seat, cast, rules)
    return {**result.to_json(), "cast": cast, "seed": seed, "ruleset": rules.to_json()}


NetxijuOutcomesRequestSchema = NETXIJU.request("NetxijuOutcomesRequestSchema", "Whose throw.",
                                               seat=seat_field(players=12))


class NetxijuOutcomesSchema(ma.Schema):
    """Every possible throw."""

    outcomes = nested_list(NetxijuThrowOutcomeSchema, "one per possible cast; the probabilities sum to 1")
    ruleset = NETXIJU.echoed_rules()


@ops.post("/netxiju/outcomes", NetxijuOutcomesRequestSchema, NetxijuOutcomesSchema,
          example={"state": START_RACE, "seat": 0}, cost=flat(1))
def list_netxiju_throw_outcomes(state: netxiju.NetxijuState, seat: int, rules: netxiju.NetxijuRules) -> JSON:
    """六裁: list every possible throw with its exact probability and what it would do"""
    found = netxiju.throw_outcomes(state, seat, rules)
    return {"outcomes": [{**o, "probability": probability(o["probability"])} for o in found],
            "ruleset": rules.to_json()}


class NetxijuAnalysisQuerySchema(ma.Schema):
    """The flag the analysis depends on."""

    drink_on_blocked = ma.fields.Boolean(load_default=False,
                                         metadata={"description": "an overshooting throw still counts as a stop",
                                                   "example": True})


class NetxijuSoloSchema(ma.Schema):
    """Exact figures for one pawn racing alone under one randomiser."""

    randomizer = ma.fields.String(required=True, validate=OneOf(RANDOMIZERS))
    ox_walk = nested(ProbabilitySchema, "P(牛行): the goal reached stopping on every lined square")
    landing_product = nested(ProbabilitySchema, "h(3)^5 h(4)^3, h(g) the chance of ever landing exactly g squares "
                             "ahead; equal to P(牛行) for sticks5, slightly less for sticks6 and d6 (a 6 from square "
                             "26 is thrown again instead of skipping square 27)")
    expected_throws = nested(ProbabilitySchema, "E[throws to the goal] (an exact value)")
    expected_cups = nested(ProbabilitySchema, "E[cups drunk] (an exact value)")


class NetxijuAnalysisSchema(ma.Schema):
    """The solo analysis for every randomiser."""

    drink_on_blocked = Boolean(required=True)
    lines_total = fields.Integer(required=True, metadata={"description": "cups on the whole path (22)"})
    analyses = nested_list(NetxijuSoloSchema)


@ops.get("/netxiju/analysis", NetxijuAnalysisQuerySchema, NetxijuAnalysisSchema,
         cost=flat(45, why="the whole race to the goal"))
def analyse_netxiju_solo(drink_on_blocked: bool) -> JSON:
    """六裁: get the exact chance of 牛行 and the expected throws and cups of a lone pawn

    For each randomiser (6 sticks, 5 sticks, a die), solved exactly as a Markov chain: the chance of 牛行
    (reaching the goal having stopped on every lined square, never sent back), the expected number of
    throws to the goal and the expected cups drunk.
    """
    analyses = []
    for randomizer in RANDOMIZERS:
        solo = netxiju.solo_analysis(netxiju.NetxijuRules(randomizer, drink_on_blocked))
        h = netxiju.landing_probabilities(randomizer, 4)
        analyses.append({"randomizer": randomizer, "ox_walk": probability(solo.ox_walk),
                         "landing_product": probability(h[3] ** 5 * h[4] ** 3),
                         "expected_throws": probability(solo.expected_throws),
                         "expected_cups": probability(solo.expected_cups)})
    return {"drink_on_blocked": drink_on_blocked, "lines_total": sum(netxiju.LINES.values()), "analyses": analyses}


class NetxijuLandingQuerySchema(ma.Schema):
    """The randomiser and how far ahead to look."""

    randomizer = ma.fields.String(load_default="sticks6", validate=OneOf(RANDOMIZERS),
                                  metadata={"description": "sticks6 (the designers' card), sticks5 or d6",
                                            "example": "d6"})
    horizon = ma.fields.Integer(load_default=netxiju.GOAL, validate=Range(0, netxiju.GOAL),
                                metadata={"description": "the largest distance g listed (the path has 31 steps)",
                                          "example": 12})


class NetxijuLandingSchema(ma.Schema):
    """h(g) for g = 0..horizon."""

    distance = ma.fields.Integer(required=True, metadata={"description": "g squares ahead"})
    probability = nested(ProbabilitySchema, "the chance a lone pawn ever lands exactly there")


class NetxijuLandingsSchema(ma.Schema):
    """The landing probabilities of a lone pawn."""

    randomizer = ma.fields.String(required=True)
    landings = nested_list(NetxijuLandingSchema)


@odds_ops.get("/netxiju/landing", NetxijuLandingQuerySchema, NetxijuLandingsSchema,
              cost=flat(4))
def get_netxiju_landing_probabilities(randomizer: Randomizer, horizon: int) -> JSON:
    """六裁: the chance h(g) that a lone pawn ever lands exactly g squares ahead

    Throws of 0 are skipped (they leave the pawn where it is); P(牛行) for five sticks is h(3)^5 · h(4)^3.
    """
    found = netxiju.landing_probabilities(randomizer, horizon)
    return {"randomizer": randomizer,
            "landings": [{"distance": g, "probability": probability(h)} for g, h in enumerate(found)]}
