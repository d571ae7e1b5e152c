"""値戦 (makkaik): a hand's best combo with the community cards, and the showdown."""

from __future__ import annotations

from fractions import Fraction

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.paper_cetkaik import makkaik
from adjudicator.games.paper_cetkaik.cards import Card
from adjudicator.web import fields
from adjudicator.web.api import JSON, probability
from adjudicator.web.endpoints.paper_cetkaik.common import Rulebook
from adjudicator.web.schemas.paper_cetkaik import MakkaikRulesSchema, PaperCetkaikComboSchema, cards_field, per_player
from adjudicator.web.schemas.stick_games import StickGameExactValueSchema

Rules = makkaik.MakkaikRules
RULES = Rulebook(MakkaikRulesSchema, Rules.from_json)
COMMUNITY = ["赤無", "黒兵", "赤将"]


def community_field() -> ma.fields.List[Card]:
    """The community cards."""
    return cards_field(9, "the community cards", load=True, load_default=tuple, validate=Length(0, 9))


class MakkaikHandValueSchema(ma.Schema):
    """A player's best combo."""

    category = ma.fields.String(required=True, validate=OneOf(list(makkaik.CATEGORIES)),
                                metadata={"description": "single < pair < sequence < triple"})
    rank = fields.Integer(required=True, metadata={"description": "breaks ties within the category"})
    combo = fields.nested(PaperCetkaikComboSchema)


MakkaikHandRequestSchema = RULES.request(
    "MakkaikHandRequestSchema", "A hand and the community cards.",
    hand=cards_field(makkaik.HAND_SIZE, "the hand", load=True, required=True, validate=Length(1, makkaik.HAND_SIZE)),
    community=community_field())
MakkaikHandSchema = RULES.answer("MakkaikHandSchema", "The hand's value.",
                                 value=fields.nested(MakkaikHandValueSchema))


@RULES.post("/makkaik/hand", "rank_makkaik_hand", MakkaikHandRequestSchema, MakkaikHandSchema,
            example={"hand": ["黒弓", "黒車", "赤馬"], "community": COMMUNITY})
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
    pot=fields.Integer(required=True, validate=Range(0, 10**9)))
MakkaikShowdownSchema = RULES.answer(
    "MakkaikShowdownSchema", "Who takes the pot.",
    values=per_player(ma.fields.Nested(MakkaikHandValueSchema), "player -> best combo", required=True),
    winners=ma.fields.List(ma.fields.String(), required=True),
    shares=per_player(ma.fields.Nested(StickGameExactValueSchema), "winner -> share of the pot (ties split)",
                      required=True))


@RULES.post("/makkaik/showdown", "settle_makkaik_showdown", MakkaikShowdownRequestSchema, MakkaikShowdownSchema,
            example={"hands": {"A": ["黒将", "赤車", "黒車"], "B": ["黒巫", "赤虎", "黒馬"]}, "community": COMMUNITY,
                     "pot": 9})
def settle_makkaik_showdown(hands: dict[str, tuple[Card, ...]], community: tuple[Card, ...], pot: int,
                            rules: Rules) -> JSON:
    """値戦: compare the remaining players' best combos; the strongest takes the pot, exact ties split it"""
    result = makkaik.showdown(hands, community, pot, rules)
    return {"values": {p: v.to_json() for p, v in result.values.items()}, "winners": list(result.winners),
            "shares": {p: probability(Fraction(s)) for p, s in result.shares.items()}}
