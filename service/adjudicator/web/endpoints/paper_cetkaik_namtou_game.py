"""開樽 (namtou) as a whole game over HTTP, declared once each: ``new``, ``plays``, ``apply``.

The conventions of the whole games (:mod:`paper_cetkaik_games`): the players' names in seating order (``seats``), a
``seed`` the deal is made from, a state naming ``to_play`` and ``over`` that is sent back as it is, and the rules
beside it as ``ruleset``. The rules themselves are in :mod:`adjudicator.games.paper_cetkaik.namtou_game`.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.paper_cetkaik import namtou, namtou_game
from adjudicator.web import fields
from adjudicator.web.api import JSON, VerdictSchema
from adjudicator.web.endpoints.paper_cetkaik.namtou import NamtouRankedComboSchema
from adjudicator.web.endpoints.paper_cetkaik_games import WholeGame, dealer_field, ops
from adjudicator.web.fields import rules_field
from adjudicator.web.schemas.paper_cetkaik import NamtouRulesSchema, player_field

Rules = namtou.NamtouRules


def namtou_rules_field() -> Any:
    """The 開樽 ruleset (order, hand_size, cycles, min_seq, combos)."""
    return rules_field(NamtouRulesSchema, Rules.from_json)


NAMTOU = WholeGame(namtou_rules_field)
NamtouGameNewRequestSchema = NAMTOU.new(
    "NamtouGameNewRequestSchema", "Deal a game.",
    fee=fields.Integer(load_default=1, validate=Range(0, namtou_game.MOST),
                       metadata={"description": "the entry fee every player puts in the pot (default 1)"}),
    stake=fields.Integer(load_default=namtou_game.DEFAULT_STAKE, validate=Range(1, namtou_game.MOST),
                         metadata={"description": "the sticks each player brings: the fee and every bet come out"
                                                  " of them, so they bound a bet (default 20)"}),
    dealer=dealer_field(),
)


class NamtouResultSchema(ma.Schema):
    """The end of a game: who takes the pot and each player's net (exact, as fraction strings)."""

    winners = ma.fields.List(ma.fields.String(), required=True,
                             metadata={"description": "the strongest hand (several on an exact tie), or the last in"})
    pot = fields.Integer(required=True)
    shares = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), required=True,
                            metadata={"description": "winner -> share of the pot (ties split it exactly)"})
    net = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), required=True,
                         metadata={"description": "player -> share won minus the fee and bets paid (sums to 0)"})
    revealed = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.List(ma.fields.Nested(NamtouRankedComboSchema)),
                              required=True, allow_none=True,
                              metadata={"description": "player still in -> combos, strongest first (null: all but"
                                                       " one did 無行, no reveal)"})


class NamtouGameSchema(ma.Schema):
    """A 開樽 game: send `state` back as it is with the next play."""

    state = ma.fields.Dict(required=True, metadata={"description": "players, fee, stake, hands, each cycle's bets,"
                                                                   " dealer, still_in, paid, pot, min_bet, max_bet"})
    to_play = player_field(required=True, allow_none=True)
    over = fields.Boolean(required=True)
    cycle = fields.Integer(required=True, metadata={"description": "the betting cycle in play (1-based)"})
    result = ma.fields.Nested(NamtouResultSchema, required=True, allow_none=True,
                              metadata={"description": "once over: the pot, its winners and the net sticks"})
    ruleset = ma.fields.Nested(NamtouRulesSchema, required=True)


def namtou_answer(game: namtou_game.NamtouGame, rules: Rules) -> dict[str, Any]:
    """A game with whose turn it is, whether it is over, and its result once over."""
    return {"state": game.to_json(), "to_play": game.to_play, "over": game.over, "cycle": game.cycle,
            "result": None if game.result is None else game.result.to_json(), "ruleset": rules.to_json()}


_NEW_GAME: JSON = {"seats": ["甲", "乙", "丙"], "seed": 7}


@ops.post("/namtou/game/new", "start_namtou_game", NamtouGameNewRequestSchema, NamtouGameSchema, example=_NEW_GAME)
def start_namtou_game(players: list[str], seed: int, fee: int, stake: int, dealer: str | None,
                      ruleset: Rules) -> JSON:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides first

    `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.
    """
    return namtou_answer(namtou_game.new_game(len(players), players, seed, fee, dealer, ruleset, stake), ruleset)


_EXAMPLE_GAME = namtou_game.new_game(3, ["甲", "乙", "丙"], 7)


NamtouGameRequestSchema = NAMTOU.request("NamtouGameRequestSchema", "A game as the service returned it.")


class NamtouGamePlaySchema(ma.Schema):
    """A decision: `fold` (無行: out, the fee forfeited) or `bet` (加行) with its amount."""

    action = ma.fields.String(required=True, validate=OneOf(namtou_game.ACTIONS),
                              metadata={"description": "fold (無行) or bet (加行)"})
    player = player_field(required=True)
    amount = fields.Integer(validate=Range(-namtou_game.MOST, namtou_game.MOST),
                            metadata={"description": "bet: the sticks bet, from min_bet to max_bet"})


class NamtouGamePlaysSchema(ma.Schema):
    """Every legal play of the player to play."""

    plays = ma.fields.List(ma.fields.Nested(NamtouGamePlaySchema), required=True,
                           metadata={"description": "fold, and a bet of min_bet when affordable (any amount from"
                                                    " min_bet to max_bet is legal)"})
    to_play = player_field(required=True, allow_none=True)
    min_bet = fields.Integer(required=True, metadata={"description": "the least 加行: the last 加行 made, else 1"})
    max_bet = fields.Integer(required=True, metadata={"description": "the most: the sticks the player has left"})
    over = fields.Boolean(required=True)


@ops.post("/namtou/game/plays", "list_namtou_game_plays", NamtouGameRequestSchema, NamtouGamePlaysSchema,
          example={"state": _EXAMPLE_GAME.to_json()})
def list_namtou_game_plays(state: dict[str, Any], ruleset: Rules) -> JSON:
    """開樽: list the legal plays of the player to play (無行, or 加行 from the minimum to the sticks left)"""
    game = namtou_game.NamtouGame.from_json(state, ruleset)
    return {"plays": [p.to_json() for p in namtou_game.legal_plays(game)], "to_play": game.to_play,
            "min_bet": namtou_game.min_bet(game), "max_bet": namtou_game.max_bet(game), "over": game.over}


NamtouGameApplyRequestSchema = NAMTOU.request("NamtouGameApplyRequestSchema", "A play in a game.",
                                              play=ma.fields.Nested(NamtouGamePlaySchema, required=True))


class NamtouGameStepSchema(VerdictSchema, NamtouGameSchema):
    """The play adjudicated and the game after it."""


@ops.post("/namtou/game/apply", "apply_namtou_game_play", NamtouGameApplyRequestSchema, NamtouGameStepSchema,
          example={"state": _EXAMPLE_GAME.to_json(), "play": {"action": "bet", "player": "甲", "amount": 2}})
def apply_namtou_game_play(state: dict[str, Any], ruleset: Rules, play: dict[str, Any]) -> JSON:
    """開樽: apply a play: fold (無行) or bet (加行)

    A play the rules forbid (out of turn, after the end, a bet below the last bet or above the sticks left) is
    `legal: false` with the reason and the state unchanged. When the dealer folds the next player still in deals.
    When one player is left, or after the last cycle, the game is over and `result` gives the reveal, who takes
    the pot and each player's net.
    """
    game = namtou_game.NamtouGame.from_json(state, ruleset)
    loaded = namtou_game.NamtouPlay.from_json(play, game.players)
    step = namtou_game.apply_play(game, loaded, ruleset)
    return {**namtou_answer(step.game, ruleset), "legal": step.legal, "reason": step.reason}
