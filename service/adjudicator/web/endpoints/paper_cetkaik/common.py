"""What the paper-Cetkaik operations share: their two groups under ``/v1/paper-cetkaik`` (each a tag: the card games'
operations, and the whole games), rules, seeds and deals, the schemas every card game builds the same way on its
state and rules (requests, plays, adjudicated plays), and how a whole game's requests carry its state."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import wraps
from typing import Any, Final, Protocol

import marshmallow as ma

from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK
from adjudicator.games.paper_cetkaik.combos import Combo
from adjudicator.games.paper_cetkaik.nine import NineCombo
from adjudicator.web import fields
from adjudicator.web.api import JSON, Operations, VerdictSchema
from adjudicator.web.costs import SMALL_ANSWER, Charge, Cost, custom, scaled
from adjudicator.web.derived import Answer, response_schema
from adjudicator.web.fields import SEED_RANGE, LibraryField, random_seed, request_variant, rules_field, schema
from adjudicator.web.schemas.paper_cetkaik import placed_after, player_field, players_field, points_field

ops = Operations(
    "paper-cetkaik",
    "/v1/paper-cetkaik",
    "Paper Cetkaik (紙机戦): the deck, combos, and the card games 行戦, 終季, 値戦, 開樽, 連友, 小猫, 値木",
)

#: The whole games (their own tag): a 行戦 match of seasons, a 終季 season, a 値戦 game, a 開樽 game. One convention:
#: ``new`` takes the players' names in seating order (``seats``) and a ``seed`` (the deal is reproducible from it);
#: a state names whose turn it is (``to_play``) and whether the game is over (``over``); every state the service
#: returns can be sent back as it is; the rules travel beside the state as ``ruleset``.
games_ops = Operations(
    "paper-cetkaik-games",
    "/v1/paper-cetkaik",
    "Whole games of paper Cetkaik: a 行戦 match of seasons, a 終季 season, a 値戦 game and a 開樽 game, from a"
    " seeded deal to the scores",
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


def compact_combos(found: Sequence[Combo | NineCombo], *, nine: bool = False) -> JSON:
    """Combos as a table of columns, for ``form: compact``: each distinct card once (``cards``), each combo's cards
    as indices into it (``card_indices``), then the columns of the combos' shape: paper-Cetkaik combos
    (:class:`Combo`: ``types``, ``type_indices``, ``ranks``, ``stand_ins``; :class:`PaperCetkaikCompactCombosSchema`
    says how to read them) or, with ``nine``, 小猫 combos (:class:`NineCombo`: ``strengths``;
    :class:`NineCompactCombosSchema`). :func:`expand_compact_combos` turns an answer of this form back into the full
    form."""
    cards: dict[str, int] = {}
    card_indices: list[list[int]] = []
    stand_ins: list[list[list[int]]] = []
    for combo in found:
        card_indices.append([cards.setdefault(c.notation, len(cards)) for c in combo.cards])
        if isinstance(combo, Combo):
            stand_ins.append([[position, cards.setdefault(s.notation, len(cards))]
                              for position, (c, s) in enumerate(zip(combo.cards, combo.stands_for, strict=True))
                              if c != s])
    if nine:
        return {"cards": list(cards), "strengths": [c.strength for c in found if isinstance(c, NineCombo)],
                "card_indices": card_indices}
    combos = [c for c in found if isinstance(c, Combo)]
    types = {value: index for index, value in enumerate(dict.fromkeys(c.type.value for c in combos))}
    return {"cards": list(cards), "types": list(types), "type_indices": [types[c.type.value] for c in combos],
            "ranks": [c.rank for c in combos], "card_indices": card_indices, "stand_ins": stand_ins}


def expand_compact_combos(answer: JSON) -> JSON:
    """The full form of an answer given in the compact form (``compact_combos`` in place of ``combos``), in the
    full form's key order: paper-Cetkaik combos, or 小猫 combos when the table has ``strengths``. An answer without
    ``compact_combos`` is returned as it is. Pure: the answer given is not modified."""
    if not isinstance(answer, dict) or "compact_combos" not in answer:
        return answer
    table = answer["compact_combos"]
    cards = table["cards"]
    combos: list[JSON]
    if "strengths" in table:
        combos = [{"cards": [cards[k] for k in indices], "strength": strength, "size": len(indices)}
                  for strength, indices in zip(table["strengths"], table["card_indices"], strict=True)]
    else:
        combos = []
        for type_index, rank, indices, stand_ins in zip(table["type_indices"], table["ranks"], table["card_indices"],
                                                        table["stand_ins"], strict=True):
            played = [cards[k] for k in indices]
            stands_for = list(played)
            for position, k in stand_ins:
                stands_for[position] = cards[k]
            combos.append({"type": table["types"][type_index], "size": len(played), "rank": rank, "cards": played,
                           "stands_for": stands_for, "wild_assignment": [
                               {"card": played[position], "as": cards[k]} for position, k in stand_ins]})
    return {"combos" if key == "compact_combos" else key: combos if key == "compact_combos" else value
            for key, value in answer.items()}


@dataclass(frozen=True)
class Rulebook:
    """A game's rules schema and parser: its requests take the rules (``ruleset``), its answers echo them."""

    rules: type[ma.Schema]
    parse: Callable[[Any], Jsonable]

    def ruleset(self) -> fields.CheckedNested:
        """The rules of a request (``ruleset``: null or missing, the defaults)."""
        return rules_field(self.rules, self.parse)

    def echo(self) -> ma.fields.Nested:
        """The rules an answer echoes (``ruleset``)."""
        return fields.nested(self.rules)

    def request(self, name: str, doc: str, **declared: Field) -> type[ma.Schema]:
        """A request: ``declared``, then the rules."""
        return schema(name, doc, **declared, rules=self.ruleset())

    def answer(self, name: str, doc: str, *bases: type[ma.Schema], **declared: Field) -> type[ma.Schema]:
        """An answer: the fields of ``bases``, ``declared``, then the rules echoed (``ruleset``)."""
        return schema(name, doc, *bases, **declared, ruleset=self.echo())

    def post(self, path: str, request: type[ma.Schema], response: type[ma.Schema], **options: Any) -> Declare:
        """Declare a POST operation taking the rules (``ruleset``; the function receives them as ``rules``) whose
        answer is the decorated function's, then the rules echoed (``ruleset``). The function answers a dictionary,
        a library result or an :class:`~adjudicator.web.derived.Answer` (the ruleset follows its fields)."""

        def declare(call: Callable[..., JSON]) -> Callable[..., JSON]:
            @wraps(call)
            def echoed(*, rules: Jsonable, **args: Any) -> JSON:
                answer = call(rules=rules, **args)
                if isinstance(answer, dict):
                    return {**answer, "ruleset": rules.to_json()}
                if isinstance(answer, Answer):
                    return Answer(answer.result, **answer.more, ruleset=rules)
                return Answer(answer, ruleset=rules)

            ops.post(path, request, response, **options)(echoed)
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
             new: Callable[[list[str], str, random.Random, Any], Jsonable], *, summary: str, example: JSON,
             cost: Cost) -> None:
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
        self.post(path, request, answer, operation_id=operation_id, cacheable=lambda args: args["seed"] is not None,
                  example=example, cost=cost)(start)


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
                            metadata={"type": "object",
                                      "description": f"{flags} (null or missing: the defaults)"})

    return field


def seasons_reached(state: Any) -> int:
    """The season (or hand) a whole game sent back has reached: checking it deals and checks each one before it."""
    number = state.get("season_number", state.get("hand_number")) if isinstance(state, dict) else None
    return number if isinstance(number, int) and not isinstance(number, bool) and 0 < number <= MAX_SEASONS else 1


#: The most seasons (or hands) a whole game may have (its ``seasons`` / ``hands`` rule).
MAX_SEASONS = 100


def deck_scale(rules: Any) -> float:
    """How many times the default deck's cards the deck of ``rules`` has (1 for rules without a deck): a state, and
    the work of reading, checking, adjudicating and writing it, grow with it (at most 2: a deck holds at most four
    copies of a card a colour, 96 cards)."""
    deck = getattr(rules, "deck", None)
    return 1.0 if deck is None else max(1.0, len(deck.cards()) / len(DEFAULT_DECK.cards()))


def match_cost(base: float, each: float, answer_bytes: int = SMALL_ANSWER) -> Cost:
    """What a request carrying a whole game costs: ``base`` units, and ``each`` for every season it has reached; an
    answer of at most ``answer_bytes``; all of it times the deck's size over the default deck's (:func:`deck_scale`
    of the ``ruleset``)."""
    seasons = scaled("state", each, MAX_SEASONS, base=base, size=seasons_reached, answer_bytes=answer_bytes)

    def charge(args: dict[str, Any]) -> Charge:
        charged, scale = seasons(args), deck_scale(args.get("ruleset"))
        if scale == 1:
            return charged
        return Charge(charged.units * scale, int(charged.answer_bytes * scale), "ruleset")

    return custom(charge, seasons.ceiling * MAX_DECK_SCALE, f"{seasons.description}, times the deck's cards over the "
                                                            "default deck's (at most 2)")


def ruled_cost(units: float, answer_bytes: int = SMALL_ANSWER) -> Cost:
    """What a request on a state under a ``ruleset`` with a deck costs: ``units`` and ``answer_bytes`` under the
    default deck, times the deck's cards over the default deck's (:func:`deck_scale`)."""

    def charge(args: dict[str, Any]) -> Charge:
        scale = deck_scale(args.get("rules", args.get("ruleset")))
        return Charge(units * scale, int(answer_bytes * scale), "ruleset" if scale > 1 else None)

    return custom(charge, units * MAX_DECK_SCALE, f"{units:g} units, times the deck's cards over the default deck's "
                                                   "(at most 2)")


#: The most :func:`deck_scale` gives.
MAX_DECK_SCALE: Final = 2.0


def whole_game_schema(record: type, name: str, doc: str, *, number: str, header: dict[str, Field],
                      totals: str | None = None, to_play: str | None = None) -> type[ma.Schema]:
    """The schema of a whole game's state (``record``, a library dataclass): its own fields derived, with what its
    JSON form adds where it writes it: the ``header`` fields (the game's length, its cap, ...) just after the hand or
    season ``number``, then after the record's own fields the ``totals`` (if the form computes them: ``totals``
    describes them), whose turn it is (``to_play`` describes it), whether it is over and the winners."""
    more: dict[str, Field] = {**header}
    if totals is not None:
        more["totals"] = points_field(totals)
    more.update(
        to_play=player_field(required=True, allow_none=True, metadata=fields.described(to_play)),
        over=fields.Boolean(required=True),
        winners=ma.fields.List(ma.fields.String(), required=True,
                               metadata={"description": "once over, the highest totals (all of them on a tie)"}))
    derived = response_schema(record, name, doc=doc, more=more)
    placed_after(derived, number, *header)
    return derived


def length_field(unit: str, flag: str) -> ma.fields.Integer:
    """A whole game's length: its ``unit`` (seasons, hands) as ``ruleset.<flag>`` sets it."""
    return fields.Integer(required=True, metadata={"description": f"{unit} in the game (ruleset.{flag})"})


def points_cap_field() -> ma.fields.Integer:
    """A whole game's cap: ``ruleset.points_cap``."""
    return fields.Integer(required=True, allow_none=True, metadata={
        "description": "ruleset.points_cap: a total reaching it ends the game (null: no cap)"})


def exact_totals_field() -> ma.fields.Dict:
    """A whole game's running totals in exact amounts: player -> a fraction string (a tie splits a pot)."""
    return ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String())
