"""小猫 (nine): deal a season, list and apply plays, settle the season."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games.paper_cetkaik import nine
from adjudicator.games.paper_cetkaik.cards import parse_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON
from adjudicator.web.endpoints.paper_cetkaik.common import CardGame, ops
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.paper_cetkaik import (
    MAX_HAND,
    NineComboSchema,
    NineRulesSchema,
    NineStateSchema,
    cards_field,
    per_player,
    player_field,
    points_field,
)

Rules = nine.NineRules
#: Three players, A (the dealer) to lead: the deal of seed 3 (a state holds the whole deck).
OPENING = {"players": ["A", "B", "C"], "dealer": "A", "to_play": "A",
           "hands": {"A": ["赤無", "黒無", "黒無", "赤兵", "赤車", "赤車",
                           "赤筆", "赤巫", "黒巫", "黒将", "赤王", "黒皇"],
                     "B": ["黒船", "赤無", "赤無", "赤兵", "黒兵", "赤弓",
                           "黒車", "赤虎", "黒馬", "赤巫", "赤将", "黒将"],
                     "C": ["黒無", "赤兵", "黒兵", "黒兵", "黒弓", "黒弓",
                           "赤虎", "黒虎", "赤馬", "赤筆", "黒巫", "赤将"]},
           "stock": ["黒筆", "赤船", "赤兵", "黒王", "黒筆", "黒兵",
                     "黒馬", "赤皇", "赤弓", "黒車", "黒虎", "赤馬"]}


GAME = CardGame(NineRulesSchema, Rules.from_json, NineStateSchema)
GAME.deal("Nine", "小猫 season", "/nine/new", "start_nine_season", (2, 4), nine.new_season,
          summary="小猫: shuffle and deal 12 cards to each of 2-4 players; the rest is the stock; the dealer leads",
          example={"seats": ["A", "B", "C"], "seed": 3})
NineStateRequestSchema = GAME.state_request("NineStateRequestSchema", "A 小猫 season.")
NinePlaysSchema = GAME.plays(
    "NinePlaysSchema", "What the player to play may do.", "season", leading=Boolean(required=True),
    combos=fields.nested_list(NineComboSchema),
    can_decline=Boolean(required=True, metadata={"description": "declining (drawing 3) is allowed now"}),
)


@GAME.post("/nine/plays", "list_nine_plays", NineStateRequestSchema, NinePlaysSchema, example={"state": OPENING})
def list_nine_plays(state: dict[str, Any], rules: Rules) -> JSON:
    """小猫: list the combos the player to play may play, and whether declining is allowed

    On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
    set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing while
    able.
    """
    season = nine.NineState.from_json(state, rules)
    if season.to_play is None:
        return {"player": None, "leading": False, "combos": [], "can_decline": False}
    current = season.table[-1] if season.table else None
    hand = season.hands[season.to_play]
    found = nine.legal_plays(hand, current)
    decline = not hand if current is None else season.to_play not in season.taken_part or not found
    return {"player": season.to_play, "leading": current is None, "combos": [c.to_json() for c in found],
            "can_decline": decline}


NineApplyRequestSchema = GAME.state_request(
    "NineApplyRequestSchema", "A play (or a decline) to apply.", player=player_field(required=True),
    cards=cards_field(MAX_HAND, "the cards played; null or absent: decline and draw 3", load_default=None,
                      allow_none=True),
)
NineStepSchema = GAME.step(
    "NineStepSchema", "The adjudicated play.",
    combo=fields.nested(NineComboSchema, allow_none=True),
    scored=fields.Integer(required=True, metadata={"description": "points for emptying the hand: the largest "
                                                                  "hand among the others"}),
)


@GAME.post("/nine/apply", "apply_nine_play", NineApplyRequestSchema, NineStepSchema,
           example={"state": OPENING, "player": "A", "cards": ["赤車"]})
def apply_nine_play(state: dict[str, Any], rules: Rules, player: str, cards: list[str] | None) -> JSON:
    """小猫: apply a play or a decline; the last player in takes the table cards and leads next

    Declining draws 3 and drops out of the round; when all but one have declined, that player gets the table
    cards and leads (`state.to_play`). The season ends when the stock runs out.
    """
    season = nine.NineState.from_json(state, rules)
    played = None if cards is None else parse_cards(cards, "cards", rules.deck)
    return nine.apply(season, player, played, rules).to_json()


class NineResultRequestSchema(ma.Schema):
    """The season's scores."""

    scores = per_player(fields.Integer(validate=Range(0, 10**6)), "player -> points", required=True,
                        validate=Length(2, 4))
    dealer = player_field(required=True)


class NineResultSchema(ma.Schema):
    """The final scores and the winners."""

    scores = points_field("with the dealer's +1 when the dealer is among the winners")
    winners = ma.fields.List(ma.fields.String(), required=True)


@ops.post("/nine/result", "settle_nine_season", NineResultRequestSchema, NineResultSchema,
          example={"scores": {"A": 5, "B": 5, "C": 2}, "dealer": "B"})
def settle_nine_season(scores: dict[str, int], dealer: str) -> JSON:
    """小猫: settle a season: the highest score wins (ties all win), a winning dealer gets +1"""
    return nine.season_result(scores, dealer).to_json()
