"""値木 (makhup): deal a game, list and apply plays on the roads."""

from __future__ import annotations

from typing import Any

from adjudicator.games.paper_cetkaik import makhup
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, notation, parse_cards
from adjudicator.games.paper_cetkaik.common import missing_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON
from adjudicator.web.endpoints.paper_cetkaik.common import CardGame
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.paper_cetkaik import MakhupPlaySchema, MakhupRulesSchema, MakhupStateSchema, player_field

Rules = makhup.MakhupRules
_HANDS = {"A": ["黒兵", "赤弓", "黒車", "黒将"], "B": ["黒兵"]}
_TIPS, _STOCK = ["赤筆", "黒弓"], ["黒馬", "赤馬", "黒虎"]
#: A to play on two roads (tips 赤筆 and 黒弓), B holding 黒兵, three stock cards left, the rest on the discard pile.
ROADS = {"players": ["A", "B"], "hands": _HANDS, "roads": _TIPS, "stock": _STOCK, "to_play": "A",
         "discard": notation(missing_cards(parse_cards([*_HANDS["A"], *_HANDS["B"], *_TIPS, *_STOCK], "state"),
                                           DEFAULT_DECK))}


GAME = CardGame(MakhupRulesSchema, Rules.from_json, MakhupStateSchema)
GAME.deal("Makhup", "値木 game", "/makhup/new", "start_makhup_game", (2, 6), makhup.new_game,
          summary="値木: shuffle, deal 6 cards each and reveal 2 stock cards as the roads; the dealer plays first",
          example={"seats": ["A", "B"], "seed": 9})
MakhupStateRequestSchema = GAME.state_request("MakhupStateRequestSchema", "A 値木 game.")
MakhupPlaysSchema = GAME.plays(
    "MakhupPlaysSchema", "What the player to play may do.", "game",
    plays=fields.nested_list(MakhupPlaySchema, "every extend, merge and erase play"),
    can_draw=Boolean(required=True),
    can_pass=Boolean(required=True, metadata={"description": "only when no play or draw is possible"}),
)


@GAME.post("/makhup/plays", "list_makhup_plays", MakhupStateRequestSchema, MakhupPlaysSchema,
           example={"state": ROADS})
def list_makhup_plays(state: dict[str, Any], rules: Rules) -> JSON:
    """値木: list the legal plays on the roads

    Extend a road with cards whose values (無 0 … 将 8) sum to its tip (any one numbered card on a 皇, 王 or
    船 tip); merge two roads with one card equal to the sum of their tips; erase every road with 皇, 王 or 船.
    """
    game = makhup.MakhupState.from_json(state, rules)
    if game.to_play is None:
        return {"player": None, "plays": [], "can_draw": False, "can_pass": False}
    found = makhup.legal_plays(game.hands[game.to_play], game.roads)
    return {"player": game.to_play, "plays": [p.to_json() for p in found], "can_draw": bool(game.stock),
            "can_pass": not game.stock and not found}


MakhupApplyRequestSchema = GAME.state_request("MakhupApplyRequestSchema", "A play to apply.",
                                              player=player_field(required=True),
                                              play=fields.nested(MakhupPlaySchema))
MakhupStepSchema = GAME.step("MakhupStepSchema", "The adjudicated play.")


@GAME.post("/makhup/apply", "apply_makhup_play", MakhupApplyRequestSchema, MakhupStepSchema,
           example={"state": ROADS, "player": "A", "play": {"extend": 0, "cards": ["黒兵", "赤弓", "黒車"]}})
def apply_makhup_play(state: dict[str, Any], rules: Rules, player: str, play: dict[str, Any]) -> JSON:
    """値木: apply a play; the first to empty their hand wins

    A drawn card becomes a new road (`draw_to = road`) or joins the hand. When the stock is out and nobody can
    play, the fewest cards win. An illegal play is `legal: false` with the state unchanged.
    """
    game = makhup.MakhupState.from_json(state, rules)
    return makhup.apply(game, player, makhup.Play.from_json(play), rules).to_json()
