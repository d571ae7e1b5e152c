"""連船之遊 (ships): set up a game, list and apply a seat's actions for its throw, rank the players."""

from __future__ import annotations

import marshmallow as ma
from marshmallow.validate import Range

from adjudicator.games.race_games import ships
from adjudicator.web import fields
from adjudicator.web.api import JSON
from adjudicator.web.costs import flat
from adjudicator.web.derived import Answer, response_schema
from adjudicator.web.endpoints.race_games.common import ops, seat_field
from adjudicator.web.fields import Boolean, CheckedNested, nested, nested_list, random_seed, schema, seed_field
from adjudicator.web.schemas.race_games import SHIPS, ShipsActionSchema, ShipsStateSchema

FLEET = {"start_store": 15, "ships": [{"position": 0, "cargo": 5}, {}, {}]}
FLEETS: JSON = {"fleets": [FLEET, FLEET]}


class ShipsNewGameRequestSchema(ma.Schema):
    """Set up a game."""

    players = fields.Integer(required=True, validate=Range(2, 4))
    seed = seed_field("draws the throws not given (else drawn at random and returned)")


class ShipsGameSchema(ma.Schema):
    """A game state."""

    state = nested(ShipsStateSchema)


@ops.post("/ships/new", ShipsNewGameRequestSchema, ShipsGameSchema,
          cacheable=lambda args: args["seed"] is not None, example={"players": 2, "seed": 1}, cost=flat(1))
def start_ships_game(players: int, seed: int | None) -> JSON:
    """連船之遊: set up a game: start store 20, one ship loaded with 5, every ship on the start"""
    return {"state": ships.ShipsState.new(players, random_seed() if seed is None else seed).to_json()}


ShipsActionsRequestSchema = SHIPS.request(
    "ShipsActionsRequestSchema", "A seat's cast.", seat=seat_field(),
    cast=fields.Integer(load_default=None, validate=Range(0, 20),
                        metadata={"description": "the sticks' result; null or absent: drawn from the state's seed"}))


class ShipsActionsSchema(ma.Schema):
    """The legal actions for the cast."""

    seat = fields.Integer(required=True)
    to_play = fields.Integer(required=True, allow_none=True,
                             metadata={"description": "the seat whose turn it is; null once the game is over"})
    ending = Boolean(required=True, metadata={"description": "someone has 20 at the goal: the game ends when every "
                                                             "player has had as many turns"})
    over = Boolean(required=True, metadata={"description": "the game has ended (then no action is listed)"})
    cast = fields.Integer(required=True, metadata={"description": "the cast, observed or drawn"})
    forced_pass = Boolean(required=True, metadata={"description": "a cast of 0 (or an empty start store): pass"})
    count = fields.Integer(required=True)
    actions = nested_list(ShipsActionSchema)
    ruleset = SHIPS.echoed_rules()


@ops.post("/ships/actions", ShipsActionsRequestSchema, ShipsActionsSchema,
          example={"state": FLEETS, "seat": 0, "cast": 3}, cost=flat(1))
def list_ships_actions(state: ships.ShipsState, seat: int, cast: int | None, rules: ships.ShipsRules) -> JSON:
    """連船之遊: list the legal actions of a seat for its cast

    Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship at
    the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a ship
    to the start, or pass (forced on a cast of 0). Without a `cast`, the turn's cast is drawn from the
    state's seed (the same one `apply` draws).
    """
    cast = ships.drawn_throw(state, rules) if cast is None else cast
    found = ships.legal_actions(state, seat, cast, rules)
    return {"seat": seat, **state.derived(), "cast": cast,
            "forced_pass": ships.must_pass(state.fleets[seat], cast, rules),
            "count": len(found), "actions": [a.to_json() for a in found], "ruleset": rules.to_json()}


ShipsApplyRequestSchema = schema(
    "ShipsApplyRequestSchema", "An action to adjudicate for the seat's cast.", ShipsActionsRequestSchema,
    action=CheckedNested(fields.request_variant(ShipsActionSchema), ships.ShipAction.from_json, required=True))


ShipsVerdictSchema = response_schema(ships.ShipVerdict, "ShipsVerdictSchema", more={
    "cast": fields.Integer(required=True, metadata={"description": "the cast, observed or drawn"}),
    "action": nested(ShipsActionSchema), "ruleset": SHIPS.echoed_rules()}, doc="The adjudicated turn.")


@ops.post("/ships/apply", ShipsApplyRequestSchema, ShipsVerdictSchema,
          example={"state": FLEETS, "seat": 0, "cast": 3, "action": {"kind": "move", "ship": 0}}, cost=flat(1))
def apply_ships_action(state: ships.ShipsState, seat: int, cast: int | None, action: ships.ShipAction,
                       rules: ships.ShipsRules) -> JSON:
    """連船之遊: adjudicate and perform a seat's turn for its cast

    A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to the
    start. An illegal action is `legal: false` with the reason and the state unchanged.
    """
    cast = ships.drawn_throw(state, rules) if cast is None else cast
    verdict = ships.apply(state, seat, cast, action, rules)
    return Answer(verdict, cast=cast, action=action, ruleset=rules)


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


@ops.post("/ships/ranking", ShipsRankingRequestSchema, ShipsRankingSchema,
          example={"state": FLEETS}, cost=flat(1))
def rank_ships_game(state: ships.ShipsState) -> JSON:
    """連船之遊: rank the players by the resources they brought to the goal (ties shared)"""
    return {"ending": state.ending, "over": state.over, "ranking": ships.final_ranking(state)}
