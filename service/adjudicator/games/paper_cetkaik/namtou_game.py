"""A whole game of 開樽 (nam2 to1) as a state machine, from a seeded deal to the reveal (spec other-games §3.6).

The seed (002, 開樽): each player gets ``hand_size`` cards and "any amount of scoring sticks"; everyone puts the
entry fee in the pot; in turn each player chooses 無行 (out: loses, the fee forfeited; if the dealer does it, the
next player becomes dealer) or 加行 (bet at least the previous player's bet); "the game repeats betting and the
reveal, then judges"; the players who chose 加行 and never chose 無行 reveal at once and the strongest combos win.

Where the spec is silent (each decision is one rule below, named after it):

* **Stake** (:func:`max_bet`): the seed's "any amount of sticks" is the ``stake`` every player brings (a table
  agreement, default 20); a player pays the fee and bets from it, so a 加行 is at most the sticks the player has
  left. A player who cannot meet the minimum can only 無行.
* **Minimum** (:func:`min_bet`): a 加行 is at least the last 加行 made in the game (a 無行 bets nothing and does
  not lower it), 1 when no one has bet yet. The betting order runs on across cycles, so the minimum carries over.
* **Turn order** (:func:`next_to_play`): each cycle starts with the dealer and goes round the table in seating
  order; every player still in decides once a cycle.
* **Dealer** (:func:`next_dealer`): when the dealer does 無行, the next player in seating order still in becomes
  dealer (and so acts first in later cycles).
* **Cycles** (``rules.cycles``): a cycle is one betting round over the same hands; the pot is carried, a player
  who did 無行 stays out for the rest of the game ("never chose 無行"), no new deal. The hands stay hidden until
  the reveal after the last cycle (revealing between cycles would leave nothing to bet on).
* **End** (:func:`settle`): when all but one player are out the last one takes the pot without a reveal;
  otherwise, after the last cycle, the reveal (:func:`namtou.reveal`) gives the pot to the strongest hand,
  exact ties share it.

A state carries its whole history (the decisions of each cycle); :meth:`NamtouGame.from_json` replays it from the
deal, so a state no legal play reaches is refused naming the field, and the derived fields (dealer, who is still
in, paid, pot, whose turn, the result) must agree with the replay.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Annotated, Any, Final

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
    MOST_HANDS,
    PLAYER,
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
    read_object,
    read_totals,
    seats_kind,
    top_totals,
)
from adjudicator.games.paper_cetkaik.namtou import DEFAULT_RULES, MAX_PLAYERS, NamtouRules, RankedCombo, reveal

from ..jsonform import JSON_OPTIONAL, NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, integer, read_shape, text

#: The two decisions: 無行 (fold: out, the fee forfeited) and 加行 (bet).
FOLD: Final = "fold"
BET: Final = "bet"
ACTIONS: Final = (FOLD, BET)
#: The sticks each player brings unless the table agrees otherwise (the seed: "any amount").
DEFAULT_STAKE: Final = 20
#: The largest fee or stake the service handles.
MOST: Final = 10**6

Decision = tuple[str, int | None]


@dataclass(frozen=True, slots=True)
class NamtouPlay:
    """A decision: ``fold`` (無行) or ``bet`` (加行) with its ``amount``."""

    action: str = field(metadata=declared(text(choices=ACTIONS), "fold (無行) or bet (加行)"))
    player: str = field(metadata=declared(PLAYER, "the player who decides"))
    amount: int | None = field(default=None, metadata=declared(
        integer(-MOST, MOST, nullable=True), "bet: the sticks bet, from min_bet to max_bet", **JSON_OPTIONAL))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``action`` and ``player``, with ``amount`` for a bet (derived by
        :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object, players: Sequence[str], field: str = "play") -> NamtouPlay:
        """Read a play: each field by its declaration (:func:`read_shape`: an unknown action or an amount not a
        whole number names the field; a null play has no action), then a player not seated."""
        data = {} if data is None else data
        check_keys(cls, data, field)
        play = cls(**read_shape(cls, data, CardError, field))
        check_member(play.player, players, f"{field}.player")
        return play


@dataclass(frozen=True, slots=True)
class NamtouResult:
    """The end: who takes the pot, the shares (exact ties split it), each player's net, the reveal (None when all
    but one did 無行)."""

    winners: tuple[str, ...] = field(metadata=json_doc(
        "the strongest hand (several on an exact tie), or the last in"))
    pot: int
    shares: Annotated[Mapping[str, Fraction], dict[str, str]] = field(metadata={
        **json_doc("winner -> share of the pot (ties split it exactly)"), **json_written_by(exact_json)})
    net: Annotated[Mapping[str, Fraction], dict[str, str]] = field(metadata={
        **json_doc("player -> share won minus the fee and bets paid (sums to 0)"), **json_written_by(exact_json)})
    revealed: Annotated[Mapping[str, tuple[RankedCombo, ...]] | None, dict[str, list[RankedCombo]] | None] = field(
        metadata=json_doc("player still in -> combos, strongest first (null: all but one did 無行, no reveal)"))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"winners", "pot", "shares", "net", "revealed"}`` (amounts as exact fraction strings): every
        field (:func:`json_form`)."""
        return json_form(self)


#: The players of a game, the hands by player (read by the game's reader, which knows the players and the rules) and
#: the decisions of each cycle (replayed by the reader from the deal).
SEATS: Final = seats_kind(2, MAX_PLAYERS)
HANDS: Final = given_kind("object of cards by player")
BETS: Final = given_kind("list of cycles")
#: What a game's JSON form writes that follows from its decisions: checked against the replay when sent back.
GAME_STATED: Final = ("dealer", "cycle", "still_in", "paid", "pot", "min_bet", "max_bet", "to_play", "over", "result")


def bets_json(bets: Sequence[Sequence[Decision]]) -> list[list[dict[str, Any]]]:
    """Each cycle's decisions as a game's state writes them: ``{"player", "amount"}`` (amount null: 無行)."""
    return [[{"player": p, "amount": a} for p, a in cycle] for cycle in bets]


@dataclass(frozen=True, slots=True)
class NamtouGame:
    """A game: the seats, the fee and stake, the hands, each cycle's decisions in turn order, and what follows from
    them (the dealer now, the players still in, the sticks each has paid, whose turn, the result once over)."""

    players: tuple[str, ...] = field(metadata=declared(
        SEATS, f"2 to {MAX_PLAYERS} distinct names in turn order", **json_name("seats")))
    fee: int = field(metadata=declared(integer(0, MOST), "the entry fee every player puts in the pot (1 if left out)",
                                       absent=1))
    stake: int = field(metadata=declared(
        integer(1, MOST), f"the sticks each player brings: the fee and every bet come out of them (at least the fee;"
                          f" {DEFAULT_STAKE} if left out)", absent=DEFAULT_STAKE))
    first_dealer: str = field(metadata=declared(
        PLAYER, "who dealt and decided first (the first seat if left out)", absent=None))
    hands: Mapping[str, tuple[Card, ...]] = field(metadata=declared(
        HANDS, "player -> the cards dealt (rules.hand_size each), hidden to the reveal",
        **json_written_by(hands_notation)))
    bets: tuple[tuple[Decision, ...], ...] = field(metadata=declared(
        BETS, "each cycle begun: its decisions in turn order, {player, amount} (amount null: 無行) (one empty cycle"
              " if left out)", absent=[[]], **json_written_by(bets_json)))
    # what follows from the decisions: written, and checked against the replay when sent back (each may be left out)
    dealer: str = field(metadata=json_doc("the dealer now: the next player still in when the dealer does 無行"))
    still_in: tuple[str, ...] = field(metadata=json_doc("the players who never did 無行, in seating order"))
    paid: Mapping[str, int] = field(metadata=json_doc("player -> the fee and bets paid"))
    to_play: str | None = field(metadata=json_doc("whose decision it is (null once over)"))
    result: NamtouResult | None = field(default=None, metadata=json_doc("once over: the result (null before)"))

    @property
    def over(self) -> bool:
        """Whether the game is settled."""
        return self.to_play is None

    @property
    def cycle(self) -> int:
        """The cycle in play (1-based), or the last one once over."""
        return len(self.bets)

    @property
    def pot(self) -> int:
        """The pot: every fee and every bet."""
        return sum(self.paid.values())

    def to_json(self) -> dict[str, Any]:
        """Return the state (send it back as it is): its fields (:func:`json_form`) with the cycle, the pot, the
        least and most bet and whether it is over, each in its place."""
        form = json_form(self)
        return {**{key: form[key] for key in ("seats", "fee", "stake", "first_dealer", "hands", "bets", "dealer")},
                "cycle": self.cycle, "still_in": form["still_in"], "paid": form["paid"], "pot": self.pot,
                "min_bet": min_bet(self), "max_bet": max_bet(self), "to_play": form["to_play"], "over": self.over,
                "result": form["result"]}

    @classmethod
    def from_json(cls, data: object, rules: NamtouRules = DEFAULT_RULES) -> NamtouGame:
        """Read a state: replay its decisions from the deal by the rules; a state no legal play reaches is refused
        with a :class:`CardError` naming the field (``state.…``)."""
        check_keys(cls, data, "state", GAME_STATED)
        read = read_shape(cls, data, CardError, "state", also=GAME_STATED)
        assert isinstance(data, Mapping)
        players: tuple[str, ...] = read["players"]
        fee: int = read["fee"]
        stake: int = read["stake"]
        check_stake(fee, stake, "state.stake")
        first = check_member(players[0] if read["first_dealer"] is None else read["first_dealer"], players,
                             "state.first_dealer")
        hands = _read_hands(read["hands"], players, rules)
        game = _deal(players, fee, stake, first, hands)
        game = _replay(game, read["bets"], rules)
        _check_derived(data, game)
        return game


def check_stake(fee: int, stake: int, field: str) -> None:
    """Every player pays the fee from the sticks brought, so the stake covers it."""
    if stake < fee:
        raise CardError(f"each player pays the fee {fee} from the stake, so it is at least {fee}, got {stake}", field)


def _read_hands(data: object, players: tuple[str, ...], rules: NamtouRules) -> dict[str, tuple[Card, ...]]:
    if data is None:
        raise CardError("every seated player holds a hand", "state.hands")
    obj = read_object(data, "state.hands", players)
    deck = Counter(DEFAULT_DECK.cards())
    seen: Counter[Card] = Counter()
    hands: dict[str, tuple[Card, ...]] = {}
    for p in players:
        field = f"state.hands.{p}"
        if p not in obj:
            raise CardError(f"{p} is seated but holds no hand", field)
        hand = parse_cards(obj[p], field)
        if len(hand) != rules.hand_size:
            raise CardError(f"a hand holds {rules.hand_size} cards (rules.hand_size), got {len(hand)}", field)
        seen.update(hand)
        for card in sort_cards(set(hand)):
            if seen[card] > deck[card]:
                raise CardError(f"{card} makes {seen[card]} copies of it in the hands, but the deck has only"
                                f" {deck[card]}", field)
        hands[p] = sort_cards(hand)
    return hands


def _replay(game: NamtouGame, data: object, rules: NamtouRules) -> NamtouGame:
    if not isinstance(data, list) or not data:
        raise CardError("must be an array of the cycles begun, each an array of decisions in turn order",
                        "state.bets")
    for c, cycle in enumerate(data):
        if not isinstance(cycle, list):
            raise CardError("must be an array of decisions in turn order", f"state.bets[{c}]")
        if c + 1 != game.cycle:
            why = "the game was over" if game.over else f"cycle {game.cycle} was still being bet"
            raise CardError(f"no cycle {c + 1}: {why}", f"state.bets[{c}]")
        for i, raw in enumerate(cycle):
            field = f"state.bets[{c}][{i}]"
            obj = read_object(raw, field, ("player", "amount"))
            if raw is None:
                raise CardError("must be an object {player, amount}", field)
            player = check_member(obj.get("player"), game.players, f"{field}.player")
            amount = obj.get("amount")
            if amount is not None:
                amount = check_count(amount, f"{field}.amount", -MOST, MOST)
            if game.over:
                raise CardError("the game was over", field)
            if game.cycle != c + 1:
                raise CardError(f"cycle {c + 1} was over: {player}'s decision belongs to cycle {game.cycle}", field)
            step = apply_play(game, NamtouPlay(FOLD if amount is None else BET, player, amount), rules)
            if not step.legal:
                raise CardError(step.reason or "illegal", f"{field}.player" if player != game.to_play
                                else f"{field}.amount")
            game = step.game
    if len(data) != game.cycle:
        raise CardError(f"cycle {game.cycle} has begun: send its decisions (an empty array before the first)",
                        "state.bets")
    return game


def _check_derived(obj: Mapping[str, Any], game: NamtouGame) -> None:
    """The fields that follow from the history agree with the replay (each may be left out)."""
    computed = game.to_json()
    why = {
        "dealer": "the dealer passes to the next player still in when the dealer does 無行",
        "cycle": "the cycle follows from the decisions",
        "still_in": "the players who never did 無行, in seating order",
        "pot": "the pot holds every fee and every bet",
        "min_bet": "a 加行 is at least the last 加行",
        "max_bet": "a 加行 is at most the sticks the player has left",
        "to_play": "the turn follows from the decisions",
        "over": "the game ends when one player is left or after the last cycle",
        "result": "the result follows from the hands and the decisions",
    }
    if "paid" in obj:
        paid = read_object(obj["paid"], "state.paid", game.players)
        for p in game.players:
            if paid.get(p) != game.paid[p]:
                raise CardError(f"{p} paid the fee and bets, {game.paid[p]}, not {paid.get(p)!r}",
                                f"state.paid.{p}")
    for key, reason in why.items():
        if key in obj and obj[key] != computed[key]:
            raise CardError(f"expected {computed[key]!r}, got {obj[key]!r}: {reason}", f"state.{key}")


# --- the flow -------------------------------------------------------------------------------------------------


def seating_from(players: Sequence[str], first: str) -> tuple[str, ...]:
    """The players in seating order starting with ``first``."""
    i = players.index(first)
    return tuple(players[(i + k) % len(players)] for k in range(len(players)))


def _deal(players: tuple[str, ...], fee: int, stake: int, dealer: str,
          hands: Mapping[str, tuple[Card, ...]]) -> NamtouGame:
    """The game at the deal: everyone has paid the fee; the dealer decides first."""
    return NamtouGame(players, fee, stake, dealer, dict(hands), ((),), dealer, players, dict.fromkeys(players, fee),
                      dealer)


def new_game(players: int, names: Sequence[str] | None, seed: int, fee: int = 1, dealer: str | None = None,
             rules: NamtouRules = DEFAULT_RULES, stake: int = DEFAULT_STAKE) -> NamtouGame:
    """Deal ``rules.hand_size`` cards to each player from the deck shuffled reproducibly by ``seed`` (the dealer
    first, then in seating order); everyone pays ``fee`` into the pot from the ``stake`` brought; the dealer
    (default the first player) decides first."""
    count = check_count(players, "players", 2, MAX_PLAYERS)
    seats = check_players([str(i) for i in range(count)] if names is None else list(names), "seats", 2, MAX_PLAYERS)
    if len(seats) != count:
        raise CardError(f"{count} players need {count} names, got {len(seats)}", "seats")
    check_count(fee, "fee", 0, MOST)
    check_count(stake, "stake", 1, MOST)
    check_stake(fee, stake, "stake")
    first = seats[0] if dealer is None else check_member(dealer, seats, "dealer")
    return _deal(seats, fee, stake, first, _dealt_hands(seats, first, random.Random(f"namtou:{seed}"), rules))


def _dealt_hands(seats: tuple[str, ...], first: str, rng: random.Random,
                 rules: NamtouRules) -> dict[str, tuple[Card, ...]]:
    """``rules.hand_size`` cards to each player from the deck shuffled by ``rng``, ``first`` first, in seating
    order."""
    deck = shuffled_deck(rng, DEFAULT_DECK)
    if len(seats) * rules.hand_size > len(deck):
        raise CardError(f"{len(seats)} hands of {rules.hand_size} cards need {len(seats) * rules.hand_size} cards,"
                        f" the deck has {len(deck)}", "rules.hand_size")
    size = rules.hand_size
    dealt = {p: sort_cards(deck[i * size : (i + 1) * size]) for i, p in enumerate(seating_from(seats, first))}
    return {p: dealt[p] for p in seats}


def min_bet(game: NamtouGame) -> int:
    """The least 加行 now: the last 加行 of the game (carried across cycles), 1 before anyone bets."""
    last = [a for cycle in game.bets for _, a in cycle if a is not None]
    return max(1, last[-1]) if last else 1


def max_bet(game: NamtouGame) -> int:
    """The most the player to play can bet: the sticks left of the stake (0 once the game is over)."""
    if game.to_play is None:
        return 0
    return game.stake - game.paid[game.to_play]


def next_dealer(game: NamtouGame, folding: str) -> str:
    """Who is dealer after ``folding`` does 無行: the next player still in when the dealer folds, else unchanged."""
    if folding != game.dealer:
        return game.dealer
    return next(p for p in seating_from(game.players, folding)[1:] if p in game.still_in)


def next_to_play(game: NamtouGame, player: str) -> str | None:
    """Who decides after ``player`` in this cycle: the next player in seating order still in who has not decided
    this cycle (None: the cycle is over)."""
    decided = {p for p, _ in game.bets[-1]}
    return next((p for p in seating_from(game.players, player)[1:] if p in game.still_in and p not in decided),
                None)


def legal_plays(game: NamtouGame) -> list[NamtouPlay]:
    """The plays of the player to play: 無行, and 加行 of the least amount when the player can afford it (any
    amount from :func:`min_bet` to :func:`max_bet` is legal). None once the game is over."""
    me = game.to_play
    if me is None:
        return []
    plays = [NamtouPlay(FOLD, me)]
    if min_bet(game) <= max_bet(game):
        plays.append(NamtouPlay(BET, me, min_bet(game)))
    return plays


@dataclass(frozen=True, slots=True)
class NamtouStep:
    """A play adjudicated: legal or not (and why), and the game after it (unchanged when illegal)."""

    legal: bool
    reason: str | None
    game: NamtouGame


def apply_play(game: NamtouGame, play: NamtouPlay, rules: NamtouRules = DEFAULT_RULES) -> NamtouStep:
    """Apply a decision; one the rules forbid (after the end, out of turn, below the minimum, above the sticks
    left) is ``legal: false`` with the reason and the game unchanged."""
    check_member(play.player, game.players, "play.player")
    if play.action not in ACTIONS:
        raise CardError(f"must be one of {', '.join(ACTIONS)}, got {play.action!r}", "play.action")
    if game.to_play is None:
        return NamtouStep(False, "the game is over", game)
    me = play.player
    if me != game.to_play:
        why = " (out after 無行)" if me not in game.still_in else ""
        return NamtouStep(False, f"it is {game.to_play}'s turn, not {me}'s{why}", game)
    bets = (*game.bets[:-1], (*game.bets[-1], (me, play.amount if play.action == BET else None)))
    if play.action == FOLD:
        if play.amount is not None:
            return NamtouStep(False, "無行 (fold) bets nothing: leave out the amount", game)
        still_in = tuple(p for p in game.still_in if p != me)
        after = replace(game, bets=bets, dealer=next_dealer(game, me), still_in=still_in)
    else:
        low, high = min_bet(game), max_bet(game)
        if play.amount is None:
            return NamtouStep(False, f"加行 (bet) names its amount, {low} to {high}", game)
        if play.amount < low:
            return NamtouStep(False, f"加行 must be at least the previous bet {low}, got {play.amount}", game)
        if play.amount > high:
            return NamtouStep(False, f"{me} has {high} of the stake {game.stake} left, cannot bet {play.amount}",
                              game)
        after = replace(game, bets=bets, paid={**game.paid, me: game.paid[me] + play.amount})
    return NamtouStep(True, None, _advance(after, me, rules))


def _advance(game: NamtouGame, player: str, rules: NamtouRules) -> NamtouGame:
    """After ``player`` decided: the next player of the cycle, or the next cycle from the dealer, or the end."""
    if len(game.still_in) == 1:
        return settle(replace(game, to_play=None), rules)
    following = next_to_play(game, player)
    if following is not None:
        return replace(game, to_play=following)
    if game.cycle < rules.cycles:
        return replace(game, bets=(*game.bets, ()), to_play=game.dealer)
    return settle(replace(game, to_play=None), rules)


def settle(game: NamtouGame, rules: NamtouRules = DEFAULT_RULES) -> NamtouGame:
    """The end: the last player in takes the pot uncontested; otherwise everyone still in reveals
    (:func:`namtou.reveal`) and the strongest hand takes the pot, exact ties sharing it."""
    pot = game.pot
    revealed: dict[str, tuple[RankedCombo, ...]] | None = None
    winners: tuple[str, ...]
    if len(game.still_in) == 1:
        winners = game.still_in
    else:
        revealed, winners = reveal({p: game.hands[p] for p in game.still_in}, rules)
    shares = {p: Fraction(pot, len(winners)) for p in winners}
    net = {p: shares.get(p, Fraction(0)) - game.paid[p] for p in game.players}
    return replace(game, result=NamtouResult(winners, pot, shares, net, revealed))


# --- a whole game of hands --------------------------------------------------------------------------------------


def hand_rng(seed: int, number: int) -> random.Random:
    """The random source that deals hand ``number`` (1-based) of the whole game seeded ``seed``: reproducible."""
    return random.Random(f"namtou:{seed}:{number}")


def deal_hand(players: Sequence[str], seed: int, number: int, fee: int, stake: int,
              rules: NamtouRules = DEFAULT_RULES) -> NamtouGame:
    """Hand ``number`` of a whole game: dealt from ``seed`` and the number, its first dealer by
    :func:`common.hand_dealer`; everyone pays the game's ``fee`` from the ``stake`` they bring to each hand."""
    seats = tuple(players)
    first = hand_dealer(seats, number)
    return _deal(seats, fee, stake, first, _dealt_hands(seats, first, hand_rng(seed, number), rules))


#: A whole game's seed (64 bits), the hand in play (its reader reads it by the rules) and the running totals (exact
#: fraction strings by player, read once the hand's players are).
MATCH_HAND: Final = given_kind("hand")
MATCH_TOTALS: Final = given_kind("totals")
#: What a whole game's JSON form states beside its fields, checked by its reader.
MATCH_STATED: Final = ("hands", "points_cap", "fee", "stake", "to_play", "over", "winners")


@dataclass(frozen=True, slots=True)
class NamtouMatch:
    """A whole game of 開樽: ``rules.hands`` hands (ended early once a running total reaches ``rules.points_cap``),
    each played for the game's ``fee`` with the ``stake`` each player brings to every hand; the hand in play and
    its number; the running totals of sticks won and lost from the pots; and the seed.

    Each hand is dealt from ``seed`` and its number. The first seat deals the first hand and the deal passes one
    seat on after each hand (the dealer role a 無行 passes on lasts only for that hand's betting).
    """

    seed: int = field(metadata=declared(SEED, "each hand is dealt from it and its number"))
    hand_number: int = field(metadata=declared(integer(1, MOST_HANDS), "the hand in play, 1-based"))
    hand: NamtouGame = field(metadata=declared(MATCH_HAND, "the hand in play, as a 開樽 game's state"))
    totals: Annotated[Mapping[str, Fraction], dict[str, str]] = field(metadata=declared(
        MATCH_TOTALS, "player -> sticks won minus sticks paid over the settled hands (exact fraction strings; sums"
                      " to 0)", **json_written_by(exact_json)))
    rules: NamtouRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

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
        game's length (hands and points cap), fee and stake after the hand number, then to_play, over and
        winners."""
        form = json_form(self)
        return {"seed": form["seed"], "hand_number": form["hand_number"], "hands": self.rules.hands,
                "points_cap": self.rules.points_cap, "fee": self.hand.fee, "stake": self.hand.stake,
                "hand": form["hand"], "totals": form["totals"], "to_play": self.to_play, "over": self.over,
                "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: NamtouRules = DEFAULT_RULES) -> NamtouMatch:
        """Read and check a whole game: each field by its declaration (:func:`read_shape`), then the hand as
        :meth:`NamtouGame.from_json` does (replaying its decisions); its fee, stake, first dealer and cards (the deal
        of this seed and hand number); the totals (what the hands before could have paid); that nothing is played
        after the end; and the stated length, turn, end and winners. Errors name the field (``state.…``)."""
        check_keys(cls, data, "state", MATCH_STATED)
        read = read_shape(cls, data, CardError, "state", also=MATCH_STATED)
        assert isinstance(data, Mapping)
        obj = data
        seed: int = read["seed"]
        check_length_stated(obj, rules.hands, rules.points_cap, "state")
        fee = check_count(obj.get("fee"), "state.fee", 0, MOST)
        stake = check_count(obj.get("stake"), "state.stake", 1, MOST)
        check_stake(fee, stake, "state.stake")
        number = check_count(read["hand_number"], "state.hand_number", 1, rules.hands)
        try:
            hand = NamtouGame.from_json(read["hand"], rules)
        except CardError as err:
            field = err.field.replace("state", "state.hand", 1) if err.field else "state.hand"
            raise CardError(err.message, field) from err
        for key, game_value, hand_value in (("fee", fee, hand.fee), ("stake", stake, hand.stake)):
            if hand_value != game_value:
                raise CardError(f"every hand of a game is played for the game's {key}, {game_value}, not"
                                f" {hand_value}", f"state.hand.{key}")
        first = hand_dealer(hand.players, number)
        if hand.first_dealer != first:
            raise CardError(f"the first seat deals hand 1 and the deal passes one seat on after each hand, so"
                            f" {first} deals hand {number}, not {hand.first_dealer}", "state.hand.first_dealer")
        dealt = deal_hand(hand.players, seed, number, fee, stake, rules)
        for p in hand.players:
            if hand.hands[p] != dealt.hands[p]:
                raise CardError(f"hand {number} of this seed deals {p} {' '.join(notation(dealt.hands[p]))}, and the"
                                " hands stay as dealt to the reveal", f"state.hand.hands.{p}")
        totals = read_totals(read["totals"], hand.players, "state.totals")
        now = hand.result.net if hand.result is not None else dict.fromkeys(hand.players, Fraction(0))
        before = {p: totals[p] - now[p] for p in hand.players}
        check_totals(totals, before, hand.players, number - 1, (stake, stake * (len(hand.players) - 1)),
                     "state.totals")
        check_not_after_end(hand.players, number, before, totals, hand.over, (rules.hands, rules.points_cap),
                            "state.hand_number")
        match = cls(seed, number, hand, totals, rules)
        check_stated(obj, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                     CardError)
        return match



def new_match(players: Sequence[str], seed: int, fee: int = 1, stake: int = DEFAULT_STAKE,
              rules: NamtouRules = DEFAULT_RULES) -> NamtouMatch:
    """Start a whole game: hand 1 dealt from ``seed``, the first seat dealing; every total at 0."""
    seats = check_players(list(players), "seats", 2, MAX_PLAYERS)
    check_count(fee, "fee", 0, MOST)
    check_count(stake, "stake", 1, MOST)
    check_stake(fee, stake, "stake")
    return NamtouMatch(seed, 1, deal_hand(seats, seed, 1, fee, stake, rules), dict.fromkeys(seats, Fraction(0)),
                       rules)


def legal_match_plays(match: NamtouMatch) -> list[NamtouPlay]:
    """The plays of the player to play in the hand in play (none once the game is over)."""
    return [] if match.over else legal_plays(match.hand)


@dataclass(frozen=True, slots=True)
class NamtouMatchStep:
    """A play applied to a whole game: legal or not (and why), the result of a hand it ended, the game after."""

    legal: bool
    reason: str | None
    result: NamtouResult | None = field(metadata=json_doc(
        "a hand this play ended: the reveal, who takes the pot, the net sticks (null otherwise)"))
    state: NamtouMatch

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def apply_match(match: NamtouMatch, play: NamtouPlay) -> NamtouMatchStep:
    """Apply a decision to the hand in play; a hand it ends is settled into the totals and, unless that ends the
    game, the next hand is dealt. A play the rules forbid is ``legal: false`` with the game unchanged."""
    check_member(play.player, match.players, "play.player")
    if match.over:
        return NamtouMatchStep(False, "the game is over", None, match)
    step = apply_play(match.hand, play, match.rules)
    if not step.legal or step.game.result is None:
        return NamtouMatchStep(step.legal, step.reason, None, replace(match, hand=step.game))
    result = step.game.result
    totals = {p: match.totals[p] + result.net[p] for p in match.players}
    ended = replace(match, hand=step.game, totals=totals)
    if ended.over:
        return NamtouMatchStep(True, None, result, ended)
    number = match.hand_number + 1
    dealt = deal_hand(match.players, match.seed, number, match.hand.fee, match.hand.stake, match.rules)
    return NamtouMatchStep(True, None, result, replace(ended, hand_number=number, hand=dealt))
