"""HTTP adapter for the race games: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships)."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
from flask.views import MethodView
from marshmallow.validate import OneOf, Range

from adjudicator.games.race_games import mokzo, netxiju, ships
from adjudicator.games.race_games.common import RANDOMIZERS, seeded_throw
from adjudicator.web import fields
from adjudicator.web.api import Blueprint, ProbabilitySchema, probability
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.library_io import library_input, located_answer
from adjudicator.web.schemas.race_games import (
    MokzoActionInputSchema,
    MokzoRouteInputSchema,
    MokzoRulesInputSchema,
    MokzoRulesSchema,
    MokzoStateInputSchema,
    MokzoStateSchema,
    NetxijuRulesInputSchema,
    NetxijuRulesSchema,
    NetxijuStateInputSchema,
    NetxijuThrowOutcomeSchema,
    NetxijuThrowSchema,
    ShipsActionInputSchema,
    ShipsActionSchema,
    ShipsRulesInputSchema,
    ShipsRulesSchema,
    ShipsStateInputSchema,
    ShipsStateSchema,
)

blp = Blueprint(
    "race-games",
    __name__,
    url_prefix="/v1/race-games",
    description="The race games: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships)",
)

SEED_RANGE = Range(-(2**63), 2**63 - 1)


def rules_field(schema: type[ma.Schema]) -> ma.fields.Nested:
    """The request's optional ``rules`` flags."""
    return ma.fields.Nested(schema, load_default=None, allow_none=True,
                            metadata={"description": "flags overriding the defaults; the answer echoes them all"})


def read(reader: Any, value: Any, field: str) -> Any:
    """Read ``value`` with a library's reader; a ``ValueError`` answers 422 naming the field."""
    with library_input(default=field):
        return reader(value)


def random_seed() -> int:
    """A fresh seed, for a request that gives none (its answer is then not cached)."""
    return random.SystemRandom().randrange(2**63)


# --- 六裁 (netxiju) ----------------------------------------------------------------------------------------------


class NetxijuThrowRequestSchema(ma.Schema):
    """A throw to apply."""

    state = ma.fields.Nested(NetxijuStateInputSchema, required=True,
                             metadata={"description": "the race, e.g. {\"pawns\": [{}, {}]} at the start"})
    player = fields.Integer(required=True, validate=Range(0, 11), metadata={"description": "the seat throwing"})
    throw = fields.Integer(load_default=None, allow_none=True, validate=Range(0, 6),
                           metadata={"description": "the observed throw (sticks: 0..n marked faces; d6: 1..6)"})
    seed = fields.Integer(load_default=None, allow_none=True, validate=SEED_RANGE,
                          metadata={"description": "without a throw: draws it reproducibly (else at random)"})
    rules = rules_field(NetxijuRulesInputSchema)


class NetxijuThrowResultSchema(NetxijuThrowSchema):
    """The adjudicated throw."""

    seed = fields.Integer(required=True, allow_none=True,
                             metadata={"description": "the seed the throw was drawn with (null: observed)"})
    rules = ma.fields.Nested(NetxijuRulesSchema, required=True)


@blp.route("/netxiju/throw")
class NetxijuThrow(MethodView):
    """六裁: apply a throw."""

    @blp.arguments(NetxijuThrowRequestSchema)
    @blp.response(200, NetxijuThrowResultSchema)
    @blp.doc(operationId="apply_netxiju_throw")
    def post(self, body: dict[str, Any]) -> Any:
        """六裁: apply a throw (move, send back, drink, arrive)

        The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots means
        no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks one
        cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed `throw`,
        or a `seed` to draw it; with neither it is drawn at random.
        """
        with library_input(default="rules"):
            rules = netxiju.NetxijuRules.from_json(body["rules"])
        state = read(netxiju.NetxijuState.from_json, body["state"], "state")
        player, throw, seed = body["player"], body["throw"], body["seed"]
        cacheable = throw is not None or seed is not None
        if throw is None:
            seed = seed if seed is not None else random_seed()
            throw = seeded_throw(rules.randomizer, seed)
        else:
            seed = None

        def compute() -> dict[str, Any]:
            result = netxiju.apply_throw(state, player, throw, rules)
            return {**result.to_json(), "throw": throw, "seed": seed, "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "player": player, "throw": throw, "seed": seed,
                     "rules": rules.to_json()}
        return located_answer("apply_netxiju_throw", canonical, compute, NetxijuThrowResultSchema(),
                              cacheable=cacheable)


class NetxijuOutcomesRequestSchema(ma.Schema):
    """Whose throw."""

    state = ma.fields.Nested(NetxijuStateInputSchema, required=True)
    player = fields.Integer(required=True, validate=Range(0, 11))
    rules = rules_field(NetxijuRulesInputSchema)


class NetxijuOutcomesSchema(ma.Schema):
    """Every possible throw."""

    outcomes = ma.fields.List(ma.fields.Nested(NetxijuThrowOutcomeSchema), required=True,
                              metadata={"description": "one per possible throw; the probabilities sum to 1"})
    rules = ma.fields.Nested(NetxijuRulesSchema, required=True)


@blp.route("/netxiju/outcomes")
class NetxijuOutcomes(MethodView):
    """六裁: what every throw would do."""

    @blp.arguments(NetxijuOutcomesRequestSchema)
    @blp.response(200, NetxijuOutcomesSchema)
    @blp.doc(operationId="list_netxiju_throw_outcomes")
    def post(self, body: dict[str, Any]) -> Any:
        """六裁: list every possible throw with its exact probability and what it would do"""
        with library_input(default="rules"):
            rules = netxiju.NetxijuRules.from_json(body["rules"])
        state = read(netxiju.NetxijuState.from_json, body["state"], "state")
        player = body["player"]

        def compute() -> dict[str, Any]:
            found = netxiju.throw_outcomes(state, player, rules)
            return {"outcomes": [{**o, "probability": probability(o["probability"])} for o in found],
                    "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "player": player, "rules": rules.to_json()}
        return located_answer("list_netxiju_throw_outcomes", canonical, compute, NetxijuOutcomesSchema())


class NetxijuAnalysisQuerySchema(ma.Schema):
    """The flag the analysis depends on."""

    drink_on_blocked = ma.fields.Boolean(load_default=False,
                                         metadata={"description": "an overshooting throw still counts as a stop"})


class NetxijuSoloSchema(ma.Schema):
    """Exact figures for one pawn racing alone under one randomiser."""

    randomizer = ma.fields.String(required=True, validate=OneOf(RANDOMIZERS))
    ox_walk = ma.fields.Nested(ProbabilitySchema, required=True,
                               metadata={"description": "P(牛行): the goal reached stopping on every lined square"})
    landing_product = ma.fields.Nested(
        ProbabilitySchema, required=True,
        metadata={"description": "h(3)^5 h(4)^3, h(g) the chance of ever landing exactly g squares ahead; equal to "
                                 "P(牛行) for sticks5, slightly less for sticks6 and d6 (a 6 from square 26 is "
                                 "thrown again instead of skipping square 27)"},
    )
    expected_throws = ma.fields.Nested(ProbabilitySchema, required=True,
                                       metadata={"description": "E[throws to the goal] (an exact value)"})
    expected_cups = ma.fields.Nested(ProbabilitySchema, required=True,
                                     metadata={"description": "E[cups drunk] (an exact value)"})


class NetxijuAnalysisSchema(ma.Schema):
    """The solo analysis for every randomiser."""

    drink_on_blocked = Boolean(required=True)
    lines_total = fields.Integer(required=True, metadata={"description": "cups on the whole path (22)"})
    analyses = ma.fields.List(ma.fields.Nested(NetxijuSoloSchema), required=True)


@blp.route("/netxiju/analysis")
class NetxijuAnalysis(MethodView):
    """六裁: the exact solo analysis."""

    @blp.arguments(NetxijuAnalysisQuerySchema, location="query")
    @blp.response(200, NetxijuAnalysisSchema)
    @blp.doc(operationId="analyse_netxiju_solo")
    def get(self, query: dict[str, Any]) -> Any:
        """六裁: get the exact chance of 牛行 and the expected throws and cups of a lone pawn

        For each randomiser (6 sticks, 5 sticks, a die), solved exactly as a Markov chain: the chance of 牛行
        (reaching the goal having stopped on every lined square, never sent back), the expected number of
        throws to the goal and the expected cups drunk.
        """
        blocked = query["drink_on_blocked"]

        def compute() -> dict[str, Any]:
            analyses = []
            for randomizer in RANDOMIZERS:
                solo = netxiju.solo_analysis(netxiju.NetxijuRules(randomizer, blocked))
                h = netxiju.landing_probabilities(randomizer, 4)
                analyses.append({"randomizer": randomizer, "ox_walk": probability(solo.ox_walk),
                                 "landing_product": probability(h[3] ** 5 * h[4] ** 3),
                                 "expected_throws": probability(solo.expected_throws),
                                 "expected_cups": probability(solo.expected_cups)})
            return {"drink_on_blocked": blocked, "lines_total": sum(netxiju.LINES.values()), "analyses": analyses}

        return located_answer("analyse_netxiju_solo", {"drink_on_blocked": blocked}, compute, NetxijuAnalysisSchema())


# --- 行山 (mokzo) ------------------------------------------------------------------------------------------------


def read_mokzo_rules(body: dict[str, Any]) -> mokzo.MokzoRules:
    """Return the effective 行山 flags of a request."""
    with library_input(default="rules"):
        return mokzo.MokzoRules.from_json(body["rules"])


class MokzoNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = fields.Integer(required=True, validate=Range(2, 4))
    first_player = fields.Integer(load_default=0, validate=Range(0, 3))
    seed = fields.Integer(load_default=None, allow_none=True, validate=Range(0, 2**63 - 1),
                          metadata={"description": "shuffles the deck and draws later throws (else random)"})
    route = ma.fields.Nested(MokzoRouteInputSchema, load_default=None, allow_none=True,
                             metadata={"description": "the route (default: the boxed game's 25 nodes)"})
    rules = rules_field(MokzoRulesInputSchema)


class MokzoGameSchema(ma.Schema):
    """A game state and the flags it is played under."""

    state = ma.fields.Nested(MokzoStateSchema, required=True)
    rules = ma.fields.Nested(MokzoRulesSchema, required=True)


@blp.route("/mokzo/new")
class MokzoNewGame(MethodView):
    """行山: a new game."""

    @blp.arguments(MokzoNewGameRequestSchema)
    @blp.response(200, MokzoGameSchema)
    @blp.doc(operationId="start_mokzo_game")
    def post(self, body: dict[str, Any]) -> Any:
        """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

        The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.
        """
        rules = read_mokzo_rules(body)
        route = mokzo.MANUAL_ROUTE if body["route"] is None else read(mokzo.route_from_json, body["route"], "route")
        cacheable = body["seed"] is not None
        seed = body["seed"] if cacheable else random_seed()
        players, first = body["players"], body["first_player"]

        def compute() -> dict[str, Any]:
            state = mokzo.new_game(players, seed, first, route, rules)
            return {"state": state.to_json(), "rules": rules.to_json()}

        canonical = {"players": players, "first_player": first, "seed": seed,
                     "route": [[n.boost, n.river] for n in route], "rules": rules.to_json()}
        return located_answer("start_mokzo_game", canonical, compute, MokzoGameSchema(), cacheable=cacheable)


class MokzoOptionsRequestSchema(ma.Schema):
    """Whose options."""

    state = ma.fields.Nested(MokzoStateInputSchema, required=True)
    seat = fields.Integer(required=True, validate=Range(0, 3))
    rules = rules_field(MokzoRulesInputSchema)


class MokzoInstallOptionSchema(ma.Schema):
    """A hand card's install cost."""

    card = ma.fields.String(required=True)
    cost = fields.Integer(required=True)
    currency = ma.fields.String(required=True, validate=OneOf(["rice", "coin"]))
    affordable = Boolean(required=True)


class MokzoDestroyOptionSchema(ma.Schema):
    """An installed card's destroy price (its original install cost)."""

    card = ma.fields.String(required=True)
    cost = fields.Integer(required=True)
    currency = ma.fields.String(required=True, validate=OneOf(["rice", "coin"]))


class MokzoMovePriceSchema(ma.Schema):
    """The price of the paid move in one currency."""

    pay = ma.fields.String(required=True, validate=OneOf(["rice", "coin"]))
    cost = fields.Integer(required=True)
    affordable = Boolean(required=True)


class MokzoMoveOptionSchema(ma.Schema):
    """The paid move."""

    distance = fields.Integer(required=True, metadata={"description": "squares: 1, +1 per 弓, +2 per 馬, +1 boost"})
    options = ma.fields.List(ma.fields.Nested(MokzoMovePriceSchema), required=True)


class MokzoEffectsSchema(ma.Schema):
    """The exact expectations of the thrown cards per activation."""

    p_high = ma.fields.Nested(ProbabilitySchema, required=True, metadata={"description": "P(throw >= 4)"})
    kua_coins = ma.fields.Nested(ProbabilitySchema, required=True, metadata={"description": "筆: E[coins]"})
    tuk_squares = ma.fields.Nested(ProbabilitySchema, required=True, metadata={"description": "巫: E[squares]"})


class MokzoOptionsSchema(ma.Schema):
    """What the seat can do now."""

    seat = fields.Integer(required=True)
    kinds = ma.fields.List(ma.fields.String(validate=OneOf(mokzo.ACTION_KINDS)), required=True,
                           metadata={"description": "the action kinds allowed now (empty when not the seat's turn)"})
    install = ma.fields.List(ma.fields.Nested(MokzoInstallOptionSchema), required=True)
    discard_rice_per_card = fields.Integer(required=True)
    destroy = ma.fields.List(ma.fields.Nested(MokzoDestroyOptionSchema), required=True)
    exchange_max_coins = fields.Integer(required=True)
    move = ma.fields.Nested(MokzoMoveOptionSchema, required=True)
    effects = ma.fields.Nested(MokzoEffectsSchema, required=True)
    rules = ma.fields.Nested(MokzoRulesSchema, required=True)


@blp.route("/mokzo/actions")
class MokzoActions(MethodView):
    """行山: legal actions."""

    @blp.arguments(MokzoOptionsRequestSchema)
    @blp.response(200, MokzoOptionsSchema)
    @blp.doc(operationId="list_mokzo_actions")
    def post(self, body: dict[str, Any]) -> Any:
        """行山: list the action kinds a seat may take now, with costs and the paid move

        A turn is install or discard (one of them), activate, optionally exchange and destroy (any order under
        the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.
        """
        rules = read_mokzo_rules(body)
        state = read(mokzo.state_from_json, body["state"], "state")
        seat = body["seat"]

        def compute() -> dict[str, Any]:
            options = mokzo.turn_options(state, seat, rules)
            effects = {k: probability(v) for k, v in mokzo.expected_effects(rules).items()}
            return {"seat": seat, **options, "effects": effects, "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "seat": seat, "rules": rules.to_json()}
        return located_answer("list_mokzo_actions", canonical, compute, MokzoOptionsSchema())


class MokzoApplyRequestSchema(ma.Schema):
    """An action to adjudicate."""

    state = ma.fields.Nested(MokzoStateInputSchema, required=True)
    seat = fields.Integer(required=True, validate=Range(0, 3))
    action = ma.fields.Nested(MokzoActionInputSchema, required=True)
    rules = rules_field(MokzoRulesInputSchema)


class MokzoVerdictSchema(MokzoGameSchema):
    """The adjudicated action."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)
    events = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "what happened"})


@blp.route("/mokzo/apply")
class MokzoApply(MethodView):
    """行山: apply an action."""

    @blp.arguments(MokzoApplyRequestSchema)
    @blp.response(200, MokzoVerdictSchema)
    @blp.doc(operationId="apply_mokzo_action")
    def post(self, body: dict[str, Any]) -> Any:
        """行山: adjudicate and perform one action

        An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with the
        reason and the state unchanged. Activation throws not given are drawn from the state's seed.
        """
        rules = read_mokzo_rules(body)
        state = read(mokzo.state_from_json, body["state"], "state")
        action = read(mokzo.MokzoAction.from_json, body["action"], "action")
        seat = body["seat"]

        def compute() -> dict[str, Any]:
            return {**mokzo.apply(state, seat, action, rules).to_json(), "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "seat": seat, "action": body["action"], "rules": rules.to_json()}
        return located_answer("apply_mokzo_action", canonical, compute, MokzoVerdictSchema())


class MokzoRankingRequestSchema(ma.Schema):
    """A game to rank."""

    state = ma.fields.Nested(MokzoStateInputSchema, required=True)


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
    standings = ma.fields.List(ma.fields.Nested(MokzoStandingSchema), required=True,
                               metadata={"description": "every seat, farthest first"})


@blp.route("/mokzo/ranking")
class MokzoRanking(MethodView):
    """行山: the ranking."""

    @blp.arguments(MokzoRankingRequestSchema)
    @blp.response(200, MokzoRankingSchema)
    @blp.doc(operationId="rank_mokzo_game")
    def post(self, body: dict[str, Any]) -> Any:
        """行山: rank the game: the summiters' tie-breaks and the final winners"""
        state = read(mokzo.state_from_json, body["state"], "state")

        def compute() -> dict[str, Any]:
            standings = [{"seat": i, "position": p.position, "on_summit": p.position == state.summit,
                          "installed": len(p.board), "coin": p.coin} for i, p in enumerate(state.players)]
            standings.sort(key=lambda s: (-s["position"], s["installed"], -s["coin"], s["seat"]))
            return {"over": state.over, "winners": list(state.winners),
                    "leaders": list(mokzo.final_ranking(state)), "standings": standings}

        return located_answer("rank_mokzo_game", {"state": state.to_json()}, compute, MokzoRankingSchema())


# --- 連船之遊 (ships) --------------------------------------------------------------------------------------------


def read_ships_rules(body: dict[str, Any]) -> ships.ShipsRules:
    """Return the effective 連船之遊 flags of a request."""
    with library_input(default="rules"):
        return ships.ShipsRules.from_json(body["rules"])


class ShipsNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = fields.Integer(required=True, validate=Range(2, 4))


class ShipsGameSchema(ma.Schema):
    """A game state."""

    state = ma.fields.Nested(ShipsStateSchema, required=True)


@blp.route("/ships/new")
class ShipsNewGame(MethodView):
    """連船之遊: a new game."""

    @blp.arguments(ShipsNewGameRequestSchema)
    @blp.response(200, ShipsGameSchema)
    @blp.doc(operationId="start_ships_game")
    def post(self, body: dict[str, Any]) -> Any:
        """連船之遊: set up a game: start store 20, one ship loaded with 5, every ship on the start"""
        players = body["players"]
        return located_answer("start_ships_game", {"players": players},
                              lambda: {"state": ships.ShipsState.new(players).to_json()}, ShipsGameSchema())


class ShipsActionsRequestSchema(ma.Schema):
    """A seat's throw."""

    state = ma.fields.Nested(ShipsStateInputSchema, required=True)
    seat = fields.Integer(required=True, validate=Range(0, 3))
    throw = fields.Integer(required=True, validate=Range(0, 20), metadata={"description": "the sticks' result"})
    rules = rules_field(ShipsRulesInputSchema)


class ShipsActionsSchema(ma.Schema):
    """The legal actions for the throw."""

    seat = fields.Integer(required=True)
    throw = fields.Integer(required=True)
    forced_pass = Boolean(required=True,
                                    metadata={"description": "a throw of 0 (or an empty start store): pass"})
    count = fields.Integer(required=True)
    actions = ma.fields.List(ma.fields.Nested(ShipsActionSchema), required=True)
    rules = ma.fields.Nested(ShipsRulesSchema, required=True)


@blp.route("/ships/actions")
class ShipsActions(MethodView):
    """連船之遊: legal actions."""

    @blp.arguments(ShipsActionsRequestSchema)
    @blp.response(200, ShipsActionsSchema)
    @blp.doc(operationId="list_ships_actions")
    def post(self, body: dict[str, Any]) -> Any:
        """連船之遊: list the legal actions of a seat for its throw

        Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship at
        the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a ship
        to the start, or pass (forced on a throw of 0).
        """
        rules = read_ships_rules(body)
        state = read(ships.ShipsState.from_json, body["state"], "state")
        seat, throw = body["seat"], body["throw"]

        def compute() -> dict[str, Any]:
            found = ships.legal_actions(state, seat, throw, rules)
            forced = ships.must_pass(state.fleets[seat], throw, rules)
            return {"seat": seat, "throw": throw, "forced_pass": forced, "count": len(found),
                    "actions": [a.to_json() for a in found], "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "seat": seat, "throw": throw, "rules": rules.to_json()}
        return located_answer("list_ships_actions", canonical, compute, ShipsActionsSchema())


class ShipsApplyRequestSchema(ShipsActionsRequestSchema):
    """An action to adjudicate for the seat's throw."""

    action = ma.fields.Nested(ShipsActionInputSchema, required=True)


class ShipsVerdictSchema(ShipsGameSchema):
    """The adjudicated turn."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)
    action = ma.fields.Nested(ShipsActionSchema, required=True)
    rules = ma.fields.Nested(ShipsRulesSchema, required=True)


@blp.route("/ships/apply")
class ShipsApply(MethodView):
    """連船之遊: apply an action."""

    @blp.arguments(ShipsApplyRequestSchema)
    @blp.response(200, ShipsVerdictSchema)
    @blp.doc(operationId="apply_ships_action")
    def post(self, body: dict[str, Any]) -> Any:
        """連船之遊: adjudicate and perform a seat's turn for its throw

        A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to the
        start. An illegal action is `legal: false` with the reason and the state unchanged.
        """
        rules = read_ships_rules(body)
        state = read(ships.ShipsState.from_json, body["state"], "state")
        action = read(ships.ShipAction.from_json, body["action"], "action")
        seat, throw = body["seat"], body["throw"]

        def compute() -> dict[str, Any]:
            verdict = ships.apply(state, seat, throw, action, rules)
            return {**verdict.to_json(), "action": action.to_json(), "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "seat": seat, "throw": throw, "action": action.to_json(),
                     "rules": rules.to_json()}
        return located_answer("apply_ships_action", canonical, compute, ShipsVerdictSchema())


class ShipsRankingRequestSchema(ma.Schema):
    """A game to rank."""

    state = ma.fields.Nested(ShipsStateInputSchema, required=True)


class ShipsRankSchema(ma.Schema):
    """A seat's rank."""

    seat = fields.Integer(required=True)
    goal_store = fields.Integer(required=True)
    rank = fields.Integer(required=True, metadata={"description": "1 = best; equal stores share a rank"})


class ShipsRankingSchema(ma.Schema):
    """The ranking by resources at the goal."""

    ending = Boolean(required=True, metadata={"description": "someone has brought 20 to the goal"})
    over = Boolean(required=True, metadata={"description": "... and every player has had as many turns"})
    ranking = ma.fields.List(ma.fields.Nested(ShipsRankSchema), required=True)


@blp.route("/ships/ranking")
class ShipsRanking(MethodView):
    """連船之遊: the ranking."""

    @blp.arguments(ShipsRankingRequestSchema)
    @blp.response(200, ShipsRankingSchema)
    @blp.doc(operationId="rank_ships_game")
    def post(self, body: dict[str, Any]) -> Any:
        """連船之遊: rank the players by the resources they brought to the goal (ties shared)"""
        state = read(ships.ShipsState.from_json, body["state"], "state")

        def compute() -> dict[str, Any]:
            return {"ending": state.ending, "over": state.over, "ranking": ships.final_ranking(state)}

        return located_answer("rank_ships_game", {"state": state.to_json()}, compute, ShipsRankingSchema())

