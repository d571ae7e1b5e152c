"""値木 (mak1 hup1): the summing tree (other-games spec §3.5).

Roads (道) are open tips. On a turn a player extends a road with cards whose values sum to its tip (無0 … 将8),
merges two roads with one card equal to the sum of their tips, plays 皇, 王 or 船 alone to erase every road (two
stock cards become the new roads), or draws (the drawn card becomes a new road under ``draw_to = road``). On a tip
that is 皇, 王 or 船 any one numbered card may be played. The first to empty their hand wins; when the stock is out
and nobody can play, the fewest cards wins [inferred].

A state names its ``dealer`` (who played first) and the ``turns_taken`` (the turns taken so far: plays, draws and
passes), so whose turn it is follows from them. A whole game (:class:`MakhupMatch`) is ``rules.seasons`` seasons
(default 4), or fewer when a total reaches ``rules.points_cap``; a season scores 1 to each winner (``scoring =
season_won``) or each loser pays each winner the cards left in their hand (``cards_left``); the winner deals next
(``next_dealer = winner``) or the deal passes to the left (``left``).

Play JSON: ``{"extend": road, "cards": [...]}``, ``{"merge": [road, road], "cards": [card]}``,
``{"erase": card}``, ``{"draw": true}`` or ``{"pass": true}`` (only when no play or draw is possible).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Final, Literal

from adjudicator.games.errors import check_stated
from adjudicator.games.options import check_options, choice, number, options_json, read_options, switch
from adjudicator.games.paper_cetkaik.cards import (
    DEFAULT_DECK,
    Card,
    CardError,
    DeckRules,
    Kind,
    check_available,
    deal,
    notation,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    DECK_PART,
    PLAYER,
    SEASONS_OPTION,
    card_notations,
    check_count,
    check_keys,
    check_member,
    check_players,
    check_whole_deck,
    exact_json,
    following,
    given_kind,
    hands_notation,
    null_as_empty,
    read_hands,
    read_object,
    read_to_play,
    seats_kind,
)

from ..jsonform import NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, integer, listed, read_shape

#: Cards dealt to each player.
HAND_SIZE: Final = 6
#: Roads revealed at the start and after an erase.
START_ROADS: Final = 2
#: The cards that erase every road.
ERASERS: Final = frozenset({Kind.TAM2, Kind.IO, Kind.NUAK1})

PlayKind = Literal["extend", "merge", "erase", "draw", "pass"]
Scoring = Literal["season_won", "cards_left"]
NextDealer = Literal["winner", "left"]


@dataclass(frozen=True, slots=True)
class MakhupRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``makhup.new_tips``,
    ``makhup.draw_to``, ``many_to_many`` (only false), the deck, and the whole game's ``seasons``, ``points_cap``
    (None: none), ``scoring`` and ``next_dealer``."""

    new_tips: Literal["each_played_card", "last_card_only"] = field(default="each_played_card", metadata=choice(
        "extending a road: every card played becomes an open tip (default) or only the last one",
        ("each_played_card", "last_card_only")))
    draw_to: Literal["road", "hand"] = field(default="road", metadata=choice(
        "a drawn card becomes a new road (default, the book's \"add a road\") or goes to the hand", ("road", "hand")))
    many_to_many: bool = field(default=False, metadata=switch(
        "many-to-many sums (several cards onto several roads; only false is supported)", only=False))
    deck: DeckRules = field(default=DEFAULT_DECK, metadata=DECK_PART)
    seasons: int = field(default=4, metadata=SEASONS_OPTION)
    points_cap: int | None = field(default=None, metadata=number(
        "a whole game also ends when a total reaches it (default null: none)", 1, 10_000, nullable=True))
    scoring: Scoring = field(default="season_won", metadata=choice(
        "season_won: 1 to each season winner (default); cards_left: each loser pays each winner the cards left in "
        "their hand",
        ("season_won", "cards_left")))
    next_dealer: NextDealer = field(default="winner", metadata=choice(
        "who deals the next season: its winner (default), or the next player in seating order", ("winner", "left")))

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> MakhupRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts={"deck": DeckRules.from_json}))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final = MakhupRules()


@dataclass(frozen=True, slots=True)
class Play:
    """A play: its kind, the roads it uses and the cards it puts down."""

    kind: PlayKind
    roads: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return the play in the module's JSON shape."""
        if self.kind == "extend":
            return {"extend": self.roads[0], "cards": [c.notation for c in self.cards]}
        if self.kind == "merge":
            return {"merge": list(self.roads), "cards": [c.notation for c in self.cards]}
        if self.kind == "erase":
            return {"erase": self.cards[0].notation}
        return {self.kind: True}

    @classmethod
    def from_json(cls, data: object) -> Play:
        """Read a play (see the module docstring)."""
        obj = read_object(data, "play", ("extend", "merge", "erase", "draw", "pass", "cards"))
        kinds = [k for k in ("extend", "merge", "erase", "draw", "pass") if k in obj]
        if len(kinds) != 1:
            raise CardError("must have exactly one of extend, merge, erase, draw or pass", "play")
        kind = kinds[0]
        played = tuple(Card.parse(c, f"play.cards[{i}]") for i, c in enumerate(obj.get("cards", [])))
        if kind == "extend":
            road = obj["extend"]
            if not isinstance(road, int) or isinstance(road, bool):
                raise CardError(f"must be a road index, got {road!r}", "play.extend")
            return cls("extend", (road,), played)
        if kind == "merge":
            roads = obj["merge"]
            if not isinstance(roads, list) or len(roads) != 2 or not all(isinstance(r, int) for r in roads):
                raise CardError("must be two road indices", "play.merge")
            return cls("merge", tuple(roads), played)
        if kind == "erase":
            return cls("erase", (), (Card.parse(obj["erase"], "play.erase"),))
        return cls(kind)  # type: ignore[arg-type]


def _value(card: Card) -> int | None:
    return card.kind.number


def _summing_at_most(kinds: list[Card], copies: list[int], values: list[int], most: int, start: int,
                     picks: list[int], total: int) -> Iterator[tuple[Card, ...]]:
    """Yield the sub-multisets of ``kinds[start:]`` (``copies`` of each) whose values, added to ``total``, stay within
    ``most``, each with the picks already made (``picks[:start]``), in the order of ``itertools.product`` over the
    copies taken of each kind; the empty one is not yielded. Values are never negative, so once a number of copies of
    a kind goes over ``most``, more of them do too: the search stops there."""
    if start == len(kinds):
        if any(picks):
            yield tuple(c for c, k in zip(kinds, picks, strict=True) for _ in range(k))
        return
    for k in range(copies[start] + 1):
        reached = total + k * values[start]
        if reached > most:
            break
        picks[start] = k
        yield from _summing_at_most(kinds, copies, values, most, start + 1, picks, reached)
    picks[start] = 0


def groups_summing_at_most(cards: Sequence[Card], most: int) -> list[tuple[Card, ...]]:
    """Every distinct non-empty sub-multiset of the numbered ``cards`` whose values add up to at most ``most`` (the
    groups that can extend a road): a subset-sum search that never builds a group worth more than the highest tip,
    so a long hand (drawn into under ``draw_to = hand``) costs what its playable groups cost, not 2^n."""
    counts = Counter(sort_cards(cards))
    kinds = list(counts)
    return list(_summing_at_most(kinds, [counts[c] for c in kinds], [_value(c) or 0 for c in kinds], most, 0,
                                 [0] * len(kinds), 0))


def legal_plays(hand: Sequence[Card], roads: Sequence[Card]) -> list[Play]:
    """List every extend, merge and erase play (a subset-sum search over the numbered cards, 無 counting 0)."""
    numbered = [c for c in hand if _value(c) is not None]
    plays: list[Play] = []
    groups = groups_summing_at_most(numbered, max((_value(t) or 0 for t in roads), default=0))
    for i, tip in enumerate(roads):
        tip_value = _value(tip)
        if tip_value is None:
            plays.extend(Play("extend", (i,), (c,)) for c in dict.fromkeys(sort_cards(numbered)))
        else:
            plays.extend(Play("extend", (i,), g) for g in groups if sum(_value(c) or 0 for c in g) == tip_value)
    for i in range(len(roads)):
        for j in range(i + 1, len(roads)):
            a, b = _value(roads[i]), _value(roads[j])
            if a is not None and b is not None:
                plays.extend(Play("merge", (i, j), (c,)) for c in dict.fromkeys(numbered) if _value(c) == a + b)
    plays.extend(Play("erase", (), (c,)) for c in dict.fromkeys(sort_cards(hand)) if c.kind in ERASERS)
    return plays


#: The players of a game: 2 to 6.
SEATS: Final = seats_kind(2, 6)
#: The hands of a state, by player (read by :func:`read_hands` once the players are read).
HANDS: Final = given_kind("hands")


@dataclass(frozen=True, slots=True)
class MakhupState:
    """The game: hands, roads (tips), stock (top first), whose turn, the dealer (who played first), the turns taken,
    consecutive passes and the result."""

    players: tuple[str, ...] = field(metadata=declared(SEATS, "2 to 6 distinct names in turn order",
                                                       **json_name("seats")))
    hands: Mapping[str, tuple[Card, ...]] = field(metadata=declared(
        HANDS, "player -> cards", **json_written_by(hands_notation)))
    roads: tuple[Card, ...] = field(metadata=declared(
        listed(CARD), "the tips of the open roads, by index", absent=(), **json_written_by(card_notations)))
    stock: tuple[Card, ...] = field(metadata=declared(listed(CARD), "top first", absent=(),
                                                      **json_written_by(card_notations)))
    to_play: str | None = field(metadata=declared(PLAYER.or_null(), "whose turn it is; null once the game is over"))
    dealer: str = field(metadata=declared(PLAYER, "who played first; the turns go round from them"))
    turns_taken: int = field(metadata=declared(
        integer(0, 10_000), "the turns taken so far (plays, draws and passes): it is the turn of the player this many "
                            "seats after the dealer"))
    passes: int = field(default=0, metadata=declared(integer(0, 6), "consecutive passes"))
    discard: tuple[Card, ...] = field(default=(), metadata=declared(listed(CARD), "covered and erased cards",
                                                                    **json_written_by(notation)))
    winners: tuple[str, ...] = field(default=(), metadata=declared(
        listed(PLAYER, min_length=0, max_length=6),
        "the player who played out, or, once everyone passed with the stock empty, those holding the fewest cards"))

    def to_json(self) -> dict[str, Any]:
        """Return the state: its fields (:func:`json_form`), then ``over``."""
        return {**json_form(self), "over": self.over}

    @property
    def over(self) -> bool:
        """Whether the game has ended: a player has played out, or everyone passed with the stock empty."""
        return bool(self.winners)

    @classmethod
    def from_json(cls, data: object, rules: MakhupRules = DEFAULT_RULES) -> MakhupState:
        """Read a state (see :meth:`to_json`): each field by its declaration (:func:`read_shape`), then the cards
        against the deck and the players, and the invariants of a game."""
        data = null_as_empty(data, ("hands",))
        check_keys(cls, data, "state", ("over",))
        if isinstance(data, Mapping):
            if "dealer" not in data:
                raise CardError("a state names its dealer (who played first), as the service returns it",
                                "state.dealer")
            if "turns_taken" not in data:
                raise CardError("a state counts the turns taken (plays, draws and passes), as the service returns it",
                                "state.turns_taken")
        read = read_shape(cls, data, CardError, "state", also=("over",))
        assert isinstance(data, Mapping)
        players: tuple[str, ...] = read["players"]
        hands = read_hands(read["hands"], players, "state.hands", rules.deck)
        for name in ("roads", "stock", "discard"):
            check_available(read.get(name, ()), f"state.{name}", rules.deck)
        roads, stock, discard = read["roads"], read["stock"], read.get("discard", ())
        _check_copies(players, hands, roads, stock, discard, rules)
        for i, p in enumerate(read.get("winners", ())):
            check_member(p, players, f"state.winners[{i}]")
        state = cls(**{
            **read,
            "hands": hands,
            "to_play": read_to_play(data, players),
            "dealer": check_member(read["dealer"], players, "state.dealer"),
            "passes": check_count(read.get("passes", 0), "state.passes", 0, len(players)),
            "discard": sort_cards(discard),
        })
        _check_passes(state)
        _check_winners(state)
        if (data.get("to_play") is None) != state.over:
            raise CardError("is null exactly when the game is over", "state.to_play")
        if "over" in data and data["over"] != state.over:
            raise CardError(f"the game {'is' if state.over else 'is not'} over (see winners)", "state.over")
        check_whole_deck([*roads, *stock, *discard, *(c for h in hands.values() for c in h)], rules.deck,
                         "state.stock", "a hand, a road, the stock or the discard pile")
        _check_hand_sizes(state, rules)
        _check_roads(state)
        _check_turn(state, rules)
        _check_turns_without_erase_or_pass(state, rules)
        return state


def _check_copies(players: Sequence[str], hands: Mapping[str, Sequence[Card]], roads: Sequence[Card],
                  stock: Sequence[Card], discard: Sequence[Card], rules: MakhupRules) -> None:
    """Every card is in one place: no place (a hand, the roads, the stock, the discard pile) holds a copy the deck
    has not got once the places before it are counted; the place where the copies run out is named."""
    held: Counter[Card] = Counter()
    places = [*((f"state.hands.{p}", hands[p]) for p in players), ("state.roads", roads), ("state.stock", stock),
              ("state.discard", discard)]
    for field_name, cards in places:
        for card in cards:
            held[card] += 1
            if held[card] > rules.deck.copies(card):
                raise CardError(f"the deck has {rules.deck.copies(card)} × {card} and every card is in one place, so"
                                f" no place can hold another one (found {held[card]} in all)", field_name)


def _check_roads(state: MakhupState) -> None:
    """The roads run out only when a 皇, 王 or 船 erases them with the stock empty (no new roads to reveal)."""
    if not state.roads and state.stock:
        raise CardError(f"an erase reveals two stock cards as new roads, so there are no roads only once the stock"
                        f" is empty, not with {len(state.stock)} card(s) left", "state.roads")


def turn_bounds(state: MakhupState, rules: MakhupRules = DEFAULT_RULES) -> tuple[int, int]:
    """The fewest and most turns that leave the stock, the hands and the discard pile as they are.

    A turn is a play, a draw or a pass. Of the L cards gone from the stock, D were drawn (one a turn) and the rest
    revealed as new roads by erases (two each); an erase puts its 皇, 王 or 船 on the discard pile, which never
    shrinks, so there were at most E erases, E the erasers on the pile; each play puts down at least one card, and
    a pass needs an empty stock and no play, the passes in a row ending with a play or the end. So the turns are at
    least L − E (and one if a card was played) plus the passes in a row now, and at most L + P + (n − 1)(P + 1) + 1
    (P the cards played; no pass while the stock holds cards).
    """
    n = len(state.players)
    gone = _stock_after_deal(n, rules) - len(state.stock)
    erasers = sum(1 for c in state.discard if c.kind in ERASERS)
    held = sum(len(h) for h in state.hands.values())
    played = HAND_SIZE * n - held + (gone if rules.draw_to == "hand" else 0)
    low = max(gone - erasers, 1 if HAND_SIZE * n > held else 0) + state.passes
    high = gone + played + ((n - 1) * (played + 1) + 1 if not state.stock else 0)
    return low, high


def _check_turn(state: MakhupState, rules: MakhupRules) -> None:
    """Whose turn it is: the turns go round from the dealer, so turn t is the dealer's seat + t; a game won by
    playing out was won on the turn before the last one counted; the turns taken are within :func:`turn_bounds`."""
    low, high = turn_bounds(state, rules)
    if not low <= state.turns_taken <= high:
        raise CardError(f"{state.turns_taken} turn(s) cannot leave the stock, hands and discard pile as they are: they"
                        f" take {low} to {high} turns (plays, draws and passes)", "state.turns_taken")
    if state.passes > state.turns_taken:
        raise CardError(f"{state.passes} passes in a row take as many turns, and {state.turns_taken} were taken",
                        "state.passes")
    seat = state.players.index(state.dealer)
    n = len(state.players)
    if state.to_play is not None:
        due = state.players[(seat + state.turns_taken) % n]
        if state.to_play != due:
            raise CardError(f"the turns go round from the dealer {state.dealer}, so after {state.turns_taken} turn(s)"
                            f" it is {due}'s turn, not {state.to_play}'s (no one plays twice in a row)",
                            "state.to_play")
        return
    emptied = [p for p in state.players if not state.hands[p]]
    if emptied:
        last = state.players[(seat + state.turns_taken - 1) % n] if state.turns_taken else None
        if last != emptied[0]:
            raise CardError(f"{emptied[0]} won by playing out, which ends the game on their turn, so the last of"
                            f" {state.turns_taken} turn(s) from the dealer {state.dealer} is theirs, not {last}'s"
                            " (no turn follows the end)", "state.turns_taken")


def _stock_after_deal(players: int, rules: MakhupRules) -> int:
    """The cards left in the stock once the hands are dealt and the first roads revealed."""
    return max(0, len(rules.deck.cards()) - HAND_SIZE * players - START_ROADS)


def _check_hand_sizes(state: MakhupState, rules: MakhupRules) -> None:
    """The stock only shrinks, and a hand grows past its 6 dealt cards only by draws (``draw_to = hand``)."""
    dealt = _stock_after_deal(len(state.players), rules)
    if len(state.stock) > dealt:
        raise CardError(f"the deal leaves {dealt} cards in the stock and it only shrinks, so it cannot hold "
                        f"{len(state.stock)}", "state.stock")
    drawn = dealt - len(state.stock) if rules.draw_to == "hand" else 0
    for p in state.players:
        grown = len(state.hands[p]) - HAND_SIZE
        if grown > drawn:
            if rules.draw_to == "road":
                raise CardError(f"holds {len(state.hands[p])} cards, but a hand is dealt {HAND_SIZE} and never grows "
                                "(a drawn card becomes a road, draw_to = road)", f"state.hands.{p}")
            raise CardError(f"holds {len(state.hands[p])} cards: more than the {HAND_SIZE} dealt and the cards drawn "
                            f"from the stock ({dealt - len(state.stock)} have left it in all)", f"state.hands.{p}")
        drawn -= max(0, grown)


def _check_turns_without_erase_or_pass(state: MakhupState, rules: MakhupRules) -> None:
    """Before any erase or pass, the turns so far are plays and draws going round from the dealer.

    A pass needs an empty stock, and an erase takes stock cards and leaves its 皇, 王 or 船 on the discard pile
    (which never shrinks). So while the stock holds cards and either is as dealt or the pile holds no eraser, every
    turn was an extend or a merge (at least one card from the hand; one card, two tips onto the pile, for a merge)
    or a draw, and the draws emptied the stock of exactly the cards missing from it. Some dealer and number of turns
    must then give each player turns enough for the cards they played and drew (the state's ``turns_taken`` going
    round from its ``dealer``; whose turn follows is :func:`_check_turn`'s), and the discard pile and roads those
    plays leave.
    """
    dealt = _stock_after_deal(len(state.players), rules)
    erasers = any(c.kind in ERASERS for c in state.discard)
    if not state.stock or (erasers and len(state.stock) != dealt):
        return
    drawn = dealt - len(state.stock)
    players, n, turns = state.players, len(state.players), state.turns_taken
    first = players.index(state.dealer)
    order = [players[(first + i) % n] for i in range(n)]
    plays = turns - drawn
    if rules.new_tips == "each_played_card":
        merges = len(state.discard) - plays
    else:
        merges = START_ROADS + (drawn if rules.draw_to == "road" else 0) - len(state.roads)
    if 0 <= merges <= plays and state.roads:
        low = high = 0
        for i, p in enumerate(order):
            span = _draws_of(turns // n + (1 if i < turns % n else 0), len(state.hands[p]), rules)
            if span is None:
                break
            low, high = low + span[0], high + span[1]
        else:
            if low <= drawn <= high:
                return
    raise CardError(f"before any erase or pass ({len(state.stock)} stock cards left, {drawn} drawn), every turn "
                    f"was a play or a draw, in turn from the dealer {state.dealer}, and no {turns} such turns leave"
                    " these hands, roads and discard pile", "state.hands")


def _draws_of(turns: int, held: int, rules: MakhupRules) -> tuple[int, int] | None:
    """The fewest and most draws among a player's ``turns`` when only plays and draws were made, or None.

    The other turns are plays, each putting down at least one card and none without a card to put down.
    """
    if rules.draw_to == "road":
        shed = HAND_SIZE - held
        if shed == 0:
            return turns, turns
        return (max(0, turns - shed), turns - 1) if turns >= 1 else None
    if held - HAND_SIZE == turns:  # drew every turn and played nothing
        return turns, turns
    low = max(0, held - HAND_SIZE + 1, -(-(turns + held - HAND_SIZE) // 2))
    return (low, turns - 1) if low <= turns - 1 else None


def _check_passes(state: MakhupState) -> None:
    """Passes: only with the stock empty and no play in hand; a play (also the one playing out) resets them.

    A pass changes nothing, so the players who passed in a row (the ``passes`` players before ``to_play``, or all
    of them once the game ended so) still hold no play on the roads as they are.
    """
    if not state.passes:
        return
    if state.stock:
        raise CardError("a pass is allowed only when the stock is empty, so none can be counted while "
                        f"{len(state.stock)} card(s) remain", "state.passes")
    if any(not state.hands[p] for p in state.players):
        raise CardError("the play emptying a hand resets the passes to 0", "state.passes")
    if state.to_play is None:
        passed = list(state.players) if state.passes == len(state.players) else []
    else:
        before = [state.to_play, *following(state.players, state.to_play)][::-1]
        passed = before[: state.passes]
    for p in passed:
        if legal_plays(state.hands[p], state.roads):
            raise CardError(f"{p} passed, which is allowed only without a play, but can play on these roads",
                            "state.passes")


def _check_winners(state: MakhupState) -> None:
    """The winners are the one who played out, or, once all passed with the stock empty, the fewest cards."""
    emptied = tuple(p for p in state.players if not state.hands[p])
    if len(emptied) > 1:
        raise CardError(f"the game ends when the first hand empties, so {', '.join(emptied)} cannot all hold none",
                        "state.hands")
    if emptied:
        expected = emptied
    elif state.passes == len(state.players):
        fewest = min(len(h) for h in state.hands.values())
        expected = tuple(p for p in state.players if len(state.hands[p]) == fewest)
    else:
        expected = ()
    if state.winners != expected:
        raise CardError(f"must be {list(expected)}: the player who played out, or, once everyone has passed, "
                        "the players holding the fewest cards", "state.winners")


def new_game(
    players: Sequence[str], dealer: str, rng: random.Random, rules: MakhupRules = DEFAULT_RULES
) -> MakhupState:
    """Deal 6 cards each and reveal 2 stock cards as the roads; the dealer plays first."""
    names = check_players(list(players))
    check_member(dealer, names, "dealer")
    dealt = deal(len(names), HAND_SIZE, rng, rules.deck)
    return MakhupState(
        names, dict(zip(names, dealt.hands, strict=True)), dealt.stock[:START_ROADS], dealt.stock[START_ROADS:], dealer,
        dealer, 0,
    )


@dataclass(frozen=True, slots=True)
class MakhupStep:
    """The result of a play: legality, reason and the new state."""

    legal: bool
    reason: str | None
    state: MakhupState

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def apply(state: MakhupState, player: str, play: Play, rules: MakhupRules = DEFAULT_RULES) -> MakhupStep:
    """Apply a play; an illegal play leaves the state unchanged."""
    check_member(player, state.players, "player")
    if state.winners:
        return MakhupStep(False, "the game is over", state)
    if player != state.to_play:
        return MakhupStep(False, f"it is {state.to_play}'s turn, not {player}'s", state)
    hand = state.hands[player]
    rest = list(hand)
    for card in play.cards:
        if card not in rest:
            return MakhupStep(False, f"{card} is not in {player}'s hand", state)
        rest.remove(card)
    if any(not 0 <= r < len(state.roads) for r in play.roads):
        return MakhupStep(False, f"there are only {len(state.roads)} roads", state)
    options = legal_plays(hand, state.roads)
    if play.kind == "draw":
        if not state.stock:
            return MakhupStep(False, "the stock is empty", state)
        return MakhupStep(True, None, _draw(state, player, rules))
    if play.kind == "pass":
        if state.stock or options:
            return MakhupStep(False, "a pass is allowed only when no play or draw is possible", state)
        return MakhupStep(True, None, _pass(state, player))
    if _normal(play) not in {_normal(o) for o in options}:
        return MakhupStep(False, _why_not(play, state.roads), state)
    after = replace(state, hands={**state.hands, player: tuple(rest)}, passes=0, turns_taken=state.turns_taken + 1)
    after = _lay(after, play, rules)
    if not rest:
        return MakhupStep(True, None, replace(after, winners=(player,), to_play=None))
    return MakhupStep(True, None, replace(after, to_play=following(state.players, player)[0]))


def _normal(play: Play) -> tuple[str, tuple[int, ...], tuple[Card, ...]]:
    return play.kind, play.roads, sort_cards(play.cards)


def _why_not(play: Play, roads: Sequence[Card]) -> str:
    if play.kind == "extend":
        return f"the cards do not sum to the tip {roads[play.roads[0]]}"
    if play.kind == "merge":
        return "merging needs one numbered card equal to the sum of two numbered tips"
    return "only 皇, 王 or 船 erases the roads"


def _lay(state: MakhupState, play: Play, rules: MakhupRules) -> MakhupState:
    roads = list(state.roads)
    if play.kind == "erase":
        fresh, stock = state.stock[:START_ROADS], state.stock[START_ROADS:]
        return replace(state, roads=fresh, stock=stock, discard=sort_cards((*state.discard, *roads, *play.cards)))
    if play.kind == "extend":
        i = play.roads[0]
        each = rules.new_tips == "each_played_card"
        tips = list(play.cards) if each else [play.cards[-1]]
        covered = [roads[i]] if each else [roads[i], *play.cards[:-1]]
        return replace(
            state, roads=(*roads[:i], *tips, *roads[i + 1 :]), discard=sort_cards((*state.discard, *covered))
        )
    i, j = play.roads
    merged = [r for k, r in enumerate(roads) if k not in (i, j)]
    merged.insert(i, play.cards[0])
    return replace(state, roads=tuple(merged), discard=sort_cards((*state.discard, roads[i], roads[j])))


def _draw(state: MakhupState, player: str, rules: MakhupRules) -> MakhupState:
    card, stock = state.stock[0], state.stock[1:]
    nxt = following(state.players, player)[0]
    turn = state.turns_taken + 1
    if rules.draw_to == "road":
        return replace(state, roads=(*state.roads, card), stock=stock, to_play=nxt, passes=0, turns_taken=turn)
    hands = {**state.hands, player: sort_cards((*state.hands[player], card))}
    return replace(state, hands=hands, stock=stock, to_play=nxt, passes=0, turns_taken=turn)


def _pass(state: MakhupState, player: str) -> MakhupState:
    passes, turn = state.passes + 1, state.turns_taken + 1
    if passes < len(state.players):
        return replace(state, passes=passes, turns_taken=turn, to_play=following(state.players, player)[0])
    fewest = min(len(h) for h in state.hands.values())
    winners = tuple(p for p in state.players if len(state.hands[p]) == fewest)
    return replace(state, passes=passes, turns_taken=turn, winners=winners, to_play=None)


# --- a whole game of seasons ----------------------------------------------------------------------------------------


def season_rng(seed: int, season: int) -> random.Random:
    """The random source that deals season ``season`` (1-based) of the whole game seeded ``seed``: reproducible."""
    return random.Random(f"makhup:{seed}:{season}")


def most_cards(players: int, rules: MakhupRules = DEFAULT_RULES) -> int:
    """The most cards a hand can hold: the 6 dealt, plus the whole stock under ``draw_to = hand``."""
    return HAND_SIZE + (_stock_after_deal(players, rules) if rules.draw_to == "hand" else 0)


@dataclass(frozen=True, slots=True)
class SeasonResult:
    """A finished season scored: its winners, what each player gains (``net``) and who deals the next season."""

    winners: tuple[str, ...] = field(metadata=json_doc("who played out, or the fewest cards once all passed"))
    net: Annotated[Mapping[str, int], dict[str, str]] = field(metadata={
        **json_doc("player -> points this season gave (whole numbers, as exact amounts: strings)"),
        **json_written_by(exact_json)})
    next_dealer: str

    def to_json(self) -> dict[str, Any]:
        """Return ``{"winners", "net", "next_dealer"}`` (``net`` as exact amounts: whole-number strings): every field
        (:func:`json_form`)."""
        return json_form(self)


def season_result(state: MakhupState, rules: MakhupRules = DEFAULT_RULES) -> SeasonResult:
    """Score a finished season [project decision; the seed names a winner and gives no points].

    ``scoring = season_won`` (default): each winner scores 1 (several on a tie for the fewest cards).
    ``cards_left``: each loser pays each winner the number of cards left in the loser's hand (zero-sum).
    The next dealer (``next_dealer = winner``, default, as 行戦 and 終季 pass the deal): the dealer if among the
    winners, else the first winner after the dealer in seating order; under ``left``, the player after the dealer.
    """
    if not state.winners:
        raise CardError("the season is not over yet", "state.winners")
    net = dict.fromkeys(state.players, 0)
    for winner in state.winners:
        if rules.scoring == "season_won":
            net[winner] += 1
            continue
        for loser in state.players:
            if loser not in state.winners:
                net[loser] -= len(state.hands[loser])
                net[winner] += len(state.hands[loser])
    if rules.next_dealer == "left":
        dealer = following(state.players, state.dealer)[0]
    else:
        dealer = next(p for p in [state.dealer, *following(state.players, state.dealer)] if p in state.winners)
    return SeasonResult(state.winners, net, dealer)


#: The season in play of a whole game (read as a state by the game's reader, which knows the rules).
MATCH_SEASON: Final = given_kind("season")
#: The running totals of a whole game, by player (read by the game's reader, which knows the players).
MATCH_TOTALS: Final = given_kind("totals")


@dataclass(frozen=True, slots=True)
class MakhupMatch:
    """A whole game of ``rules.seasons`` seasons (fewer when a total reaches ``rules.points_cap``): the season in
    play, its number, the running totals and the seed.

    Each season is dealt from ``seed`` and its number, so a game is reproducible and its state is all a client sends
    back. The first player deals the first season; the next dealer is as :func:`season_result` says.
    """

    seed: int = field(metadata=declared(SEED, "the deals are made from it"))
    season_number: int = field(metadata=declared(integer(), "1-based"))
    season: MakhupState = field(metadata=declared(MATCH_SEASON, "the season in play: hands, roads, stock, turn"))
    totals: Mapping[str, int] = field(metadata=declared(MATCH_TOTALS, "player -> points over the finished seasons",
                                                        absent={}))
    rules: MakhupRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.season.players

    @property
    def capped(self) -> bool:
        """Whether a total has reached the points cap."""
        cap = self.rules.points_cap
        return cap is not None and max(self.totals.values()) >= cap

    @property
    def over(self) -> bool:
        """Whether the game has ended: its season is over and it was the last, or a total reached the cap."""
        return self.season.over and (self.season_number == self.rules.seasons or self.capped)

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is, or None once the game is over."""
        return None if self.over else self.season.to_play

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the highest total once the game is over (all of them on a tie)."""
        if not self.over:
            return ()
        best = max(self.totals.values())
        return tuple(p for p in self.players if self.totals[p] == best)

    def to_json(self) -> dict[str, Any]:
        """Return the game: seed, season number and count, points cap, the season, totals, to_play, over, winners:
        its fields (:func:`json_form`), the game's length after its season number, then whose turn, the end and the
        winners."""
        form = json_form(self)
        return {"seed": form["seed"], "season_number": form["season_number"], "seasons": self.rules.seasons,
                "points_cap": self.rules.points_cap, **form, "to_play": self.to_play, "over": self.over,
                "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: MakhupRules = DEFAULT_RULES) -> MakhupMatch:
        """Read and check a whole game: the seed and the length it states first, as before, then each field by its
        declaration (:func:`read_shape`); the season as :meth:`MakhupState.from_json` does, its dealer, its cards
        (the deal of this seed and season), whether it can be over, and the totals (what the seasons before could
        give)."""
        data = null_as_empty({} if data is None else data, ("totals",))  # nulls read as empty, as before
        check_keys(cls, data, "state", ("seasons", "points_cap", "to_play", "over", "winners"))
        if isinstance(data, Mapping):
            seed = data.get("seed")
            if not isinstance(seed, int) or isinstance(seed, bool) or not -(2**63) <= seed < 2**63:
                raise CardError(f"must be a whole number, got {seed!r}", "state.seed")
            for key, value in (("seasons", rules.seasons), ("points_cap", rules.points_cap)):
                if key not in data:
                    raise CardError(f"a game states its {key}, as the service returns it", f"state.{key}")
                if data[key] != value:
                    raise CardError(f"the rules give {key} {value!r}, not {data[key]!r} (the option the game was"
                                    " started with travels in it)", f"state.{key}")
            check_count(data.get("season_number"), "state.season_number", 1, rules.seasons)
        read = read_shape(cls, data, CardError, "state", also=("seasons", "points_cap", "to_play", "over", "winners"))
        assert isinstance(data, Mapping)
        number = check_count(read["season_number"], "state.season_number", 1, rules.seasons)
        try:
            season = MakhupState.from_json(read["season"], rules)
        except CardError as err:
            field_name = err.field.replace("state", "state.season", 1) if err.field else "state.season"
            raise CardError(err.message, field_name) from err
        raw = read_object(read["totals"], "state.totals", season.players)
        totals = {p: _whole(raw.get(p, 0), f"state.totals.{p}") for p in season.players}
        now = season_result(season, rules).net if season.over else dict.fromkeys(season.players, 0)
        before = {p: totals[p] - now[p] for p in season.players}
        _check_totals(season, number, before, now, rules)
        _check_match_dealer(season, number, before, rules)
        _check_match_deal(season, read["seed"], number, rules)
        match = cls(read["seed"], number, season, totals, rules)
        if season.over and not match.over:
            raise CardError(f"the next season is dealt as soon as one ends, so a season can be over only when the game"
                            f" is: the last ({rules.seasons}) or a total at the points cap ({rules.points_cap}); not"
                            f" season {number}", "state.season.winners")
        check_stated(data, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                     CardError)
        return match


def _whole(value: object, field_name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**9:
        raise CardError(f"must be a whole number, got {value!r}", field_name)
    return value


def _check_match_dealer(season: MakhupState, number: int, before: Mapping[str, int], rules: MakhupRules) -> None:
    """The dealer of season ``number``: the first player deals season 1; under ``next_dealer = left`` the deal then
    passes one seat a season; under ``winner`` the dealer won the season before, so (``scoring = season_won``) has
    scored at least 1."""
    players = season.players
    if rules.next_dealer == "left" or number == 1:
        due = players[(number - 1) % len(players)]
        if season.dealer != due:
            how = "deals season 1" if number == 1 else f"deals season {number} (the deal passes to the left)"
            raise CardError(f"{due} {how}, not {season.dealer}", "state.season.dealer")
    elif rules.scoring == "season_won" and before[season.dealer] < 1:
        raise CardError(f"the winner of a season deals the next, and {season.dealer} has won none of the"
                        f" {number - 1} season(s) before this one (total {before[season.dealer]})",
                        "state.season.dealer")


def _check_match_deal(season: MakhupState, seed: int, number: int, rules: MakhupRules) -> None:
    """The cards are season ``number``'s deal from ``seed``: the stock only loses its top cards, so it is the end of
    the dealt stock; a hand holds only cards dealt to that player (and, under ``draw_to = hand``, cards gone from the
    stock)."""
    players = season.players
    dealt = deal(len(players), HAND_SIZE, season_rng(seed, number), rules.deck)
    rest = dealt.stock[START_ROADS:]
    if season.stock != rest[len(rest) - len(season.stock):]:
        raise CardError(f"the stock only loses its top cards, so it is the last {len(season.stock)} card(s) of the"
                        f" stock season {number} of this seed deals, in that order", "state.season.stock")
    drawable = Counter(rest[: len(rest) - len(season.stock)] if rules.draw_to == "hand" else ())
    for player, own in zip(players, dealt.hands, strict=True):
        left = Counter(own)
        for card in season.hands[player]:
            if left[card] > 0:
                left[card] -= 1
            elif drawable[card] > 0:
                drawable[card] -= 1
            else:
                came = " or drawn from the stock" if rules.draw_to == "hand" else ""
                raise CardError(f"{player} holds {card}, which season {number} of this seed does not deal them"
                                f"{came}: a hand holds only its own cards", f"state.season.hands.{player}")


def _check_totals(season: MakhupState, number: int, before: Mapping[str, int], now: Mapping[str, int],
                  rules: MakhupRules) -> None:
    """The totals are what the seasons played could give: before this one, each of the ``number - 1`` seasons gave
    1 to each of its 1 to n winners (``season_won``), or moved at most (n − 1) × the most cards a hand holds to or
    from each player, zero-sum (``cards_left``); no total had reached the points cap (the game would have ended);
    a season over adds its own result."""
    players, n, played = season.players, len(season.players), number - 1
    if rules.scoring == "season_won":
        for p in players:
            if not 0 <= before[p] <= played:
                raise CardError(f"a season gives 1 to each of its winners, so after {played} season(s) {p} has 0 to"
                                f" {played}{_plus(now[p])}, not {before[p] + now[p]}", f"state.totals.{p}")
        total = sum(before.values())
        if not played <= total <= played * n:
            raise CardError(f"each of the {played} season(s) played has 1 to {n} winners, so the totals before this"
                            f" season add up to {played} to {played * n}, not {total}", "state.totals")
    else:
        if sum(before.values()):
            raise CardError("every point a loser pays goes to a winner, so the totals sum to 0", "state.totals")
        cards = most_cards(n, rules)
        most = played * (n - 1) * cards
        for p in players:
            if not -most <= before[p] <= most:
                raise CardError(f"a season moves at most {(n - 1) * cards} points to or from a player ({n - 1} other"
                                f" player(s) × {cards} cards), so after {played} season(s) {p} has {-most} to"
                                f" {most}{_plus(now[p])}, not {before[p] + now[p]}", f"state.totals.{p}")
    cap = rules.points_cap
    if cap is not None:
        for p in players:
            if before[p] >= cap:
                raise CardError(f"the game ends when a total reaches the points cap {cap}, so before season {number}"
                                f" {p} has less than {cap}{_plus(now[p])}, not {before[p] + now[p]}",
                                f"state.totals.{p}")


def _plus(now: int) -> str:
    return f" before this season's {now:+d}" if now else ""


def new_match(players: Sequence[str], seed: int, rules: MakhupRules = DEFAULT_RULES) -> MakhupMatch:
    """Start a whole game: the first player deals the first season, dealt reproducibly from ``seed``."""
    names = check_players(list(players))
    season = new_game(names, names[0], season_rng(seed, 1), rules)
    return MakhupMatch(seed, 1, season, dict.fromkeys(names, 0), rules)


@dataclass(frozen=True, slots=True)
class MatchStep:
    """A play applied to a whole game: the season step, the result of a season just finished, the game after."""

    step: MakhupStep
    result: SeasonResult | None
    state: MakhupMatch

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "season_winners", "settlement", "state"}``."""
        return {
            "legal": self.step.legal,
            "reason": self.step.reason,
            "season_winners": list(self.step.state.winners) if self.step.legal else [],
            "settlement": self.result.to_json() if self.result else None,
            "state": self.state.to_json(),
        }


def apply_match(match: MakhupMatch, player: str, play: Play) -> MatchStep:
    """Apply a play to the game; a finished season is scored into the totals and, unless the game is over, the next
    one dealt."""
    check_member(player, match.players, "player")
    if match.over:
        return MatchStep(MakhupStep(False, "the game is over", match.season), None, match)
    step = apply(match.season, player, play, match.rules)
    if not step.legal or not step.state.winners:
        return MatchStep(step, None, replace(match, season=step.state))
    result = season_result(step.state, match.rules)
    totals = {p: match.totals[p] + result.net[p] for p in match.players}
    ended = replace(match, season=step.state, totals=totals)
    if ended.over:
        return MatchStep(step, result, ended)
    number = match.season_number + 1
    dealt = new_game(match.players, result.next_dealer, season_rng(match.seed, number), match.rules)
    return MatchStep(step, result, replace(ended, season=dealt, season_number=number))
