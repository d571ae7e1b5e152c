"""What the paper-Cetkaik operations share: their group (one tag, ``/v1/paper-cetkaik``), rules, seeds and deals,
and the schemas every card game builds the same way on its state and rules (requests, plays, adjudicated plays)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import marshmallow as ma

from adjudicator.games.paper_cetkaik import taxot
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


class Rules(Protocol):
    """A game's rules flags as the library loads them."""

    def to_json(self) -> dict[str, Any]: ...


class State(Protocol):
    """A game state as the library deals it."""

    def to_json(self) -> dict[str, Any]: ...


def combos_json(found: Sequence[Combo]) -> list[dict[str, Any]]:
    """Combos as JSON."""
    return [c.to_json() for c in found]


def win_odds_json(found: taxot.WinProbability) -> dict[str, Any]:
    """The exact chance that a random 終季 hand wins (``any_shape``) and has each shape (``by_shape``, items of a
    :func:`shape_odds_schema`)."""
    return {"any_shape": probability(found.any_shape),
            "by_shape": [{"shape": s, "probability": probability(p)} for s, p in found.by_shape.items()]}


def seeded(args: dict[str, Any]) -> bool:
    """A deal is cached only when it is reproducible (a ``seed`` given)."""
    return args["seed"] is not None


def shape_odds_schema(name: str) -> type[ma.Schema]:
    """P(a random hand has this shape): an item of ``by_shape`` (:func:`win_odds_json`)."""
    return schema(name, "P(a random hand has this shape).", shape=ma.fields.String(required=True),
                  probability=ma.fields.Nested(ProbabilitySchema, required=True))


@dataclass(frozen=True)
class Rulebook:
    """A game's rules schema and parser: its requests take the rules (``ruleset``), its answers echo them."""

    rules: type[ma.Schema]
    parse: Callable[[Any], Rules]

    def ruleset(self) -> fields.CheckedNested:
        """The rules of a request (``ruleset``: null or missing, the defaults)."""
        return rules_field(self.rules, self.parse)

    def echo(self) -> ma.fields.Nested:
        """The rules an answer echoes (``rules``)."""
        return ma.fields.Nested(self.rules, required=True)

    def request(self, name: str, doc: str, **declared: Field) -> type[ma.Schema]:
        """A request: ``declared``, then the rules."""
        return schema(name, doc, **declared, rules=self.ruleset())

    def answer(self, name: str, doc: str, *bases: type[ma.Schema], **declared: Field) -> type[ma.Schema]:
        """An answer: the fields of ``bases``, ``declared``, then the rules echoed."""
        return schema(name, doc, *bases, **declared, rules=self.echo())


@dataclass(frozen=True)
class CardGame(Rulebook):
    """A card game's rules and state schemas; the schemas its operations share are built on them: the request
    carrying a state, what the player to play may do, the adjudicated play, the deal."""

    state: type[ma.Schema]

    def state_request(self, name: str, doc: str, **extra: Field) -> type[ma.Schema]:
        """A request: the ``state`` (its request form), the rules (``ruleset``), then ``extra``."""
        return schema(name, doc, state=ma.fields.Nested(request_variant(self.state), required=True),
                      rules=self.ruleset(), **extra)

    def plays(self, name: str, doc: str, over: str, **extra: Field) -> type[ma.Schema]:
        """What the player to play may do: the ``player`` (null once the ``over`` is over), ``extra``, the rules."""
        player = ma.fields.String(required=True, allow_none=True,
                                  metadata={"description": f"null once the {over} is over"})
        return self.answer(name, doc, player=player, **extra)

    def step(self, name: str, doc: str, **extra: Field) -> type[ma.Schema]:
        """An adjudicated play: ``legal``, ``reason``, ``extra``, the ``state`` after it and the rules."""
        return self.answer(name, doc, VerdictSchema, **extra, state=ma.fields.Nested(self.state, required=True))

    def deal(self, game: str, what: str, path: str, operation_id: str, seats: tuple[int, int],
             new: Callable[[list[str], str, random.Random, Any], State], *, summary: str, example: JSON) -> None:
        """Declare the operation dealing a new ``what`` to ``seats`` players: ``{game}NewRequest`` -> ``{game}Game``.

        ``new(players, dealer, rng, rules)`` deals. Without a ``seed`` one is drawn and returned (the deal can be
        replayed), and the answer is not cached.
        """
        request = schema(
            f"{game}NewRequestSchema", "The players, the dealer and the seed of the shuffle.",
            players=players_field(*seats, required=True, data_key="seats"),
            dealer=player_field(load_default=None, allow_none=True,
                                metadata={"description": "who deals and leads (default: the first player)"}),
            seed=fields.seed_field("shuffles reproducibly (else at random, and not cached)"),
            rules=self.ruleset(),
        )
        answer = schema(
            f"{game}GameSchema", f"A {what} and the flags it is played under.",
            state=ma.fields.Nested(self.state, required=True),
            seed=fields.Integer(required=True, metadata={"description": "the seed the deck was shuffled with"}),
            rules=self.echo(),
        )

        def start(players: list[str], dealer: str | None, seed: int | None, rules: Rules) -> JSON:
            seed = random_seed() if seed is None else seed
            dealt = new(players, players[0] if dealer is None else dealer, random.Random(seed), rules)
            return {"state": dealt.to_json(), "seed": seed, "rules": rules.to_json()}

        start.__doc__ = summary
        ops.post(path, operation_id, request, answer, cacheable=seeded, example=example)(start)
