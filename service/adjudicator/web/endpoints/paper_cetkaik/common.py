"""What the paper-Cetkaik operations share: their group (one tag, ``/v1/paper-cetkaik``), rules, seeds and deals."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import marshmallow as ma

from adjudicator.games.paper_cetkaik.combos import Combo
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations
from adjudicator.web.fields import random_seed
from adjudicator.web.schemas.paper_cetkaik import player_field, players_field

ops = Operations(
    "paper-cetkaik",
    "/v1/paper-cetkaik",
    "Paper Cetkaik (紙机戦): the deck, combos, and the card games 行戦, 終季, 値戦, 開樽, 連友, 小猫, 値木",
)


class Rules(Protocol):
    """A game's rules flags as the library loads them."""

    def to_json(self) -> dict[str, Any]: ...


class State(Protocol):
    """A game state as the library deals it."""

    def to_json(self) -> dict[str, Any]: ...


def combos_json(found: Sequence[Combo]) -> list[dict[str, Any]]:
    """Combos as JSON."""
    return [c.to_json() for c in found]


def seeded(args: dict[str, Any]) -> bool:
    """A deal is cached only when it is reproducible (a ``seed`` given)."""
    return args["seed"] is not None


def declare_deal(game: str, what: str, path: str, operation_id: str, seats: tuple[int, int],
                 schemas: tuple[type[ma.Schema], type[ma.Schema]], parse: Callable[[Any], Rules],
                 new: Callable[[list[str], str, random.Random, Any], State], *, summary: str, example: JSON) -> None:
    """Declare the operation dealing a new ``what`` to ``seats`` players: ``{game}NewRequest`` -> ``{game}Game``.

    ``schemas`` are the game's state and rules schemas; ``new(players, dealer, rng, rules)`` deals. Without a
    ``seed`` one is drawn and returned (the deal can be replayed), and the answer is not cached.
    """
    state, rules = schemas
    request = type(f"{game}NewRequestSchema", (ma.Schema,), {
        "__doc__": "The players, the dealer and the seed of the shuffle.",
        "__module__": __name__,
        "players": players_field(*seats, required=True, data_key="seats"),
        "dealer": player_field(load_default=None, allow_none=True,
                               metadata={"description": "who deals and leads (default: the first player)"}),
        "seed": fields.seed_field("shuffles reproducibly (else at random, and not cached)"),
        "rules": fields.rules_field(rules, parse),
    })
    answer = type(f"{game}GameSchema", (ma.Schema,), {
        "__doc__": f"A {what} and the flags it is played under.",
        "__module__": __name__,
        "state": ma.fields.Nested(state, required=True),
        "seed": fields.Integer(required=True, metadata={"description": "the seed the deck was shuffled with"}),
        "rules": ma.fields.Nested(rules, required=True),
    })

    def start(players: list[str], dealer: str | None, seed: int | None, rules: Rules) -> JSON:
        seed = random_seed() if seed is None else seed
        dealt = new(players, players[0] if dealer is None else dealer, random.Random(seed), rules)
        return {"state": dealt.to_json(), "seed": seed, "rules": rules.to_json()}

    start.__doc__ = summary
    ops.post(path, operation_id, request, answer, cacheable=seeded, example=example)(start)
