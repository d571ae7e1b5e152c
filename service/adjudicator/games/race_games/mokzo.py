"""行山 (mok zo2), the boxed 軟遊行山 rules by default, the book's variations behind flags (spec §4.1).

A turn of the seat to play is a sequence of actions: ``install`` or ``discard`` (one of them, mandatory),
``activate`` (mandatory), ``exchange`` and ``destroy`` (optional), then ``move`` (optional) and ``end_turn``.
Under the manual order the four main actions come in any order; under ``turn_order = book`` they follow the
book: activate, exchange, destroy, install/discard, move. Turn-start chores (removing cards marked for
destruction; under the book order also drawing) happen automatically when a turn begins.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final, Literal, TypeAlias

from ..errors import check_stated
from ..jsonform import NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..options import check_options, choice, number, options_json, read_options, switch
from ..shapes import SEED, declared, flag, integer, keyed, listed, part, read_shape, record, text
from ..sticks import probability_at_least
from .common import obj, seq, whole
from .errors import RaceGameError
from .mokzo_cards import KIND_GLYPH, PER_COLOUR, Card, shuffled_deck

Resource: TypeAlias = Literal["rice", "coin"]
ActionKind: TypeAlias = Literal["install", "discard", "activate", "exchange", "destroy", "move", "end_turn"]
ACTION_KINDS: Final[tuple[ActionKind, ...]] = ("install", "discard", "activate", "exchange", "destroy", "move",
                                               "end_turn")
#: Cards whose effect needs a stick throw each turn; a throw of 4 or more is the "high" result.
THROWN: Final = frozenset({"kua", "tuk", "uai"})
HIGH_THROW: Final = 4
RICE_PER_COIN: Final = 5
MOVE_RICE: Final = 10
MOVE_COIN: Final = 2
DISCARD_RICE: Final = 2
BASE_HAND_LIMIT: Final = 3
MAX_INSTALLED: Final = 9
BLACK_ACTIVATIONS: Final = 3
#: The book's order of the main steps (the paid move comes last).
_BOOK_ORDER: Final[Mapping[str, int]] = {"activate": 0, "exchange": 1, "destroy": 2, "install_or_discard": 3}


#: The most cards any list of a state may hold (the deck has 48).
MAX_CARDS: Final = 96
#: The main steps of a turn, as a state lists those done.
STEPS: Final[tuple[str, ...]] = ("install_or_discard", "activate", "exchange", "destroy")
#: A seat of a game (2 to 4 players; a state checks its own count).
SEAT: Final = integer(0, 3).named("seat")


@dataclass(frozen=True, slots=True)
class Node:
    """A route node: ``boost`` (+1 square when moving from it) and ``river``."""

    boost: bool = field(default=False, metadata=declared(
        flag(), "an orange node (皇処): +1 square when moving from it"))
    river: bool = field(default=False, metadata=declared(flag(), "a river node: leaving it may cost 1 more"))

    @classmethod
    def from_json(cls, data: object, where: str = "node") -> Node:
        """Read ``{"boost", "river"}`` by their declarations (either left out: false)."""
        return cls(**read_shape(cls, data, RaceGameError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


#: The 25-node route of the boxed game (0 = start, 24 = summit).
MANUAL_ROUTE: Final[tuple[Node, ...]] = tuple(
    Node(boost=i in {4, 8, 12, 16, 18, 20, 22}, river=i in {2, 6, 10, 14, 17, 19, 21, 23}) for i in range(25)
)


@dataclass(frozen=True, slots=True)
class Route:
    """The route, start first, summit last."""

    nodes: tuple[Node, ...] = field(metadata=declared(
        listed(record(Node).named("node"), min_length=2, max_length=200), "the nodes, start first, summit last"))

    @classmethod
    def from_json(cls, data: object, where: str = "route") -> Route:
        """Read ``{"nodes": [{"boost", "river"}, ...]}`` by its declaration (2 to 200 nodes)."""
        return cls(**read_shape(cls, data, RaceGameError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def route_from_json(data: object) -> tuple[Node, ...]:
    """Read ``{"nodes": [{"boost", "river"}, ...]}`` (at least 2 nodes; the last is the summit)."""
    return Route.from_json(data, "route").nodes


def _route_json(nodes: tuple[Node, ...]) -> dict[str, Any]:
    return Route(nodes).to_json()


@dataclass(frozen=True, slots=True)
class MokzoRules:
    """Flags of 行山 (spec §4.1), each declared once as an option (:mod:`adjudicator.games.options`): starting
    resources, cap, moves per turn, 車 scope, turn order, end, rivers."""

    start_rice: int = field(default=0, metadata=number("rice each player starts with (default 0)", 0, 1000))
    start_coin: int = field(default=0, metadata=number("coins each player starts with (default 0)", 0, 1000))
    resource_cap: int | None = field(default=None, metadata=number(
        "the most rice, and the most coins, a player may hold (or what it started with, if more); null: no cap "
        "(default)", 1, 10_000, nullable=True))
    moves_per_turn: int = field(default=1, metadata=number("moves a player makes in a turn (default 1)", 1, 10))
    kaun_affects_coin_install: bool = field(default=True, metadata=switch(
        "車 lowers the install cost of red cards (paid in coins) too, not only of black ones (default true)"))
    kaun_stack: bool = field(default=True, metadata=switch("several 車 stack (default true)"))
    turn_order: Literal["manual", "book"] = field(default="manual", metadata=choice(
        "manual: the main actions in any order (default); book: the book's order (draw, activate, exchange, "
        "destroy, install or discard, move)", ("manual", "book")))
    end: Literal["finish_round", "immediate"] = field(default="finish_round", metadata=choice(
        "once a horse reaches the summit: the round is finished (default) or the game ends at once",
        ("finish_round", "immediate")))
    river: bool = field(default=False, metadata=switch("leaving a river node costs 1 more (default false)"))
    sticks: int = field(default=5, metadata=number("the number of throwing sticks (default 5)", 4, 20))

    def __post_init__(self) -> None:
        check_options(self, RaceGameError)

    @classmethod
    def from_json(cls, data: object) -> MokzoRules:
        """Read a flags object (missing flags take their defaults)."""
        return cls(**read_options(cls, data, RaceGameError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return options_json(self)


def high_probability(rules: MokzoRules | None = None) -> Fraction:
    """Return P(throw >= 4), the chance of the high result of a 筆/巫/将 card (3/16 with 5 sticks)."""
    return probability_at_least(HIGH_THROW, (rules or MokzoRules()).sticks)


@dataclass(frozen=True, slots=True)
class Installed:
    """A card on a player's board and its age (one per activation; black cards expire at 3)."""

    card: Card = field(metadata=declared(record(Card), "the card"))
    age: int = field(default=0, metadata=declared(
        integer(0, BLACK_ACTIVATIONS), "its age: one per activation (a black card expires at 3)"))
    fresh: bool = field(default=False, metadata=declared(flag(), "installed this turn: works from the next"))

    @property
    def expired(self) -> bool:
        """A black card that has aged three times is marked for destruction; red cards never expire."""
        return self.card.colour == "black" and self.age >= BLACK_ACTIVATIONS

    @classmethod
    def from_json(cls, data: object, where: str = "installed") -> Installed:
        """Read ``{"card", "age", "fresh"}`` by their declarations; ``expired``, if sent, is checked."""
        read = read_shape(cls, data, RaceGameError, where, also=("expired",))
        assert isinstance(data, Mapping)
        installed = cls(**read)
        check_stated(data, {"expired": installed.expired}, where, RaceGameError)
        return installed

    def to_json(self) -> dict[str, Any]:
        """Return ``{"card", "age", "fresh", "expired"}``: the fields (:func:`~adjudicator.games.jsonform.json_form`)
        and whether the card is marked for destruction."""
        return {**json_form(self), "expired": self.expired}


@dataclass(frozen=True, slots=True)
class MokzoPlayer:
    """A player: the horse's node, rice and coins, hand, board and 筆 protection."""

    position: int = field(default=0, metadata=declared(
        integer(0, 199).named("node"), "the horse's node on the route (0 start)"))
    rice: int = field(default=0, metadata=declared(integer(0), "rice (米)"))
    coin: int = field(default=0, metadata=declared(integer(0), "coins (銭)"))
    hand: tuple[Card, ...] = field(default=(), metadata=declared(
        listed(record(Card).named("card"), min_length=0, max_length=MAX_CARDS), "the cards in hand"))
    board: tuple[Installed, ...] = field(default=(), metadata=declared(
        listed(record(Installed).named("installed card"), min_length=0, max_length=MAX_CARDS), "the cards installed"))
    protected: bool = field(default=False, metadata=declared(flag(), "筆 protection until the next own turn"))

    def working(self, kind: str) -> int:
        """Count the installed cards of ``kind`` already in effect (not installed this turn)."""
        return sum(1 for i in self.board if i.card.kind == kind and not i.fresh)

    @property
    def hand_limit(self) -> int:
        """3, plus one per working 兵."""
        return BASE_HAND_LIMIT + self.working("kauk")

    @classmethod
    def from_json(cls, data: object, where: str = "player") -> MokzoPlayer:
        """Read a player by the fields' declarations (each left out: the start's); ``hand_limit``, if sent, is
        checked."""
        read = read_shape(cls, data, RaceGameError, where, also=("hand_limit",))
        assert isinstance(data, Mapping)
        player = cls(**read)
        check_stated(data, {"hand_limit": player.hand_limit}, where, RaceGameError)
        return player

    def to_json(self) -> dict[str, Any]:
        """The JSON form: the fields (:func:`~adjudicator.games.jsonform.json_form`), then the hand limit."""
        return {**json_form(self), "hand_limit": self.hand_limit}


def _sorted(steps: frozenset[str]) -> list[str]:
    return sorted(steps)


@dataclass(frozen=True, slots=True)
class MokzoState:
    """A game of 行山 in progress (the route defaults to the boxed game's 25 nodes)."""

    seats: tuple[MokzoPlayer, ...] = field(metadata=declared(
        listed(record(MokzoPlayer).named("player"), min_length=2, max_length=4), "the players by seat"))
    deck: tuple[Card, ...] = field(metadata=declared(
        listed(record(Card).named("card"), min_length=0, max_length=MAX_CARDS), "the draw pile", absent=()))
    discard: tuple[Card, ...] = field(default=(), metadata=declared(
        listed(record(Card).named("card"), min_length=0, max_length=MAX_CARDS), "the discard pile"))
    route: tuple[Node, ...] = field(default=MANUAL_ROUTE, metadata=declared(
        record(Route), "the route, start first, summit last", **json_written_by(_route_json)))
    turn: int = field(default=0, metadata=NOT_WRITTEN)
    first_player: int = field(default=0, metadata=declared(SEAT, "the seat that played the first turn",
                                                           **json_name("first")))
    turn_number: int = field(default=0, metadata=declared(integer(0), "turns played"))
    done: frozenset[str] = field(default=frozenset(), metadata=declared(
        listed(text(choices=STEPS), min_length=0, max_length=len(STEPS)), "main steps done this turn",
        **json_written_by(_sorted)))
    half_move: bool = field(default=False, metadata=declared(flag(), "a 巫 low throw halves this turn's move"))
    moves_made: int = field(default=0, metadata=declared(integer(0, 10), "paid moves made this turn"))
    seed: int = field(default=0, metadata=declared(SEED, "draws the casts a request does not give"))
    final_round: bool = field(default=False, metadata=declared(
        flag(), "a horse has reached the summit: the round under way is the last"))
    winners: tuple[int, ...] = field(default=(), metadata=declared(
        listed(SEAT, min_length=0, max_length=4), "the seats on the summit in ranking order once the game is decided"))

    @property
    def summit(self) -> int:
        """The index of the last route node."""
        return len(self.route) - 1

    @property
    def over(self) -> bool:
        """Whether the game has been decided."""
        return bool(self.winners)

    def to_json(self) -> dict[str, Any]:
        """The JSON form accepted by :func:`state_from_json`: the fields
        (:func:`~adjudicator.games.jsonform.json_form`), then what the state makes of itself (:meth:`derived`)."""
        return {**json_form(self), **self.derived()}

    def derived(self) -> dict[str, Any]:
        """What the state makes of itself: whose turn it is (none once over) and whether the game is over."""
        return {"to_play": None if self.over else self.turn, "over": self.over}


def state_from_json(data: object, where: str = "state") -> MokzoState:
    """Read a state by its fields' declarations; every problem names its field, and card ids must be unique across
    the whole game."""
    read = read_shape(MokzoState, data, RaceGameError, where, also=("to_play", "over"))
    assert isinstance(data, Mapping)
    if "route" in read:
        read["route"] = read["route"].nodes
    route: tuple[Node, ...] = read.get("route", MANUAL_ROUTE)
    players: tuple[MokzoPlayer, ...] = read["seats"]
    for i, player in enumerate(players):
        if player.position >= len(route):
            raise RaceGameError(f"expected an integer 0..{len(route) - 1}, got {player.position}",
                                f"{where}.seats[{i}].position")
    n = len(players)
    first_player: int = read.get("first_player", 0)
    if first_player >= n:
        raise RaceGameError(f"expected an integer 0..{n - 1}, got {first_player}", f"{where}.first")
    # the seat to play (or, once decided, the last to play) follows from the turns played
    state = MokzoState(**{**read, "done": frozenset(read.get("done", ()))},
                       turn=(first_player + read.get("turn_number", 0)) % n)
    ids = [c.id for p in state.seats for c in (*p.hand, *(i.card for i in p.board))]
    ids += [c.id for c in (*state.deck, *state.discard)]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise RaceGameError(f"card id {duplicates[0]!r} appears more than once", where)
    every = [c for p in state.seats for c in (*p.hand, *(i.card for i in p.board))] + [*state.deck, *state.discard]
    copies = Counter((c.kind, c.colour) for c in every)
    for (kind, colour), count in sorted(copies.items()):
        if count > PER_COLOUR[kind]:
            raise RaceGameError(f"{count} {colour} {KIND_GLYPH[kind]} cards but the deck has"
                                f" {PER_COLOUR[kind]}", where)
    for i, player in enumerate(state.seats):
        if len(player.board) > MAX_INSTALLED:
            raise RaceGameError(f"at most {MAX_INSTALLED} cards are installed", f"{where}.seats[{i}].board")
    if any(w >= n for w in state.winners) or len(set(state.winners)) != len(state.winners):
        raise RaceGameError("each winner is a seat, named once", f"{where}.winners")
    for w in state.winners:
        if state.seats[w].position != state.summit:
            raise RaceGameError(f"seat {w} has not reached the summit", f"{where}.winners")
    _check_stated_state(state)
    check_stated(data, state.derived(), where, RaceGameError)
    return state


def _holds(cards: Sequence[Card], kind: str) -> bool:
    return any(c.kind == kind for c in cards)


def _check_stated_state(state: MokzoState) -> None:
    """Raise :class:`RaceGameError` naming the field if no game (of any ruleset) reaches ``state``.

    Seats play in turn from the first player, so the seat to play is ``(first_player + turn_number) % seats``. A game is
    decided at the end of a turn, so a decided game has done that turn's install or discard and activation, its
    winners are those of :func:`final_ranking`, and it ended after the round's last seat (the finish-round end)
    or as soon as a horse reached the summit (the immediate end, so that horse is the only one there).
    A 巫 halves the move and a 筆 protects only after the card acted, so the half move needs the activation of
    the seat to play and a 巫 that acted (working on its board, or since destroyed); protection needs a 筆 of
    that seat that acted (working on its board, or since destroyed), and lapses when the seat's turn begins.
    """
    n = len(state.seats)
    if state.turn != (state.first_player + state.turn_number) % n:
        raise RaceGameError(f"seats play in turn from the first player, so turn {state.turn_number} of a game"
                            f" begun by seat {state.first_player} is seat"
                            f" {(state.first_player + state.turn_number) % n}'s, not seat {state.turn}'s",
                            "state.to_play")
    summiters = [i for i, p in enumerate(state.seats) if p.position == state.summit]
    last_of_round = (state.turn + 1) % n == state.first_player
    if state.over:
        missing = [s for s in ("install_or_discard", "activate") if s not in state.done]
        if missing:
            raise RaceGameError(f"a game is decided when a turn ends, and the turn still needs: {', '.join(missing)}",
                                "state.winners")
        ranking = final_ranking(state)
        if state.winners != ranking:
            raise RaceGameError(f"the horses on the summit rank {list(ranking)} (fewest installed cards, then most"
                                f" coins), not {list(state.winners)}", "state.winners")
        if not last_of_round and summiters != [state.turn]:
            raise RaceGameError(f"the round is finished up to seat {(state.first_player - 1) % n}, the seat before"
                                f" the first player, so the game is not decided after seat {state.turn}'s turn",
                                "state.over")
    _check_turn_progress(state, summiters)
    me = state.seats[state.turn]
    if state.half_move and ("activate" not in state.done or not (
            any(i.card.kind == "tuk" and not i.fresh for i in me.board) or _holds(state.discard, "tuk"))):
        raise RaceGameError(f"the half-price move comes from a low throw of a working 巫 of seat {state.turn} in"
                            " this turn's activation", "state.half_move")
    for seat, player in enumerate(state.seats):
        if not player.protected:
            continue
        if seat == state.turn and "activate" not in state.done and not state.over:
            raise RaceGameError("筆 protection lapses when the seat's turn begins and comes back only from its"
                                " activation", f"state.seats[{seat}].protected")
        if not (any(i.card.kind == "kua" and not i.fresh for i in player.board) or _holds(state.discard, "kua")):
            raise RaceGameError("protection comes from a low throw of a working 筆 of the seat, and it has none"
                                " (nor was one destroyed)", f"state.seats[{seat}].protected")


def _check_turn_progress(state: MokzoState, summiters: Sequence[int]) -> None:
    """What the steps of the turn under way imply: a card installed this turn (``fresh``) lies only on the board of
    the seat to play, which has done its install (every card works from the end of the turn it came, and none is
    fresh once the game is decided); a paid move comes after the install or discard and the activation; a black
    card marked for destruction is removed when its seat's turn begins, so the seat to play holds one only once
    it has activated; the final round begins when a horse reaches the summit, so it is under way exactly when a
    horse stands there, from the end of the turn it arrived in (a decided game is in its final round)."""
    for seat, player in enumerate(state.seats):
        for j, item in enumerate(player.board):
            where = f"state.seats[{seat}].board[{j}]"
            if item.fresh and (state.over or seat != state.turn):
                raise RaceGameError(f"a card is fresh only in the turn it is installed, and this is seat"
                                    f" {state.turn}'s {'decided game' if state.over else 'turn'}", f"{where}.fresh")
            if item.fresh and "install_or_discard" not in state.done:
                raise RaceGameError("a fresh card was installed this turn, yet the turn has not installed",
                                    f"{where}.fresh")
            if item.expired and seat == state.turn and "activate" not in state.done:
                raise RaceGameError("a black card marked for destruction is removed when its seat's turn begins,"
                                    " and only the activation ages it again", f"{where}.age")
    missing = [s for s in ("install_or_discard", "activate") if s not in state.done]
    if state.moves_made and missing:
        raise RaceGameError(f"the paid move comes after the main phase, and the turn still needs: {', '.join(missing)}",
                            "state.moves_made")
    if state.final_round and not summiters:
        raise RaceGameError("the final round begins when a horse reaches the summit, and none stands there",
                            "state.final_round")
    if state.over and not state.final_round:
        raise RaceGameError("a decided game is in its final round", "state.final_round")
    early = [s for s in summiters if s != state.turn]
    if early and not state.final_round:
        raise RaceGameError(f"seat {early[0]} reached the summit in an earlier turn, which began the final round",
                            "state.final_round")


def check_reachable(state: MokzoState, rules: MokzoRules | None = None) -> None:
    """Raise :class:`RaceGameError` naming the field if no game of ``rules`` reaches ``state``.

    On top of what :func:`state_from_json` checks: the whole deck is in the game (deck, hands, boards and discard
    pile hold the 48 cards between them; a sketch without any card is let through), and the end is the
    ruleset's: the finish-round end decides the game only after the round's last seat, the immediate end as
    soon as a horse reaches the summit; so a game not yet decided has no horse on the summit that reached it in
    an earlier round (the round would have ended).
    """
    rules = rules or MokzoRules()
    if state.moves_made > rules.moves_per_turn:
        raise RaceGameError(f"at most {rules.moves_per_turn} paid move(s) a turn (rules.moves_per_turn), got"
                            f" {state.moves_made}", "state.moves_made")
    if rules.turn_order == "book" and state.done and "activate" not in state.done:
        raise RaceGameError("the book order begins the main steps with activate", "state.done")
    if rules.resource_cap is not None:
        for seat, player in enumerate(state.seats):
            for name, start in (("rice", rules.start_rice), ("coin", rules.start_coin)):
                if getattr(player, name) > max(rules.resource_cap, start):
                    raise RaceGameError(f"resources are capped at {rules.resource_cap} (rules.resource_cap), got"
                                        f" {getattr(player, name)}", f"state.seats[{seat}].{name}")
    every = [c for p in state.seats for c in (*p.hand, *(i.card for i in p.board))] + [*state.deck, *state.discard]
    if every:
        copies = Counter((c.kind, c.colour) for c in every)
        for colour in ("black", "red"):
            for kind, count in PER_COLOUR.items():
                if copies[(kind, colour)] != count:
                    raise RaceGameError(f"the deck has {count} {colour} {KIND_GLYPH[kind]} card(s); the deck, hands,"
                                        f" boards and discard pile hold {copies[(kind, colour)]}", "state.deck")
    n = len(state.seats)
    if state.over and rules.end == "finish_round" and (state.turn + 1) % n != state.first_player:
        raise RaceGameError(f"the round is finished up to seat {(state.first_player - 1) % n}, the seat before the"
                            f" first player, so the game is not decided after seat {state.turn}'s turn",
                            "state.over")
    rank = (state.turn - state.first_player) % n
    summiters = [i for i, p in enumerate(state.seats) if p.position == state.summit]
    for seat in summiters:
        if not state.over and seat != state.turn and (seat - state.first_player) % n > rank:
            raise RaceGameError(f"seat {seat} reached the summit in an earlier round, so the game would have been"
                                " decided at the end of that round", f"state.seats[{seat}].position")
    early = [i for i, p in enumerate(state.seats) if p.position == state.summit and i != state.turn]
    if rules.end == "immediate" and early:
        raise RaceGameError(f"under the immediate end the game is decided as soon as a horse reaches the summit,"
                            f" so seat {early[0]}'s horse cannot stand there on seat {state.turn}'s turn",
                            f"state.seats[{early[0]}].position")


def new_game(players: int, seed: int = 0, first_player: int = 0, route: Sequence[Node] = MANUAL_ROUTE,
             rules: MokzoRules | None = None) -> MokzoState:
    """Shuffle the deck with ``seed``, put every horse on the start and deal 3 cards each; begin the first turn."""
    rules = rules or MokzoRules()
    whole(players, "players", 2, 4)
    whole(first_player, "first_player", 0, players - 1)
    cards = shuffled_deck(seed)
    hands = [cards[BASE_HAND_LIMIT * i:BASE_HAND_LIMIT * (i + 1)] for i in range(players)]
    seats = tuple(MokzoPlayer(0, rules.start_rice, rules.start_coin, hand) for hand in hands)
    state = MokzoState(seats, cards[BASE_HAND_LIMIT * players:], route=tuple(route), turn=first_player,
                       first_player=first_player, seed=seed)
    return _begin_turn(state, first_player, rules)


# --- costs and distances -------------------------------------------------------------------------------------


def install_cost(card: Card, player: MokzoPlayer, rules: MokzoRules | None = None) -> tuple[int, Resource]:
    """Return the cost of installing ``card`` and its currency: the card's number, less 1 per working 車.

    Black cards are paid in rice, red ones in coins; 車 reduces coin costs too unless
    ``kaun_affects_coin_install`` is off, and several 車 stack unless ``kaun_stack`` is off.
    """
    rules = rules or MokzoRules()
    currency: Resource = "rice" if card.colour == "black" else "coin"
    kaun = player.working("kaun") if rules.kaun_stack else min(1, player.working("kaun"))
    if currency == "coin" and not rules.kaun_affects_coin_install:
        kaun = 0
    return max(0, card.cost - kaun), currency


def move_cost(state: MokzoState, seat: int, pay: Resource, rules: MokzoRules | None = None) -> int:
    """Return the cost of one paid move: 10 rice or 2 coins; a 巫 low throw halves it first (rounding up),
    then each working 車 takes 1 off the rice price; with the river option, +1 when leaving a river node.
    """
    rules = rules or MokzoRules()
    player = state.seats[seat]
    base = MOVE_RICE if pay == "rice" else MOVE_COIN
    if state.half_move:
        base = -(-base // 2)
    if pay == "rice":
        kaun = player.working("kaun") if rules.kaun_stack else min(1, player.working("kaun"))
        base = max(0, base - kaun)
    if rules.river and state.route[player.position].river:
        base += 1
    return base


def move_distance(state: MokzoState, seat: int) -> int:
    """Return how far one paid move takes the horse: 1, +1 per 弓, +2 per 馬, +1 from a boost node."""
    player = state.seats[seat]
    boost = 1 if state.route[player.position].boost else 0
    return 1 + player.working("gua") + 2 * player.working("maun") + boost


# --- actions ---------------------------------------------------------------------------------------------------


def read_card_ids(data: object, where: str) -> tuple[str, ...]:
    """An action's card ids: a list of strings (the rules say which cards they name), else an error naming the list
    (``where``: ``action.cards``)."""
    ids = seq(data, where)
    if not all(isinstance(c, str) for c in ids):
        raise RaceGameError("expected a list of card ids", where)
    return tuple(ids)


def read_target(data: object, where: str) -> Mapping[str, Any]:
    """A card effect's target (``where``: ``action.targets.<card id>``): an object, read further by the rules of
    the card it is for (:func:`activation_choices` lists them), which name its fields in their own errors."""
    return obj(data, where)


#: An action's card ids and an effect's target, as declared parts (the web layer documents each by a field of its own).
CARD_IDS: Final = part(read_card_ids).named("list of card ids")
TARGET: Final = part(read_target).named("target")


@dataclass(frozen=True, slots=True)
class MokzoAction:
    """One action. ``cards`` (ids) for install/discard/destroy; ``coins`` for exchange; ``pay`` for move;
    for activate, ``casts`` {card id: sticks} (missing casts come from the state's seed) and ``targets``:
    for a 虎 ``{"seat", "resource"}``, for a 将 ``{"age": {"seat", "card"}, "destroy": {"seat", "card"}}``.
    虎 and 将 act on every own turn: an activation that does not name the target of one that has a choice (see
    :func:`activation_choices`) is illegal; only an effect with nothing to aim at does nothing.
    """

    kind: ActionKind = field(metadata=declared(text(choices=ACTION_KINDS), "what the seat to play does"))
    cards: tuple[str, ...] = field(default=(), metadata=declared(
        CARD_IDS, "install / discard / destroy: the card ids"))
    coins: int = field(default=0, metadata=declared(integer(0), "exchange: the coins to buy at 5 rice each"))
    pay: Resource = field(default="rice", metadata=declared(text(choices=("rice", "coin")), "move: currency"))
    casts: Mapping[str, int] = field(default_factory=dict, metadata=declared(
        keyed(integer(0, 20)), "activate: card id -> observed cast (missing: drawn from the state's seed)"))
    targets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict, metadata=declared(
        keyed(TARGET),
        "activate: card id -> target of its effect; 虎 and 将 act on every own turn, so each must name one of its "
        "listed choices (only one with none does nothing)"))

    def to_json(self) -> dict[str, Any]:
        """The form :meth:`from_json` reads: ``kind`` and every field (defaults included): :func:`json_form`."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object) -> MokzoAction:
        """Read an action object by its declared fields, naming the offending field on error (a target is read as
        an object here, then by the rules of the card it is for)."""
        read = read_shape(cls, data, RaceGameError, "action")
        return cls(**read)


@dataclass(frozen=True, slots=True)
class MokzoVerdict:
    """The adjudication of an action: legal or not (and why), the state after it, and what happened."""

    legal: bool
    reason: str | None = field(metadata=json_doc("why not, when illegal"))
    events: tuple[str, ...] = field(metadata=json_doc("what happened"))
    state: MokzoState = field(metadata=json_doc("the state after the action (unchanged when illegal)"))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "events", "state"}``: :func:`json_form`."""
        return json_form(self)


class _Illegal(Exception):
    """Raised inside an action handler to report an illegal play (turned into ``legal=False``)."""


def _cap(value: int, rules: MokzoRules) -> int:
    return value if rules.resource_cap is None else min(value, rules.resource_cap)


def _step(action: ActionKind) -> str:
    return "install_or_discard" if action in ("install", "discard") else action


def _order_problem(state: MokzoState, action: ActionKind, rules: MokzoRules) -> str | None:
    step = _step(action)
    if action == "end_turn":
        missing = [s for s in ("install_or_discard", "activate") if s not in state.done]
        return f"the turn still needs: {', '.join(missing)}" if missing else None
    if step == "move":
        if state.moves_made >= rules.moves_per_turn:
            return f"at most {rules.moves_per_turn} paid move(s) per turn"
        missing = [s for s in ("install_or_discard", "activate") if s not in state.done]
        return f"the move phase comes after: {', '.join(missing)}" if missing else None
    if step in state.done:
        return f"{step.replace('_', ' ')} has already been done this turn"
    if rules.turn_order == "manual" and state.moves_made:
        return "the main phase is over once the horse has moved"
    if rules.turn_order == "book":
        if step != "activate" and "activate" not in state.done:
            return "the book order starts with activate"
        later = [s for s in state.done if _BOOK_ORDER.get(s, -1) > _BOOK_ORDER[step]]
        if later or state.moves_made:
            return f"the book order puts {step.replace('_', ' ')} before {', '.join(sorted(later)) or 'move'}"
    return None


def legal_action_kinds(state: MokzoState, seat: int, rules: MokzoRules | None = None) -> list[ActionKind]:
    """List the kinds of action the seat may take now (the details are checked by :func:`apply`)."""
    rules = rules or MokzoRules()
    whole(seat, "seat", 0, len(state.seats) - 1)
    check_reachable(state, rules)
    if state.over or seat != state.turn:
        return []
    return [k for k in ACTION_KINDS if _order_problem(state, k, rules) is None]


def apply(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules | None = None) -> MokzoVerdict:
    """Adjudicate and perform one action of ``seat``; an illegal one leaves the state unchanged."""
    rules = rules or MokzoRules()
    whole(seat, "seat", 0, len(state.seats) - 1)
    check_reachable(state, rules)
    if state.over:
        return MokzoVerdict(False, "the game is over", (), state)
    if seat != state.turn:
        return MokzoVerdict(False, f"it is seat {state.turn}'s turn", (), state)
    problem = _order_problem(state, action.kind, rules)
    if problem is not None:
        return MokzoVerdict(False, problem, (), state)
    _check_effect_inputs(state, seat, action)
    events: list[str] = []
    try:
        after = _HANDLERS[action.kind](state, seat, action, rules, events)
    except _Illegal as illegal:
        return MokzoVerdict(False, str(illegal), (), state)
    if action.kind not in ("move", "end_turn"):
        after = replace(after, done=after.done | {_step(action.kind)})
    return MokzoVerdict(True, None, tuple(events), after)


def _check_effect_inputs(state: MokzoState, seat: int, action: MokzoAction) -> None:
    """Raise naming the field if ``casts`` or ``targets`` name a card that does not act in this activation."""
    if action.kind != "activate":
        for name in ("casts", "targets"):
            if getattr(action, name):
                raise RaceGameError("only an activate action throws sticks or picks targets", f"action.{name}")
        return
    working = {i.card.id: i.card.kind for i in state.seats[seat].board if not i.fresh}
    for card_id in action.casts:
        if working.get(card_id) not in THROWN:
            raise RaceGameError(f"no working 筆, 巫 or 将 with this id on seat {seat}'s"
                                " board throws sticks in this activation", f"action.casts.{card_id}")
    for card_id in action.targets:
        if working.get(card_id) not in ("dau", "uai"):
            raise RaceGameError(f"no working 虎 or 将 with this id on seat {seat}'s"
                                " board picks a target in this activation", f"action.targets.{card_id}")


def _amount(player: MokzoPlayer, resource: Resource) -> int:
    return player.rice if resource == "rice" else player.coin


def _with(player: MokzoPlayer, resource: Resource, amount: int) -> MokzoPlayer:
    return replace(player, rice=amount) if resource == "rice" else replace(player, coin=amount)


def _take_from_hand(player: MokzoPlayer, ids: Sequence[str]) -> tuple[list[Card], tuple[Card, ...]]:
    if len(set(ids)) != len(ids):
        raise _Illegal("a card is named twice")
    by_id = {c.id: c for c in player.hand}
    missing = [i for i in ids if i not in by_id]
    if missing:
        raise _Illegal(f"card {missing[0]!r} is not in your hand")
    return [by_id[i] for i in ids], tuple(c for c in player.hand if c.id not in ids)


def _install(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    player = state.seats[seat]
    if not action.cards:
        raise _Illegal("install at least one card, or discard instead")
    cards, hand = _take_from_hand(player, action.cards)
    board, rice, coin, discard = list(player.board), player.rice, player.coin, list(state.discard)
    for card in cards:
        cost, currency = install_cost(card, player, rules)
        if currency == "rice":
            rice -= cost
        else:
            coin -= cost
        if rice < 0 or coin < 0:
            raise _Illegal(f"not enough {currency} to install {card.id!r} (cost {cost})")
        if card.kind == "nuak":
            coin = _cap(coin + 2, rules)
            discard.append(card)
            events.append(f"{card.id} is discarded at once for 2 coins")
            continue
        if len(board) >= MAX_INSTALLED:
            raise _Illegal(f"at most {MAX_INSTALLED} cards can be installed")
        board.append(Installed(card, fresh=True))
        events.append(f"installs {card.id} for {cost} {currency}")
    players = list(state.seats)
    players[seat] = replace(player, rice=rice, coin=coin, hand=hand, board=tuple(board))
    return replace(state, seats=tuple(players), discard=tuple(discard))


def _discard(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    player = state.seats[seat]
    cards, hand = _take_from_hand(player, action.cards)
    players = list(state.seats)
    players[seat] = replace(player, hand=hand, rice=_cap(player.rice + DISCARD_RICE * len(cards), rules))
    events.append(f"discards {len(cards)} card(s) for {DISCARD_RICE * len(cards)} rice")
    return replace(state, seats=tuple(players), discard=(*state.discard, *cards))


def _exchange(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    player = state.seats[seat]
    rice = action.coins * RICE_PER_COIN
    if rice > player.rice:
        raise _Illegal(f"{action.coins} coin(s) need {rice} rice; you have {player.rice}")
    players = list(state.seats)
    players[seat] = replace(player, rice=player.rice - rice, coin=_cap(player.coin + action.coins, rules))
    events.append(f"exchanges {rice} rice for {action.coins} coin(s)")
    return replace(state, seats=tuple(players))


def _destroy(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    player = state.seats[seat]
    board = {i.card.id: i for i in player.board}
    rice, coin = player.rice, player.coin
    for card_id in action.cards:
        if card_id not in board:
            raise _Illegal(f"card {card_id!r} is not installed on your board")
        card = board.pop(card_id).card
        if card.colour == "black":
            rice -= card.cost
        else:
            coin -= card.cost
        if rice < 0 or coin < 0:
            raise _Illegal(f"not enough to pay {card.cost} for destroying {card_id!r}")
        events.append(f"destroys {card_id} for {card.cost}")
    players = list(state.seats)
    players[seat] = replace(player, rice=rice, coin=coin, board=tuple(board.values()))
    removed = [i.card for i in player.board if i.card.id not in board]
    return replace(state, seats=tuple(players), discard=(*state.discard, *removed))


def _advance(state: MokzoState, seat: int, squares: int) -> MokzoState:
    players = list(state.seats)
    player = players[seat]
    players[seat] = replace(player, position=min(state.summit, player.position + squares))
    return replace(state, seats=tuple(players))


def _move(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    player = state.seats[seat]
    if player.position == state.summit:
        raise _Illegal("the horse is already on the summit")
    cost = move_cost(state, seat, action.pay, rules)
    have = player.rice if action.pay == "rice" else player.coin
    if cost > have:
        raise _Illegal(f"a move costs {cost} {action.pay}; you have {have}")
    distance = move_distance(state, seat)
    players = list(state.seats)
    players[seat] = _with(player, action.pay, have - cost)
    state = _advance(replace(state, seats=tuple(players), moves_made=state.moves_made + 1), seat, distance)
    events.append(f"pays {cost} {action.pay} and moves to node {state.seats[seat].position}")
    return state


def _throw(state: MokzoState, action: MokzoAction, card: Card, rules: MokzoRules) -> int:
    if card.id in action.casts:
        return whole(action.casts[card.id], f"action.casts.{card.id}", 0, rules.sticks)
    rng = random.Random(f"{state.seed}:{state.turn_number}:{card.id}")
    return sum(rng.random() < 0.5 for _ in range(rules.sticks))


def _target_seat(state: MokzoState, seat: int, target: Mapping[str, Any], where: str) -> int:
    victim = whole(target.get("seat"), f"{where}.seat", 0, len(state.seats) - 1)
    if victim != seat and state.seats[victim].protected:
        raise _Illegal(f"seat {victim} is protected by 筆 until their next turn")
    return victim


def _target_card(state: MokzoState, seat: int, target: Mapping[str, Any], where: str) -> tuple[int, int]:
    victim = _target_seat(state, seat, target, where)
    card_id = target.get("card")
    for index, installed in enumerate(state.seats[victim].board):
        if installed.card.id == card_id:
            return victim, index
    raise _Illegal(f"{where}.card: {card_id!r} is not installed on seat {victim}'s board")


def _activate(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    active = [i.card for i in state.seats[seat].board if not i.fresh]
    for card in active:
        if card.id not in {i.card.id for i in state.seats[seat].board}:
            continue  # destroyed earlier in this activation by the player's own 将
        state = _effect(state, seat, card, action, rules, events)
    players = list(state.seats)
    me = players[seat]
    aged = tuple(replace(i, age=min(BLACK_ACTIVATIONS, i.age + 1)) if i.card in active else i for i in me.board)
    players[seat] = replace(me, board=aged)
    return replace(state, seats=tuple(players))


def _effect(state: MokzoState, seat: int, card: Card, action: MokzoAction, rules: MokzoRules,
            events: list[str]) -> MokzoState:
    """Apply one installed card's effect during activation."""
    players = list(state.seats)
    me = players[seat]
    target = action.targets.get(card.id)
    where = f"action.targets.{card.id}"
    if card.kind == "mun":
        players[seat] = replace(me, rice=_cap(me.rice + 1, rules))
    elif card.kind == "io":
        players[seat] = replace(me, coin=_cap(me.coin + 2, rules))
    elif card.kind == "tam":
        events.append(f"{card.id}: advance 1")
        return _advance(state, seat, 1)
    elif card.kind == "dau":
        if target is None:
            if tiger_choices(state, seat):
                raise _Illegal(f"{card.id}: 虎 takes 1 rice or coin from an opponent on every own turn; name the"
                               f" opponent and the resource in {where} (the listed choices)")
            events.append(f"{card.id}: every opponent is protected by 筆, nothing taken")
            return state
        victim = _target_seat(state, seat, target, where)
        resource = target.get("resource")
        if victim == seat or resource not in ("rice", "coin"):
            raise _Illegal(f"{where}: 虎 takes 'rice' or 'coin' from another player")
        if _amount(players[victim], resource) > 0:
            players[victim] = _with(players[victim], resource, _amount(players[victim], resource) - 1)
            players[seat] = _with(me, resource, _cap(_amount(me, resource) + 1, rules))
            events.append(f"{card.id}: takes 1 {resource} from seat {victim}")
    elif card.kind in THROWN:
        return _thrown_effect(state, seat, card, _throw(state, action, card, rules), target, rules, events)
    else:
        return state
    return replace(state, seats=tuple(players))


def _thrown_effect(state: MokzoState, seat: int, card: Card, x: int, target: Mapping[str, Any] | None,
                   rules: MokzoRules, events: list[str]) -> MokzoState:
    """Apply a 筆, 巫 or 将 effect for the stick result ``x``."""
    high = x >= HIGH_THROW
    events.append(f"{card.id}: throws {x} ({'high' if high else 'low'})")
    players = list(state.seats)
    me = players[seat]
    if card.kind == "kua":
        players[seat] = replace(me, coin=_cap(me.coin + 2, rules)) if high else replace(me, protected=True)
        return replace(state, seats=tuple(players))
    if card.kind == "tuk":
        return _advance(state, seat, 1) if high else replace(state, half_move=True)
    branch = "destroy" if high else "age"
    chosen = (target or {}).get(branch)
    if chosen is None:
        if general_choices(state, seat):
            raise _Illegal(f"{card.id}: 将 threw {x}, so it must {branch} an installed card (yours or an unprotected"
                           f" opponent's); name it in action.targets.{card.id}.{branch}")
        events.append(f"{card.id}: no card can be targeted, nothing happens")
        return state
    victim, index = _target_card(state, seat, obj(chosen, f"action.targets.{card.id}.{branch}"),
                                 f"action.targets.{card.id}.{branch}")
    board = list(players[victim].board)
    hit = board[index]
    if high:
        del board[index]
        state = replace(state, discard=(*state.discard, hit.card))
        events.append(f"{card.id}: destroys {hit.card.id} on seat {victim}'s board")
    else:
        board[index] = replace(hit, age=min(BLACK_ACTIVATIONS, hit.age + 1))
        events.append(f"{card.id}: ages {hit.card.id} on seat {victim}'s board")
    players[victim] = replace(players[victim], board=tuple(board))
    return replace(state, seats=tuple(players))


def tiger_choices(state: MokzoState, seat: int) -> list[dict[str, Any]]:
    """The targets a 虎 of ``seat`` may pick: 1 rice or 1 coin of any opponent not protected by 筆."""
    return [{"seat": victim, "resource": resource} for victim, other in enumerate(state.seats)
            if victim != seat and not other.protected for resource in ("rice", "coin")]


def general_choices(state: MokzoState, seat: int) -> list[dict[str, Any]]:
    """The cards a 将 of ``seat`` may age (low throw) or destroy (high throw): any installed card on its own board or
    on the board of an opponent not protected by 筆."""
    return [{"seat": victim, "card": item.card.id} for victim, other in enumerate(state.seats)
            if victim == seat or not other.protected for item in other.board]


def activation_choices(state: MokzoState, seat: int, rules: MokzoRules | None = None) -> list[dict[str, Any]]:
    """List, for each working 虎 and 将 of ``seat``, the target choices its activation must name.

    A 虎 (``branch`` ``take``) lists ``{"seat", "resource"}`` targets; a 将 lists ``{"age": {...}}`` or
    ``{"destroy": {...}}`` targets for the branch of its ``cast`` drawn from the state's seed (for an observed
    cast of the other branch, the same cards under the other key). An empty list: nothing can be targeted, the
    effect does nothing. The choices are those before the activation; the effects act in board order, so a card
    destroyed by an earlier 将 can no longer be aimed at.
    """
    rules = rules or MokzoRules()
    entries: list[dict[str, Any]] = []
    for item in state.seats[seat].board:
        if item.fresh or item.card.kind not in ("dau", "uai"):
            continue
        if item.card.kind == "dau":
            entries.append({"card": item.card.id, "kind": "dau", "cast": None, "branch": "take",
                            "choices": tiger_choices(state, seat)})
            continue
        x = _throw(state, MokzoAction("activate"), item.card, rules)
        branch = "destroy" if x >= HIGH_THROW else "age"
        entries.append({"card": item.card.id, "kind": "uai", "cast": x, "branch": branch,
                        "choices": [{branch: aim} for aim in general_choices(state, seat)]})
    return entries


def _draw_to_limit(state: MokzoState, seat: int) -> MokzoState:
    player = state.seats[seat]
    need = max(0, player.hand_limit - len(player.hand))
    drawn, deck = state.deck[:need], state.deck[need:]
    players = list(state.seats)
    players[seat] = replace(player, hand=(*player.hand, *drawn))
    return replace(state, seats=tuple(players), deck=deck)


def _begin_turn(state: MokzoState, seat: int, rules: MokzoRules) -> MokzoState:
    """Start ``seat``'s turn: its 筆 protection lapses, expired black cards go, and (book order) it draws."""
    player = state.seats[seat]
    expired = tuple(i.card for i in player.board if i.expired)
    players = list(state.seats)
    players[seat] = replace(player, protected=False, board=tuple(i for i in player.board if not i.expired))
    state = replace(state, seats=tuple(players), discard=(*state.discard, *expired), turn=seat, done=frozenset(),
                    half_move=False, moves_made=0)
    return _draw_to_limit(state, seat) if rules.turn_order == "book" else state


def _end_turn(state: MokzoState, seat: int, action: MokzoAction, rules: MokzoRules, events: list[str]) -> MokzoState:
    if rules.turn_order == "manual":
        state = _draw_to_limit(state, seat)
    players = list(state.seats)
    players[seat] = replace(players[seat], board=tuple(replace(i, fresh=False) for i in players[seat].board))
    state = replace(state, seats=tuple(players))
    summiters = tuple(i for i, p in enumerate(state.seats) if p.position == state.summit)
    following = (seat + 1) % len(state.seats)
    if summiters and (rules.end == "immediate" or following == state.first_player):
        winners = final_ranking(state)
        events.append(f"game over: winner(s) {list(winners)}")
        return replace(state, winners=winners, final_round=True)
    if summiters and not state.final_round:
        events.append("a horse is on the summit: the round is finished")
        state = replace(state, final_round=True)
    return _begin_turn(replace(state, turn_number=state.turn_number + 1), following, rules)


def final_ranking(state: MokzoState) -> tuple[int, ...]:
    """Return the winner(s) among the horses on the summit: fewest installed cards, then most coins, then shared."""
    summiters = [i for i, p in enumerate(state.seats) if p.position == state.summit]
    if not summiters:
        return ()
    key = {i: (len(state.seats[i].board), -state.seats[i].coin) for i in summiters}
    best = min(key.values())
    return tuple(i for i in summiters if key[i] == best)


_HANDLERS: Final = {"install": _install, "discard": _discard, "activate": _activate, "exchange": _exchange,
                    "destroy": _destroy, "move": _move, "end_turn": _end_turn}


def turn_options(state: MokzoState, seat: int, rules: MokzoRules | None = None) -> dict[str, Any]:
    """Describe what ``seat`` can do now: the action kinds, each hand card's install cost and affordability,
    the destroy price of each installed card, the most coins an exchange can make, the paid move, and (while
    activation is allowed) each 虎 and 将 target choice the activation must name.
    """
    rules = rules or MokzoRules()
    kinds = legal_action_kinds(state, seat, rules)
    player = state.seats[seat]
    installs = []
    for card in player.hand:
        cost, currency = install_cost(card, player, rules)
        installs.append({"card": card.id, "cost": cost, "currency": currency,
                         "affordable": cost <= _amount(player, currency)})
    moves = [{"pay": pay, "cost": move_cost(state, seat, pay, rules),
              "affordable": move_cost(state, seat, pay, rules) <= _amount(player, pay)}
             for pay in ("rice", "coin")]
    return {
        "kinds": list(kinds),
        "install": installs,
        "discard_rice_per_card": DISCARD_RICE,
        "destroy": [{"card": i.card.id, "cost": i.card.cost, "currency": currency,
                     "affordable": i.card.cost <= _amount(player, currency)}
                    for i in player.board for currency in ("rice" if i.card.colour == "black" else "coin",)],
        "exchange_max_coins": player.rice // RICE_PER_COIN,
        "move": {"distance": move_distance(state, seat), "options": moves},
        "activate": activation_choices(state, seat, rules) if "activate" in kinds else [],
    }


def expected_effects(rules: MokzoRules | None = None) -> dict[str, Fraction]:
    """Return the exact expected gain per activation of the thrown cards: 筆 coins, 巫 squares, P(high)."""
    high = high_probability(rules)
    return {"p_high": high, "kua_coins": 2 * high, "tuk_squares": high}
