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
from marshmallow.validate import Range

from adjudicator.games.paper_cetkaik import makhup
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
    MakhupPlaySchema,
    MakhupRulesSchema,
    MakhupStateInputSchema,
    MakhupStateSchema,
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
