"""開樽 (namtou): a hand's combos in ranking order, and the showdown of a betting cycle; a hand of betting cycles
(new, plays, apply) and a whole game of several hands (match new, plays, apply; the whole-games group)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import namtou, namtou_game
from adjudicator.games.paper_cetkaik.cards import Card
from adjudicator.web import fields
from adjudicator.web.api import JSON, VerdictSchema, probability
from adjudicator.web.costs import flat
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.endpoints.paper_cetkaik.common import (
    Rulebook,
    WholeGame,
    dealer_field,
    exact_totals_field,
    games_ops,
    length_field,
    match_cost,
    points_cap_field,
    whole_game_schema,
)
from adjudicator.web.fields import schema
from adjudicator.web.schemas.paper_cetkaik import MAX_PLAYERS, NamtouRulesSchema, cards_field, per_player, player_field
from adjudicator.web.schemas.stick_games import StickGameExactValueSchema

Rules = namtou.NamtouRules
RULES = Rulebook(NamtouRulesSchema, Rules.from_json)


NamtouRankedComboSchema = response_schema(namtou.RankedCombo, "NamtouRankedComboSchema",
                                          doc="A combo of a 開樽 hand with its ranking type.")


NamtouHandRequestSchema = RULES.request(
    "NamtouHandRequestSchema", "A hand.",
    hand=cards_field(8, "the hand (rules.hand_size cards)", load=True, required=True, validate=Length(1, 8)))
NamtouHandSchema = RULES.answer(
    "NamtouHandSchema", "Every combo of the hand, strongest first.",
    combos=fields.nested_list(NamtouRankedComboSchema, "strongest first: the order ties are broken in"))


@RULES.post("/namtou/hand", NamtouHandRequestSchema, NamtouHandSchema,
            example={"hand": ["赤皇", "黒王"]}, cost=flat(1))
def rank_namtou_hand(hand: tuple[Card, ...], rules: Rules) -> JSON:
    """開樽: list a hand's combos in ranking order

    The named yaku first (筆兵無傾 > 皇王 > 地心 > 馬弓兵 > 行行 > 闇戦之集 in the `book` order; `draft` swaps
    行行 and 馬弓兵), then sequences, sets and singles; within a type more cards, then the higher number, then one
    colour over mixed.
    """
    return {"combos": [c.to_json() for c in namtou.best_combos(hand, rules)]}


class NamtouBetSchema(ma.Schema):
    """A player's decision: 加行 with an amount, or 無行 (null)."""

    player = player_field(required=True)
    amount = fields.Integer(required=True, allow_none=True, validate=Range(1, 10**6),
                            metadata={"description": "加行: the bet (at least the previous one); null: 無行, out"})


NamtouShowdownRequestSchema = RULES.request(
    "NamtouShowdownRequestSchema", "One betting cycle.",
    hands=per_player(cards_field(8, "the hand", load=True, validate=Length(1, 8)), "player -> hand", required=True,
                     validate=Length(1, MAX_PLAYERS)),
    bets=ma.fields.List(ma.fields.Nested(NamtouBetSchema), required=True, validate=Length(1, MAX_PLAYERS),
                        metadata={"description": "in turn order"}),
    fee=fields.Integer(load_default=1, validate=Range(0, 10**6), metadata={"description": "paid by every player"}))
NamtouShowdownSchema = RULES.answer(
    "NamtouShowdownSchema", "Who takes the pot.",
    revealed=per_player(ma.fields.List(ma.fields.Nested(NamtouRankedComboSchema)),
                        "player still in -> combos, strongest first", required=True),
    winners=ma.fields.List(ma.fields.String(), required=True),
    pot=fields.Integer(required=True),
    shares=per_player(ma.fields.Nested(StickGameExactValueSchema), "winner -> share (ties split)", required=True))


@RULES.post("/namtou/showdown", NamtouShowdownRequestSchema, NamtouShowdownSchema,
            example={"hands": {"A": ["黒馬", "赤馬"], "B": ["赤皇", "黒王"], "C": ["黒将", "赤兵"]},
                     "bets": [{"player": "A", "amount": 2}, {"player": "B", "amount": None},
                              {"player": "C", "amount": 3}]}, cost=flat(2))
def settle_namtou_showdown(hands: dict[str, tuple[Card, ...]], bets: list[dict[str, Any]], fee: int,
                           rules: Rules) -> JSON:
    """開樽: settle a betting cycle: everyone still in reveals and the best hand takes the pot

    Hands compare by their strongest combos, then the next strongest, and so on; exact ties share the pot.
    """
    decided: dict[str, int | None] = {}
    for i, bet in enumerate(bets):
        if bet["player"] in decided:
            raise RulesError(f"{bet['player']} already decided", f"bets[{i}].player")
        decided[bet["player"]] = bet["amount"]
    result = namtou.showdown(hands, decided, fee, rules)
    return {"revealed": {p: [c.to_json() for c in cs] for p, cs in result.revealed.items()},
            "winners": list(result.winners), "pot": result.pot,
            "shares": {p: probability(Fraction(s)) for p, s in result.shares.items()}}


# --- the whole game: betting cycles to the reveal (the whole-games group) ---------------------------------------------


NAMTOU = WholeGame(RULES.ruleset, echo=RULES.echo)
NamtouGameNewRequestSchema = NAMTOU.new(
    "NamtouGameNewRequestSchema", "Deal a game.",
    fee=fields.Integer(load_default=1, validate=Range(0, namtou_game.MOST),
                       metadata={"description": "the entry fee every player puts in the pot (default 1)"}),
    stake=fields.Integer(load_default=namtou_game.DEFAULT_STAKE, validate=Range(1, namtou_game.MOST),
                         metadata={"description": "the sticks each player brings: the fee and every bet come out"
                                                  " of them, so they bound a bet (default 20)"}),
    dealer=dealer_field(),
)


NamtouResultSchema = response_schema(
    namtou_game.NamtouResult, "NamtouResultSchema",
    doc="The end of a game: who takes the pot and each player's net (exact, as fraction strings).")


NamtouGameSchema = NAMTOU.game(
    "NamtouGameSchema", "A 開樽 game: send `state` back as it is with the next play.",
    "players, fee, stake, hands, each cycle's bets, dealer, still_in, paid, pot, min_bet, max_bet",
    cycle=fields.Integer(required=True, metadata={"description": "the betting cycle in play (1-based)"}),
    result=fields.nested(NamtouResultSchema, "once over: the pot, its winners and the net sticks", allow_none=True))


def namtou_answer(game: namtou_game.NamtouGame, rules: namtou.NamtouRules) -> dict[str, Any]:
    """A game with whose turn it is, whether it is over, and its result once over."""
    return {"state": game.to_json(), "to_play": game.to_play, "over": game.over, "cycle": game.cycle,
            "result": None if game.result is None else game.result.to_json(), "ruleset": rules.to_json()}


_NEW_NAMTOU: JSON = {"seats": ["甲", "乙", "丙"], "seed": 7}


@games_ops.post("/namtou/game/new", NamtouGameNewRequestSchema, NamtouGameSchema,
                example=_NEW_NAMTOU, cost=flat(1))
def start_namtou_game(players: list[str], seed: int, fee: int, stake: int, dealer: str | None,
                      ruleset: namtou.NamtouRules) -> JSON:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides first

    `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.
    """
    return namtou_answer(namtou_game.new_game(len(players), players, seed, fee, dealer, ruleset, stake), ruleset)


_EXAMPLE_NAMTOU = namtou_game.new_game(3, ["甲", "乙", "丙"], 7)


NamtouGameRequestSchema = NAMTOU.request("NamtouGameRequestSchema", "A game as the service returned it.")


NamtouGamePlaySchema = response_schema(
    namtou_game.NamtouPlay, "NamtouGamePlaySchema",
    doc="A decision: `fold` (無行: out, the fee forfeited) or `bet` (加行) with its amount.")


class NamtouGamePlaysSchema(ma.Schema):
    """Every legal play of the player to play."""

    plays = fields.nested_list(NamtouGamePlaySchema, "fold, and a bet of min_bet when affordable (any amount from"
                                                     " min_bet to max_bet is legal)")
    to_play = player_field(required=True, allow_none=True)
    min_bet = fields.Integer(required=True, metadata={"description": "the least 加行: the last 加行 made, else 1"})
    max_bet = fields.Integer(required=True, metadata={"description": "the most: the sticks the player has left"})
    over = fields.Boolean(required=True)


@games_ops.post("/namtou/game/plays", NamtouGameRequestSchema, NamtouGamePlaysSchema,
                example={"state": _EXAMPLE_NAMTOU.to_json()}, cost=flat(1))
def list_namtou_game_plays(state: dict[str, Any], ruleset: namtou.NamtouRules) -> JSON:
    """開樽: list the legal plays of the player to play (無行, or 加行 from the minimum to the sticks left)"""
    game = namtou_game.NamtouGame.from_json(state, ruleset)
    return {"plays": [p.to_json() for p in namtou_game.legal_plays(game)], "to_play": game.to_play,
            "min_bet": namtou_game.min_bet(game), "max_bet": namtou_game.max_bet(game), "over": game.over}


NamtouGameApplyRequestSchema = NAMTOU.request("NamtouGameApplyRequestSchema", "A play in a game.",
                                              play=fields.nested(NamtouGamePlaySchema))
NamtouGameStepSchema = schema("NamtouGameStepSchema", "The play adjudicated and the game after it.", VerdictSchema,
                              NamtouGameSchema)


@games_ops.post("/namtou/game/apply", NamtouGameApplyRequestSchema, NamtouGameStepSchema,
                example={"state": _EXAMPLE_NAMTOU.to_json(), "play": {"action": "bet", "player": "甲", "amount": 2}},
                cost=flat(2))
def apply_namtou_game_play(state: dict[str, Any], ruleset: namtou.NamtouRules, play: dict[str, Any]) -> JSON:
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


# --- a whole game of several hands (the whole-games group) ------------------------------------------------------------


#: The request of the examples' 開樽 whole game.
_NEW_MATCH: JSON = {"seats": ["甲", "乙", "丙"], "seed": 7}
NAMTOU_MATCH = WholeGame(RULES.ruleset, "the game as returned by the service", echo=RULES.echo)
NamtouMatchNewRequestSchema = NAMTOU_MATCH.new(
    "NamtouMatchNewRequestSchema", "Start a whole game.",
    fee=fields.Integer(load_default=1, validate=Range(0, namtou_game.MOST),
                       metadata={"description": "the entry fee every player puts in each hand's pot (default 1)"}),
    stake=fields.Integer(load_default=namtou_game.DEFAULT_STAKE, validate=Range(1, namtou_game.MOST),
                         metadata={"description": "the sticks each player brings to every hand: its fee and bets"
                                                  " come out of them (default 20)"}),
)


document_part(namtou_game.MATCH_HAND, lambda: ma.fields.Dict())
document_part(namtou_game.MATCH_TOTALS, exact_totals_field)
NamtouMatchSchema = whole_game_schema(
    namtou_game.NamtouMatch, "NamtouMatchSchema", "A whole 開樽 game: send it back as it is with the next play.",
    number="hand_number", header={
        "hands": length_field("hands", "hands"), "points_cap": points_cap_field(),
        "fee": fields.Integer(required=True, metadata={"description": "every hand's entry fee"}),
        "stake": fields.Integer(required=True,
                                metadata={"description": "the sticks each player brings to every hand"})})


class NamtouMatchAnswerSchema(ma.Schema):
    """A whole game and the rules it is played by."""

    state = fields.nested(NamtouMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/namtou/match/new", NamtouMatchNewRequestSchema, NamtouMatchAnswerSchema,
                example=_NEW_MATCH, cost=flat(1))
def start_namtou_match(players: list[str], seed: int, fee: int, stake: int, ruleset: namtou.NamtouRules) -> JSON:
    """開樽: start a whole game of hands

    `ruleset.hands` hands (default 4), ended early once a running total reaches `ruleset.points_cap` (if set).
    Each hand is dealt from the seed and its number (reproducible) and played for the same fee and stake; the
    first seat deals the first hand and the deal passes one seat on after each hand.
    """
    return {"state": namtou_game.new_match(players, seed, fee, stake, ruleset).to_json(), "ruleset": ruleset.to_json()}


NamtouMatchRequestSchema = NAMTOU_MATCH.request("NamtouMatchRequestSchema", "A whole game as the service returned it.")


class NamtouMatchPlaysSchema(ma.Schema):
    """The legal plays of the player to play in the hand in play."""

    plays = fields.nested_list(NamtouGamePlaySchema, "fold, and a bet of min_bet when affordable (any amount from"
                                                     " min_bet to max_bet is legal)")
    to_play = player_field(required=True, allow_none=True)
    min_bet = fields.Integer(required=True, metadata={"description": "the least 加行: the last 加行 made, else 1"})
    max_bet = fields.Integer(required=True, metadata={"description": "the most: the sticks the player has left"})
    over = fields.Boolean(required=True)


#: The whole game the examples play: the one the example of ``start_namtou_match`` deals.
_EXAMPLE_MATCH = namtou_game.new_match(["甲", "乙", "丙"], 7).to_json()


@games_ops.post("/namtou/match/plays", NamtouMatchRequestSchema, NamtouMatchPlaysSchema,
                example={"state": _EXAMPLE_MATCH}, cost=match_cost(1, 0.05))
def list_namtou_match_plays(state: dict[str, Any], ruleset: namtou.NamtouRules) -> JSON:
    """開樽: list the legal plays of the player to play in a whole game (無行, or 加行 up to the sticks left)"""
    loaded = namtou_game.NamtouMatch.from_json(state, ruleset)
    over = loaded.over
    return {"plays": [p.to_json() for p in namtou_game.legal_match_plays(loaded)], "to_play": loaded.to_play,
            "min_bet": namtou_game.min_bet(loaded.hand), "max_bet": 0 if over else namtou_game.max_bet(loaded.hand),
            "over": over}


NamtouMatchApplyRequestSchema = NAMTOU_MATCH.request("NamtouMatchApplyRequestSchema", "A play in a whole game.",
                                                     play=fields.nested(NamtouGamePlaySchema))


register(namtou_game.NamtouResult, NamtouResultSchema)
register(namtou_game.NamtouMatch, NamtouMatchSchema)
NamtouMatchStepSchema = response_schema(namtou_game.NamtouMatchStep, "NamtouMatchStepSchema",
                                        doc="The play adjudicated and the whole game after it.")


@games_ops.post("/namtou/match/apply", NamtouMatchApplyRequestSchema,
                NamtouMatchStepSchema,
                example={"state": _EXAMPLE_MATCH, "play": {"action": "bet", "player": "甲", "amount": 2}},
                cost=match_cost(3, 0.1))
def apply_namtou_match_play(state: dict[str, Any], ruleset: namtou.NamtouRules, play: dict[str, Any]) -> JSON:
    """開樽: apply a decision to a whole game; a hand it ends is settled into the totals and the next hand dealt

    A play the rules forbid is `legal: false` with the reason and the game unchanged. After the last hand (or
    once a total reaches the points cap) `over` is true and `winners` names the highest totals.
    """
    loaded = namtou_game.NamtouMatch.from_json(state, ruleset)
    return namtou_game.apply_match(loaded, namtou_game.NamtouPlay.from_json(play, loaded.players))
