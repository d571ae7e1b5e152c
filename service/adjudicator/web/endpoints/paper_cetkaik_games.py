"""Whole games of paper Cetkaik over HTTP, declared once each: a 行戦 match of seasons, a 終季 season, a 値戦 game,
a 開樽 game.

One convention: ``new`` takes the players' names in seating order (``seats``) and a ``seed`` (the deal is
reproducible from it); a state names whose turn it is (``to_play``) and whether the game is over (``over``); every
state the service returns can be sent back as it is; the rules travel beside the state as ``ruleset``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import makkaik, makkaik_game, mokkaik, namtou, namtou_game, taxot
from adjudicator.games.paper_cetkaik.cards import Card
from adjudicator.games.paper_cetkaik.combos import ComboRules
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, VerdictSchema, example_answer
from adjudicator.web.endpoints.paper_cetkaik.common import Field, win_odds, win_odds_schema
from adjudicator.web.endpoints.paper_cetkaik.namtou import RULES as NAMTOU_RULES
from adjudicator.web.endpoints.paper_cetkaik.namtou import NamtouRankedComboSchema
from adjudicator.web.fields import SEED_RANGE, LibraryField, schema
from adjudicator.web.schemas.paper_cetkaik import player_field, players_field, points_field

ops = Operations(
    "paper-cetkaik-games",
    "/v1/paper-cetkaik",
    "Whole games of paper Cetkaik: a 行戦 match of seasons, a 終季 season and a 値戦 game, from a seeded deal to"
    " the scores",
)
blp = ops.blp


def dealer_field() -> ma.fields.String:
    """Who deals (default: the first player)."""
    return player_field(load_default=None, metadata={"description": "default: the first player"})


@dataclass(frozen=True)
class WholeGame:
    """How a whole game's requests carry it: its ``ruleset`` field, and the state sent back as it was returned
    (under ``key``, with its ``description``)."""

    ruleset: Callable[[], Field]
    description: str = "the game's state as returned by the service"
    key: str = "state"
    echo: Callable[[], Field] = lambda: ma.fields.Dict(required=True)

    def new(self, name: str, doc: str, **extra: Field) -> type[ma.Schema]:
        """A ``new`` request: the players' names in seating order (``seats``: 2 to 6, distinct; the function takes
        them as ``players``), the ``seed`` of the deal (required: every new game is reproducible), ``extra``, the
        ruleset."""
        return schema(name, doc, players=players_field(2, 6, required=True, data_key="seats"),
                      seed=fields.Integer(required=True, validate=SEED_RANGE,
                                          metadata={"description": "the deal is made from it"}),
                      **extra, ruleset=self.ruleset())

    def request(self, name: str, doc: str, **extra: Field) -> type[ma.Schema]:
        """A request on a game: its state as the service returned it, the ruleset, then ``extra``."""
        state = ma.fields.Dict(required=True, metadata={"description": self.description})
        return schema(name, doc, **{self.key: state}, ruleset=self.ruleset(), **extra)

    def game(self, name: str, doc: str, state: str, *, to_play: str | None = None, **extra: Field) -> type[ma.Schema]:
        """A game as the service answers it: the ``state`` to send back as it is (``state`` describes it), whose
        turn it is (described so if ``to_play`` is given), whether it is ``over``, ``extra``, the ruleset echoed."""
        return schema(name, doc, state=ma.fields.Dict(required=True, metadata={"description": state}),
                      to_play=player_field(required=True, allow_none=True, metadata=fields.described(to_play)),
                      over=fields.Boolean(required=True), **extra, ruleset=self.echo())


def flags_field(parse: Callable[[Any], Any], default: Any, flags: str) -> Callable[[], LibraryField]:
    """A whole game's ``ruleset``, read by the library's ``parse`` (null or missing: ``default``); ``flags`` names
    them in the document. A library error names the flag under ``ruleset`` (``ruleset.seasons``)."""

    def field() -> LibraryField:
        return LibraryField(parse, load_default=lambda: default, allow_none=True, null_parsed=True, root="rules",
                            metadata={"description": f"{flags} (null or missing: the defaults)"})

    return field


# --- 行戦: a match of seasons ----------------------------------------------------------------------------------


#: The request of the examples' 行戦 match and 終季 season.
_NEW_MATCH: JSON = {"seats": ["甲", "乙", "丙"], "seed": 5}
_NEW_SEASON: JSON = {"seats": ["親", "A", "B", "C"], "seed": 3}


MOKKAIK = WholeGame(flags_field(mokkaik.MokkaikRules.from_json, mokkaik.DEFAULT_RULES,
                                "the 行戦 flags: must_beat, dealer_multiplier, seasons, combos, deck"),
                    "the match as returned by the service", "match")
MokkaikMatchNewRequestSchema = MOKKAIK.new("MokkaikMatchNewRequestSchema", "Start a match.")


class MokkaikMatchSchema(ma.Schema):
    """A 行戦 match: send it back as it is with the next play."""

    seed = fields.Integer(required=True)
    season_number = fields.Integer(required=True, metadata={"description": "1-based"})
    seasons = fields.Integer(required=True, metadata={"description": "seasons in the match (rules.seasons)"})
    season = ma.fields.Dict(required=True, metadata={"description": "the season in play: hands, 公開札, trick"})
    totals = points_field("player -> points won over the finished seasons")
    to_play = player_field(required=True, allow_none=True)
    over = fields.Boolean(required=True)
    winners = ma.fields.List(ma.fields.String(), required=True,
                             metadata={"description": "once over, the highest totals (all of them on a tie)"})


class MokkaikMatchAnswerSchema(ma.Schema):
    """A match and the rules it is played by."""

    match = fields.nested(MokkaikMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@ops.post("/mokkaik/match/new", "start_mokkaik_match", MokkaikMatchNewRequestSchema, MokkaikMatchAnswerSchema,
          example=_NEW_MATCH)
def start_mokkaik_match(players: list[str], seed: int, ruleset: mokkaik.MokkaikRules) -> JSON:
    """行戦: start a match of seasons

    The first player deals the first season; each season is dealt from the seed and its number (reproducible).
    """
    match = mokkaik.new_match(players, seed, ruleset)
    return {"match": match.to_json(), "ruleset": ruleset.to_json()}


MokkaikMatchRequestSchema = MOKKAIK.request("MokkaikMatchRequestSchema", "A match as the service returned it.")


class MokkaikMatchPlaysSchema(ma.Schema):
    """The legal plays of the player to play."""

    to_play = player_field(required=True, allow_none=True)
    combos = ma.fields.List(ma.fields.Dict(), required=True, metadata={"description": "face-up combos"})
    discard_size = fields.Integer(required=True, allow_none=True,
                                  metadata={"description": "cards to lay face down instead (null when leading)"})
    over = fields.Boolean(required=True)


#: The match the examples play: the one the example of ``start_mokkaik_match`` deals.
_EXAMPLE_MATCH = example_answer("start_mokkaik_match", _NEW_MATCH)["match"]


@ops.post("/mokkaik/match/plays", "list_mokkaik_match_plays", MokkaikMatchRequestSchema, MokkaikMatchPlaysSchema,
          example={"match": _EXAMPLE_MATCH})
def list_mokkaik_match_plays(match: dict[str, Any], ruleset: mokkaik.MokkaikRules) -> JSON:
    """行戦: list the legal plays of the player to play in a match"""
    loaded = mokkaik.MokkaikMatch.from_json(match, ruleset)
    player = loaded.to_play
    if player is None:
        return {"to_play": None, "combos": [], "discard_size": None, "over": True}
    found = mokkaik.legal_plays(loaded.season.hands[player], loaded.season.trick, ruleset)
    return {"to_play": player, **found.to_json(), "over": False}


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
    match = fields.nested(MokkaikMatchSchema)


_EXAMPLE_PLAYS = example_answer("list_mokkaik_match_plays", {"match": _EXAMPLE_MATCH})


@ops.post("/mokkaik/match/apply", "apply_mokkaik_match_play", MokkaikMatchApplyRequestSchema,
          MokkaikMatchStepSchema, example={"match": _EXAMPLE_MATCH, "player": _EXAMPLE_PLAYS["to_play"],
                                           "cards": _EXAMPLE_PLAYS["combos"][0]["cards"]})
def apply_mokkaik_match_play(match: dict[str, Any], ruleset: mokkaik.MokkaikRules, player: str,
                             cards: list[str], face_down: bool) -> JSON:
    """行戦: apply a play to a match; a finished season is settled into the totals and the next one dealt

    An illegal play (out of turn, cards not held, not a stronger matching combo) is `legal: false` with the match
    unchanged. After the last season `over` is true and `winners` names the highest totals.
    """
    loaded = mokkaik.MokkaikMatch.from_json(match, ruleset)
    played = [Card.parse(c, f"cards[{i}]") for i, c in enumerate(cards)]
    if player not in loaded.players:
        raise RulesError(f"{player!r} is not one of the players", "player")
    return mokkaik.apply_match(loaded, player, played, face_down).to_json()


# --- 終季: a season -------------------------------------------------------------------------------------------


TAXOT = WholeGame(flags_field(taxot.season_rules, taxot.DEFAULT_RULES,
                              "the 終季 flags: dealer_multiplier, allow_pair_shapes, combos, ..."),
                  "the season's state as returned by the service")
TaxotSeasonNewRequestSchema = TAXOT.new(
    "TaxotSeasonNewRequestSchema", "Deal a season.", dealer=dealer_field(),
    bonus=fields.Integer(load_default=2, validate=Range(1, 1000), metadata={"description": "親の加点"}),
)


TaxotSeasonSchema = TAXOT.game(
    "TaxotSeasonSchema", "A 終季 season: send it back as it is with the next action.",
    "hands, exposed melds, stock, pending discard; claimed: the player to discard took the last discard by 開 and"
    " must discard; declined: who passed on claiming the pending discard",
    to_play="who draws or discards (others may claim a pending discard)",
    totals=points_field("player -> net of the season's payments so far"))


def taxot_answer(state: taxot.TaxotState, rules: taxot.TaxotRules) -> dict[str, Any]:
    """A season with whose turn it is, whether it is over, and the totals."""
    over = state.phase == "over"
    return {"state": state.to_json(), "to_play": None if over else state.to_play, "over": over,
            "totals": taxot.season_totals(state), "ruleset": rules.to_json()}


@ops.post("/taxot/season/new", "start_taxot_season", TaxotSeasonNewRequestSchema, TaxotSeasonSchema,
          example=_NEW_SEASON)
def start_taxot_season(players: list[str], seed: int, dealer: str | None, bonus: int,
                       ruleset: taxot.TaxotRules) -> JSON:
    """終季: deal a season from a seed; the dealer (default the first seat) draws first"""
    return taxot_answer(taxot.new_seeded_season(players, seed, dealer, bonus, ruleset), ruleset)


TaxotSeasonRequestSchema = TAXOT.request("TaxotSeasonRequestSchema", "A season as the service returned it.")


class TaxotActionSchema(ma.Schema):
    """An action: draw, discard a card, expose a 4-set, claim (nam) with cards, win (終季), or decline a claim."""

    action = ma.fields.String(required=True, validate=OneOf(taxot.ACTIONS))
    player = player_field(required=True)
    cards = ma.fields.List(ma.fields.String(), load_default=list, validate=Length(0, 4))


class TaxotActionsSchema(ma.Schema):
    """Every legal action now."""

    actions = fields.nested_list(TaxotActionSchema)
    over = fields.Boolean(required=True)


#: The season the examples play: the one the example of ``start_taxot_season`` deals.
_EXAMPLE_SEASON = example_answer("start_taxot_season", _NEW_SEASON)["state"]


@ops.post("/taxot/season/actions", "list_taxot_actions", TaxotSeasonRequestSchema, TaxotActionsSchema,
          example={"state": _EXAMPLE_SEASON})
def list_taxot_actions(state: dict[str, Any], ruleset: taxot.TaxotRules) -> JSON:
    """終季: list every legal action: the player to draw or discard, and every claim of the pending discard"""
    loaded = taxot.TaxotState.from_json(state, ruleset)
    return {"actions": [a.to_json() for a in taxot.legal_actions(loaded, ruleset)], "over": loaded.phase == "over"}


TaxotApplyRequestSchema = TAXOT.request("TaxotApplyRequestSchema", "An action in a season.",
                                        action=fields.nested(TaxotActionSchema))
TaxotStepSchema = schema(
    "TaxotStepSchema", "The action adjudicated and the season after it.", VerdictSchema, TaxotSeasonSchema,
    payments=ma.fields.List(ma.fields.Dict(), required=True, metadata={"description": "the payments it caused"}),
    result=ma.fields.Dict(required=True, allow_none=True, metadata={"description": "the win scored, if any"}))


@ops.post("/taxot/season/apply", "apply_taxot_action", TaxotApplyRequestSchema, TaxotStepSchema,
          example={"state": _EXAMPLE_SEASON,
                   "action": example_answer("list_taxot_actions", {"state": _EXAMPLE_SEASON})["actions"][0]})
def apply_taxot_action(state: dict[str, Any], ruleset: taxot.TaxotRules, action: dict[str, Any]) -> JSON:
    """終季: apply an action (draw, discard, expose a 4-set, claim 開, declare 終季, decline a claim)

    An illegal action is `legal: false` with the state unchanged. A win scores the season (`result`, payments);
    an empty stock ends it with no score. After 開 the claimer discards (no 終季). A claim of a discard waits until
    every player with a higher-priority claim (a win before 開, then seat order from the discarder) has declined it;
    claiming is optional, so the next player's draw closes the window.
    """
    loaded = taxot.TaxotState.from_json(state, ruleset)
    cards = tuple(Card.parse(c, f"action.cards[{i}]") for i, c in enumerate(action["cards"]))
    if action["player"] not in loaded.players:
        raise RulesError(f"{action['player']!r} is not one of the players", "action.player")
    step = taxot.act(loaded, taxot.TaxotAction(action["action"], action["player"], cards), ruleset)
    return {**taxot_answer(step.state, ruleset), "legal": step.legal, "reason": step.reason,
            "payments": [p.to_json() for p in step.payments],
            "result": step.state.result.to_json() if step.state.result else None}


class TaxotOddsQuerySchema(ma.Schema):
    """The rules options the probability depends on."""

    ship_wild = ma.fields.Boolean(load_default=True, metadata={"description": "船 stands for any card of its colour"})
    allow_pair_shapes = ma.fields.Boolean(load_default=True,
                                          metadata={"description": "three pairs / pair and quad also win"})


TaxotOddsSchema = win_odds_schema(
    "TaxotOddsSchema", "P(a uniformly random six-card hand wins) under the options, exactly.", "TaxotShapeOddsSchema",
    ship_wild=fields.Boolean(required=True), allow_pair_shapes=fields.Boolean(required=True))


@ops.get("/taxot/win-odds", "get_taxot_win_odds", TaxotOddsQuerySchema, TaxotOddsSchema)
def get_taxot_win_odds(ship_wild: bool, allow_pair_shapes: bool) -> JSON:
    """終季: the exact chance that six random cards win, with or without 船 as a wild

    Every hand of the 48-card deck is counted exactly. With 船 not wild (a rules option) 船 is only the weakest
    card: 13748/1533939 with the pair shapes, against 126695/3067878 when it is wild.
    """
    combos = ComboRules() if ship_wild else ComboRules(wild=None)
    return win_odds(taxot.TaxotRules(allow_pair_shapes=allow_pair_shapes, combos=combos), ship_wild=ship_wild,
                    allow_pair_shapes=allow_pair_shapes)


# --- 値戦: a game from the deal to the settlement -----------------------------------------------------------------


MAKKAIK = WholeGame(flags_field(makkaik.MakkaikRules.from_json, makkaik.DEFAULT_RULES,
                                "the 値戦 flags: tie, unused_draw, exchange_optional, min_hand_cards_used, combos"))
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


@ops.post("/makkaik/game/new", "start_makkaik_game", MakkaikGameNewRequestSchema, MakkaikGameSchema,
          example={"seats": ["甲", "乙", "丙"], "seed": 7})
def start_makkaik_game(players: list[str], seed: int, dealer: str | None,
                       ruleset: makkaik.MakkaikRules) -> JSON:
    """値戦: deal a game from a seed; the dealer (default the first seat) exchanges first

    Three cards to each player and three community cards face up; the rest is the stock, in the state.
    """
    return makkaik_answer(makkaik_game.new_game(players, seed, dealer, ruleset), ruleset)


_EXAMPLE_GAME = makkaik_game.new_game(["甲", "乙", "丙"], 7)


MakkaikGameRequestSchema = MAKKAIK.request("MakkaikGameRequestSchema", "A game as the service returned it.")


class MakkaikPlaySchema(ma.Schema):
    """A play: an exchange (swap, draw, keep, pass) or a betting action (base, decline, call, fold)."""

    action = ma.fields.String(required=True, validate=OneOf(makkaik_game.ACTIONS))
    player = player_field(required=True)
    give = ma.fields.String(metadata={"description": "swap/keep: the hand card given up, e.g. 黒馬"})
    take = ma.fields.String(metadata={"description": "swap: the community card taken; keep: the drawn card kept"})
    amount = fields.Integer(metadata={"description": "base: the dealer's base bet, 1 to 5"})


class MakkaikPlaysSchema(ma.Schema):
    """Every legal play of the player to play."""

    plays = fields.nested_list(MakkaikPlaySchema)
    to_play = player_field(required=True, allow_none=True)
    over = fields.Boolean(required=True)


@ops.post("/makkaik/game/plays", "list_makkaik_game_plays", MakkaikGameRequestSchema, MakkaikPlaysSchema,
          example={"state": _EXAMPLE_GAME.to_json()})
def list_makkaik_game_plays(state: dict[str, Any], ruleset: makkaik.MakkaikRules) -> JSON:
    """値戦: list every legal play of the player to play (an exchange, then the betting)"""
    game = makkaik_game.MakkaikGame.from_json(state, ruleset)
    return {"plays": [p.to_json() for p in makkaik_game.legal_plays(game, ruleset)], "to_play": game.to_play,
            "over": game.over}


MakkaikApplyRequestSchema = MAKKAIK.request("MakkaikApplyRequestSchema", "A play in a game.",
                                            play=fields.nested(MakkaikPlaySchema))
MakkaikStepSchema = schema("MakkaikStepSchema", "The play adjudicated and the game after it.", VerdictSchema,
                           MakkaikGameSchema)


@ops.post("/makkaik/game/apply", "apply_makkaik_game_play", MakkaikApplyRequestSchema, MakkaikStepSchema,
          example={"state": _EXAMPLE_GAME.to_json(), "play": {"action": "draw", "player": "甲"}})
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


# --- 開樽: a game of betting cycles ------------------------------------------------------------------------------


NAMTOU = WholeGame(NAMTOU_RULES.ruleset, echo=NAMTOU_RULES.echo)
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


@ops.post("/namtou/game/new", "start_namtou_game", NamtouGameNewRequestSchema, NamtouGameSchema, example=_NEW_NAMTOU)
def start_namtou_game(players: list[str], seed: int, fee: int, stake: int, dealer: str | None,
                      ruleset: namtou.NamtouRules) -> JSON:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides first

    `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.
    """
    return namtou_answer(namtou_game.new_game(len(players), players, seed, fee, dealer, ruleset, stake), ruleset)


_EXAMPLE_NAMTOU = namtou_game.new_game(3, ["甲", "乙", "丙"], 7)


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

    plays = fields.nested_list(NamtouGamePlaySchema, "fold, and a bet of min_bet when affordable (any amount from"
                                                     " min_bet to max_bet is legal)")
    to_play = player_field(required=True, allow_none=True)
    min_bet = fields.Integer(required=True, metadata={"description": "the least 加行: the last 加行 made, else 1"})
    max_bet = fields.Integer(required=True, metadata={"description": "the most: the sticks the player has left"})
    over = fields.Boolean(required=True)


@ops.post("/namtou/game/plays", "list_namtou_game_plays", NamtouGameRequestSchema, NamtouGamePlaysSchema,
          example={"state": _EXAMPLE_NAMTOU.to_json()})
def list_namtou_game_plays(state: dict[str, Any], ruleset: namtou.NamtouRules) -> JSON:
    """開樽: list the legal plays of the player to play (無行, or 加行 from the minimum to the sticks left)"""
    game = namtou_game.NamtouGame.from_json(state, ruleset)
    return {"plays": [p.to_json() for p in namtou_game.legal_plays(game)], "to_play": game.to_play,
            "min_bet": namtou_game.min_bet(game), "max_bet": namtou_game.max_bet(game), "over": game.over}


NamtouGameApplyRequestSchema = NAMTOU.request("NamtouGameApplyRequestSchema", "A play in a game.",
                                              play=fields.nested(NamtouGamePlaySchema))
NamtouGameStepSchema = schema("NamtouGameStepSchema", "The play adjudicated and the game after it.", VerdictSchema,
                              NamtouGameSchema)


@ops.post("/namtou/game/apply", "apply_namtou_game_play", NamtouGameApplyRequestSchema, NamtouGameStepSchema,
          example={"state": _EXAMPLE_NAMTOU.to_json(), "play": {"action": "bet", "player": "甲", "amount": 2}})
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
