"""What the paper-Cetkaik operations share: their group (one tag, ``/v1/paper-cetkaik``), rules, seeds and deals,
the odds of a random 終季 hand, and the schemas every card game builds the same way on its state and rules
(requests, plays, adjudicated plays)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import wraps
from math import comb
from typing import Any, Protocol

import marshmallow as ma

from adjudicator.games.paper_cetkaik import taxot
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK
from adjudicator.games.paper_cetkaik.combos import Combo
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, ProbabilitySchema, VerdictSchema, probability
from adjudicator.web.fields import random_seed, request_variant, rules_field, schema
from adjudicator.web.schemas.paper_cetkaik import player_field, players_field

ops = Operations(
    "paper-cetkaik",
    "/v1/paper-cetkaik",
    "Paper Cetkaik (紙机戦): the deck, combos, and the card games 行戦, 終季, 値戦, 開樽, 連友, 小猫, 値木",
)

#: A field of a schema.
Field = ma.fields.Field[Any]
#: The decorator declaring an operation.
Declare = Callable[[Callable[..., JSON]], Callable[..., JSON]]


class Jsonable(Protocol):
    """A library object as the service answers it: a game's rules flags, a dealt state."""

    def to_json(self) -> dict[str, Any]: ...


def combos_json(found: Sequence[Combo]) -> list[dict[str, Any]]:
    """Combos as JSON."""
    return [c.to_json() for c in found]


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


@dataclass(frozen=True)
class Rulebook:
    """A game's rules schema and parser: its requests take the rules (``ruleset``), its answers echo them."""

    rules: type[ma.Schema]
    parse: Callable[[Any], Jsonable]

    def ruleset(self) -> fields.CheckedNested:
        """The rules of a request (``ruleset``: null or missing, the defaults)."""
        return rules_field(self.rules, self.parse)

    def echo(self) -> ma.fields.Nested:
        """The rules an answer echoes (``rules``)."""
        return fields.nested(self.rules)

    def request(self, name: str, doc: str, **declared: Field) -> type[ma.Schema]:
        """A request: ``declared``, then the rules."""
        return schema(name, doc, **declared, rules=self.ruleset())

    def answer(self, name: str, doc: str, *bases: type[ma.Schema], **declared: Field) -> type[ma.Schema]:
        """An answer: the fields of ``bases``, ``declared``, then the rules echoed."""
        return schema(name, doc, *bases, **declared, rules=self.echo())

    def post(self, path: str, operation_id: str, request: type[ma.Schema], response: type[ma.Schema],
             **options: Any) -> Declare:
        """Declare a POST operation taking the rules (``rules``) whose answer is the decorated function's, then the
        rules echoed."""

        def declare(call: Callable[..., JSON]) -> Callable[..., JSON]:
            @wraps(call)
            def echoed(*, rules: Jsonable, **args: Any) -> JSON:
                return {**call(rules=rules, **args), "rules": rules.to_json()}

            ops.post(path, operation_id, request, response, **options)(echoed)
            return call

        return declare


@dataclass(frozen=True)
class CardGame(Rulebook):
    """A card game's rules and state schemas; the schemas its operations share are built on them: the request
    carrying a state, what the player to play may do, the adjudicated play, the deal."""

    state: type[ma.Schema]

    def state_request(self, name: str, doc: str, **extra: Field) -> type[ma.Schema]:
        """A request: the ``state`` (its request form), the rules (``ruleset``), then ``extra``."""
        return schema(name, doc, state=fields.nested(request_variant(self.state)),
                      rules=self.ruleset(), **extra)

    def plays(self, name: str, doc: str, over: str, **extra: Field) -> type[ma.Schema]:
        """What the player to play may do: the ``player`` (null once the ``over`` is over), ``extra``, the rules."""
        player = ma.fields.String(required=True, allow_none=True,
                                  metadata={"description": f"null once the {over} is over"})
        return self.answer(name, doc, player=player, **extra)

    def step(self, name: str, doc: str, **extra: Field) -> type[ma.Schema]:
        """An adjudicated play: ``legal``, ``reason``, ``extra``, the ``state`` after it and the rules."""
        return self.answer(name, doc, VerdictSchema, **extra, state=fields.nested(self.state))

    def deal(self, game: str, what: str, path: str, operation_id: str, seats: tuple[int, int],
             new: Callable[[list[str], str, random.Random, Any], Jsonable], *, summary: str, example: JSON) -> None:
        """Declare the operation dealing a new ``what`` to ``seats`` players: ``{game}NewRequest`` -> ``{game}Game``.

        ``new(players, dealer, rng, rules)`` deals. Without a ``seed`` one is drawn and returned (the deal can be
        replayed), and the answer is not cached.
        """
        request = self.request(
            f"{game}NewRequestSchema", "The players, the dealer and the seed of the shuffle.",
            players=players_field(*seats, required=True, data_key="seats"),
            dealer=player_field(load_default=None,
                                metadata={"description": "who deals and leads (default: the first player)"}),
            seed=fields.seed_field("shuffles reproducibly (else at random, and not cached)"),
        )
        answer = self.answer(
            f"{game}GameSchema", f"A {what} and the flags it is played under.",
            state=fields.nested(self.state),
            seed=fields.Integer(required=True, metadata={"description": "the seed the deck was shuffled with"}),
        )

        def start(players: list[str], dealer: str | None, seed: int | None, rules: Any) -> JSON:
            seed = random_seed() if seed is None else seed
            dealt = new(players, players[0] if dealer is None else dealer, random.Random(seed), rules)
            return {"state": dealt.to_json(), "seed": seed}

        start.__doc__ = summary
        self.post(path, operation_id, request, answer, cacheable=lambda args: args["seed"] is not None,
                  example=example)(start)
