"""小猫 (nine): deal a season, list and apply plays, settle the season; and a whole game of seasons (new, plays,
apply; the whole-games group)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import nine
from adjudicator.games.paper_cetkaik.cards import parse_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON, VerdictSchema, example_answer
from adjudicator.web.costs import flat
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.endpoints.paper_cetkaik.common import (
    CardGame,
    WholeGame,
    compact_combos,
    flags_field,
    games_ops,
    length_field,
    match_cost,
    points_cap_field,
    ruled_cost,
    whole_game_schema,
)
from adjudicator.web.fields import SEED_RANGE, Boolean, form_field, schema
from adjudicator.web.schemas.paper_cetkaik import (
    MAX_HAND,
    NineComboSchema,
    NineCompactCombosSchema,
    NineRulesSchema,
    NineStateSchema,
    cards_field,
    compact_combos_fields,
    per_player,
    player_field,
    players_field,
    points_field,
)

Rules = nine.NineRules
#: Three players, A (the dealer) to lead: the deal of seed 3 (a state holds the whole deck).
OPENING = {"seats": ["A", "B", "C"], "dealer": "A", "to_play": "A",
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
          example={"seats": ["A", "B", "C"], "seed": 3}, cost=ruled_cost(1))
NineStateRequestSchema = GAME.state_request(
    "NineStateRequestSchema", "A 小猫 season, and how to write its combos.", form=form_field(
        "the same combos as a table of columns with each distinct card given once (compact_combos, about a fifth of "
        "the bytes for a long list)"))
NinePlaysSchema = GAME.plays(
    "NinePlaysSchema", "What the player to play may do.", "season", leading=Boolean(required=True),
    **compact_combos_fields(NineComboSchema, NineCompactCombosSchema, "every combo that may be played"),
    can_decline=Boolean(required=True, metadata={"description": "declining (drawing 3) is allowed now"}),
)


@GAME.post("/nine/plays", NineStateRequestSchema, NinePlaysSchema, example={"state": OPENING},
           cost=ruled_cost(7, 64 << 10))
def list_nine_plays(state: dict[str, Any], rules: Rules, form: str = "full") -> JSON:
    """小猫: list the combos the player to play may play, and whether declining is allowed

    On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
    set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing while
    able. With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the combos
    as columns of card indices and strengths).
    """
    season = nine.NineState.from_json(state, rules)
    player = season.to_play
    current = season.table[-1] if season.table else None
    found = [] if player is None else nine.legal_plays(season.hands[player], current)
    combos = ({"compact_combos": compact_combos(found, nine=True)} if form == "compact"
              else {"combos": [c.to_json() for c in found]})
    if player is None:
        return {"player": None, "leading": False, **combos, "can_decline": False}
    hand = season.hands[player]
    decline = not hand if current is None else player not in season.taken_part or not found
    return {"player": player, "leading": current is None, **combos, "can_decline": decline}


NineApplyRequestSchema = GAME.state_request(
    "NineApplyRequestSchema", "A play (or a decline) to apply.", player=player_field(required=True),
    cards=cards_field(MAX_HAND, "the cards played; null or absent: decline and draw 3", load_default=None,
                      allow_none=True),
)
NineStepSchema = response_schema(nine.NineStep, "NineStepSchema", more={"ruleset": GAME.echo()},
                                 doc="The adjudicated play.")


@GAME.post("/nine/apply", NineApplyRequestSchema, NineStepSchema,
           example={"state": OPENING, "player": "A", "cards": ["赤車"]}, cost=ruled_cost(4))
def apply_nine_play(state: dict[str, Any], rules: Rules, player: str, cards: list[str] | None) -> JSON:
    """小猫: apply a play or a decline; the last player in takes the table cards and leads next

    Declining draws 3 and drops out of the round (under `ruleset.forced_fail = pass` a player who took part and
    cannot play on drops out without drawing); when all but one have declined, that player gets the table cards and
    leads (`state.to_play`). The season ends when the stock runs out.
    """
    season = nine.NineState.from_json(state, rules)
    played = None if cards is None else parse_cards(cards, "cards", rules.deck)
    return nine.apply(season, player, played, rules)


NineResultRequestSchema = GAME.request(
    "NineResultRequestSchema", "The season's scores.",
    scores=per_player(fields.Integer(validate=Range(0, 10**6)), "player -> points", required=True,
                      validate=Length(2, 4)),
    dealer=player_field(required=True),
)
NineResultSchema = response_schema(nine.SeasonResult, "NineResultSchema", more={"ruleset": GAME.echo()},
                                   doc="The final scores and the winners.")


@GAME.post("/nine/result", NineResultRequestSchema, NineResultSchema,
           example={"scores": {"A": 5, "B": 5, "C": 2}, "dealer": "B"}, cost=flat(1))
def settle_nine_season(scores: dict[str, int], dealer: str, rules: Rules) -> JSON:
    """小猫: settle a season: the highest score wins (ties all win), a winning dealer gets +1

    The scores must be ones a season can reach: each time a hand empties its player scores the largest other hand,
    and a hand empties again only after the draws the deal's stock allows (a 422 naming the score otherwise).
    """
    return nine.season_result(scores, dealer, rules).to_json()


# --- the whole game: seasons until the last or a points cap (the whole-games group) ----------------------------------


#: The request of the examples' 小猫 whole game.
_NEW_MATCH: JSON = {"seats": ["A", "B", "C"], "seed": 3}

NINE = WholeGame(flags_field(nine.NineRules.from_json, nine.DEFAULT_RULES,
                             "the 小猫 flags: forced_fail, table_cards_to, deck, seasons (default 4), points_cap"
                             " (default null)"),
                 "the whole game as returned by the service")
NineMatchNewRequestSchema = schema(
    "NineMatchNewRequestSchema", "Start a whole 小猫 game.",
    players=players_field(2, 4, required=True, data_key="seats"),
    seed=fields.Integer(required=True, validate=SEED_RANGE, metadata={"description": "the deals are made from it"}),
    ruleset=NINE.ruleset())


NineSeasonResultSchema = response_schema(
    nine.NineSeasonResult, "NineSeasonResultSchema",
    doc="A finished 小猫 season: its scores, and the points they give.",
    more={"points": points_field("the scores, +1 to next_dealer if among the highest"),
          "winners": ma.fields.List(ma.fields.String(), required=True,
                                    metadata={"description": "the highest scores"})})
register(nine.NineSeasonResult, NineSeasonResultSchema)
#: The season in play of a whole game: a state, as /nine/apply's.
document_part(nine.MATCH_SEASON, ma.fields.Dict)
NineMatchSchema = whole_game_schema(
    nine.NineMatch, "NineMatchSchema", "A whole 小猫 game: send it back as it is with the next play.",
    number="season_number", header={"seasons": length_field("seasons", "seasons"), "points_cap": points_cap_field()},
    totals="player -> points over the finished seasons")


class NineMatchAnswerSchema(ma.Schema):
    """A whole game and the rules it is played by."""

    state = fields.nested(NineMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/nine/match/new", NineMatchNewRequestSchema, NineMatchAnswerSchema,
                example=_NEW_MATCH, cost=ruled_cost(1))
def start_nine_match(players: list[str], seed: int, ruleset: nine.NineRules) -> JSON:
    """小猫: start a whole game of seasons

    The first player deals the first season; each season is dealt from the seed and its number (reproducible).
    """
    match = nine.new_match(players, seed, ruleset)
    return {"state": match.to_json(), "ruleset": ruleset.to_json()}


NineMatchRequestSchema = NINE.request("NineMatchRequestSchema", "A whole game as the service returned it.")


class NineMatchPlaysSchema(ma.Schema):
    """What the player to play may do."""

    to_play = player_field(required=True, allow_none=True)
    leading = Boolean(required=True)
    combos = fields.nested_list(NineComboSchema)
    can_decline = Boolean(required=True, metadata={"description": "declining (drawing 3) is allowed now"})
    over = fields.Boolean(required=True)


_EXAMPLE_MATCH = example_answer("start_nine_match", _NEW_MATCH)["state"]


@games_ops.post("/nine/match/plays", NineMatchRequestSchema, NineMatchPlaysSchema,
                example={"state": _EXAMPLE_MATCH}, cost=match_cost(6, 4, 64 << 10))
def list_nine_match_plays(state: dict[str, Any], ruleset: nine.NineRules) -> JSON:
    """小猫: list what the player to play may do in a whole game"""
    loaded = nine.NineMatch.from_json(state, ruleset)
    season, player = loaded.season, loaded.to_play
    if player is None:
        return {"to_play": None, "leading": False, "combos": [], "can_decline": False, "over": True}
    current = season.table[-1] if season.table else None
    hand = season.hands[player]
    found = nine.legal_plays(hand, current)
    decline = not hand if current is None else player not in season.taken_part or not found
    return {"to_play": player, "leading": current is None, "combos": [c.to_json() for c in found],
            "can_decline": decline, "over": False}


NineMatchApplyRequestSchema = NINE.request(
    "NineMatchApplyRequestSchema", "A play (or a decline) in a whole game.", player=player_field(required=True),
    cards=cards_field(MAX_HAND, "the cards played; null or absent: decline and draw 3", load_default=None,
                      allow_none=True),
)


class NineMatchStepSchema(VerdictSchema):
    """The play adjudicated and the whole game after it."""

    combo = fields.nested(NineComboSchema, allow_none=True)
    scored = fields.Integer(required=True, metadata={"description": "points for emptying the hand"})
    settlement = fields.nested(NineSeasonResultSchema, "the season this play finished (null otherwise)",
                               allow_none=True)
    state = fields.nested(NineMatchSchema)


_EXAMPLE_PLAYS = example_answer("list_nine_match_plays", {"state": _EXAMPLE_MATCH})


@games_ops.post("/nine/match/apply", NineMatchApplyRequestSchema, NineMatchStepSchema,
                example={"state": _EXAMPLE_MATCH, "player": _EXAMPLE_PLAYS["to_play"],
                         "cards": _EXAMPLE_PLAYS["combos"][0]["cards"]}, cost=match_cost(6, 4))
def apply_nine_match_play(state: dict[str, Any], ruleset: nine.NineRules, player: str,
                          cards: list[str] | None) -> JSON:
    """小猫: apply a play or a decline in a whole game; a finished season is scored and the next one dealt

    A season ends when the stock runs out; its points are its scores, +1 to the dealer at its end if among the
    highest, and that dealer deals the next season. An illegal play is `legal: false` with the game unchanged;
    after the last season (or when a total reaches `points_cap`) `over` is true and `winners` names the highest
    totals.
    """
    loaded = nine.NineMatch.from_json(state, ruleset)
    if player not in loaded.players:
        raise RulesError(f"{player!r} is not one of the players", "player")
    played = None if cards is None else parse_cards(cards, "cards", ruleset.deck)
    return nine.apply_match(loaded, player, played).to_json()
