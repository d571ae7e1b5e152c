"""開樽 (namtou): a hand's combos in ranking order, and the showdown of a betting cycle."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import namtou
from adjudicator.games.paper_cetkaik.cards import Card
from adjudicator.web import fields
from adjudicator.web.api import JSON, probability
from adjudicator.web.endpoints.paper_cetkaik.common import Rulebook
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.paper_cetkaik import MAX_PLAYERS, NamtouRulesSchema, cards_field, per_player, player_field
from adjudicator.web.schemas.stick_games import StickGameExactValueSchema

Rules = namtou.NamtouRules
RULES = Rulebook(NamtouRulesSchema, Rules.from_json)


class NamtouRankedComboSchema(ma.Schema):
    """A combo of a 開樽 hand with its ranking type."""

    type = ma.fields.String(required=True, validate=OneOf([*namtou.NAMED_YAKU, "seq", "set", "single"]),
                            metadata={"description": "a named yaku, seq, set or single"})
    cards = ma.fields.List(ma.fields.String(), required=True)
    number = fields.Integer(required=True, metadata={"description": "the highest number or strength"})
    one_colour = Boolean(required=True)


NamtouHandRequestSchema = RULES.request(
    "NamtouHandRequestSchema", "A hand.",
    hand=cards_field(8, "the hand (rules.hand_size cards)", load=True, required=True, validate=Length(1, 8)))
NamtouHandSchema = RULES.answer(
    "NamtouHandSchema", "Every combo of the hand, strongest first.",
    combos=fields.nested_list(NamtouRankedComboSchema, "strongest first: the order ties are broken in"))


@RULES.post("/namtou/hand", "rank_namtou_hand", NamtouHandRequestSchema, NamtouHandSchema,
            example={"hand": ["赤皇", "黒王"]})
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


@RULES.post("/namtou/showdown", "settle_namtou_showdown", NamtouShowdownRequestSchema, NamtouShowdownSchema,
            example={"hands": {"A": ["黒馬", "赤馬"], "B": ["赤皇", "黒王"], "C": ["黒将", "赤兵"]},
                     "bets": [{"player": "A", "amount": 2}, {"player": "B", "amount": None},
                              {"player": "C", "amount": 3}]})
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
