"""The race games, declared once each: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships).

States and rules are loaded by the rules library (checked against their documented request forms first), so a
state the service returned can be sent back as it is; a library error is a 422 naming its field.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.race_games import mokzo, netxiju, ships
from adjudicator.games.race_games.common import RANDOMIZERS, seeded_throw
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, VerdictSchema, probability
from adjudicator.web.fields import Boolean, CheckedNested, nested, nested_list, random_seed, schema, seed_field
from adjudicator.web.schemas.race_games import (
    MOKZO,
    NETXIJU,
    SHIPS,
    MokzoActionSchema,
    MokzoRouteSchema,
    MokzoStateSchema,
    NetxijuStateSchema,
    NetxijuThrowOutcomeSchema,
    NetxijuThrowSchema,
    ShipsActionSchema,
    ShipsStateSchema,
)

ops = Operations(
    "race-games", "/v1/race-games", "The race games: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships)"
)
blp = ops.blp


def seat_field(description: str | None = None, players: int = 4) -> fields.Integer:
    """A seat (0-based)."""
    return fields.Integer(required=True, validate=Range(0, players - 1), metadata=fields.described(description))


# --- 六裁 (netxiju) ----------------------------------------------------------------------------------------------

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

    state = nested(NetxijuStateSchema, "every pawn on the start; `turn` is the seat to throw")
    seed = fields.Integer(required=True, metadata={"description": "the seed given, or the random one drawn"})
    rules = NETXIJU.echoed_rules()


@ops.post("/netxiju/new", "start_netxiju_game", NetxijuNewRequestSchema, NetxijuRaceSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 3, "first": 1, "seed": 7})
def start_netxiju_game(players: int, first: int, seed: int | None, rules: netxiju.NetxijuRules) -> JSON:
    """六裁: start a race: every pawn on the start square, the `first` seat to throw

    The race itself needs no randomness, so the state carries no seed: each throw takes its own. Send the
    observed `throw` to /throw, or a `seed` there to draw it reproducibly (e.g. this race's seed plus the
    number of the throw); a throw with neither is drawn at random.
    """
    state = netxiju.NetxijuState.new(players, first)
    return {"state": state.to_json(), "seed": random_seed() if seed is None else seed, "rules": rules.to_json()}


NetxijuThrowRequestSchema = NETXIJU.request(
    "NetxijuThrowRequestSchema", "A throw to apply.", state="the race, e.g. {\"pawns\": [{}, {}]} at the start",
    player=seat_field("the seat throwing", players=12),
    throw=fields.Integer(load_default=None, validate=Range(0, 6),
                         metadata={"description": "the observed throw (sticks: 0..n marked faces; d6: 1..6)"}),
    seed=seed_field("without a throw: draws it reproducibly (else at random)"),
)


class NetxijuThrowResultSchema(NetxijuThrowSchema):
    """The adjudicated throw."""

    seed = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "the seed the throw was drawn with (null: observed)"})
    rules = NETXIJU.echoed_rules()


@ops.post("/netxiju/throw", "apply_netxiju_throw", NetxijuThrowRequestSchema, NetxijuThrowResultSchema,
          cacheable=lambda args: args["throw"] is not None or args["seed"] is not None,
          example={"state": START_RACE, "player": 0, "throw": 3})
def apply_netxiju_throw(state: netxiju.NetxijuState, player: int, throw: int | None, seed: int | None,
                        rules: netxiju.NetxijuRules) -> JSON:
    """六裁: apply a throw (move, send back, drink, arrive)

    The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots means
    no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks one
    cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed `throw`,
    or a `seed` to draw it; with neither it is drawn at random.
    """
    if throw is None:
        seed = random_seed() if seed is None else seed
        throw = seeded_throw(rules.randomizer, seed)
    else:
        seed = None
    result = netxiju.apply_throw(state, player, throw, rules)
    return {**result.to_json(), "throw": throw, "seed": seed, "rules": rules.to_json()}


NetxijuOutcomesRequestSchema = NETXIJU.request("NetxijuOutcomesRequestSchema", "Whose throw.",
                                               player=seat_field(players=12))


class NetxijuOutcomesSchema(ma.Schema):
    """Every possible throw."""

    outcomes = nested_list(NetxijuThrowOutcomeSchema, "one per possible throw; the probabilities sum to 1")
    rules = NETXIJU.echoed_rules()


@ops.post("/netxiju/outcomes", "list_netxiju_throw_outcomes", NetxijuOutcomesRequestSchema, NetxijuOutcomesSchema,
          example={"state": START_RACE, "player": 0})
def list_netxiju_throw_outcomes(state: netxiju.NetxijuState, player: int, rules: netxiju.NetxijuRules) -> JSON:
    """六裁: list every possible throw with its exact probability and what it would do"""
    found = netxiju.throw_outcomes(state, player, rules)
    return {"outcomes": [{**o, "probability": probability(o["probability"])} for o in found],
            "rules": rules.to_json()}


class NetxijuAnalysisQuerySchema(ma.Schema):
    """The flag the analysis depends on."""

    drink_on_blocked = ma.fields.Boolean(load_default=False,
                                         metadata={"description": "an overshooting throw still counts as a stop"})


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


@ops.get("/netxiju/analysis", "analyse_netxiju_solo", NetxijuAnalysisQuerySchema, NetxijuAnalysisSchema)
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


# --- 行山 (mokzo) ------------------------------------------------------------------------------------------------

TWO_HORSES: JSON = {"players": [{}, {}]}


class MokzoNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = fields.Integer(required=True, validate=Range(2, 4))
    first_player = fields.Integer(load_default=0, validate=Range(0, 3))
    seed = seed_field("shuffles the deck and draws later throws (else random)")
    route = CheckedNested(fields.request_variant(MokzoRouteSchema), mokzo.route_from_json, load_default=None,
                          metadata={"description": "the route (default: the boxed game's 25 nodes)"})
    rules = MOKZO.rules_field()


class MokzoGameSchema(ma.Schema):
    """A game state and the flags it is played under."""

    state = nested(MokzoStateSchema)
    rules = MOKZO.echoed_rules()


@ops.post("/mokzo/new", "start_mokzo_game", MokzoNewGameRequestSchema, MokzoGameSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 2, "seed": 7})
def start_mokzo_game(players: int, first_player: int, seed: int | None, route: tuple[mokzo.Node, ...] | None,
                     rules: mokzo.MokzoRules) -> JSON:
    """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

    The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.
    """
    state = mokzo.new_game(players, random_seed() if seed is None else seed, first_player,
                           mokzo.MANUAL_ROUTE if route is None else route, rules)
    return {"state": state.to_json(), "rules": rules.to_json()}


MokzoOptionsRequestSchema = MOKZO.request("MokzoOptionsRequestSchema", "Whose options.", seat=seat_field())


class MokzoInstallOptionSchema(ma.Schema):
    """A hand card's install cost."""

    card = ma.fields.String(required=True)
    cost = fields.Integer(required=True)
    currency = ma.fields.String(required=True, validate=OneOf(["rice", "coin"]))
    affordable = Boolean(required=True)


class MokzoDestroyOptionSchema(MokzoInstallOptionSchema):
    """An installed card's destroy price (its original install cost)."""

    affordable = Boolean(required=True, metadata={"description": "the seat holds enough of the currency"})


class MokzoMovePriceSchema(ma.Schema):
    """The price of the paid move in one currency."""

    pay = ma.fields.String(required=True, validate=OneOf(["rice", "coin"]))
    cost = fields.Integer(required=True)
    affordable = Boolean(required=True)


class MokzoMoveOptionSchema(ma.Schema):
    """The paid move."""

    distance = fields.Integer(required=True, metadata={"description": "squares: 1, +1 per 弓, +2 per 馬, +1 boost"})
    options = nested_list(MokzoMovePriceSchema)


class MokzoEffectsSchema(ma.Schema):
    """The exact expectations of the thrown cards per activation."""

    p_high = nested(ProbabilitySchema, "P(throw >= 4)")
    kua_coins = nested(ProbabilitySchema, "筆: E[coins]")
    tuk_squares = nested(ProbabilitySchema, "巫: E[squares]")


class MokzoOptionsSchema(ma.Schema):
    """What the seat can do now."""

    seat = fields.Integer(required=True)
    to_play = fields.Integer(required=True, allow_none=True,
                             metadata={"description": "the seat whose turn it is; null once the game is over"})
    over = Boolean(required=True, metadata={"description": "the game has ended (then no action is listed)"})
    kinds = ma.fields.List(ma.fields.String(validate=OneOf(mokzo.ACTION_KINDS)), required=True,
                           metadata={"description": "the action kinds allowed now (empty when not the seat's turn)"})
    install = nested_list(MokzoInstallOptionSchema)
    discard_rice_per_card = fields.Integer(required=True)
    destroy = nested_list(MokzoDestroyOptionSchema)
    exchange_max_coins = fields.Integer(required=True)
    move = nested(MokzoMoveOptionSchema)
    effects = nested(MokzoEffectsSchema)
    rules = MOKZO.echoed_rules()


@ops.post("/mokzo/actions", "list_mokzo_actions", MokzoOptionsRequestSchema, MokzoOptionsSchema,
          example={"state": TWO_HORSES, "seat": 0})
def list_mokzo_actions(state: mokzo.MokzoState, seat: int, rules: mokzo.MokzoRules) -> JSON:
    """行山: list the action kinds a seat may take now, with costs and the paid move

    A turn is install or discard (one of them), activate, optionally exchange and destroy (any order under
    the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.
    """
    options = mokzo.turn_options(state, seat, rules)
    effects = {k: probability(v) for k, v in mokzo.expected_effects(rules).items()}
    return {"seat": seat, **state.derived(), **options, "effects": effects, "rules": rules.to_json()}


MokzoApplyRequestSchema = MOKZO.request(
    "MokzoApplyRequestSchema", "An action to adjudicate.", seat=seat_field(),
    action=CheckedNested(fields.request_variant(MokzoActionSchema), mokzo.MokzoAction.from_json, required=True),
)


class MokzoVerdictSchema(VerdictSchema, MokzoGameSchema):
    """The adjudicated action."""

    events = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "what happened"})


@ops.post("/mokzo/apply", "apply_mokzo_action", MokzoApplyRequestSchema, MokzoVerdictSchema,
          example={"state": TWO_HORSES, "seat": 0, "action": {"kind": "activate"}})
def apply_mokzo_action(state: mokzo.MokzoState, seat: int, action: mokzo.MokzoAction, rules: mokzo.MokzoRules
                       ) -> JSON:
    """行山: adjudicate and perform one action

    An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with the
    reason and the state unchanged. Activation throws not given are drawn from the state's seed.
    """
    return {**mokzo.apply(state, seat, action, rules).to_json(), "rules": rules.to_json()}


MokzoRankingRequestSchema = MOKZO.request("MokzoRankingRequestSchema", "A game to rank.", ruleset=False)


class MokzoStandingSchema(ma.Schema):
    """A seat's race position."""

    seat = fields.Integer(required=True)
    position = fields.Integer(required=True)
    on_summit = Boolean(required=True)
    installed = fields.Integer(required=True, metadata={"description": "cards on the board (the first tie-break)"})
    coin = fields.Integer(required=True, metadata={"description": "the second tie-break"})


class MokzoRankingSchema(ma.Schema):
    """Who leads, and who has won."""

    over = Boolean(required=True)
    winners = ma.fields.List(fields.Integer(), required=True,
                             metadata={"description": "the decided winner(s) once the game is over"})
    leaders = ma.fields.List(
        fields.Integer(), required=True,
        metadata={"description": "among the horses on the summit: fewest installed cards, then most coins; several "
                                 "seats share the win"},
    )
    standings = nested_list(MokzoStandingSchema, "every seat, farthest first")


@ops.post("/mokzo/ranking", "rank_mokzo_game", MokzoRankingRequestSchema, MokzoRankingSchema,
          example={"state": {"players": [{"position": 5}, {"position": 2}]}})
def rank_mokzo_game(state: mokzo.MokzoState) -> JSON:
    """行山: rank the game: the summiters' tie-breaks and the final winners"""
    standings = [{"seat": i, "position": p.position, "on_summit": p.position == state.summit,
                  "installed": len(p.board), "coin": p.coin} for i, p in enumerate(state.players)]
    standings.sort(key=lambda s: (-s["position"], s["installed"], -s["coin"], s["seat"]))
    return {"over": state.over, "winners": list(state.winners), "leaders": list(mokzo.final_ranking(state)),
            "standings": standings}


# --- 連船之遊 (ships) --------------------------------------------------------------------------------------------

FLEET = {"start_store": 15, "ships": [{"position": 0, "cargo": 5}, {}, {}]}
FLEETS: JSON = {"fleets": [FLEET, FLEET]}


class ShipsNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = fields.Integer(required=True, validate=Range(2, 4))
    seed = seed_field("draws the throws not given (else drawn at random and returned)")


class ShipsGameSchema(ma.Schema):
    """A game state."""

    state = nested(ShipsStateSchema)


@ops.post("/ships/new", "start_ships_game", ShipsNewGameRequestSchema, ShipsGameSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 2, "seed": 1})
def start_ships_game(players: int, seed: int | None) -> JSON:
    """連船之遊: set up a game: start store 20, one ship loaded with 5, every ship on the start"""
    return {"state": ships.ShipsState.new(players, random_seed() if seed is None else seed).to_json()}


ShipsActionsRequestSchema = SHIPS.request(
    "ShipsActionsRequestSchema", "A seat's throw.", seat=seat_field(),
    throw=fields.Integer(load_default=None, validate=Range(0, 20),
                         metadata={"description": "the sticks' result; null or absent: drawn from the state's seed"}))


class ShipsActionsSchema(ma.Schema):
    """The legal actions for the throw."""

    seat = fields.Integer(required=True)
    to_play = fields.Integer(required=True, allow_none=True,
                             metadata={"description": "the seat whose turn it is; null once the game is over"})
    ending = Boolean(required=True, metadata={"description": "someone has 20 at the goal: the game ends when every "
                                                             "player has had as many turns"})
    over = Boolean(required=True, metadata={"description": "the game has ended (then no action is listed)"})
    throw = fields.Integer(required=True)
    forced_pass = Boolean(required=True, metadata={"description": "a throw of 0 (or an empty start store): pass"})
    count = fields.Integer(required=True)
    actions = nested_list(ShipsActionSchema)
    rules = SHIPS.echoed_rules()


@ops.post("/ships/actions", "list_ships_actions", ShipsActionsRequestSchema, ShipsActionsSchema,
          example={"state": FLEETS, "seat": 0, "throw": 3})
def list_ships_actions(state: ships.ShipsState, seat: int, throw: int | None, rules: ships.ShipsRules) -> JSON:
    """連船之遊: list the legal actions of a seat for its throw

    Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship at
    the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a ship
    to the start, or pass (forced on a throw of 0). Without a `throw`, the turn's throw is drawn from the
    state's seed (the same one `apply` draws).
    """
    throw = ships.drawn_throw(state, rules) if throw is None else throw
    found = ships.legal_actions(state, seat, throw, rules)
    return {"seat": seat, **state.derived(), "throw": throw,
            "forced_pass": ships.must_pass(state.fleets[seat], throw, rules),
            "count": len(found), "actions": [a.to_json() for a in found], "rules": rules.to_json()}


ShipsApplyRequestSchema = schema(
    "ShipsApplyRequestSchema", "An action to adjudicate for the seat's throw.", ShipsActionsRequestSchema,
    action=CheckedNested(fields.request_variant(ShipsActionSchema), ships.ShipAction.from_json, required=True))


class ShipsVerdictSchema(VerdictSchema, ShipsGameSchema):
    """The adjudicated turn."""

    throw = fields.Integer(required=True, metadata={"description": "the throw, observed or drawn"})
    action = nested(ShipsActionSchema)
    rules = SHIPS.echoed_rules()


@ops.post("/ships/apply", "apply_ships_action", ShipsApplyRequestSchema, ShipsVerdictSchema,
          example={"state": FLEETS, "seat": 0, "throw": 3, "action": {"kind": "move", "ship": 0}})
def apply_ships_action(state: ships.ShipsState, seat: int, throw: int | None, action: ships.ShipAction,
                       rules: ships.ShipsRules) -> JSON:
    """連船之遊: adjudicate and perform a seat's turn for its throw

    A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to the
    start. An illegal action is `legal: false` with the reason and the state unchanged.
    """
    throw = ships.drawn_throw(state, rules) if throw is None else throw
    verdict = ships.apply(state, seat, throw, action, rules)
    return {**verdict.to_json(), "throw": throw, "action": action.to_json(), "rules": rules.to_json()}


ShipsRankingRequestSchema = SHIPS.request("ShipsRankingRequestSchema", "A game to rank.", ruleset=False)


class ShipsRankSchema(ma.Schema):
    """A seat's rank."""

    seat = fields.Integer(required=True)
    goal_store = fields.Integer(required=True)
    rank = fields.Integer(required=True, metadata={"description": "1 = best; equal stores share a rank"})


class ShipsRankingSchema(ma.Schema):
    """The ranking by resources at the goal."""

    ending = Boolean(required=True, metadata={"description": "someone has brought 20 to the goal"})
    over = Boolean(required=True, metadata={"description": "... and every player has had as many turns"})
    ranking = nested_list(ShipsRankSchema)


@ops.post("/ships/ranking", "rank_ships_game", ShipsRankingRequestSchema, ShipsRankingSchema,
          example={"state": FLEETS})
def rank_ships_game(state: ships.ShipsState) -> JSON:
    """連船之遊: rank the players by the resources they brought to the goal (ties shared)"""
    return {"ending": state.ending, "over": state.over, "ranking": ships.final_ranking(state)}
