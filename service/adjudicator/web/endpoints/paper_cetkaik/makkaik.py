"""値戦 (makkaik): a hand's best combo with the community cards, and the showdown; a hand from the deal to the
settlement (new, plays, apply) and a whole game of several hands (match new, plays, apply; the whole-games group)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games.paper_cetkaik import makkaik, makkaik_game
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
    flags_field,
    games_ops,
    length_field,
    match_cost,
    points_cap_field,
    whole_game_schema,
)
from adjudicator.web.fields import schema
from adjudicator.web.schemas.paper_cetkaik import (
    MakkaikRulesSchema,
    cards_field,
    per_player,
    player_field,
)
from adjudicator.web.schemas.stick_games import StickGameExactValueSchema

Rules = makkaik.MakkaikRules
RULES = Rulebook(MakkaikRulesSchema, Rules.from_json)
COMMUNITY = ["赤無", "黒兵", "赤将"]


def community_field() -> ma.fields.List[Card]:
    """The community cards."""
    return cards_field(9, "the community cards", load=True, load_default=tuple, validate=Length(0, 9))


MakkaikHandValueSchema = response_schema(makkaik.HandValue, "MakkaikHandValueSchema", doc="A player's best combo.")


MakkaikHandRequestSchema = RULES.request(
    "MakkaikHandRequestSchema", "A hand and the community cards.",
    hand=cards_field(makkaik.HAND_SIZE, "the hand", load=True, required=True, validate=Length(1, makkaik.HAND_SIZE)),
    community=community_field())
MakkaikHandSchema = RULES.answer("MakkaikHandSchema", "The hand's value.",
                                 value=fields.nested(MakkaikHandValueSchema))


@RULES.post("/makkaik/hand", MakkaikHandRequestSchema, MakkaikHandSchema,
            example={"hand": ["黒弓", "黒車", "赤馬"], "community": COMMUNITY}, cost=flat(2))
def rank_makkaik_hand(hand: tuple[Card, ...], community: tuple[Card, ...], rules: Rules) -> JSON:
    """値戦: find a hand's strongest combo with the community cards

    3-set > 3-sequence > 2-set > single, then by strength; the combo may use hand and community cards (at
    least `min_hand_cards_used` from the hand).
    """
    return {"value": makkaik.best_combo(hand, community, rules).to_json()}


MakkaikShowdownRequestSchema = RULES.request(
    "MakkaikShowdownRequestSchema", "The remaining players' hands, the community cards and the pot.",
    hands=per_player(cards_field(makkaik.HAND_SIZE, "the hand", load=True, validate=Length(1, makkaik.HAND_SIZE)),
                     "player -> hand, for the players still in", required=True, validate=Length(1, 6)),
    community=community_field(),
    pot=fields.Integer(required=True, validate=Range(0, 10**9)),
    order=ma.fields.List(player_field(), validate=[Length(1, 6), fields.Distinct("must not repeat a name")],
                         load_default=None, metadata={"description": (
        "under ruleset.tie = dealer_order: the players still in, in turn order from the dealer (a tie goes to the"
        " first); not needed otherwise")}))
MakkaikShowdownSchema = RULES.answer(
    "MakkaikShowdownSchema", "Who takes the pot.",
    values=per_player(ma.fields.Nested(MakkaikHandValueSchema), "player -> best combo", required=True),
    winners=ma.fields.List(ma.fields.String(), required=True),
    shares=per_player(ma.fields.Nested(StickGameExactValueSchema), "winner -> share of the pot (ties split)",
                      required=True))


@RULES.post("/makkaik/showdown", MakkaikShowdownRequestSchema, MakkaikShowdownSchema,
            example={"hands": {"A": ["黒将", "赤車", "黒車"], "B": ["黒巫", "赤虎", "黒馬"]}, "community": COMMUNITY,
                     "pot": 9}, cost=flat(2))
def settle_makkaik_showdown(hands: dict[str, tuple[Card, ...]], community: tuple[Card, ...], pot: int,
                            rules: Rules, order: list[str] | None = None) -> JSON:
    """値戦: compare the remaining players' best combos; the strongest takes the pot, exact ties split it

    Under `ruleset.tie = dealer_order` an exact tie goes to the tied player first in `order` (the players still in,
    in turn order from the dealer), which the request then gives.
    """
    result = makkaik.showdown(hands, community, pot, rules, order)
    return {"values": {p: v.to_json() for p, v in result.values.items()}, "winners": list(result.winners),
            "shares": {p: probability(Fraction(s)) for p, s in result.shares.items()}}


# --- the whole game, from the deal to the settlement (the whole-games group) ------------------------------------------


MAKKAIK_FLAGS = flags_field(makkaik.MakkaikRules.from_json, makkaik.DEFAULT_RULES,
                            "the 値戦 flags: tie, unused_draw, exchange_optional, min_hand_cards_used, combos, and a"
                            " whole game's hands and points_cap")
MAKKAIK = WholeGame(MAKKAIK_FLAGS)
MakkaikGameNewRequestSchema = MAKKAIK.new("MakkaikGameNewRequestSchema", "Deal a game.", dealer=dealer_field())


class MakkaikSettlementSchema(ma.Schema):
    """The end of a game: who takes the pot and each player's net (exact, as fraction strings)."""

    pot = fields.Integer(required=True)
    winners = ma.fields.List(ma.fields.String(), required=True)
    shares = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), required=True,
                            metadata={"description": "winner -> share of the pot (ties split it exactly)"})
    net = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), required=True,
                         metadata={"description": "player -> share won minus chips paid (sums to 0)"})
    showdown = ma.fields.Dict(required=True, allow_none=True,
                              metadata={"description": "each remaining player's best combo (null: all but one out)"})


MakkaikGameSchema = MAKKAIK.game(
    "MakkaikGameSchema", "A 値戦 game: send `state` back as it is with the next play.",
    "hands, community, stock, draw, discards, betting",
    settlement=fields.nested(MakkaikSettlementSchema, "once over: the pot, its winners and the net chips",
                             allow_none=True))


def makkaik_answer(game: makkaik_game.MakkaikGame, rules: makkaik.MakkaikRules) -> dict[str, Any]:
    """A game with whose turn it is, whether it is over, and its settlement once over."""
    settled = makkaik_game.settlement(game, rules)
    return {"state": game.to_json(), "to_play": game.to_play, "over": game.over,
            "settlement": None if settled is None else settled.to_json(), "ruleset": rules.to_json()}


@games_ops.post("/makkaik/game/new", MakkaikGameNewRequestSchema, MakkaikGameSchema,
                example={"seats": ["甲", "乙", "丙"], "seed": 7}, cost=flat(1))
def start_makkaik_game(players: list[str], seed: int, dealer: str | None,
                       ruleset: makkaik.MakkaikRules) -> JSON:
    """値戦: deal a game from a seed; the dealer (default the first seat) exchanges first

    Three cards to each player and three community cards face up; the rest is the stock, in the state.
    """
    return makkaik_answer(makkaik_game.new_game(players, seed, dealer, ruleset), ruleset)


_EXAMPLE_GAME = makkaik_game.new_game(["甲", "乙", "丙"], 7)


MakkaikGameRequestSchema = MAKKAIK.request("MakkaikGameRequestSchema", "A game as the service returned it.")


MakkaikPlaySchema = response_schema(
    makkaik_game.MakkaikPlay, "MakkaikPlaySchema",
    doc="A play: an exchange (swap, draw, keep, pass) or a betting action (base, decline, call, fold).")


class MakkaikPlaysSchema(ma.Schema):
    """Every legal play of the player to play."""

    plays = fields.nested_list(MakkaikPlaySchema)
    to_play = player_field(required=True, allow_none=True)
    over = fields.Boolean(required=True)


@games_ops.post("/makkaik/game/plays", MakkaikGameRequestSchema, MakkaikPlaysSchema,
                example={"state": _EXAMPLE_GAME.to_json()}, cost=flat(2))
def list_makkaik_game_plays(state: dict[str, Any], ruleset: makkaik.MakkaikRules) -> JSON:
    """値戦: list every legal play of the player to play (an exchange, then the betting)"""
    game = makkaik_game.MakkaikGame.from_json(state, ruleset)
    return {"plays": [p.to_json() for p in makkaik_game.legal_plays(game, ruleset)], "to_play": game.to_play,
            "over": game.over}


MakkaikApplyRequestSchema = MAKKAIK.request("MakkaikApplyRequestSchema", "A play in a game.",
                                            play=fields.nested(MakkaikPlaySchema))
MakkaikStepSchema = schema("MakkaikStepSchema", "The play adjudicated and the game after it.", VerdictSchema,
                           MakkaikGameSchema)


@games_ops.post("/makkaik/game/apply", MakkaikApplyRequestSchema, MakkaikStepSchema,
                example={"state": _EXAMPLE_GAME.to_json(), "play": {"action": "draw", "player": "甲"}}, cost=flat(3))
def apply_makkaik_game_play(state: dict[str, Any], ruleset: makkaik.MakkaikRules, play: dict[str, Any]) -> JSON:
    """値戦: apply a play (swap, draw then keep, pass, base, decline, call, fold)

    A play the rules forbid (out of turn, a card not held, a base outside 1 to 5, betting before every exchange,
    ...) is `legal: false` with the reason and the state unchanged. When the betting ends the game is over and
    `settlement` gives the showdown, who takes the pot and each player's net.
    """
    game = makkaik_game.MakkaikGame.from_json(state, ruleset)
    loaded = makkaik_game.MakkaikPlay.from_json(play, game.players)
    step = makkaik_game.apply(game, loaded, ruleset)
    return {**makkaik_answer(step.game, ruleset), "legal": step.legal, "reason": step.reason}


# --- a whole game of several hands (the whole-games group) ------------------------------------------------------------


#: The request of the examples' 値戦 whole game.
_NEW_MATCH: JSON = {"seats": ["甲", "乙", "丙"], "seed": 7}
MAKKAIK_MATCH = WholeGame(MAKKAIK_FLAGS, "the game as returned by the service")
MakkaikMatchNewRequestSchema = MAKKAIK_MATCH.new("MakkaikMatchNewRequestSchema", "Start a whole game.")


document_part(makkaik_game.MATCH_HAND, lambda: ma.fields.Dict())
document_part(makkaik_game.MATCH_TOTALS, exact_totals_field)
MakkaikMatchSchema = whole_game_schema(
    makkaik_game.MakkaikMatch, "MakkaikMatchSchema", "A whole 値戦 game: send it back as it is with the next play.",
    number="hand_number", header={"hands": length_field("hands", "hands"), "points_cap": points_cap_field()})


class MakkaikMatchAnswerSchema(ma.Schema):
    """A whole game and the rules it is played by."""

    state = fields.nested(MakkaikMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/makkaik/match/new", MakkaikMatchNewRequestSchema, MakkaikMatchAnswerSchema,
                example=_NEW_MATCH, cost=flat(1))
def start_makkaik_match(players: list[str], seed: int, ruleset: makkaik.MakkaikRules) -> JSON:
    """値戦: start a whole game of hands

    `ruleset.hands` hands (default 4), ended early once a running total reaches `ruleset.points_cap` (if set).
    Each hand is dealt from the seed and its number (reproducible); the first seat deals the first hand and the
    deal passes one seat on after each hand.
    """
    return {"state": makkaik_game.new_match(players, seed, ruleset).to_json(), "ruleset": ruleset.to_json()}


MakkaikMatchRequestSchema = MAKKAIK_MATCH.request("MakkaikMatchRequestSchema", "A whole game as the service returned"
                                                                               " it.")


class MakkaikMatchPlaysSchema(ma.Schema):
    """Every legal play of the player to play in the hand in play."""

    plays = fields.nested_list(MakkaikPlaySchema)
    to_play = player_field(required=True, allow_none=True)
    over = fields.Boolean(required=True)


#: The whole game the examples play: the one the example of ``start_makkaik_match`` deals.
_EXAMPLE_MATCH = makkaik_game.new_match(["甲", "乙", "丙"], 7).to_json()


@games_ops.post("/makkaik/match/plays", MakkaikMatchRequestSchema, MakkaikMatchPlaysSchema,
                example={"state": _EXAMPLE_MATCH}, cost=match_cost(2, 0.1))
def list_makkaik_match_plays(state: dict[str, Any], ruleset: makkaik.MakkaikRules) -> JSON:
    """値戦: list every legal play of the player to play in a whole game (an exchange, then the betting)"""
    loaded = makkaik_game.MakkaikMatch.from_json(state, ruleset)
    return {"plays": [p.to_json() for p in makkaik_game.legal_match_plays(loaded)], "to_play": loaded.to_play,
            "over": loaded.over}


MakkaikMatchApplyRequestSchema = MAKKAIK_MATCH.request("MakkaikMatchApplyRequestSchema", "A play in a whole game.",
                                                       play=fields.nested(MakkaikPlaySchema))


register(makkaik_game.Settlement, MakkaikSettlementSchema)
register(makkaik_game.MakkaikMatch, MakkaikMatchSchema)
MakkaikMatchStepSchema = response_schema(makkaik_game.MakkaikMatchStep, "MakkaikMatchStepSchema",
                                         doc="The play adjudicated and the whole game after it.")


@games_ops.post("/makkaik/match/apply", MakkaikMatchApplyRequestSchema,
                MakkaikMatchStepSchema, example={"state": _EXAMPLE_MATCH, "play": {"action": "draw", "player": "甲"}},
                cost=match_cost(4, 0.1))
def apply_makkaik_match_play(state: dict[str, Any], ruleset: makkaik.MakkaikRules, play: dict[str, Any]) -> JSON:
    """値戦: apply a play to a whole game; a hand it ends is settled into the totals and the next hand dealt

    A play the rules forbid is `legal: false` with the reason and the game unchanged. After the last hand (or
    once a total reaches the points cap) `over` is true and `winners` names the highest totals.
    """
    loaded = makkaik_game.MakkaikMatch.from_json(state, ruleset)
    return makkaik_game.apply_match(loaded, makkaik_game.MakkaikPlay.from_json(play, loaded.players))
