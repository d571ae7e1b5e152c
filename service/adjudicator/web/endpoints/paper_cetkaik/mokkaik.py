"""行戦 (mokkaik): deal a season, list and apply plays, judge a trick, settle a season; and a whole match of seasons
(new, plays, apply; the whole-games group)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import mokkaik
from adjudicator.games.paper_cetkaik.cards import Card, parse_cards
from adjudicator.web import fields
from adjudicator.web.api import JSON, VerdictSchema, example_answer
from adjudicator.web.costs import flat
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.endpoints.paper_cetkaik.common import (
    CardGame,
    WholeGame,
    combos_json,
    compact_combos,
    flags_field,
    games_ops,
    length_field,
    match_cost,
    points_cap_field,
    ruled_cost,
    whole_game_schema,
)
from adjudicator.web.fields import Boolean, form_field, schema
from adjudicator.web.schemas.paper_cetkaik import (
    MokkaikRulesSchema,
    MokkaikStateSchema,
    MokkaikTrickPlaySchema,
    cards_field,
    combos_field,
    compact_combos_fields,
    per_player,
    player_field,
    points_field,
)

Rules = mokkaik.MokkaikRules
#: A season's last trick: A leads 黒馬, B (who won no trick) has 黒兵 left.
LAST_TRICK = {"seats": ["A", "B"], "dealer": "A", "hands": {"A": ["黒馬"], "B": ["黒兵"]},
              "public": {"A": ["黒将", "赤将", "黒巫", "赤巫", "黒筆", "赤筆", "黒虎", "赤虎", "黒車"], "B": []},
              "leader": "A"}


GAME = CardGame(MokkaikRulesSchema, Rules.from_json, MokkaikStateSchema)
GAME.deal("Mokkaik", "行戦 season", "/mokkaik/new", "start_mokkaik_season", (2, 6),
          lambda names, dealer, rng, rules: mokkaik.new_season(names, dealer, rng, mokkaik.START_BONUS, rules),
          summary="行戦: shuffle and deal a season (10 cards each for 2-4 players, 8 for 5-6); the dealer leads",
          example={"seats": ["甲", "乙", "丙"], "seed": 5}, cost=ruled_cost(1))
MokkaikStateRequestSchema = GAME.state_request("MokkaikStateRequestSchema", "A 行戦 season.")
MokkaikPlaysSchema = GAME.plays(
    "MokkaikPlaysSchema", "What the player to play may do.", "season",
    leading=Boolean(required=True, metadata={"description": "the player leads a new trick"}),
    combos=combos_field(metadata={"description": "the face-up combos allowed (any combo when leading)"}),
    discard_size=fields.Integer(required=True, allow_none=True,
                                metadata={"description": "cards to lay face down instead (null when leading)"}),
)


@GAME.post("/mokkaik/plays", MokkaikStateRequestSchema, MokkaikPlaysSchema,
           example={"state": LAST_TRICK}, cost=ruled_cost(1))
def list_mokkaik_plays(state: dict[str, Any], rules: Rules) -> JSON:
    """行戦: list the legal plays of the player to play against the current trick

    The leader may play any combo (single, set, one-colour sequence of 3 or more; 船 is a same-colour wild).
    A follower plays a combo of the lead's type, size and colour pattern that beats the reference (the trick's
    best so far, or the lead under `must_beat = lead`), or lays as many cards face down.
    """
    season = mokkaik.MokkaikState.from_json(state, rules)
    who = season.to_play
    if who is None:
        return {"player": None, "leading": False, "combos": [], "discard_size": None}
    found = mokkaik.legal_plays(season.hands[who], season.trick, rules)
    return {"player": who, "leading": not season.trick, **found.to_json()}


MokkaikApplyRequestSchema = GAME.state_request(
    "MokkaikApplyRequestSchema", "A play to apply.", player=player_field(required=True),
    cards=cards_field(10, "the cards played", required=True),
    face_down=Boolean(load_default=False, metadata={"description": "lay the cards face down (followers only)"}),
)


MokkaikSettlementSchema = response_schema(mokkaik.SeasonSettlement, "MokkaikSettlementSchema",
                                          doc="A season's payments.")


MokkaikStepSchema = GAME.step(
    "MokkaikStepSchema", "The adjudicated play.",
    play=fields.nested(MokkaikTrickPlaySchema, allow_none=True),
    trick_winner=ma.fields.String(required=True, allow_none=True,
                                  metadata={"description": "set when the play completed the trick: the winner, who "
                                                           "keeps the cards as 公開札 and leads next"}),
    season_winner=ma.fields.String(required=True, allow_none=True),
    settlement=fields.nested(MokkaikSettlementSchema, "the season's settlement when this play ends it (null "
                                                      "otherwise, and for a refused play)", allow_none=True),
)


@GAME.post("/mokkaik/apply", MokkaikApplyRequestSchema, MokkaikStepSchema,
           example={"state": LAST_TRICK, "player": "A", "cards": ["黒馬"]}, cost=ruled_cost(1))
def apply_mokkaik_play(state: dict[str, Any], rules: Rules, player: str, cards: list[str], face_down: bool) -> JSON:
    """行戦: apply a play; a completed trick is won, the last trick wins the season and settles it

    An illegal play (out of turn, cards not held, not a matching stronger combo, the season over) is
    `legal: false` with the state unchanged and no settlement: a season is settled once, by the play ending it.
    """
    season = mokkaik.MokkaikState.from_json(state, rules)
    step = mokkaik.apply(season, player, parse_cards(cards, "cards", rules.deck), face_down, rules)
    ended = step.adjudication.legal and step.state.season_winner is not None
    settled = mokkaik.settle_state(step.state, rules).to_json() if ended else None
    return {**step.to_json(), "settlement": settled}


class MokkaikTrickEntrySchema(ma.Schema):
    """One play of a trick."""

    player = player_field(required=True)
    cards = cards_field(10, "the cards", required=True, validate=Length(1, 10))
    face_down = Boolean(load_default=False)


MokkaikTrickRequestSchema = GAME.request(
    "MokkaikTrickRequestSchema", "A trick, leader first.",
    plays=ma.fields.List(ma.fields.Nested(MokkaikTrickEntrySchema), required=True, validate=Length(1, 6)))
MokkaikTrickSchema = response_schema(mokkaik.TrickJudgement, "MokkaikTrickSchema", more={"ruleset": GAME.echo()},
                                     doc="The trick judged.")


@GAME.post("/mokkaik/trick", MokkaikTrickRequestSchema, MokkaikTrickSchema,
           example={"plays": [{"player": "A", "cards": ["黒兵", "赤兵", "赤兵"]},
                              {"player": "B", "cards": ["黒馬", "赤馬", "赤船"]}]}, cost=flat(1))
def judge_mokkaik_trick(plays: list[dict[str, Any]], rules: Rules) -> JSON:
    """行戦: check each play of a trick against the ones before it and name the trick's winner"""
    entries = [(e["player"], parse_cards(e["cards"], f"plays[{i}].cards", rules.deck), e["face_down"])
               for i, e in enumerate(plays)]
    return mokkaik.judge_trick(entries, rules)


MokkaikSettleRequestSchema = GAME.request(
    "MokkaikSettleRequestSchema", "A finished season.",
    public_counts=per_player(
        fields.Integer(validate=Range(0, 10, error="a player is dealt at most 10 cards, so keeps at most 10 公開札,"
                                                   " not {input}")),
        "player -> number of 公開札 won: they add up to the cards each player is dealt (10 for 2-4 players, 8 for"
        " 5-6), the winner's at least 1", required=True),
    winner=player_field(required=True, metadata={"description": "who won the last trick"}),
    dealer=player_field(required=True),
    bonus=fields.Integer(load_default=mokkaik.START_BONUS,
                         validate=Range(mokkaik.START_BONUS, 101,
                                        error="the dealer bonus starts at 2 and grows by 1 per season the dealer wins"
                                              " again (at most rules.seasons + 1, rules.seasons at most 100), not"
                                              " {input}"),
                         metadata={"description": "the dealer bonus 親の加点: 2 at a new dealer, +1 per season the"
                                                  " dealer wins again, so at most rules.seasons + 1"}))
MokkaikSettleSchema = GAME.answer("MokkaikSettleSchema", "The season settled.", MokkaikSettlementSchema)


@GAME.post("/mokkaik/settle", MokkaikSettleRequestSchema, MokkaikSettleSchema,
           example={"public_counts": {"甲": 7, "乙": 2, "丙": 1}, "winner": "乙", "dealer": "甲", "bonus": 2},
           cost=flat(1))
def settle_mokkaik_season(public_counts: dict[str, int], winner: str, dealer: str, bonus: int, rules: Rules) -> JSON:
    """行戦: settle a season with the dealer bonus

    Each loser pays the season's winner 6 minus their number of 公開札 (a negative amount is paid by the winner),
    times the dealer bonus when the loser is the dealer, or the winner is under the default
    `dealer_multiplier`. The winner deals next; the bonus grows by 1 when the dealer won again, else is 2.
    Counts no season could end with (not adding up to the cards dealt, a winner without 公開札) and a bonus out of
    reach (below 2, above `ruleset.seasons` + 1) are a 422 naming the field.
    """
    settled = mokkaik.season_settlement(public_counts, winner, dealer, bonus, rules)
    return settled.to_json()


# --- the whole game: a match of seasons (the whole-games group) -------------------------------------------------------


#: The request of the examples' 行戦 match.
_NEW_MATCH: JSON = {"seats": ["甲", "乙", "丙"], "seed": 5}


MOKKAIK = WholeGame(flags_field(mokkaik.MokkaikRules.from_json, mokkaik.DEFAULT_RULES,
                                "the 行戦 flags: must_beat, dealer_multiplier, seasons, points_cap, combos, deck"),
                    "the match as returned by the service")
MokkaikMatchNewRequestSchema = MOKKAIK.new("MokkaikMatchNewRequestSchema", "Start a match.")


document_part(mokkaik.MATCH_SEASON, lambda: ma.fields.Dict())
document_part(mokkaik.MATCH_TOTALS, points_field)
MokkaikMatchSchema = register(mokkaik.MokkaikMatch, whole_game_schema(
    mokkaik.MokkaikMatch, "MokkaikMatchSchema", "A 行戦 match: send it back as it is with the next play.",
    number="season_number", header={"seasons": length_field("seasons", "seasons"), "points_cap": points_cap_field()}))


class MokkaikMatchAnswerSchema(ma.Schema):
    """A match and the rules it is played by."""

    state = fields.nested(MokkaikMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/mokkaik/match/new", MokkaikMatchNewRequestSchema, MokkaikMatchAnswerSchema,
                example=_NEW_MATCH, cost=ruled_cost(2))
def start_mokkaik_match(players: list[str], seed: int, ruleset: mokkaik.MokkaikRules) -> JSON:
    """行戦: start a match of seasons

    The first player deals the first season; each season is dealt from the seed and its number (reproducible).
    """
    match = mokkaik.new_match(players, seed, ruleset)
    return {"state": match.to_json(), "ruleset": ruleset.to_json()}


MokkaikMatchRequestSchema = MOKKAIK.request(
    "MokkaikMatchRequestSchema", "A match as the service returned it, and how to write its combos.", form=form_field(
        "the same combos as a table of columns with each distinct card given once (compact_combos, about a tenth of "
        "the bytes for a long list)"))
MokkaikMatchPlaysSchema = schema(
    "MokkaikMatchPlaysSchema", "The legal plays of the player to play.",
    to_play=player_field(required=True, allow_none=True),
    **compact_combos_fields(description="the face-up combos allowed (any combo when leading)"),
    discard_size=fields.Integer(required=True, allow_none=True,
                                metadata={"description": "cards to lay face down instead (null when leading)"}),
    over=fields.Boolean(required=True),
)


#: The match the examples play: the one the example of ``start_mokkaik_match`` deals.
_EXAMPLE_MATCH = example_answer("start_mokkaik_match", _NEW_MATCH)["state"]


@games_ops.post("/mokkaik/match/plays", MokkaikMatchRequestSchema, MokkaikMatchPlaysSchema,
                example={"state": _EXAMPLE_MATCH}, cost=match_cost(5, 4))
def list_mokkaik_match_plays(state: dict[str, Any], ruleset: mokkaik.MokkaikRules, form: str = "full") -> JSON:
    """行戦: list the legal plays of the player to play in a match

    With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the combos as
    columns of card indices, types and ranks, and only the cards that stand for another).
    """
    loaded = mokkaik.MokkaikMatch.from_json(state, ruleset)
    player = loaded.to_play
    if player is None:
        found = mokkaik.LegalPlays((), None)
    else:
        found = mokkaik.legal_plays(loaded.season.hands[player], loaded.season.trick, ruleset)
    combos = ({"compact_combos": compact_combos(found.combos)} if form == "compact"
              else {"combos": combos_json(found.combos)})
    return {"to_play": player, **combos, "discard_size": found.discard_size, "over": player is None}


MokkaikMatchApplyRequestSchema = MOKKAIK.request(
    "MokkaikMatchApplyRequestSchema", "A play in a match.", player=player_field(required=True),
    cards=ma.fields.List(ma.fields.String(), required=True, validate=Length(1, 10),
                         metadata={"description": "the cards played, e.g. 黒馬"}),
    face_down=fields.Boolean(load_default=False, metadata={"description": "lay them face down (not leading)"}),
)


class MokkaikMatchStepSchema(VerdictSchema):
    """The play adjudicated and the match after it."""

    play = ma.fields.Dict(required=True, allow_none=True)
    trick_winner = player_field(required=True, allow_none=True)
    season_winner = player_field(required=True, allow_none=True)
    settlement = ma.fields.Dict(required=True, allow_none=True,
                                metadata={"description": "a season just finished: payments, net, next dealer"})
    state = fields.nested(MokkaikMatchSchema)


_EXAMPLE_PLAYS = example_answer("list_mokkaik_match_plays", {"state": _EXAMPLE_MATCH})


@games_ops.post("/mokkaik/match/apply", MokkaikMatchApplyRequestSchema,
                MokkaikMatchStepSchema, example={"state": _EXAMPLE_MATCH, "player": _EXAMPLE_PLAYS["to_play"],
                                                 "cards": _EXAMPLE_PLAYS["combos"][0]["cards"]}, cost=match_cost(3, 4))
def apply_mokkaik_match_play(state: dict[str, Any], ruleset: mokkaik.MokkaikRules, player: str,
                             cards: list[str], face_down: bool) -> JSON:
    """行戦: apply a play to a match; a finished season is settled into the totals and the next one dealt

    An illegal play (out of turn, cards not held, not a stronger matching combo) is `legal: false` with the match
    unchanged. After the last season (or the one at whose end a total reaches `ruleset.points_cap`) `over` is true
    and `winners` names the highest totals.
    """
    loaded = mokkaik.MokkaikMatch.from_json(state, ruleset)
    played = [Card.parse(c, f"cards[{i}]") for i, c in enumerate(cards)]
    if player not in loaded.players:
        raise RulesError(f"{player!r} is not one of the players", "player")
    return mokkaik.apply_match(loaded, player, played, face_down).to_json()
