"""終季 (taxot): winning shapes, claims of a discard, the score of a win, 臨時点, and the odds of a random hand; and a
whole season (new, actions, apply) with the odds under the rules options (the whole-games group)."""

from __future__ import annotations

from math import comb
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.paper_cetkaik import taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, parse_cards
from adjudicator.games.paper_cetkaik.combos import ComboRules
from adjudicator.games.paper_cetkaik.common import net_of
from adjudicator.web import fields
from adjudicator.web.api import JSON, ProbabilitySchema, VerdictSchema, example_answer, probability
from adjudicator.web.costs import by_value, flat
from adjudicator.web.derived import document_part, register, response_schema
from adjudicator.web.endpoints.paper_cetkaik.common import (
    Field,
    Rulebook,
    WholeGame,
    dealer_field,
    flags_field,
    games_ops,
    length_field,
    match_cost,
    ops,
    points_cap_field,
    ruled_cost,
    whole_game_schema,
)
from adjudicator.web.fields import Boolean, schema
from adjudicator.web.schemas.paper_cetkaik import (
    PaperCetkaikPaymentSchema,
    TaxotDecompositionSchema,
    TaxotRulesSchema,
    TaxotScoreSchema,
    card_field,
    cards_field,
    net_field,
    per_player,
    player_field,
    players_field,
    points_field,
)

Rules = taxot.TaxotRules
RULES = Rulebook(TaxotRulesSchema, Rules.from_json)
MELDS_DESCRIPTION = "melds exposed by 開 or 四友, each a 3-set, 3-sequence or 4-set"
PLAYERS = ["親", "A", "B", "C"]
#: The dealer bonus's bounds in a request, in the library's words (taxot.check_bonus, which bounds it by the
#: ruleset's seasons, reads what passes them).
BONUS_RANGE = Range(taxot.START_BONUS, 1000, error="the dealer bonus starts at 2 and only grows, by 1 per season the"
                                                   " dealer wins (at most rules.seasons + 1), so it is never {input}")


def melds_field(**kwargs: Any) -> ma.fields.List[Any]:
    """Exposed melds."""
    return ma.fields.List(cards_field(4, "a meld", validate=Length(3, 4)), validate=Length(0, 2),
                          metadata={"description": MELDS_DESCRIPTION}, **kwargs)


TaxotHandRequestSchema = RULES.request(
    "TaxotHandRequestSchema", "A six-card hand: the concealed cards and the exposed melds.",
    concealed=cards_field(6, "the concealed cards, including the winning card", required=True, validate=Length(0, 6)),
    exposed=melds_field(load_default=list))
TaxotHandSchema = RULES.answer(
    "TaxotHandSchema", "Whether the hand wins, and every way it does.", winning=Boolean(required=True),
    decompositions=fields.nested_list(TaxotDecompositionSchema))


@RULES.post("/taxot/hand", TaxotHandRequestSchema, TaxotHandSchema,
            example={"concealed": ["黒馬", "赤馬", "黒船"], "exposed": [["赤兵", "黒兵", "赤兵"]]}, cost=flat(2))
def analyse_taxot_hand(concealed: list[str], exposed: list[list[str]], rules: Rules) -> JSON:
    """終季: tell whether six cards form a winning shape, with every decomposition

    The shapes: three 2-sets; a 2-set and a 4-set; two triples (3-sets or one-colour 3-sequences). An exposed
    meld stays one combo. 船 is a same-colour wild.
    """
    found = taxot.decompositions(parse_cards(concealed, "concealed", rules.deck),
                                 taxot.parse_melds(exposed, "exposed", rules), rules)
    return {"winning": bool(found), "decompositions": [d.to_json() for d in found]}


TaxotClaimsRequestSchema = RULES.request(
    "TaxotClaimsRequestSchema", "A discard and the other players' hands.", discard=card_field(load=True, required=True),
    discarder=player_field(required=True),
    players=players_field(2, 6, required=True, data_key="seats"),
    concealed=per_player(cards_field(5, "concealed cards"), "player -> concealed cards (5, less 3 per exposed meld)",
                         required=True),
    exposed=per_player(melds_field(), "player -> exposed melds", load_default=dict))


TaxotClaimSchema = response_schema(taxot.Claim, "TaxotClaimSchema", doc="A possible claim of the discard.")


TaxotClaimsSchema = RULES.answer(
    "TaxotClaimsSchema", "Every legal claim, in priority order.",
    claims=fields.nested_list(TaxotClaimSchema, "wins first, then 開, each in seat order after the discarder"))


@RULES.post("/taxot/claims", TaxotClaimsRequestSchema, TaxotClaimsSchema,
            example={"discard": "黒弓", "discarder": "親", "seats": PLAYERS,
                     "concealed": {"A": ["黒馬", "赤馬", "黒兵", "赤兵", "赤王"],
                                   "B": ["黒虎", "黒馬", "黒筆", "黒筆", "黒巫"],
                                   "C": ["黒車", "黒虎", "赤無", "赤無", "赤巫"]}}, cost=flat(6))
def list_taxot_claims(discard: Card, discarder: str, players: list[str], concealed: dict[str, list[str]],
                      exposed: dict[str, list[list[str]]], rules: Rules) -> JSON:
    """終季: list who may claim a discard, to win or to expose a meld (開), in priority order"""
    for name, by_player in (("concealed", concealed), ("exposed", exposed)):
        for p in by_player:
            if p not in players:
                raise RulesError(f"{p!r} is not one of the players", f"{name}.{p}")
    hands = {p: parse_cards(h, f"concealed.{p}", rules.deck) for p, h in concealed.items()}
    melds = {p: taxot.parse_melds(m, f"exposed.{p}", rules) for p, m in exposed.items()}
    found = taxot.legal_claims(discard, discarder, players, hands, melds, rules)
    return {"claims": [c.to_json() for c in found]}


class TaxotWinSchema(ma.Schema):
    """A win to score."""

    seats = players_field(2, 6, required=True)
    winner = player_field(required=True)
    dealer = player_field(required=True)
    bonus = fields.Integer(load_default=2, validate=BONUS_RANGE,
                           metadata={"description": "親の加点: 2 at a new dealer, +1 per win of the dealer"})
    concealed = cards_field(6, "the concealed cards, including the winning card", required=True, validate=Length(0, 6))
    exposed = melds_field(load_default=list)
    self_drawn = Boolean(load_default=True, metadata={"description": "false: won on discarder's discard"})
    discarder = player_field(load_default=None)
    first_round = Boolean(load_default=False, metadata={"description": "won in the first round (一周)"})
    hikari = cards_field(6, "the 光 cards (use_hikari)", load_default=list)


#: A win (taxot.WinContext) is only ever requested: its schema is the request form, with the defaults it loads.
register(taxot.WinContext, TaxotWinSchema)


TaxotScoreRequestSchema = RULES.request("TaxotScoreRequestSchema", "A win.",
                                        win=fields.nested(TaxotWinSchema))
TaxotScoreResultSchema = RULES.answer("TaxotScoreResultSchema", "The scored win.", TaxotScoreSchema)


@RULES.post("/taxot/score", TaxotScoreRequestSchema, TaxotScoreResultSchema,
            example={"win": {"seats": PLAYERS, "winner": "親", "dealer": "親", "bonus": 2,
                             "concealed": ["黒兵", "黒弓", "黒車", "黒虎", "黒馬", "黒筆"]}}, cost=flat(2))
def score_taxot_win(win: dict[str, Any], rules: Rules) -> JSON:
    """終季: score a win, with the full breakdown per payer

    Each payer owes 終了点 x multiplier + ボーナス点. 終了点: 終季 2, 同色 (one colour) 1, 六連 (two 3-sequences
    with six consecutive numbers) 1, 一周 (first round) 3; the best-scoring decomposition counts. The multiplier
    is the dealer bonus when it applies between payer and winner. ボーナス点: 1 per real 皇 or 王 (and 光).
    A self-drawn win is paid by everyone else, a win on a discard by the discarder. Not a winning shape: 422.
    """
    return taxot.score(taxot.WinContext.from_json(win, rules), rules).to_json()


TaxotImmediateRequestSchema = RULES.request(
    "TaxotImmediateRequestSchema", "A 開 claim or a 四友 exposure.",
    kind=ma.fields.String(required=True, validate=OneOf(["nam", "quad"]),
                          metadata={"description": "nam: 開 (claiming a discard); quad: 四友 (exposing a 4-set)"}),
    players=players_field(2, 6, required=True, data_key="seats"),
    player=player_field(required=True, metadata={"description": "the claimer (nam) or the player exposing (quad)"}),
    discarder=player_field(load_default=None, metadata={"description": "nam: whose discard"}))
TaxotImmediateSchema = RULES.answer(
    "TaxotImmediateSchema", "The 臨時点 payments.",
    payments=fields.nested_list(PaperCetkaikPaymentSchema),
    net=net_field())


@RULES.post("/taxot/immediate-points", TaxotImmediateRequestSchema,
            TaxotImmediateSchema, example={"kind": "nam", "seats": PLAYERS, "player": "C", "discarder": "親"},
            cost=flat(1))
def settle_taxot_immediate_points(kind: str, players: list[str], player: str, discarder: str | None,
                                  rules: Rules) -> JSON:
    """終季: settle the 臨時点 of a 開 or a 四友, paid at once

    開: the claimer pays 1 to the discarder (and 1 to each player skipped under `nam_pays_skipped`).
    四友: every other player pays 1 to the player exposing a 4-set.
    """
    if kind == "quad":
        paid = taxot.quad_payments(player, players)
    elif discarder is None:
        raise RulesError("give whose discard was claimed", "discarder")
    else:
        paid = taxot.nam_payments(player, discarder, players, rules)
    return {"payments": [p.to_json() for p in paid], "net": {p: str(n) for p, n in net_of(players, paid).items()}}


def win_odds_schema(name: str, doc: str, shape_name: str, *, by_shape: str | None = None,
                    **flags: Field) -> type[ma.Schema]:
    """The answer of :func:`win_odds`: the ``flags`` it was asked under, the number of hands, P(any winning shape)
    and P(each shape) (``by_shape``, described so if given; its items are a schema named ``shape_name``)."""
    shape = schema(shape_name, "P(a random hand has this shape).", shape=ma.fields.String(required=True),
                   probability=fields.nested(ProbabilitySchema))
    hands = fields.Integer(required=True, metadata={"description": "the number of six-card hands, C(48, 6)"})
    return schema(name, doc, **flags, hands=hands,
                  any_shape=fields.nested(ProbabilitySchema),
                  by_shape=fields.nested_list(shape, by_shape))


def win_odds(rules: taxot.TaxotRules, **flags: bool) -> JSON:
    """The exact chance that a random 終季 hand of the 48-card deck wins under ``rules`` (``any_shape``) and has
    each shape (``by_shape``), after the ``flags`` asked for (:func:`win_odds_schema`)."""
    found = taxot.random_hand_win_probability(rules)
    return {**flags, "hands": comb(len(DEFAULT_DECK.cards()), taxot.HAND_SIZE),
            "any_shape": probability(found.any_shape),
            "by_shape": [{"shape": s, "probability": probability(p)} for s, p in found.by_shape.items()]}


class TaxotProbabilityQuerySchema(ma.Schema):
    """The flag the probability depends on."""

    allow_pair_shapes = ma.fields.Boolean(load_default=True,
                                          metadata={"description": "three pairs / pair and quad also win",
                                                    "example": False})


TaxotWinProbabilitySchema = win_odds_schema(
    "TaxotWinProbabilitySchema", "P(a uniformly random six-card hand wins), exactly.", "TaxotShapeProbabilitySchema",
    by_shape="per shape (shapes overlap, so these sum to more)", allow_pair_shapes=Boolean(required=True))


@ops.get("/taxot/win-probability", TaxotProbabilityQuerySchema,
         TaxotWinProbabilitySchema,
         cost=by_value("allow_pair_shapes", {False: 200, True: 1500}))
def get_taxot_win_probability(allow_pair_shapes: bool) -> JSON:
    """終季: get the exact chance that six random cards of the 48-card deck form a winning shape

    Every hand is counted exactly (out of C(48, 6) = 12271512); 126695/3067878 with the default rules.
    """
    return win_odds(Rules(allow_pair_shapes=allow_pair_shapes), allow_pair_shapes=allow_pair_shapes)


# --- the whole game: a season (the whole-games group) -----------------------------------------------------------------


#: The request of the examples' 終季 season.
_NEW_SEASON: JSON = {"seats": ["親", "A", "B", "C"], "seed": 3}


TAXOT = WholeGame(flags_field(taxot.season_rules, taxot.DEFAULT_RULES,
                              "the 終季 flags: dealer_multiplier, use_hikari, allow_pair_shapes, combos, ..."),
                  "the season's state as returned by the service")
TaxotSeasonNewRequestSchema = TAXOT.new(
    "TaxotSeasonNewRequestSchema", "Deal a season.", dealer=dealer_field(),
    bonus=fields.Integer(load_default=2, validate=BONUS_RANGE,
                         metadata={"description": "親の加点 (2 at a new dealer, +1 per win of the dealer)"}),
)


TaxotSeasonSchema = TAXOT.game(
    "TaxotSeasonSchema", "A 終季 season: send it back as it is with the next action.",
    "hands, exposed melds, stock, pending discard, discard pile (discards), 光 cards (hikari, under use_hikari);"
    " claimed: the player to discard took the last discard by 開 and must discard; declined: who passed on claiming"
    " the pending discard",
    to_play="who draws or discards (others may claim a pending discard)",
    totals=points_field("player -> net of the season's payments so far"))


def taxot_answer(state: taxot.TaxotState, rules: taxot.TaxotRules) -> dict[str, Any]:
    """A season with whose turn it is, whether it is over, and the totals."""
    over = state.phase == "over"
    return {"state": state.to_json(), "to_play": None if over else state.to_play, "over": over,
            "totals": taxot.season_totals(state), "ruleset": rules.to_json()}


@games_ops.post("/taxot/season/new", TaxotSeasonNewRequestSchema, TaxotSeasonSchema,
                example=_NEW_SEASON, cost=ruled_cost(1))
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


@games_ops.post("/taxot/season/actions", TaxotSeasonRequestSchema, TaxotActionsSchema,
                example={"state": _EXAMPLE_SEASON}, cost=ruled_cost(2))
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


@games_ops.post("/taxot/season/apply", TaxotApplyRequestSchema, TaxotStepSchema,
                example={"state": _EXAMPLE_SEASON,
                         "action": example_answer("list_taxot_actions", {"state": _EXAMPLE_SEASON})["actions"][0]},
                cost=ruled_cost(2))
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

    ship_wild = ma.fields.Boolean(load_default=True, metadata={"description": "船 stands for any card of its colour",
                                                               "example": False})
    allow_pair_shapes = ma.fields.Boolean(load_default=True,
                                          metadata={"description": "three pairs / pair and quad also win"})


TaxotOddsSchema = win_odds_schema(
    "TaxotOddsSchema", "P(a uniformly random six-card hand wins) under the options, exactly.", "TaxotShapeOddsSchema",
    ship_wild=fields.Boolean(required=True), allow_pair_shapes=fields.Boolean(required=True))


@games_ops.get("/taxot/win-odds", TaxotOddsQuerySchema, TaxotOddsSchema,
               cost=flat(1500, why="every 6-card hand of the deck, by shape"))
def get_taxot_win_odds(ship_wild: bool, allow_pair_shapes: bool) -> JSON:
    """終季: the exact chance that six random cards win, with or without 船 as a wild

    Every hand of the 48-card deck is counted exactly. With 船 not wild (a rules option) 船 is only the weakest
    card: 13748/1533939 with the pair shapes, against 126695/3067878 when it is wild.
    """
    combos = ComboRules() if ship_wild else ComboRules(wild=None)
    return win_odds(taxot.TaxotRules(allow_pair_shapes=allow_pair_shapes, combos=combos), ship_wild=ship_wild,
                    allow_pair_shapes=allow_pair_shapes)


# --- the whole game: seasons to the end (the whole-games group) -------------------------------------------------------


#: The request of the examples' 終季 game.
_NEW_MATCH: JSON = {"seats": ["親", "A", "B"], "seed": 3}


TAXOT_MATCH = WholeGame(flags_field(taxot.season_rules, taxot.DEFAULT_RULES,
                                    "the 終季 flags: seasons, points_cap, use_hikari, dealer_multiplier, ..."),
                        "the game as returned by the service")
TaxotMatchNewRequestSchema = TAXOT_MATCH.new("TaxotMatchNewRequestSchema", "Start a whole game.")


#: A season of a whole game (in play or finished): a state, as taxot/season's.
document_part(taxot.MATCH_SEASON, ma.fields.Dict)
TaxotMatchSchema = whole_game_schema(
    taxot.TaxotMatch, "TaxotMatchSchema", "A whole 終季 game: send it back as it is with the next action.",
    number="season_number", header={"seasons": length_field("seasons", "seasons"), "points_cap": points_cap_field()},
    totals="player -> every payment of the game so far (finished seasons and this season's 臨時点)",
    to_play="who draws or discards (others may claim a pending discard)")


class TaxotMatchAnswerSchema(ma.Schema):
    """A whole game and the rules it is played by."""

    state = fields.nested(TaxotMatchSchema)
    ruleset = ma.fields.Dict(required=True)


@games_ops.post("/taxot/match/new", TaxotMatchNewRequestSchema, TaxotMatchAnswerSchema,
                example=_NEW_MATCH, cost=ruled_cost(1))
def start_taxot_match(players: list[str], seed: int, ruleset: taxot.TaxotRules) -> JSON:
    """終季: start a whole game of seasons

    The first player deals the first season at bonus 2; each season is dealt from the seed and its number
    (reproducible). The game lasts `ruleset.seasons` seasons (default 4), or ends sooner after the season at whose
    end a total reaches `ruleset.points_cap` (null: no cap).
    """
    return {"state": taxot.new_match(players, seed, ruleset).to_json(), "ruleset": ruleset.to_json()}


TaxotMatchRequestSchema = TAXOT_MATCH.request("TaxotMatchRequestSchema", "A game as the service returned it.")


class TaxotMatchActionsSchema(ma.Schema):
    """Every legal action in the season in play."""

    actions = fields.nested_list(TaxotActionSchema)
    to_play = player_field(required=True, allow_none=True)
    over = fields.Boolean(required=True)


#: The game the examples play: the one the example of ``start_taxot_match`` deals.
_EXAMPLE_MATCH = example_answer("start_taxot_match", _NEW_MATCH)["state"]


@games_ops.post("/taxot/match/actions", TaxotMatchRequestSchema,
                TaxotMatchActionsSchema, example={"state": _EXAMPLE_MATCH}, cost=match_cost(3, 12))
def list_taxot_match_actions(state: dict[str, Any], ruleset: taxot.TaxotRules) -> JSON:
    """終季: list every legal action in a whole game: the player to draw or discard, and every claim of the discard"""
    loaded = taxot.TaxotMatch.from_json(state, ruleset)
    return {"actions": [a.to_json() for a in taxot.match_actions(loaded)], "to_play": loaded.to_play,
            "over": loaded.over}


TaxotMatchApplyRequestSchema = TAXOT_MATCH.request("TaxotMatchApplyRequestSchema", "An action in a whole game.",
                                                   action=fields.nested(TaxotActionSchema))


class TaxotMatchStepSchema(VerdictSchema):
    """The action adjudicated and the game after it."""

    payments = ma.fields.List(ma.fields.Dict(), required=True, metadata={"description": "the payments it caused"})
    result = ma.fields.Dict(required=True, allow_none=True,
                            metadata={"description": "the win scored, when the action ends a season with 終季"})
    settlement = ma.fields.Dict(required=True, allow_none=True,
                                metadata={"description": "a season just finished: its number, winner (null after an"
                                                         " exhaustive draw), net, next dealer and bonus"})
    state = fields.nested(TaxotMatchSchema)


_EXAMPLE_ACTIONS = example_answer("list_taxot_match_actions", {"state": _EXAMPLE_MATCH})


@games_ops.post("/taxot/match/apply", TaxotMatchApplyRequestSchema,
                TaxotMatchStepSchema, example={"state": _EXAMPLE_MATCH, "action": _EXAMPLE_ACTIONS["actions"][0]},
                cost=match_cost(2, 12))
def apply_taxot_match_action(state: dict[str, Any], ruleset: taxot.TaxotRules, action: dict[str, Any]) -> JSON:
    """終季: apply an action to a whole game; a finished season is settled and the next one dealt

    An illegal action is `legal: false` with the game unchanged. A season won (終季) or run out of stock is
    settled (`settlement`); the winner deals the next season (the bonus + 1 if the dealer won, else 2), an
    exhaustive draw keeps the dealer and the bonus (under `ruleset.exhaustive_draw = dealer_passes` the next seat
    deals at 2). After the last season `over` is true and `winners` names the
    highest totals.
    """
    loaded = taxot.TaxotMatch.from_json(state, ruleset)
    cards = tuple(Card.parse(c, f"action.cards[{i}]") for i, c in enumerate(action["cards"]))
    if action["player"] not in loaded.players:
        raise RulesError(f"{action['player']!r} is not one of the players", "action.player")
    return taxot.apply_match(loaded, taxot.TaxotAction(action["action"], action["player"], cards)).to_json()
