"""HTTP adapter for paper Cetkaik (紙机戦): the deck, combos and the card games.

The games: 行戦 (mokkaik), 終季 (taxot), 値戦 (makkaik), 開樽 (namtou), 連友 (niekhi), 小猫 (nine), 値木 (makhup).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, TypeVar

import marshmallow as ma
from flask.views import MethodView
from marshmallow.validate import Length, Range

from adjudicator.games.paper_cetkaik import makhup, nine
from adjudicator.games.paper_cetkaik.cards import (
    DEFAULT_DECK,
    Card,
    DeckRules,
    notation,
    parse_cards,
)
from adjudicator.games.paper_cetkaik.combos import (
    Combo,
    ComboType,
)
from adjudicator.web import fields
from adjudicator.web.api import probability
from adjudicator.web.endpoints.paper_cetkaik.common import ops
from adjudicator.web.fields import Boolean
from adjudicator.web.schemas.library_io import library_input, request_variant
from adjudicator.web.schemas.paper_cetkaik import (
    MAX_HAND,
    MakhupPlaySchema,
    MakhupRulesSchema,
    MakhupStateInputSchema,
    MakhupStateSchema,
    NineComboSchema,
    NineRulesSchema,
    NineStateInputSchema,
    NineStateSchema,
    cards_field,
    per_player,
    player_field,
    players_field,
)
from adjudicator.web.schemas.stick_games import named_answer, named_fields

blp = ops.blp

SEED_RANGE = Range(-(2**63), 2**63 - 1)
#: The most cards the combo look-ups classify, enumerate or decompose.
MAX_CLASSIFY = 24
MAX_ENUMERATE = 12
MAX_DECOMPOSE = 12
COMBO_TYPES = [t.value for t in ComboType]
_T = TypeVar("_T")


def random_seed() -> int:
    """A fresh seed, for a request that gives none (its answer is then not cached)."""
    return random.SystemRandom().randrange(2**63)


def seed_field() -> fields.Integer:
    """The optional ``seed`` of a shuffle."""
    return fields.Integer(load_default=None, allow_none=True, validate=SEED_RANGE,
                          metadata={"description": "shuffles reproducibly (else at random, and not cached)"})


def rules_field(schema: type[ma.Schema]) -> ma.fields.Nested:
    """The request's optional ``rules`` flags."""
    return ma.fields.Nested(request_variant(schema), load_default=None, allow_none=True,
                            metadata={"description": "flags overriding the defaults; the answer echoes them all"})


def read(reader: Callable[..., _T], *args: Any, field: str | None = None) -> _T:
    """Call a library reader; a ``ValueError`` answers 422 naming the field of the request."""
    with library_input(default=field), named_fields((field,) if field else ()):
        return reader(*args)


def read_cards(data: Any, field: str, deck: DeckRules = DEFAULT_DECK) -> tuple[Card, ...]:
    """Parse a list of cards of the request (422 naming the card's index)."""
    return read(parse_cards, data, field, deck, field=field)


def cards_json(found: Sequence[Card]) -> list[str]:
    """Cards as notations, weakest first."""
    return notation(found)


def exact(value: Fraction) -> dict[str, Any]:
    """An exact value as its fraction string and a float."""
    return probability(Fraction(value))


def combos_json(found: Sequence[Combo]) -> list[dict[str, Any]]:
    """Combos as JSON."""
    return [c.to_json() for c in found]


def new_state_request(name: str, low: int, high: int, rules: type[ma.Schema]) -> type[ma.Schema]:
    """The request schema ``name`` dealing a new game to ``low`` to ``high`` players."""
    return type(name, (ma.Schema,), {
        "__doc__": "The players, the dealer and the seed of the shuffle.",
        "__module__": __name__,
        "players": players_field(low, high, required=True),
        "dealer": player_field(load_default=None, allow_none=True,
                               metadata={"description": "who deals and leads (default: the first player)"}),
        "seed": seed_field(),
        "rules": rules_field(rules),
    })


def deal_answer(operation_id: str, body: dict[str, Any], rules: Any,
                new: Callable[[list[str], str, random.Random], Any], schema: ma.Schema) -> Any:
    """Answer a request of a :func:`new_state_request` schema: the state ``new(players, dealer, rng)`` deals.

    With a ``seed`` the deal is reproducible and cached; without one a seed is drawn (and returned), not cached.
    """
    names, seed = body["players"], body["seed"]
    dealer = body["dealer"] if body["dealer"] is not None else names[0]
    cacheable = seed is not None
    seed = seed if cacheable else random_seed()

    def compute() -> dict[str, Any]:
        state = new(names, dealer, random.Random(seed))
        return {"state": state.to_json(), "seed": seed, "rules": rules.to_json()}

    canonical = {"players": names, "dealer": dealer, "seed": seed, "rules": rules.to_json()}
    return named_answer(operation_id, canonical, compute, schema, cacheable=cacheable)


# --- 小猫 (nine) -------------------------------------------------------------------------------------------------


def nine_rules(body: dict[str, Any]) -> nine.NineRules:
    """The effective 小猫 rules of a request."""
    return read(nine.NineRules.from_json, body["rules"], field="rules")


def nine_state(body: dict[str, Any], rules: nine.NineRules) -> nine.NineState:
    """The 小猫 state of a request."""
    return read(nine.NineState.from_json, body["state"], rules, field="state")


class NineGameSchema(ma.Schema):
    """A 小猫 season and the flags it is played under."""

    state = ma.fields.Nested(NineStateSchema, required=True)
    seed = fields.Integer(required=True, metadata={"description": "the seed the deck was shuffled with"})
    rules = ma.fields.Nested(NineRulesSchema, required=True)


NineNewRequestSchema = new_state_request("NineNewRequestSchema", 2, 4, NineRulesSchema)


@blp.route("/nine/new")
class NineNew(MethodView):
    """小猫: deal a season."""

    @blp.arguments(NineNewRequestSchema)
    @blp.response(200, NineGameSchema)
    @blp.doc(operationId="start_nine_season")
    def post(self, body: dict[str, Any]) -> Any:
        """小猫: shuffle and deal 12 cards to each of 2-4 players; the rest is the stock; the dealer leads"""
        rules = nine_rules(body)
        return deal_answer("start_nine_season", body, rules,
                           lambda names, dealer, rng: nine.new_season(names, dealer, rng, rules), NineGameSchema())


class NineStateRequestSchema(ma.Schema):
    """A 小猫 season."""

    state = ma.fields.Nested(NineStateInputSchema, required=True)
    rules = rules_field(NineRulesSchema)


class NinePlaysSchema(ma.Schema):
    """What the player to play may do."""

    player = ma.fields.String(required=True, allow_none=True, metadata={"description": "null once the season is over"})
    leading = Boolean(required=True)
    combos = ma.fields.List(ma.fields.Nested(NineComboSchema), required=True)
    can_decline = Boolean(required=True, metadata={"description": "declining (drawing 3) is allowed now"})
    rules = ma.fields.Nested(NineRulesSchema, required=True)


@blp.route("/nine/plays")
class NinePlays(MethodView):
    """小猫: the legal plays."""

    @blp.arguments(NineStateRequestSchema)
    @blp.response(200, NinePlaysSchema)
    @blp.doc(operationId="list_nine_plays")
    def post(self, body: dict[str, Any]) -> Any:
        """小猫: list the combos the player to play may play, and whether declining is allowed

        On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
        set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing while
        able.
        """
        rules = nine_rules(body)
        state = nine_state(body, rules)

        def compute() -> dict[str, Any]:
            if state.over:
                return {"player": None, "leading": False, "combos": [], "can_decline": False,
                        "rules": rules.to_json()}
            current = state.table[-1] if state.table else None
            hand = state.hands[state.to_play]
            found = nine.legal_plays(hand, current)
            decline = not hand if current is None else state.to_play not in state.taken_part or not found
            return {"player": state.to_play, "leading": current is None, "combos": [c.to_json() for c in found],
                    "can_decline": decline, "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "rules": rules.to_json()}
        return named_answer("list_nine_plays", canonical, compute, NinePlaysSchema())


class NineApplyRequestSchema(NineStateRequestSchema):
    """A play (or a decline) to apply."""

    player = player_field(required=True)
    cards = cards_field(MAX_HAND, "the cards played; null or absent: decline and draw 3", load_default=None,
                  allow_none=True)


class NineStepSchema(ma.Schema):
    """The adjudicated play."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)
    combo = ma.fields.Nested(NineComboSchema, required=True, allow_none=True)
    scored = fields.Integer(required=True, metadata={"description": "points for emptying the hand: the largest "
                                                                    "hand among the others"})
    state = ma.fields.Nested(NineStateSchema, required=True)
    rules = ma.fields.Nested(NineRulesSchema, required=True)


@blp.route("/nine/apply")
class NineApply(MethodView):
    """小猫: apply a play."""

    @blp.arguments(NineApplyRequestSchema)
    @blp.response(200, NineStepSchema)
    @blp.doc(operationId="apply_nine_play")
    def post(self, body: dict[str, Any]) -> Any:
        """小猫: apply a play or a decline; the last player in takes the table cards and leads next

        Declining draws 3 and drops out of the round; when all but one have declined, that player gets the table
        cards and leads (`state.to_play`). The season ends when the stock runs out.
        """
        rules = nine_rules(body)
        state = nine_state(body, rules)
        who = body["player"]
        played = None if body["cards"] is None else read_cards(body["cards"], "cards", rules.deck)

        def compute() -> dict[str, Any]:
            return {**nine.apply(state, who, played, rules).to_json(), "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "player": who, "cards": None if played is None else cards_json(played),
                     "rules": rules.to_json()}
        return named_answer("apply_nine_play", canonical, compute, NineStepSchema())


class NineResultRequestSchema(ma.Schema):
    """The season's scores."""

    scores = per_player(fields.Integer(validate=Range(0, 10**6)), "player -> points", required=True,
                        validate=Length(2, 4))
    dealer = player_field(required=True)


class NineResultSchema(ma.Schema):
    """The final scores and the winners."""

    scores = ma.fields.Dict(keys=ma.fields.String(), values=fields.Integer(), required=True,
                            metadata={"description": "with the dealer's +1 when the dealer is among the winners"})
    winners = ma.fields.List(ma.fields.String(), required=True)


@blp.route("/nine/result")
class NineResult(MethodView):
    """小猫: settle a season."""

    @blp.arguments(NineResultRequestSchema)
    @blp.response(200, NineResultSchema)
    @blp.doc(operationId="settle_nine_season")
    def post(self, body: dict[str, Any]) -> Any:
        """小猫: settle a season: the highest score wins (ties all win), a winning dealer gets +1"""
        scores, dealer = body["scores"], body["dealer"]

        def compute() -> dict[str, Any]:
            return nine.season_result(scores, dealer).to_json()

        return named_answer("settle_nine_season", {"scores": scores, "dealer": dealer}, compute, NineResultSchema())


# --- 値木 (makhup) -----------------------------------------------------------------------------------------------


def makhup_rules(body: dict[str, Any]) -> makhup.MakhupRules:
    """The effective 値木 rules of a request."""
    return read(makhup.MakhupRules.from_json, body["rules"], field="rules")


def makhup_state(body: dict[str, Any], rules: makhup.MakhupRules) -> makhup.MakhupState:
    """The 値木 state of a request."""
    return read(makhup.MakhupState.from_json, body["state"], rules, field="state")


class MakhupGameSchema(ma.Schema):
    """A 値木 game and the flags it is played under."""

    state = ma.fields.Nested(MakhupStateSchema, required=True)
    seed = fields.Integer(required=True, metadata={"description": "the seed the deck was shuffled with"})
    rules = ma.fields.Nested(MakhupRulesSchema, required=True)


MakhupNewRequestSchema = new_state_request("MakhupNewRequestSchema", 2, 6, MakhupRulesSchema)


@blp.route("/makhup/new")
class MakhupNew(MethodView):
    """値木: deal a game."""

    @blp.arguments(MakhupNewRequestSchema)
    @blp.response(200, MakhupGameSchema)
    @blp.doc(operationId="start_makhup_game")
    def post(self, body: dict[str, Any]) -> Any:
        """値木: shuffle, deal 6 cards each and reveal 2 stock cards as the roads; the dealer plays first"""
        rules = makhup_rules(body)
        return deal_answer("start_makhup_game", body, rules,
                           lambda names, dealer, rng: makhup.new_game(names, dealer, rng, rules), MakhupGameSchema())


class MakhupStateRequestSchema(ma.Schema):
    """A 値木 game."""

    state = ma.fields.Nested(MakhupStateInputSchema, required=True)
    rules = rules_field(MakhupRulesSchema)


class MakhupPlaysSchema(ma.Schema):
    """What the player to play may do."""

    player = ma.fields.String(required=True, allow_none=True, metadata={"description": "null once the game is over"})
    plays = ma.fields.List(ma.fields.Nested(MakhupPlaySchema), required=True,
                           metadata={"description": "every extend, merge and erase play"})
    can_draw = Boolean(required=True)
    can_pass = Boolean(required=True, metadata={"description": "only when no play or draw is possible"})
    rules = ma.fields.Nested(MakhupRulesSchema, required=True)


@blp.route("/makhup/plays")
class MakhupPlays(MethodView):
    """値木: the legal plays."""

    @blp.arguments(MakhupStateRequestSchema)
    @blp.response(200, MakhupPlaysSchema)
    @blp.doc(operationId="list_makhup_plays")
    def post(self, body: dict[str, Any]) -> Any:
        """値木: list the legal plays on the roads

        Extend a road with cards whose values (無 0 … 将 8) sum to its tip (any one numbered card on a 皇, 王 or
        船 tip); merge two roads with one card equal to the sum of their tips; erase every road with 皇, 王 or 船.
        """
        rules = makhup_rules(body)
        state = makhup_state(body, rules)

        def compute() -> dict[str, Any]:
            if state.winners:
                return {"player": None, "plays": [], "can_draw": False, "can_pass": False, "rules": rules.to_json()}
            found = makhup.legal_plays(state.hands[state.to_play], state.roads)
            return {"player": state.to_play, "plays": [p.to_json() for p in found], "can_draw": bool(state.stock),
                    "can_pass": not state.stock and not found, "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "rules": rules.to_json()}
        return named_answer("list_makhup_plays", canonical, compute, MakhupPlaysSchema())


class MakhupApplyRequestSchema(MakhupStateRequestSchema):
    """A play to apply."""

    player = player_field(required=True)
    play = ma.fields.Nested(MakhupPlaySchema, required=True)


class MakhupStepSchema(ma.Schema):
    """The adjudicated play."""

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)
    state = ma.fields.Nested(MakhupStateSchema, required=True)
    rules = ma.fields.Nested(MakhupRulesSchema, required=True)


@blp.route("/makhup/apply")
class MakhupApply(MethodView):
    """値木: apply a play."""

    @blp.arguments(MakhupApplyRequestSchema)
    @blp.response(200, MakhupStepSchema)
    @blp.doc(operationId="apply_makhup_play")
    def post(self, body: dict[str, Any]) -> Any:
        """値木: apply a play; the first to empty their hand wins

        A drawn card becomes a new road (`draw_to = road`) or joins the hand. When the stock is out and nobody can
        play, the fewest cards win. An illegal play is `legal: false` with the state unchanged.
        """
        rules = makhup_rules(body)
        state = makhup_state(body, rules)
        who = body["player"]
        play = read(makhup.Play.from_json, body["play"], field="play")

        def compute() -> dict[str, Any]:
            return {**makhup.apply(state, who, play, rules).to_json(), "rules": rules.to_json()}

        canonical = {"state": state.to_json(), "player": who, "play": play.to_json(), "rules": rules.to_json()}
        return named_answer("apply_makhup_play", canonical, compute, MakhupStepSchema())
