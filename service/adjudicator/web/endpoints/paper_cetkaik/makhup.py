"""値木 (makhup): deal a season, list and apply plays on the roads; and a whole game of seasons (new, plays, apply;
the whole-games group)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import makhup
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, notation, parse_cards
from adjudicator.games.paper_cetkaik.common import missing_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON, VerdictSchema, example_answer
from adjudicator.web.costs import Charge, Cost, custom
from adjudicator.web.derived import document_part, response_schema
from adjudicator.web.endpoints.paper_cetkaik.common import (
    MAX_DECK_SCALE,
    CardGame,
    WholeGame,
    deck_scale,
    flags_field,
    games_ops,
    length_field,
    match_cost,
    points_cap_field,
    ruled_cost,
    whole_game_schema,
)
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.paper_cetkaik import (
    MAX_PILE,
    MakhupPlaySchema,
    MakhupRulesSchema,
    MakhupStateSchema,
    player_field,
    points_field,
)

Rules = makhup.MakhupRules
_HANDS = {"A": ["黒兵", "赤弓", "黒車", "黒将"], "B": ["黒兵"]}
_TIPS, _STOCK = ["赤筆", "黒弓"], ["黒馬", "赤馬", "黒虎"]
#: A to play on two roads (tips 赤筆 and 黒弓), B holding 黒兵, three stock cards left, the rest on the discard pile;
#: A dealt, and 26 turns have been taken (31 cards gone from the stock, at most 6 erases: at least 25).
ROADS = {"seats": ["A", "B"], "hands": _HANDS, "roads": _TIPS, "stock": _STOCK, "to_play": "A", "dealer": "A",
         "turns_taken": 26,
         "discard": notation(missing_cards(parse_cards([*_HANDS["A"], *_HANDS["B"], *_TIPS, *_STOCK], "state"),
                                           DEFAULT_DECK))}


#: Units a play listing or check costs per square of the longest hand's cards: the subset-sum search over a hand
#: grows a little faster than its length (about 0.7 ms for 12 cards, 50 ms for 60 and 110 ms for 90 on the
#: pure-Python build), and a hand grows past its 6 dealt cards under ``draw_to = hand``.
HAND_UNITS = 0.02
#: Answer bytes per square of the longest hand's cards (each play listed is some 60 bytes).
HAND_BYTES = 64


def _longest_hand(state: Any) -> int:
    """The most cards a hand of the state sent (a game's, or a whole game's season) holds; 0 if it is malformed."""
    if isinstance(state, dict) and isinstance(state.get("season"), dict):
        state = state["season"]
    hands = state.get("hands") if isinstance(state, dict) else None
    if not isinstance(hands, dict):
        return 0
    return max((len(h) for h in hands.values() if isinstance(h, list)), default=0)


def with_hands(cost: Cost) -> Cost:
    """``cost`` plus what the longest hand of the state costs to search (:data:`HAND_UNITS` a card squared), times
    the deck's cards over the default deck's."""

    def charge(args: dict[str, Any]) -> Charge:
        n, scale = _longest_hand(args.get("state")), deck_scale(args.get("rules", args.get("ruleset")))
        return cost(args) + Charge(HAND_UNITS * n * n * scale, int(HAND_BYTES * n * n * scale), "state.hands")

    most = MAX_PILE * MAX_PILE
    return custom(charge, cost.ceiling + HAND_UNITS * most * MAX_DECK_SCALE,
                  f"{cost.description}, plus {HAND_UNITS:g} units per card of the longest hand, squared")


GAME = CardGame(MakhupRulesSchema, Rules.from_json, MakhupStateSchema)
GAME.deal("Makhup", "値木 game", "/makhup/new", "start_makhup_game", (2, 6), makhup.new_game,
          summary="値木: shuffle, deal 6 cards each and reveal 2 stock cards as the roads; the dealer plays first",
          example={"seats": ["A", "B"], "seed": 9}, cost=ruled_cost(1))
MakhupStateRequestSchema = GAME.state_request("MakhupStateRequestSchema", "A 値木 game.")
MakhupPlaysSchema = GAME.plays(
    "MakhupPlaysSchema", "What the player to play may do.", "game",
    plays=fields.nested_list(MakhupPlaySchema, "every extend, merge and erase play"),
    can_draw=Boolean(required=True),
    can_pass=Boolean(required=True, metadata={"description": "only when no play or draw is possible"}),
)


@GAME.post("/makhup/plays", MakhupStateRequestSchema, MakhupPlaysSchema,
           example={"state": ROADS}, cost=with_hands(ruled_cost(3)))
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
MakhupStepSchema = response_schema(makhup.MakhupStep, "MakhupStepSchema", more={"ruleset": GAME.echo()},
                                   doc="The adjudicated play.")


@GAME.post("/makhup/apply", MakhupApplyRequestSchema, MakhupStepSchema,
           example={"state": ROADS, "player": "A", "play": {"extend": 0, "cards": ["黒兵", "赤弓", "黒車"]}},
           cost=with_hands(ruled_cost(5)))
def apply_makhup_play(state: dict[str, Any], rules: Rules, player: str, play: dict[str, Any]) -> JSON:
    """値木: apply a play; the first to empty their hand wins

    A drawn card becomes a new road (`draw_to = road`) or joins the hand. When the stock is out and nobody can
    play, the fewest cards win. An illegal play is `legal: false` with the state unchanged.
    """
    game = makhup.MakhupState.from_json(state, rules)
    return makhup.apply(game, player, makhup.Play.from_json(play), rules)


# --- the whole game: seasons to the end (the whole-games group) -------------------------------------------------------


#: The request of the examples' 値木 game.
_NEW_MATCH: JSON = {"seats": ["甲", "乙", "丙"], "seed": 5}


MAKHUP = WholeGame(flags_field(makhup.MakhupRules.from_json, makhup.DEFAULT_RULES,
                               "the 値木 flags: new_tips, draw_to, deck, and the whole game's seasons, points_cap,"
                               " scoring, next_dealer"),
                   "the game as returned by the service")
MakhupMatchNewRequestSchema = MAKHUP.new("MakhupMatchNewRequestSchema", "Start a whole game.")


#: The season in play of a whole game (a state, as /makhup/apply's) and its running totals.
document_part(makhup.MATCH_SEASON, ma.fields.Dict)
document_part(makhup.MATCH_TOTALS, points_field)
MakhupMatchSchema = whole_game_schema(
    makhup.MakhupMatch, "MakhupMatchSchema", "A whole 値木 game: send it back as it is with the next play.",
    number="season_number", header={"seasons": length_field("seasons", "seasons"), "points_cap": points_cap_field()})


class MakhupMatchAnswerSchema(ma.Schema):
    """A whole game and the rules it is played by."""

    state = fields.nested(MakhupMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/makhup/match/new", MakhupMatchNewRequestSchema, MakhupMatchAnswerSchema,
                example=_NEW_MATCH, cost=ruled_cost(1))
def start_makhup_match(players: list[str], seed: int, ruleset: makhup.MakhupRules) -> JSON:
    """値木: start a whole game of seasons

    The first player deals the first season; each season is dealt from the seed and its number (reproducible).
    """
    match = makhup.new_match(players, seed, ruleset)
    return {"state": match.to_json(), "ruleset": ruleset.to_json()}


MakhupMatchRequestSchema = MAKHUP.request("MakhupMatchRequestSchema", "A whole game as the service returned it.")


class MakhupMatchPlaysSchema(ma.Schema):
    """The legal plays of the player to play."""

    to_play = player_field(required=True, allow_none=True)
    plays = fields.nested_list(MakhupPlaySchema, "every extend, merge and erase play")
    can_draw = fields.Boolean(required=True)
    can_pass = fields.Boolean(required=True, metadata={"description": "only when no play or draw is possible"})
    over = fields.Boolean(required=True)


#: The game the examples play: the one the example of ``start_makhup_match`` deals.
_EXAMPLE_MATCH = example_answer("start_makhup_match", _NEW_MATCH)["state"]


@games_ops.post("/makhup/match/plays", MakhupMatchRequestSchema, MakhupMatchPlaysSchema,
                example={"state": _EXAMPLE_MATCH}, cost=with_hands(match_cost(3, 0.1)))
def list_makhup_match_plays(state: dict[str, Any], ruleset: makhup.MakhupRules) -> JSON:
    """値木: list the legal plays of the player to play in a whole game"""
    loaded = makhup.MakhupMatch.from_json(state, ruleset)
    player = loaded.to_play
    if player is None:
        return {"to_play": None, "plays": [], "can_draw": False, "can_pass": False, "over": True}
    found = makhup.legal_plays(loaded.season.hands[player], loaded.season.roads)
    stock = bool(loaded.season.stock)
    return {"to_play": player, "plays": [p.to_json() for p in found], "can_draw": stock,
            "can_pass": not stock and not found, "over": False}


MakhupMatchApplyRequestSchema = MAKHUP.request(
    "MakhupMatchApplyRequestSchema", "A play in a whole game.", player=player_field(required=True),
    play=fields.nested(MakhupPlaySchema))


MakhupSeasonResultSchema = response_schema(makhup.SeasonResult, "MakhupSeasonResultSchema",
                                           doc="A finished season scored.")


class MakhupMatchStepSchema(VerdictSchema):
    """The play adjudicated and the game after it."""

    season_winners = ma.fields.List(ma.fields.String(), required=True,
                                     metadata={"description": "set when this play ended the season"})
    settlement = fields.nested(MakhupSeasonResultSchema, "the season's result when this play ends it (null otherwise,"
                                                         " and for a refused play)", allow_none=True)
    state = fields.nested(MakhupMatchSchema)


_EXAMPLE_PLAYS = example_answer("list_makhup_match_plays", {"state": _EXAMPLE_MATCH})


@games_ops.post("/makhup/match/apply", MakhupMatchApplyRequestSchema,
                MakhupMatchStepSchema,
                example={"state": _EXAMPLE_MATCH, "player": _EXAMPLE_PLAYS["to_play"],
                         "play": (_EXAMPLE_PLAYS["plays"] or [{"draw": True}])[0]},
                cost=with_hands(match_cost(5, 0.1)))
def apply_makhup_match_play(state: dict[str, Any], ruleset: makhup.MakhupRules, player: str,
                            play: dict[str, Any]) -> JSON:
    """値木: apply a play to a whole game; a finished season is scored into the totals and the next one dealt

    An illegal play (out of turn, cards not held, a wrong sum, a pass with a play or a draw left) is `legal: false`
    with the game unchanged. The game ends after `ruleset.seasons` seasons, or when a total reaches
    `ruleset.points_cap`; then `over` is true and `winners` names the highest totals.
    """
    loaded = makhup.MakhupMatch.from_json(state, ruleset)
    if player not in loaded.players:
        raise RulesError(f"{player!r} is not one of the players", "player")
    return makhup.apply_match(loaded, player, makhup.Play.from_json(play)).to_json()
