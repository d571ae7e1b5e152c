"""新遊 (lutu): settle bets against the banker's cast, the betting sheet's edges, and a round played play by play."""

from __future__ import annotations

import random
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games import sticks
from adjudicator.games.stick_games import lutu, lutu_game
from adjudicator.games.stick_games.common import StickGameError
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, probability
from adjudicator.web.costs import flat
from adjudicator.web.derived import response_schema
from adjudicator.web.endpoints.stick_games.common import ops
from adjudicator.web.fields import Boolean, CheckedNested, nested, nested_list, random_seed, seed_field
from adjudicator.web.schemas.stick_games import (
    StickGameExactValueSchema,
    game_answers,
    game_requests,
    odds_schema,
    per_player,
)

#: The most bets one 新遊 settlement may hold.
MAX_BETS = 64


LutuRulesSchema = fields.options_schema(lutu.LutuRules, "LutuRulesSchema", "新遊")


LutuBetSchema = response_schema(lutu.Bet, "LutuBetSchema")


class LutuStakeSchema(ma.Schema):
    """A stake on a number."""

    number = fields.Integer(required=True, validate=Range(0, sticks.STANDARD_STICKS))
    stake = fields.Integer(required=True, validate=Range(1, lutu.MAX_STAKE))


LutuThrowOutcomeSchema = odds_schema(
    "LutuThrowOutcomeSchema", "A cast the banker may throw, and what the banker nets by it.", "cast",
    banker=fields.Integer(required=True, metadata={"description": "the banker's net gain if thrown"}))


class LutuSettleRequestSchema(ma.Schema):
    """The bets and the banker's cast."""

    bets = ma.fields.List(CheckedNested(LutuBetSchema, lutu.Bet.from_json), required=True,
                          validate=Length(0, MAX_BETS), metadata={"description": f"at most {MAX_BETS} bets"})
    cast = fields.Integer(load_default=None, validate=Range(0, sticks.STANDARD_STICKS),
                          metadata={"description": "the banker's observed cast (five sticks)"})
    seed = seed_field("without a cast: casts it reproducibly (else at random, not cached)")
    rules = fields.rules_field(LutuRulesSchema, lutu.LutuRules.from_json)


class LutuOutcomeSchema(ma.Schema):
    """The settlement under one payout mode."""

    payout_mode = ma.fields.String(required=True, validate=OneOf(["net", "gross"]))
    children = per_player(fields.Integer(), "child -> net gain")
    banker = fields.Integer(required=True, metadata={"description": "the banker's net gain (all nets sum to 0)"})
    banker_expectation = nested(StickGameExactValueSchema, "the banker's exact expected gain from these bets, before "
                                "the cast")


class LutuSettleSchema(ma.Schema):
    """The bets settled."""

    cast = fields.Integer(required=True)
    seed = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "the seed the cast was drawn with (null: observed)"})
    settlement = nested(LutuOutcomeSchema, "under the payout mode in force")
    by_mode = nested_list(LutuOutcomeSchema, "under both payout modes, net first")
    ruleset = nested(LutuRulesSchema)


@ops.post("/lutu/settle", LutuSettleRequestSchema, LutuSettleSchema,
          cacheable=lambda args: args["cast"] is not None or args["seed"] is not None,
          example={"bets": [{"child": "A", "number": 0, "stake": 2}, {"child": "B", "number": 3, "stake": 5}],
                   "cast": 3}, cost=flat(1))
def settle_lutu_bets(bets: list[lutu.Bet], cast: int | None, seed: int | None, rules: lutu.LutuRules) -> JSON:
    """新遊: settle the children's bets against the banker's cast, under both payout modes

    A child who bet on the thrown number is paid 8 times the stake for 0 or 5, 4 times for 1 or 4 and twice
    for 2 or 3; every other stake goes to the banker. Under `net` the winner also keeps the stake, under
    `gross` the multiple is all that comes back. Give the observed `cast`, or a `seed` to draw it.
    """
    if cast is not None:
        seed = None
    else:
        seed = random_seed() if seed is None else seed
        cast = sticks.cast(sticks.STANDARD_STICKS, random.Random(seed)).total
    both = []
    for mode in ("net", "gross"):
        modal = lutu.LutuRules(mode, rules.multi_bets)
        result = lutu.settle(bets, cast, modal)
        both.append({"payout_mode": mode, "children": dict(result.children), "banker": result.banker,
                     "banker_expectation": probability(lutu.banker_expectation(bets, modal))})
    chosen = both[0] if rules.payout_mode == "net" else both[1]
    return {"cast": cast, "seed": seed, "settlement": chosen, "by_mode": both, "ruleset": rules.to_json()}


class LutuNumberSchema(ma.Schema):
    """A number of the betting sheet: its payout, its chance and the child's exact expected gain per unit."""

    number = fields.Integer(required=True)
    multiplier = fields.Integer(required=True)
    probability = nested(ProbabilitySchema, "P(the cast)")
    net = nested(StickGameExactValueSchema, "the child's expected gain per unit staked, net mode")
    gross = nested(StickGameExactValueSchema, "the child's expected gain per unit staked, gross mode")


def _lutu_numbers() -> list[JSON]:
    """The betting sheet: every number, its payout, its chance and the child's expectation under both modes."""
    odds = sticks.distribution(sticks.STANDARD_STICKS)
    return [{"number": n, "multiplier": m, "probability": probability(odds[n]),
             "net": probability(lutu.child_expectation(n, "net")),
             "gross": probability(lutu.child_expectation(n, "gross"))} for n, m in lutu.MULTIPLIERS.items()]


class LutuEdgesSchema(ma.Schema):
    """The child's exact expectation for every number under both payout modes."""

    numbers = nested_list(LutuNumberSchema)


@ops.get("/lutu/edges", None, LutuEdgesSchema, cost=flat(1))
def get_lutu_edges() -> JSON:
    """新遊: get the child's exact expected gain per unit bet on every number, under both payout modes

    Negative values are the banker's edge.
    """
    return {"numbers": _lutu_numbers()}


class LutuGameSettlementSchema(ma.Schema):
    """A 新遊 round settled under the payout mode in force."""

    cast = fields.Integer(required=True)
    children = per_player(fields.Integer(), "child -> net gain")
    banker = fields.Integer(required=True, metadata={"description": "the banker's net gain (all nets sum to 0)"})


LutuGameStateSchema = response_schema(
    lutu_game.LutuGame, "LutuGameStateSchema", doc="A 新遊 round being played, to be sent back as it is with the next "
    "request.", more={
        "to_play": ma.fields.String(required=True, allow_none=True,
                                    metadata={"description": "the child to bet, then the banker; null once thrown"}),
        "over": Boolean(required=True, metadata={"description": "the banker has thrown"}),
        "settlement": nested(LutuGameSettlementSchema, "once thrown: each net gain (checked on input)",
                             allow_none=True)})


LutuNewGameRequestSchema, LutuGameRequestSchema, LutuApplyRequestSchema = game_requests(
    "Lutu", fields.rules_field(LutuRulesSchema, lutu.LutuRules.from_json),
    "A play to record: a child's bets, or the banker's cast.", rules_first=False, most=lutu_game.MAX_PLAYERS,
    seating=f"the banker first, then the children in betting order ({lutu_game.MAX_PLAYERS} at most)",
    seed="draws the banker's cast if it is not observed (else drawn at random and returned)",
    bets=ma.fields.List(ma.fields.Nested(LutuStakeSchema), load_default=None,
                        validate=Length(0, sticks.STANDARD_STICKS + 1),
                        metadata={"description": "a child's bets (one unless multi_bets)"}),
    cast=fields.Integer(load_default=None, validate=Range(0, sticks.STANDARD_STICKS),
                        metadata={"description": "the banker's observed cast; null or absent: drawn from the "
                                                 "game's seed"}))

LutuGameAnswerSchema, LutuPlayVerdictSchema = game_answers(
    "Lutu", LutuGameStateSchema, LutuRulesSchema, "LutuPlayVerdictSchema", "The adjudicated play.")


@ops.post("/lutu/game/new", LutuNewGameRequestSchema, LutuGameAnswerSchema,
          cacheable=lambda args: args["seed"] is not None, example={"seats": ["D", "X", "Y", "Z"], "seed": 1},
          cost=flat(1))
def start_lutu_game(players: list[str], seed: int | None, rules: lutu.LutuRules) -> JSON:
    """新遊: seat the banker and the children for a round, play by play

    Each child bets in turn, then the banker throws once and every bet is settled. List the plays open with
    `plays`, record each with `apply`. The game carries its seed, so whoever holds it can foresee a drawn
    cast: at a real table send the cast observed.
    """
    game = lutu_game.new_game(players, random_seed() if seed is None else seed, rules)
    return {"state": game.to_json(), "ruleset": rules.to_json()}


class LutuGamePlaysSchema(ma.Schema):
    """Whose play it is and what it may be."""

    to_play = ma.fields.String(required=True, allow_none=True, metadata={"description": "null once thrown"})
    over = Boolean(required=True)
    numbers = nested_list(LutuNumberSchema, "a child's turn: the numbers to bet on (none otherwise)")
    most_bets = fields.Integer(required=True,
                               metadata={"description": "how many different numbers the child may bet on (1 unless "
                                                        "multi_bets; 0 when it is not a child's turn)"})
    casts = nested_list(LutuThrowOutcomeSchema, "the banker's turn: every cast with its exact probability and what "
                        "the banker nets by it (none otherwise)")


@ops.post("/lutu/game/plays", LutuGameRequestSchema, LutuGamePlaysSchema,
          example={"state": lutu_game.new_game(["D", "X"], 1).to_json()}, cost=flat(1))
def list_lutu_plays(state: dict[str, Any], rules: lutu.LutuRules) -> JSON:
    """新遊: list whose play it is: a child's numbers to bet on, or the banker's casts with what each nets"""
    playing = lutu_game.LutuGame.from_json(state, rules)
    child = not playing.over and playing.to_play != playing.banker
    casts = [] if child or playing.over else [
        {"cast": k, "probability": probability(p), "banker": lutu.settle(playing.bets, k, rules).banker}
        for k, p in enumerate(sticks.distribution(sticks.STANDARD_STICKS))]
    return {"to_play": playing.to_play, "over": playing.over, "numbers": _lutu_numbers() if child else [],
            "casts": casts, "most_bets": (len(lutu.MULTIPLIERS) if rules.multi_bets else 1) if child else 0}


@ops.post("/lutu/game/apply", LutuApplyRequestSchema, LutuPlayVerdictSchema,
          example={"state": lutu_game.new_game(["D", "X"], 1).to_json(), "player": "X",
                   "bets": [{"number": 5, "stake": 10}]}, cost=flat(1))
def apply_lutu_play(state: dict[str, Any], rules: lutu.LutuRules, player: str, bets: list[dict[str, int]] | None,
                    cast: int | None) -> JSON:
    """新遊: record a child's bets or the banker's cast (observed, or drawn from the game's seed)

    A play out of turn, a banker who bets or a child who throws, more numbers than the rules allow, or a number
    bet on twice is `legal: false` with the reason, and the game is unchanged. The cast settles every bet.
    """
    playing = lutu_game.LutuGame.from_json(state, rules)
    if bets is not None and cast is not None:
        raise StickGameError("give a child's bets or the banker's cast, not both", "cast")
    if bets is not None:
        step = lutu_game.place_bets(playing, player, [(b["number"], b["stake"]) for b in bets])
    else:
        step = lutu_game.banker_throw(playing, player, cast)
    return {"legal": step.legal, "reason": step.reason, "state": step.state.to_json(), "ruleset": rules.to_json()}
