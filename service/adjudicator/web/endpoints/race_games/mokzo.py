"""行山 (mokzo): set up a game, list and apply a seat's actions, rank the horses."""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.race_games import mokzo
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, probability
from adjudicator.web.costs import flat
from adjudicator.web.derived import response_schema
from adjudicator.web.endpoints.race_games.common import ops, seat_field
from adjudicator.web.fields import Boolean, CheckedNested, nested, nested_list, random_seed, seed_field
from adjudicator.web.schemas.race_games import (
    MOKZO,
    MokzoActionSchema,
    MokzoRouteSchema,
    MokzoStateSchema,
    MokzoTargetSchema,
)

TWO_HORSES: JSON = {"seats": [{}, {}]}


class MokzoNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = fields.Integer(required=True, validate=Range(2, 4))
    first = fields.Integer(load_default=0, validate=Range(0, 3))
    seed = seed_field("shuffles the deck and draws later throws (else random)")
    route = CheckedNested(fields.request_variant(MokzoRouteSchema), mokzo.route_from_json, load_default=None,
                          metadata={"description": "the route (default: the boxed game's 25 nodes)"})
    rules = MOKZO.rules_field()


class MokzoGameSchema(ma.Schema):
    """A game state and the flags it is played under."""

    state = nested(MokzoStateSchema)
    ruleset = MOKZO.echoed_rules()


@ops.post("/mokzo/new", MokzoNewGameRequestSchema, MokzoGameSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 2, "seed": 7}, cost=flat(1))
def start_mokzo_game(players: int, first: int, seed: int | None, route: tuple[mokzo.Node, ...] | None,
                     rules: mokzo.MokzoRules) -> JSON:
    """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

    The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.
    """
    state = mokzo.new_game(players, random_seed() if seed is None else seed, first,
                           mokzo.MANUAL_ROUTE if route is None else route, rules)
    return {"state": state.to_json(), "ruleset": rules.to_json()}


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


class MokzoActivationChoiceSchema(ma.Schema):
    """A working 虎 or 将 of the seat: the targets its activation must choose from (one goes in ``targets``)."""

    card = ma.fields.String(required=True, metadata={"description": "the card's id: the key in action.targets"})
    kind = ma.fields.String(required=True, validate=OneOf(["dau", "uai"]), metadata={"description": "虎 or 将"})
    cast = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "将: its cast drawn from the state's seed (null for 虎)"})
    branch = ma.fields.String(required=True, validate=OneOf(["take", "age", "destroy"]),
                              metadata={"description": "take (虎), age (将 cast <= 3) or destroy (将 cast >= 4)"})
    choices = ma.fields.List(
        ma.fields.Nested(MokzoTargetSchema), required=True,
        metadata={"description": "every possible target (虎: seat and resource; 将: {age|destroy: {seat, card}}"
                                 " for the drawn cast, the same cards under the other key for an observed cast of"
                                 " the other branch); empty: nothing to aim at, the effect does nothing"})


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
    activate = nested_list(MokzoActivationChoiceSchema,
                           "while activation is allowed: each working 虎 and 将 and the target choices its activation"
                           " must name (虎 and 将 act on every own turn)")
    effects = nested(MokzoEffectsSchema)
    ruleset = MOKZO.echoed_rules()


@ops.post("/mokzo/actions", MokzoOptionsRequestSchema, MokzoOptionsSchema,
          example={"state": TWO_HORSES, "seat": 0}, cost=flat(1))
def list_mokzo_actions(state: mokzo.MokzoState, seat: int, rules: mokzo.MokzoRules) -> JSON:
    """行山: list the action kinds a seat may take now, with costs and the paid move

    A turn is install or discard (one of them), activate, optionally exchange and destroy (any order under
    the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.
    """
    options = mokzo.turn_options(state, seat, rules)
    effects = {k: probability(v) for k, v in mokzo.expected_effects(rules).items()}
    return {"seat": seat, **state.derived(), **options, "effects": effects, "ruleset": rules.to_json()}


MokzoApplyRequestSchema = MOKZO.request(
    "MokzoApplyRequestSchema", "An action to adjudicate.", seat=seat_field(),
    action=CheckedNested(fields.request_variant(MokzoActionSchema), mokzo.MokzoAction.from_json, required=True),
)


#: The adjudicated action: derived from its declaration in the rules library (the ruleset echoed as more).
MokzoVerdictSchema = response_schema(mokzo.MokzoVerdict, "MokzoVerdictSchema", more={"ruleset": MOKZO.echoed_rules()},
                                     doc="The adjudicated action.")


@ops.post("/mokzo/apply", MokzoApplyRequestSchema, MokzoVerdictSchema,
          example={"state": TWO_HORSES, "seat": 0, "action": {"kind": "activate"}}, cost=flat(1))
def apply_mokzo_action(state: mokzo.MokzoState, seat: int, action: mokzo.MokzoAction, rules: mokzo.MokzoRules
                       ) -> JSON:
    """行山: adjudicate and perform one action

    An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with the
    reason and the state unchanged. Activation casts not given are drawn from the state's seed.
    """
    return {**mokzo.apply(state, seat, action, rules).to_json(), "ruleset": rules.to_json()}


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


@ops.post("/mokzo/ranking", MokzoRankingRequestSchema, MokzoRankingSchema,
          example={"state": {"seats": [{"position": 5}, {"position": 2}]}}, cost=flat(1))
def rank_mokzo_game(state: mokzo.MokzoState) -> JSON:
    """行山: rank the game: the summiters' tie-breaks and the final winners"""
    standings = [{"seat": i, "position": p.position, "on_summit": p.position == state.summit,
                  "installed": len(p.board), "coin": p.coin} for i, p in enumerate(state.seats)]
    standings.sort(key=lambda s: (-s["position"], s["installed"], -s["coin"], s["seat"]))
    return {"over": state.over, "winners": list(state.winners), "leaders": list(mokzo.final_ranking(state)),
            "standings": standings}
