"""A whole game of 値戦 (mak1 kaik) as a state machine, from a seeded deal to the settlement (spec §3.3).

The deal gives 3 cards to each player (the dealer first, then in seating order) and turns 3 community cards up;
the rest is the stock. Then, starting with the dealer and in seating order, each player exchanges once: ``swap`` a
hand card for a community card, or ``draw`` two stock cards and ``keep`` one of them in place of a hand card (the
card given up joins the community; the other drawn card is discarded face down, or also joins the community under
``unused_draw = community``); under ``exchange_optional`` a player may ``pass``. Then everyone antes 1 and the
betting of :mod:`makkaik` runs its 3 rounds (the dealer may ``decline``, passing the role on, or set a ``base`` of
1–5 that each child must ``call`` or ``fold``). The last player left takes the pot; otherwise the remaining players'
best combos are compared and the strongest takes the pot (exact ties split it).

A state holds every card of the deck exactly once (hands, community, stock, pending draw, discards), so a state a
client sends back is checked card by card, seat by seat and chip by chip.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import accumulate, product
from typing import Annotated, Any, Final, Literal

from adjudicator.games.errors import check_stated
from adjudicator.games.paper_cetkaik.cards import (
    DEFAULT_DECK,
    Card,
    CardError,
    notation,
    parse_cards,
    shuffled_deck,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    MOST_HANDS,
    PLAYER,
    card_notations,
    check_count,
    check_keys,
    check_length_stated,
    check_member,
    check_not_after_end,
    check_players,
    check_totals,
    exact_json,
    game_ended,
    given_kind,
    hand_dealer,
    hands_notation,
    null_as_empty,
    read_object,
    read_totals,
    seats_kind,
    top_totals,
)
from adjudicator.games.paper_cetkaik.makkaik import (
    BASE_RANGE,
    BETTING_ROUNDS,
    DEFAULT_RULES,
    HAND_SIZE,
    BettingState,
    MakkaikRules,
    Showdown,
    bet,
    exchange_with_community,
    exchange_with_draw,
    showdown,
    start_betting,
)

from ..jsonform import JSON_OPTIONAL, NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, integer, read_shape, text

Phase = Literal["exchange", "betting", "over"]
#: The exchange actions, then the betting actions.
EXCHANGE_ACTIONS: Final = ("swap", "draw", "keep", "pass")
BETTING_ACTIONS: Final = ("decline", "base", "call", "fold")
ACTIONS: Final = (*EXCHANGE_ACTIONS, *BETTING_ACTIONS)
#: Cards drawn by the ``draw`` exchange.
DRAW_SIZE: Final = 2
#: Community cards at the deal.
COMMUNITY_SIZE: Final = 3
#: The ante every player pays when the betting starts.
ANTE: Final = 1
#: The largest amount a play may name (either sign: a base outside 1 to 5 is an illegal play, not a malformed one).
MOST_AMOUNT: Final = 10**6


def card_notation(card: Card) -> str:
    """A card as a JSON form writes it: its notation (``黒馬``)."""
    return card.notation


@dataclass(frozen=True, slots=True)
class MakkaikPlay:
    """A play: ``swap`` (give, take), ``draw``, ``keep`` (give, take), ``pass``, ``decline``, ``base`` (amount),
    ``call`` or ``fold``."""

    action: str = dataclasses.field(metadata=declared(text(choices=ACTIONS), "the exchange or betting action"))
    player: str = dataclasses.field(metadata=declared(PLAYER, "the player who plays"))
    give: Card | None = dataclasses.field(default=None, metadata=declared(
        CARD.or_null(), "swap/keep: the hand card given up, e.g. 黒馬", **JSON_OPTIONAL,
        **json_written_by(card_notation)))
    take: Card | None = dataclasses.field(default=None, metadata=declared(
        CARD.or_null(), "swap: the community card taken; keep: the drawn card kept", **JSON_OPTIONAL,
        **json_written_by(card_notation)))
    amount: int | None = dataclasses.field(default=None, metadata=declared(
        integer(-MOST_AMOUNT, MOST_AMOUNT, nullable=True), "base: the dealer's base bet, 1 to 5", **JSON_OPTIONAL))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name, ``give``, ``take`` and ``amount`` only when the action has them
        (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object, players: Sequence[str], field: str = "play") -> MakkaikPlay:
        """Read a play: each field by its declaration (:func:`read_shape`: an unknown action, a malformed card or
        amount is an error naming the field; a null play has no action), then a player not seated."""
        data = {} if data is None else data
        check_keys(cls, data, field)
        play = cls(**read_shape(cls, data, CardError, field))
        check_member(play.player, players, f"{field}.player")
        return play


#: The phases of a game.
PHASES: Final = ("exchange", "betting", "over")
#: The players of a game: 2 to 6.
SEATS: Final = seats_kind(2, 6)
#: The hands by player, the piles of cards and the betting: read by the game's reader, which knows the players, the
#: deck and the phase.
CARDS_BY_PLAYER: Final = given_kind("object of cards by player")
PILE: Final = given_kind("list of cards")
BETTING: Final = given_kind("betting state")
#: What a game's JSON form states beside its fields, checked by its reader.
GAME_STATED: Final = ("to_play", "over")


def betting_json(betting: BettingState) -> dict[str, Any]:
    """The betting as a game's state writes it: its dealer, pot, chips paid, players still in, round and base (the
    players are the game's, whose turn it is the game's ``to_play``)."""
    return {"dealer": betting.dealer, "pot": betting.pot, "paid": dict(betting.paid), "active": list(betting.active),
            "round": betting.round, "base": betting.base}


@dataclass(frozen=True, slots=True)
class MakkaikGame:
    """A game of 値戦: the cards (hands, community, stock top first, a pending draw, discards) and the betting.

    ``phase`` is ``exchange`` (``to_play`` exchanges; ``drawn`` holds the two cards of a ``draw`` awaiting
    ``keep``), ``betting`` (``betting`` is the betting state; its ``to_act`` is ``to_play``) or ``over``.
    """

    players: tuple[str, ...] = dataclasses.field(metadata=declared(
        SEATS, "2 to 6 distinct names in turn order", **json_name("seats")))
    dealer: str = dataclasses.field(metadata=declared(PLAYER, "who deals and exchanges first"))
    phase: Phase = dataclasses.field(metadata=declared(
        text(choices=PHASES), "exchange, betting or over (exchange if left out)", absent="exchange"))
    hands: Mapping[str, tuple[Card, ...]] = dataclasses.field(metadata=declared(
        CARDS_BY_PLAYER, "player -> the 3 cards held", absent={}, **json_written_by(hands_notation)))
    community: tuple[Card, ...] = dataclasses.field(metadata=declared(
        PILE, "the community cards, face up", **json_written_by(notation)))
    stock: tuple[Card, ...] = dataclasses.field(metadata=declared(
        PILE, "the stock, top first", absent=(), **json_written_by(card_notations)))
    drawn: tuple[Card, ...] = dataclasses.field(default=(), metadata=declared(
        PILE, "the two cards of a draw awaiting keep", **json_written_by(notation)))
    discarded: tuple[Card, ...] = dataclasses.field(default=(), metadata=declared(
        PILE, "the drawn cards discarded face down", **json_written_by(notation)))
    to_exchange: str | None = dataclasses.field(default=None, metadata=NOT_WRITTEN)
    betting: BettingState | None = dataclasses.field(default=None, metadata=declared(
        BETTING.or_null(), "the betting once every player has exchanged (null before)",
        **json_written_by(betting_json)))

    @property
    def over(self) -> bool:
        """Whether the game is settled."""
        return self.phase == "over"

    @property
    def to_play(self) -> str | None:
        """Whose turn it is (None once the game is over)."""
        if self.phase == "exchange":
            return self.to_exchange
        if self.phase == "betting" and self.betting is not None:
            return self.betting.to_act
        return None

    @property
    def exchanged(self) -> tuple[str, ...]:
        """The players who have made their exchange, in turn order from the dealer."""
        order = seating_from(self.players, self.dealer)
        if self.phase != "exchange" or self.to_exchange is None:
            return order
        return order[: order.index(self.to_exchange)]

    def to_json(self) -> dict[str, Any]:
        """Return the state (send it back as it is): its fields (:func:`json_form`), whose turn it is and whether
        it is over written after the phase."""
        form = json_form(self)
        head = {key: form.pop(key) for key in ("seats", "dealer", "phase")}
        return {**head, "to_play": self.to_play, "over": self.over, **form}

    @classmethod
    def from_json(cls, data: object, rules: MakkaikRules = DEFAULT_RULES) -> MakkaikGame:
        """Read a state and check that a game played by the rules reaches it; errors name the field (``state.…``)."""
        try:
            return cls._read(data, rules)
        except CardError as err:
            if err.field is None and err.message.startswith("state"):
                path, _, message = err.message.partition(" ")
                raise CardError(message, path.rstrip(":")) from err
            raise

    @classmethod
    def _read(cls, data: object, rules: MakkaikRules) -> MakkaikGame:
        data = null_as_empty({} if data is None else data, ("hands",))
        check_keys(cls, data, "state", GAME_STATED)
        read = read_shape(cls, data, CardError, "state", also=GAME_STATED)
        assert isinstance(data, Mapping)
        obj = data
        players: tuple[str, ...] = read["players"]
        dealer = _member(read["dealer"], players, "state.dealer")
        phase: Phase = read["phase"]
        hands_obj = read_object(read["hands"], "state.hands", players)
        hands: dict[str, tuple[Card, ...]] = {}
        for p in players:
            if p not in hands_obj:
                raise CardError(f"{p} is seated but holds no hand", f"state.hands.{p}")
            hand = _cards(hands_obj[p], f"state.hands.{p}")
            if len(hand) != HAND_SIZE:
                raise CardError(f"a 値戦 hand holds {HAND_SIZE} cards, got {len(hand)}", f"state.hands.{p}")
            hands[p] = sort_cards(hand)
        community = sort_cards(_cards(read["community"], "state.community"))
        stock = _cards(read["stock"], "state.stock")
        drawn = sort_cards(_cards(read.get("drawn", ()), "state.drawn"))
        discarded = sort_cards(_cards(read.get("discarded", ()), "state.discarded"))
        _check_whole_deck(hands, community, stock, drawn, discarded)
        to_play = obj.get("to_play")
        to_exchange = None
        betting = None
        if phase == "exchange":
            to_exchange = _member(to_play, players, "state.to_play")
            if read.get("betting") is not None:
                raise CardError("the betting starts after every exchange", "state.betting")
        else:
            betting = _read_betting(read.get("betting"), players, phase, to_play, dealer)
        game = cls(players, dealer, phase, hands, community, tuple(stock), drawn, discarded, to_exchange, betting)
        game.check_exchanges(rules)
        check_stated(obj, {"over": game.over}, "state", CardError)
        return game

    def check_exchanges(self, rules: MakkaikRules = DEFAULT_RULES) -> None:
        """Raise naming the field unless the community, stock, drawn and discarded cards fit the exchanges made."""
        if self.drawn and len(self.drawn) != DRAW_SIZE:
            raise CardError(f"a draw takes {DRAW_SIZE} cards, got {len(self.drawn)}", "state.drawn")
        if self.drawn and self.phase != "exchange":
            raise CardError("drawn cards are kept or discarded during the exchange", "state.drawn")
        done = len(self.exchanged)
        dealt = (len(self.players) + 1) * HAND_SIZE
        taken = DEFAULT_DECK_SIZE - dealt - len(self.stock) - len(self.drawn)
        if taken < 0 or taken % DRAW_SIZE:
            raise CardError(f"{len(self.stock)} cards cannot be left after dealing {dealt} and drawing pairs",
                            "state.stock")
        draws = taken // DRAW_SIZE
        if draws > done:
            raise CardError(f"{draws} draws but only {done} exchanges made", "state.stock")
        added = draws * (2 if rules.unused_draw == "community" else 1)
        if len(self.community) != COMMUNITY_SIZE + added:
            raise CardError(f"{COMMUNITY_SIZE} dealt and {draws} draw exchanges make {COMMUNITY_SIZE + added}"
                            f" community cards, not {len(self.community)}", "state.community")
        discards = draws if rules.unused_draw == "discard" else 0
        if len(self.discarded) != discards:
            raise CardError(f"{draws} draw exchanges leave {discards} cards face down, not {len(self.discarded)}",
                            "state.discarded")


DEFAULT_DECK_SIZE: Final = len(DEFAULT_DECK.cards())


def seating_from(players: Sequence[str], first: str) -> tuple[str, ...]:
    """The players in seating order starting with ``first``."""
    i = players.index(first)
    return tuple(players[(i + k) % len(players)] for k in range(len(players)))


def _member(name: object, players: Sequence[str], field: str) -> str:
    if not isinstance(name, str) or name not in players:
        raise CardError(f"{name!r} is not one of the players {', '.join(players)}", field)
    return name


def _cards(data: object, field: str) -> tuple[Card, ...]:
    try:
        return parse_cards(data, field)
    except CardError as err:
        path, sep, message = err.message.partition(": ")
        if sep and path.startswith(field):
            raise CardError(message, path) from err
        raise CardError(err.message, field) from err


def _check_whole_deck(hands: Mapping[str, Sequence[Card]], community: Sequence[Card], stock: Sequence[Card],
                      drawn: Sequence[Card], discarded: Sequence[Card]) -> None:
    deck = Counter(DEFAULT_DECK.cards())
    seen: Counter[Card] = Counter()
    # the stock first: a card too many is then named where it shows (a hand, the community, the draw, the discards)
    parts = [("state.stock", stock), *((f"state.hands.{p}", h) for p, h in hands.items()),
             ("state.community", community), ("state.drawn", drawn), ("state.discarded", discarded)]
    for field, cards in parts:
        seen.update(cards)
        for card in sort_cards(set(cards)):
            if seen[card] > deck[card]:
                raise CardError(f"{card} makes {seen[card]} copies of it in the state, but the deck has only"
                                f" {deck[card]}", field)
    for card in sort_cards(deck):
        if seen[card] < deck[card]:
            raise CardError(f"{deck[card] - seen[card]} × {card} of the deck are missing: every card is in a hand,"
                            " the community, the stock, the draw or the discards", "state.stock")


def _read_betting(data: object, players: tuple[str, ...], phase: Phase, to_play: object,
                  game_dealer: str) -> BettingState:
    if data is None:
        raise CardError(f"the betting state is required in phase {phase}", "state.betting")
    obj = read_object(data, "state.betting", ("dealer", "pot", "paid", "active", "round", "base"))
    raw_active = obj.get("active")
    if not isinstance(raw_active, list) or not raw_active:
        raise CardError("must be a non-empty array of the players still in", "state.betting.active")
    active = tuple(_member(p, players, f"state.betting.active[{i}]") for i, p in enumerate(raw_active))
    if list(active) != [p for p in players if p in active]:
        raise CardError("must name each player still in once, in seating order", "state.betting.active")
    over = phase == "over"
    if len(active) == 1 and not over:
        raise CardError("with one player left the game is over", "state.betting.active")
    rnd = check_count(obj.get("round", 1), "state.betting.round", 1, BETTING_ROUNDS)
    base = obj.get("base")
    if base is not None:
        base = _whole_in(base, "state.betting.base", BASE_RANGE.start, BASE_RANGE.stop - 1)
    raw_paid = read_object(obj.get("paid"), "state.betting.paid", players)
    most = ANTE + max(BASE_RANGE) * BETTING_ROUNDS
    paid = {p: _whole_in(raw_paid.get(p), f"state.betting.paid.{p}", ANTE, most) for p in players}
    pot = obj.get("pot")
    if pot != sum(paid.values()):
        raise CardError(f"the pot holds what the players paid, {sum(paid.values())}, not {pot!r}", "state.betting.pot")
    dealer = _member(obj.get("dealer"), players, "state.betting.dealer")
    to_act: str | None = None
    if not over:
        to_act = _member(to_play, active, "state.to_play")
    elif to_play is not None:
        raise CardError("no one plays once the game is over", "state.to_play")
    state = BettingState(players, dealer, sum(paid.values()), paid, active, rnd, base, to_act, over)
    _check_dealer_role(state, game_dealer)
    _check_turn(state)
    _check_three_rounds(state)
    _check_paid(state, game_dealer)
    return state


def _check_dealer_role(state: BettingState, game_dealer: str) -> None:
    """The dealer role passes only when the dealer declines, to the next player still in, and a dealer who declines
    is out: every player from the game's dealer up to the betting dealer (in seating order) is out, and the betting
    dealer is still in, unless their decline left one player and ended the game (the base is then not set, since
    the dealer who sets a round's base stays in for that round)."""
    order = seating_from(state.players, game_dealer)
    for p in order[: order.index(state.dealer)]:
        if p in state.active:
            raise CardError(f"the dealer role passes from {game_dealer} only when a dealer declines and is out, so it"
                            f" cannot have reached {state.dealer} while {p} is still in", "state.betting.dealer")
    ended_by_decline = len(state.active) == 1 and state.base is None
    if state.dealer not in state.active and not ended_by_decline:
        raise CardError(f"{state.dealer} is not still in", "state.betting.dealer")
    if state.dealer in state.active and ended_by_decline:
        raise CardError(f"the game ended with {state.dealer} alone only if the others folded to {state.dealer}'s base,"
                        " and then that base is still set", "state.betting.base")
    if len(state.active) == 1 and not ended_by_decline and not _children(state, game_dealer):
        raise CardError(f"the dealer role reaches {state.dealer} only if someone after them is still in to fold to"
                        " their base: a decline leaving one player ends the game", "state.betting.dealer")


def _children(state: BettingState, game_dealer: str) -> tuple[str, ...]:
    """The players the betting dealer can face: those after them in seating order, up to the game's dealer (those
    from the game's dealer up to the betting dealer went out before the role reached it)."""
    order = seating_from(state.players, game_dealer)
    return order[order.index(state.dealer) + 1 :]


def _check_turn(state: BettingState) -> None:
    """In each round the dealer sets the base first, then the children call or fold; once over no base is pending
    unless folds ended a round."""
    if state.to_act is not None:
        if (state.base is None) != (state.to_act == state.dealer):
            raise CardError("the dealer sets the base first in each round, then the children call or fold",
                            "state.betting.base" if state.base is not None else "state.to_play")
    elif state.base is not None and len(state.active) > 1:
        raise CardError("the betting ended with a round completed, so no base is pending", "state.betting.base")


def _check_three_rounds(state: BettingState) -> None:
    """The betting is done 3 times before the showdown: with more than one player still in, it ends only after the
    third round."""
    if state.finished and len(state.active) > 1 and state.round != BETTING_ROUNDS:
        raise CardError(f"the betting runs {BETTING_ROUNDS} rounds before the showdown, so with {len(state.active)}"
                        f" players still in it cannot have ended in round {state.round}", "state.betting.round")


def _whole_in(value: object, field: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise CardError(f"must be a whole number from {low} to {high}, got {value!r}", field)
    return value


def _check_paid(state: BettingState, game_dealer: str) -> None:
    """The chips add up. Each completed round has one base of 1 to 5, paid by everyone still in then. The players
    still in paid the ante and every completed round's base, plus this round's base if they already acted in it (when
    folds end a round, the dealer left alone set it). A player who folded or declined stopped paying when they went
    out: the ante and the bases of the rounds completed by then; the last to go out did so in this round."""
    active = state.active
    top = max(state.paid[p] for p in active)
    for p in state.players:
        if p not in active and state.paid[p] > top:
            raise CardError("a player who folded or declined stopped paying, so paid no more than those still in",
                            f"state.betting.paid.{p}")
    if len(active) == 1:
        level = state.paid[active[0]] - (state.base or 0)
    else:
        acted: set[str] = set()
        if state.base is not None and state.to_act is not None:
            order = [p for p in seating_from(state.players, state.dealer) if p in active]
            acted = set(order[: order.index(state.to_act)])
        before = {p: state.paid[p] - ((state.base or 0) if p in acted else 0) for p in active}
        level = before[active[0]]
        for p in active:
            if before[p] != level:
                raise CardError("the players still in pay the same bases, so their chips cannot differ like this",
                                f"state.betting.paid.{p}")
    rounds = state.round if state.finished and len(active) > 1 else state.round - 1
    low, high = ANTE + rounds * min(BASE_RANGE), ANTE + rounds * max(BASE_RANGE)
    if not low <= level <= high:
        raise CardError(f"after {rounds} completed round(s) the players still in have paid {low} to {high} before"
                        f" this round, not {level}", f"state.betting.paid.{active[0]}")
    _check_paid_when_out(state, level, rounds, game_dealer)


def _check_paid_when_out(state: BettingState, level: int, rounds: int, game_dealer: str) -> None:
    """A player out paid the ante and the bases of the rounds completed before going out: one of the chip levels
    through which the bases, one per completed round, took those still in to ``level``. Within a round the dealers
    who decline go out first, then the dealer who stays sets the base and the children call or fold in seating
    order: so in the round under way only those dealers and the children who had their turn can have gone out
    (nobody once the third round is done), and when one player is left the last to go out did so in this round,
    having paid ``level``."""
    children = _children(state, game_dealer)
    out = [p for p in seating_from(state.players, game_dealer) if p not in state.active]
    if len(state.active) == 1:
        # the last to go out did so in this round: the dealer declining, or a child folding to the dealer's base
        last = state.dealer if state.base is None else max(children, key=lambda p: state.paid[p])
        if state.paid[last] != level:
            raise CardError(f"the last player to go out did so in round {state.round}, having paid the ante and the"
                            f" bases before it, {level}, not {state.paid[last]}", f"state.betting.paid.{last}")
    if state.finished and len(state.active) > 1:
        late: tuple[str, ...] = state.players  # after the third round: nobody went out in a round still running
    elif state.base is None:
        late = children  # no child has had a turn in this round yet
    elif state.to_act is not None:
        late = children[children.index(state.to_act) :]
    else:
        late = ()
    limits: list[tuple[int, int]] = []
    for p in out:
        cut = rounds - 1 if p in late else rounds
        limits.append((state.paid[p], cut))
        if not _bases_fit(level, rounds, limits):
            raise CardError(f"a player who folded or declined stopped paying when going out, so paid the ante and the"
                            f" bases of rounds completed by then (before round {state.round}, each 1 to 5, taking"
                            f" those still in to {level}); {state.paid[p]} does not fit",
                            f"state.betting.paid.{p}")


def _bases_fit(level: int, rounds: int, limits: Sequence[tuple[int, int]]) -> bool:
    """Whether some bases of 1 to 5, one per completed round, take the ante to ``level`` so that each payment of
    ``limits`` is the ante plus the first bases, at most as many as its limit."""
    for bases in product(BASE_RANGE, repeat=rounds):
        if ANTE + sum(bases) != level:
            continue
        levels = tuple(accumulate(bases, initial=ANTE))
        if all(paid in levels[: cut + 1] for paid, cut in limits):
            return True
    return False


# --- the flow -------------------------------------------------------------------------------------------------


def new_game(players: Sequence[str], seed: int, dealer: str | None = None,
             rules: MakkaikRules = DEFAULT_RULES) -> MakkaikGame:
    """Deal from the deck shuffled reproducibly by ``seed``: 3 cards to each player from the dealer (default the
    first player) in seating order, then 3 community cards; the dealer exchanges first."""
    names = check_players(list(players), "seats", 2, 6)
    first = names[0] if dealer is None else check_member(dealer, names, "dealer")
    return _deal(names, first, random.Random(f"makkaik:{seed}"))


def _deal(names: tuple[str, ...], first: str, rng: random.Random) -> MakkaikGame:
    """Deal from the deck shuffled by ``rng``: 3 cards to each player from ``first`` in seating order, then 3
    community cards; the rest is the stock, top first; ``first`` deals and exchanges first."""
    deck = shuffled_deck(rng, DEFAULT_DECK)
    order = seating_from(names, first)
    hands = {p: sort_cards(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i, p in enumerate(order)}
    dealt = len(names) * HAND_SIZE
    community = sort_cards(deck[dealt : dealt + COMMUNITY_SIZE])
    stock = tuple(deck[dealt + COMMUNITY_SIZE :])
    return MakkaikGame(names, first, "exchange", {p: hands[p] for p in names}, community, stock, to_exchange=first)


def legal_plays(game: MakkaikGame, rules: MakkaikRules = DEFAULT_RULES) -> list[MakkaikPlay]:
    """Every legal play of the player to play (none once the game is over)."""
    me = game.to_play
    if me is None:
        return []
    if game.phase == "exchange":
        hand = sort_cards(set(game.hands[me]))
        if game.drawn:
            return [MakkaikPlay("keep", me, g, t) for g in hand for t in sort_cards(set(game.drawn))]
        found = [MakkaikPlay("swap", me, g, t) for g in hand for t in sort_cards(set(game.community))]
        if len(game.stock) >= DRAW_SIZE:
            found.append(MakkaikPlay("draw", me))
        if rules.exchange_optional:
            found.append(MakkaikPlay("pass", me))
        return found
    assert game.betting is not None
    if game.betting.base is None:
        return [*(MakkaikPlay("base", me, amount=a) for a in BASE_RANGE), MakkaikPlay("decline", me)]
    return [MakkaikPlay("call", me), MakkaikPlay("fold", me)]


@dataclass(frozen=True, slots=True)
class MakkaikStep:
    """A play adjudicated: legal or not (and why), and the game after it (unchanged when illegal)."""

    legal: bool
    reason: str | None
    game: MakkaikGame


def _illegal(game: MakkaikGame, reason: str) -> MakkaikStep:
    return MakkaikStep(False, reason, game)


def apply(game: MakkaikGame, play: MakkaikPlay, rules: MakkaikRules = DEFAULT_RULES) -> MakkaikStep:
    """Apply a play; one the rules forbid is ``legal: false`` with the reason and the game unchanged."""
    check_member(play.player, game.players, "play.player")
    if play.action not in ACTIONS:
        raise CardError(f"must be one of {', '.join(ACTIONS)}, got {play.action!r}", "play.action")
    if game.over:
        return _illegal(game, "the game is over")
    if play.player != game.to_play:
        return _illegal(game, f"it is {game.to_play}'s turn, not {play.player}'s")
    if game.phase == "exchange":
        if play.action not in EXCHANGE_ACTIONS:
            return _illegal(game, f"{play.player} must exchange first: the betting starts after every exchange")
        return _exchange(game, play, rules)
    if play.action not in BETTING_ACTIONS:
        return _illegal(game, "the exchange round is over: only betting actions remain")
    assert game.betting is not None
    step = bet(game.betting, play.player, play.action, play.amount)
    if not step.legal:
        return _illegal(game, step.reason or "illegal bet")
    after = replace(game, betting=step.state, phase="over" if step.state.finished else "betting")
    return MakkaikStep(True, None, after)


def _exchange(game: MakkaikGame, play: MakkaikPlay, rules: MakkaikRules) -> MakkaikStep:
    me = play.player
    hand = game.hands[me]
    if game.drawn and play.action != "keep":
        return _illegal(game, f"{me} has drawn {' '.join(notation(game.drawn))} and must keep one of them")
    if play.action == "pass":
        if not rules.exchange_optional:
            return _illegal(game, "the exchange is compulsory (rules.exchange_optional is false)")
        return MakkaikStep(True, None, _next_exchange(game, hand, game.community, ()))
    if play.action == "draw":
        if len(game.stock) < DRAW_SIZE:
            return _illegal(game, f"the stock holds fewer than {DRAW_SIZE} cards")
        drawn = sort_cards(game.stock[:DRAW_SIZE])
        return MakkaikStep(True, None, replace(game, stock=game.stock[DRAW_SIZE:], drawn=drawn))
    if play.give is None or play.take is None:
        missing = "play.give" if play.give is None else "play.take"
        return _illegal(game, f"a {play.action} names the card given (give) and the card taken (take);"
                              f" {missing} is missing")
    if play.action == "swap":
        done = exchange_with_community(hand, game.community, play.give, play.take)
        if not done.legal:
            return _illegal(game, done.reason or "illegal swap")
        return MakkaikStep(True, None, _next_exchange(game, done.hand, done.community, ()))
    if not game.drawn:
        return _illegal(game, f"{me} has not drawn: keep follows a draw")
    a, b = game.drawn
    done = exchange_with_draw(hand, game.community, (a, b), play.give, play.take, rules)
    if not done.legal:
        return _illegal(game, done.reason or "illegal keep")
    return MakkaikStep(True, None, _next_exchange(replace(game, drawn=()), done.hand, done.community, done.discarded))


def _next_exchange(game: MakkaikGame, hand: tuple[Card, ...], community: tuple[Card, ...],
                   discarded: tuple[Card, ...]) -> MakkaikGame:
    assert game.to_exchange is not None
    order = seating_from(game.players, game.dealer)
    i = order.index(game.to_exchange)
    after = replace(game, hands={**game.hands, game.to_exchange: hand}, community=sort_cards(community),
                    discarded=sort_cards((*game.discarded, *discarded)))
    if i + 1 < len(order):
        return replace(after, to_exchange=order[i + 1])
    return replace(after, phase="betting", to_exchange=None, betting=start_betting(game.players, game.dealer))


# --- the settlement -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Settlement:
    """The end of a game: the showdown (None when all but one folded), who takes the pot, and each player's net."""

    pot: int
    winners: tuple[str, ...]
    shares: Annotated[Mapping[str, Fraction], dict[str, str]] = dataclasses.field(metadata={
        **json_doc("winner -> share of the pot (ties split it exactly)"), **json_written_by(exact_json)})
    net: Annotated[Mapping[str, Fraction], dict[str, str]] = dataclasses.field(metadata={
        **json_doc("player -> share won minus chips paid (sums to 0)"), **json_written_by(exact_json)})
    showdown: Showdown | None = dataclasses.field(metadata=json_doc(
        "each remaining player's best combo (null: all but one out)"))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"pot", "winners", "shares", "net", "showdown"}`` (amounts as exact fraction strings): every
        field (:func:`json_form`)."""
        return json_form(self)


def settlement(game: MakkaikGame, rules: MakkaikRules = DEFAULT_RULES) -> Settlement | None:
    """Settle a finished game: the last player in takes the pot, otherwise the best combo does (ties split, or under
    ``tie = dealer_order`` go to the tied player first in turn order from the dealer holding the role)."""
    if not game.over or game.betting is None:
        return None
    b = game.betting
    shown = None
    if len(b.active) == 1:
        shares = {b.active[0]: Fraction(b.pot)}
    else:
        shown = showdown({p: game.hands[p] for p in b.active}, game.community, b.pot, rules,
                         seating_from(game.players, b.dealer))
        shares = dict(shown.shares)
    net = {p: shares.get(p, Fraction(0)) - b.paid[p] for p in game.players}
    return Settlement(b.pot, tuple(shares), shares, net, shown)


# --- a whole game of hands --------------------------------------------------------------------------------------


#: The most a player pays into one hand's pot: the ante and a base of 5 in each of the 3 rounds.
MOST_PAID: Final = ANTE + max(BASE_RANGE) * BETTING_ROUNDS


def hand_rng(seed: int, number: int) -> random.Random:
    """The random source that deals hand ``number`` (1-based) of the whole game seeded ``seed``: reproducible."""
    return random.Random(f"makkaik:{seed}:{number}")


def deal_hand(players: Sequence[str], seed: int, number: int) -> MakkaikGame:
    """Hand ``number`` of a whole game: dealt from ``seed`` and the number, by :func:`common.hand_dealer`."""
    names = tuple(players)
    return _deal(names, hand_dealer(names, number), hand_rng(seed, number))


#: A whole game's seed (64 bits), the hand in play (its reader reads it by the rules) and the running totals (exact
#: fraction strings by player, read once the hand's players are).
MATCH_HAND: Final = given_kind("hand")
MATCH_TOTALS: Final = given_kind("totals")
#: What a whole game's JSON form states beside its fields, checked by its reader.
MATCH_STATED: Final = ("hands", "points_cap", "to_play", "over", "winners")


@dataclass(frozen=True, slots=True)
class MakkaikMatch:
    """A whole game of 値戦: ``rules.hands`` hands (ended early once a running total reaches ``rules.points_cap``),
    the hand in play and its number, the running totals of chips won and lost from the pots, and the seed.

    Each hand is dealt from ``seed`` and its number, so a game is reproducible and its state is all a client sends
    back. The first seat deals the first hand and the deal passes one seat on after each hand (the dealer role a
    decline passes on lasts only for that hand's betting).
    """

    seed: int = dataclasses.field(metadata=declared(SEED, "each hand is dealt from it and its number"))
    hand_number: int = dataclasses.field(metadata=declared(integer(1, MOST_HANDS), "the hand in play, 1-based"))
    hand: MakkaikGame = dataclasses.field(metadata=declared(
        MATCH_HAND, "the hand in play, as a 値戦 game's state", absent={}))
    totals: Annotated[Mapping[str, Fraction], dict[str, str]] = dataclasses.field(metadata=declared(
        MATCH_TOTALS, "player -> chips won minus chips paid over the settled hands (exact; sums to 0)",
        **json_written_by(exact_json)))
    rules: MakkaikRules = dataclasses.field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.hand.players

    @property
    def over(self) -> bool:
        """Whether the game has ended: its last hand played out, or a total at the points cap."""
        return self.hand.over and game_ended(self.hand_number, self.totals, self.rules.hands, self.rules.points_cap)

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is, or None once the game is over."""
        return None if self.over else self.hand.to_play

    @property
    def winners(self) -> tuple[str, ...]:
        """Once the game is over, the players with the highest total (all of them on a tie)."""
        return top_totals(self.players, self.totals) if self.over else ()

    def to_json(self) -> dict[str, Any]:
        """Return the game: its fields (:func:`json_form`: seed, hand number, the hand in play, totals) with the
        game's length (hands and points cap) after the hand number, then to_play, over and winners."""
        form = json_form(self)
        return {"seed": form["seed"], "hand_number": form["hand_number"], "hands": self.rules.hands,
                "points_cap": self.rules.points_cap, "hand": form["hand"], "totals": form["totals"],
                "to_play": self.to_play, "over": self.over, "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: MakkaikRules = DEFAULT_RULES) -> MakkaikMatch:
        """Read and check a whole game: each field by its declaration (:func:`read_shape`), then the hand as
        :meth:`MakkaikGame.from_json` does; its dealer and cards (the deal of this seed and hand number); the totals
        (what the hands before could have paid); that nothing is played after the end; and the stated length, turn,
        end and winners. Errors name the field (``state.…``)."""
        data = null_as_empty(data, ("hand",))
        check_keys(cls, data, "state", MATCH_STATED)
        read = read_shape(cls, data, CardError, "state", also=MATCH_STATED)
        assert isinstance(data, Mapping)
        obj = data
        seed: int = read["seed"]
        check_length_stated(obj, rules.hands, rules.points_cap, "state")
        number = check_count(read["hand_number"], "state.hand_number", 1, rules.hands)
        try:
            hand = MakkaikGame.from_json(read["hand"], rules)
        except CardError as err:
            field = err.field.replace("state", "state.hand", 1) if err.field else "state.hand"
            raise CardError(err.message, field) from err
        dealer = hand_dealer(hand.players, number)
        if hand.dealer != dealer:
            raise CardError(f"the first seat deals hand 1 and the deal passes one seat on after each hand, so"
                            f" {dealer} deals hand {number}, not {hand.dealer}", "state.hand.dealer")
        _check_hand_deal(hand, seed, number)
        totals = read_totals(read["totals"], hand.players, "state.totals")
        for player, total in totals.items():
            if rules.tie == "dealer_order" and total.denominator != 1:
                raise CardError(f"under tie = dealer_order no pot is split, so every total is whole, not {total}",
                                f"state.totals.{player}")
        settled = settlement(hand, rules)
        now = settled.net if settled is not None else dict.fromkeys(hand.players, Fraction(0))
        before = {p: totals[p] - now[p] for p in hand.players}
        check_totals(totals, before, hand.players, number - 1, (MOST_PAID, MOST_PAID * (len(hand.players) - 1)),
                     "state.totals")
        check_not_after_end(hand.players, number, before, totals, hand.over, (rules.hands, rules.points_cap),
                            "state.hand_number")
        match = cls(seed, number, hand, totals, rules)
        check_stated(obj, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                     CardError)
        return match



def _check_hand_deal(hand: MakkaikGame, seed: int, number: int) -> None:
    """The cards are hand ``number``'s deal from ``seed``: the stock is the dealt stock less the pairs drawn from its
    top, a pending draw is the next pair, a discard is a drawn card; a player yet to exchange holds the cards dealt
    to them, and one who has exchanged differs from them by at most the one card given up for one taken."""
    dealt = deal_hand(hand.players, seed, number)
    taken = (len(dealt.stock) - len(hand.stock)) // DRAW_SIZE  # pairs off the stock (check_exchanges: even, >= 0)
    if hand.stock != dealt.stock[taken * DRAW_SIZE :]:
        raise CardError(f"hand {number} of this seed deals its stock in an order the state must keep, and {taken}"
                        f" pair(s) drawn leave its last {len(dealt.stock) - taken * DRAW_SIZE} cards in that order",
                        "state.hand.stock")
    draws = taken - (1 if hand.drawn else 0)
    if hand.drawn and hand.drawn != sort_cards(dealt.stock[draws * DRAW_SIZE : taken * DRAW_SIZE]):
        raise CardError(f"the pending draw is the next pair off the top of hand {number}'s stock,"
                        f" {' '.join(notation(sort_cards(dealt.stock[draws * DRAW_SIZE : taken * DRAW_SIZE])))}",
                        "state.hand.drawn")
    if Counter(hand.discarded) - Counter(dealt.stock[: draws * DRAW_SIZE]):
        raise CardError("a card discarded face down is a drawn card not kept, so it comes from the pairs drawn off"
                        f" the top of hand {number}'s stock", "state.hand.discarded")
    done = set(hand.exchanged) if hand.phase == "exchange" else set(hand.players)
    for p in hand.players:
        changed = sum((Counter(hand.hands[p]) - Counter(dealt.hands[p])).values())
        if p not in done and changed:
            raise CardError(f"{p} has not exchanged yet, so holds the cards hand {number} of this seed deals them,"
                            f" {' '.join(notation(dealt.hands[p]))}", f"state.hand.hands.{p}")
        if changed > 1:
            raise CardError(f"an exchange gives up one card for one, so {p} holds all but at most one of the cards"
                            f" hand {number} of this seed deals them, {' '.join(notation(dealt.hands[p]))}",
                            f"state.hand.hands.{p}")


def new_match(players: Sequence[str], seed: int, rules: MakkaikRules = DEFAULT_RULES) -> MakkaikMatch:
    """Start a whole game: hand 1 dealt from ``seed`` by the first seat, every total at 0."""
    names = check_players(list(players), "seats", 2, 6)
    return MakkaikMatch(seed, 1, deal_hand(names, seed, 1), dict.fromkeys(names, Fraction(0)), rules)


def legal_match_plays(match: MakkaikMatch) -> list[MakkaikPlay]:
    """Every legal play of the player to play in the hand in play (none once the game is over)."""
    return [] if match.over else legal_plays(match.hand, match.rules)


@dataclass(frozen=True, slots=True)
class MakkaikMatchStep:
    """A play applied to a whole game: legal or not (and why), the settlement of a hand it ended, the game after."""

    legal: bool
    reason: str | None
    settlement: Settlement | None = dataclasses.field(metadata=json_doc(
        "a hand this play ended: the pot, its winners, the net chips (null otherwise)"))
    state: MakkaikMatch

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def apply_match(match: MakkaikMatch, play: MakkaikPlay) -> MakkaikMatchStep:
    """Apply a play to the hand in play; a hand it ends is settled into the totals and, unless that ends the game,
    the next hand is dealt. A play the rules forbid is ``legal: false`` with the game unchanged."""
    check_member(play.player, match.players, "play.player")
    if match.over:
        return MakkaikMatchStep(False, "the game is over", None, match)
    step = apply(match.hand, play, match.rules)
    if not step.legal or not step.game.over:
        return MakkaikMatchStep(step.legal, step.reason, None, replace(match, hand=step.game))
    settled = settlement(step.game, match.rules)
    assert settled is not None
    totals = {p: match.totals[p] + settled.net[p] for p in match.players}
    ended = replace(match, hand=step.game, totals=totals)
    if ended.over:
        return MakkaikMatchStep(True, None, settled, ended)
    number = match.hand_number + 1
    return MakkaikMatchStep(True, None, settled,
                            replace(ended, hand_number=number, hand=deal_hand(match.players, match.seed, number)))
