"""小猫 (ni1 ne2): shedding with draws (other-games spec §3.7).

Special strengths: 無 is the same-colour wild; 皇 is above 王 (not equal); 船 beats only 皇 and loses to everything
else. Combos are singles and sets. The dealer leads; on each turn a player either takes part, playing a single that
shares a colour with the current combo and is stronger, or a set of the same strength with more cards; or declines
and draws 3. Having taken part in a round (the leader has), a player must keep playing; one who cannot drops out and
draws 3. When all but one have declined, that player gets the table cards and leads the next round. A player whose
hand empties scores the largest hand size among the others; the season ends when the stock runs out.

A state holds every card of the season (hands, stock, table, captured piles), so a state a client sends back must be
one the plays could have reached: the whole deck exactly once, a stock that lost 3 cards a decline since the deal of
12 each, a round led by the dealer whose combos each follow the previous one in turn order, and, before any round
has ended, hands and scores that the round's plays and draws give exactly (see :func:`check_reachable`).

State JSON::

    {"seats": [...], "hands": {p: [cards]}, "stock": [cards, top first], "dealer": p, "to_play": p,
     "table": [[cards], …], "taken_part": [p], "declined": [p], "scores": {p: n}, "captured": {p: [cards]}}
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Final, Literal

from adjudicator.games.errors import check_stated
from adjudicator.games.options import check_options, choice, options_json, read_options
from adjudicator.games.paper_cetkaik.cards import (
    DEFAULT_DECK,
    MAX_COPIES,
    Card,
    CardError,
    DeckRules,
    Kind,
    check_available,
    deal,
    notation,
    parse_cards,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.combos import sub_multisets
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    DECK_PART,
    DEFAULT_SEASONS,
    PLAYER,
    SEASON_CAP_OPTION,
    SEASONS_OPTION,
    card_notations,
    check_count,
    check_keys,
    check_member,
    check_players,
    check_whole_deck,
    following,
    game_ends,
    given_kind,
    hands_notation,
    highest,
    null_as_empty,
    null_items_as_empty,
    read_hands,
    read_object,
    read_seed,
    read_to_play,
    seats_kind,
)

from ..jsonform import NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, flag, integer, keyed, listed, read_shape

#: Cards dealt to each player.
HAND_SIZE: Final = 12
#: Cards drawn when declining.
DECLINE_DRAW: Final = 3
_WILD: Final = Kind.MUN1


def strength(kind: Kind) -> int:
    """小猫 strength: 船 −1, 無 0 … 将 8, 王 9, 皇 10 (船 beating 皇 is handled by :func:`single_beats`)."""
    return 10 if kind is Kind.TAM2 else kind.strength


@dataclass(frozen=True, slots=True)
class NineRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``nine.forced_fail``,
    ``nine.table_cards_to`` and the deck, and a whole game's length: ``seasons`` and an optional ``points_cap``.

    ``forced_fail``: a child that took part and cannot play on drops out of the round drawing 3, as a decline does
    (``decline``, the spec's reading), or drops out without drawing (``pass``). Under ``pass`` the stock shrinks only
    by the declines of players who had not taken part, so it no longer counts the rounds played nor bounds the scores:
    the state checks that rest on it are relaxed accordingly (:func:`check_reachable`)."""

    forced_fail: Literal["decline", "pass"] = field(default="decline", metadata=choice(
        "a child that took part and cannot play on drops out of the round and draws 3 (decline, default) or drops"
        " out without drawing (pass)", ("decline", "pass")))
    table_cards_to: Literal["hand", "captured"] = field(default="hand", metadata=choice(
        "where the player who gets the table cards puts them: the hand (default, the literal reading of 得る) or "
        "a captured pile", ("hand", "captured")))
    deck: DeckRules = field(default=DEFAULT_DECK, metadata=DECK_PART)
    seasons: int = field(default=DEFAULT_SEASONS, metadata=SEASONS_OPTION)
    points_cap: int | None = field(default=None, metadata=SEASON_CAP_OPTION)

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> NineRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts={"deck": DeckRules.from_json}))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final = NineRules()


@dataclass(frozen=True, slots=True)
class NineCombo:
    """A 小猫 combo: the cards, and the strength they count as (無 standing in for the others' strength)."""

    cards: tuple[Card, ...] = field(metadata=declared(listed(CARD), "the cards", **json_written_by(notation)))
    strength: int = field(metadata=json_doc("船 -1, 無 0 … 将 8, 王 9, 皇 10"))

    @property
    def size(self) -> int:
        """The number of cards."""
        return len(self.cards)

    def to_json(self) -> dict[str, Any]:
        """Return ``{"cards", "strength", "size"}``: the fields (:func:`json_form`), then the size."""
        return {**json_form(self), "size": self.size}


def classify(cards: Sequence[Card]) -> list[NineCombo]:
    """Return the readings of the cards as a single or a set (無 wild for the naturals' strength)."""
    if not cards:
        return []
    ordered = sort_cards(cards)
    if len(ordered) == 1:
        return [NineCombo(ordered, strength(ordered[0].kind))]
    naturals = {strength(c.kind) for c in ordered if c.kind is not _WILD}
    if not naturals:
        return [NineCombo(ordered, strength(_WILD))]
    return [NineCombo(ordered, naturals.pop())] if len(naturals) == 1 else []


def single_beats(card: Card, current: NineCombo) -> bool:
    """A single beats the current combo if it shares a colour with it and is stronger; 船 beats only 皇."""
    if card.colour not in {c.colour for c in current.cards}:
        return False
    if card.kind is Kind.NUAK1:
        return current.strength == strength(Kind.TAM2)
    return strength(card.kind) > current.strength


def can_follow(combo: NineCombo, current: NineCombo) -> bool:
    """Whether ``combo`` may be played on ``current``: a beating single, or a bigger set of the same strength."""
    if combo.size == 1 and single_beats(combo.cards[0], current):
        return True
    return combo.size > current.size and combo.strength == current.strength


def legal_plays(hand: Sequence[Card], current: NineCombo | None) -> list[NineCombo]:
    """List every combo of the hand that may be played (any combo when leading)."""
    wilds = [c for c in hand if c.kind is _WILD]
    groups: dict[tuple[Card, ...], None] = {(c,): None for c in sort_cards(hand)}
    for level in {strength(c.kind) for c in hand}:
        same = [c for c in hand if strength(c.kind) == level and c.kind is not _WILD]
        groups.update(dict.fromkeys(sub_multisets(same + wilds, range(2, len(same) + len(wilds) + 1))))
    found = [c for cards in groups for c in classify(cards)]
    return found if current is None else [c for c in found if can_follow(c, current)]


#: The players of a season: 2 to 4.
SEATS: Final = seats_kind(2, 4)
#: The hands, the table cards won and the points of a state, by player (read once the players are read).
HANDS: Final = given_kind("hands")
CAPTURED: Final = given_kind("captured")
SCORES: Final = given_kind("scores")
#: A combo of the table: its cards (or an object of them), read as the season's reader reads a combo.
TABLE_COMBO: Final = given_kind("combo")
#: The most cards any deck holds (12 kinds in 2 colours, at most MAX_COPIES copies each).
MOST_CARDS: Final = 24 * MAX_COPIES


@dataclass(frozen=True, slots=True)
class NineState:
    """A 小猫 season in progress."""

    players: tuple[str, ...] = field(metadata=declared(SEATS, "2 to 4 distinct names in turn order",
                                                       **json_name("seats")))
    hands: Mapping[str, tuple[Card, ...]] = field(metadata=declared(HANDS, "player -> cards",
                                                                    **json_written_by(hands_notation)))
    stock: tuple[Card, ...] = field(metadata=declared(listed(CARD), "the stock, top first", absent=(),
                                                      **json_written_by(card_notations)))
    dealer: str = field(metadata=declared(PLAYER, "the season's dealer"))
    to_play: str | None = field(metadata=declared(PLAYER.or_null(), "whose turn it is; null once the game is over"))
    table: tuple[NineCombo, ...] = field(default=(), metadata=declared(
        listed(TABLE_COMBO, min_length=0, max_length=MOST_CARDS), "the round's combos, first first"))
    taken_part: frozenset[str] = field(default=frozenset(), metadata=declared(
        listed(PLAYER, min_length=0, max_length=4),
        "the players who have taken part in the round (they must keep playing)",
        **json_written_by(sorted)))
    declined: frozenset[str] = field(default=frozenset(), metadata=declared(
        listed(PLAYER, min_length=0, max_length=4), "the players who declined and are out of the round",
        **json_written_by(sorted)))
    scores: Mapping[str, int] = field(default_factory=dict, metadata=declared(
        SCORES, "player -> points", **json_written_by(dict)))
    captured: Mapping[str, tuple[Card, ...]] = field(default_factory=dict, metadata=declared(
        CAPTURED, "player -> table cards won (table_cards_to = captured)", **json_written_by(hands_notation)))
    over: bool = field(default=False, metadata=declared(flag(), "the season is over"))

    def to_json(self) -> dict[str, Any]:
        """Return the state: its fields (:func:`json_form`)."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object, rules: NineRules = DEFAULT_RULES) -> NineState:
        """Read a state (see the module docstring): each field by its declaration (:func:`read_shape`), then the
        cards against the deck and the players, and the invariants of a season."""
        data = null_as_empty(data, ("hands", "captured", "scores"))
        check_keys(cls, data, "state", ())
        read = read_shape(cls, data, CardError, "state")
        assert isinstance(data, Mapping)
        players: tuple[str, ...] = read["players"]
        hands = read_hands(read["hands"], players, "state.hands", rules.deck)
        captured = read_hands(read.get("captured"), players, "state.captured", rules.deck)
        stock: tuple[Card, ...] = read["stock"]
        check_available(stock, "state.stock", rules.deck)
        table: list[NineCombo] = []
        for i, raw in enumerate(read.get("table", ())):
            cards = parse_cards(raw.get("cards") if isinstance(raw, Mapping) else raw, f"state.table[{i}]", rules.deck)
            readings = classify(cards)
            if not readings:
                raise CardError(f"{' '.join(notation(cards))} is not a single or a set", f"state.table[{i}]")
            table.append(readings[0])
        every = [*stock, *(c for h in (*hands.values(), *captured.values()) for c in h)]
        check_available([*every, *(c for combo in table for c in combo.cards)], "state", rules.deck)
        scores = read_object(read.get("scores", {}), "state.scores", players)
        declined = _members(list(read.get("declined", ())), players, "state.declined")
        over: bool = read.get("over", False)
        if (data.get("to_play") is None) != over:
            raise CardError("is null exactly when the season is over", "state.to_play")
        to_play = read_to_play(data, players)
        if len(players) - len(declined) < 2:
            raise CardError("the round ends when one player is left, so two must still be in it", "state.declined")
        if not over and to_play in declined:
            raise CardError(f"{to_play} declined and is out of the round", "state.to_play")
        if over and stock:
            raise CardError(f"the season ends when the stock runs out, and {len(stock)} card(s) remain", "state.over")
        points = {p: check_count(scores.get(p, 0), f"state.scores.{p}", 0, 10**6) for p in players}
        _check_scores(points, len(stock), rules)
        state = cls(
            players=players,
            hands=hands,
            stock=stock,
            dealer=check_member(read["dealer"], players, "state.dealer"),
            to_play=to_play,
            table=tuple(table),
            taken_part=_members(list(read.get("taken_part", ())), players, "state.taken_part"),
            declined=declined,
            scores=points,
            captured=captured,
            over=over,
        )
        check_reachable(state, rules)
        return state


def _check_scores(scores: Mapping[str, int], stock: int, rules: NineRules, where: str = "state.scores") -> None:
    """Bound the scores by what the draws so far allow (the stock only shrinks, 3 cards a draw).

    A player scores when their hand empties: at most the largest other hand, at most the deck (at most a dealt hand
    before any draw, since cards change hands only by drawing or at a round's end, which needs declines that draw).
    To empty again a player must get cards (a draw, or a round's table after a draw), so with D draws so far each
    player has emptied at most 1 + D times and all of them n + D times.
    """
    if rules.forced_fail == "pass":  # a round's table changes hands without a draw: the draws bound nothing
        return
    deck = len(rules.deck.cards())
    drawn = max(0, deck - HAND_SIZE * len(scores) - stock)
    draws = -(-drawn // DECLINE_DRAW)
    cap = HAND_SIZE if draws == 0 else deck
    for p, n in scores.items():
        if n > (1 + draws) * cap:
            raise CardError(f"with {draws} draw(s) so far a player scores at most {(1 + draws) * cap}, not {n}",
                            f"{where}.{p}")
    total = sum(scores.values())
    if total > (len(scores) + draws) * cap:
        raise CardError(f"with {draws} draw(s) so far the players score at most {(len(scores) + draws) * cap} in"
                        f" all, not {total}", where)


def _members(data: object, players: Sequence[str], field: str) -> frozenset[str]:
    if not isinstance(data, list):
        raise CardError("must be an array of players", field)
    return frozenset(check_member(p, players, f"{field}[{i}]") for i, p in enumerate(data))


#: A replay's end: each seat's hand size and the points it scored in the round, in seating order.
_Outcome = tuple[tuple[int, ...], tuple[int, ...]]


def check_reachable(state: NineState, rules: NineRules = DEFAULT_RULES) -> bool:
    """Raise :class:`CardError` naming the field unless the plays from a deal could have led to ``state``; return
    whether a round of the season may have ended (else the round in play is the season's first).

    The deal gives 12 cards to each player and leaves the rest in the stock; each decline draws 3 from the stock
    (the draw that empties it ends the season); the dealer leads each round and every combo follows the previous one
    in turn order; the last player in takes the table (to the hand, or to a captured pile under ``table_cards_to =
    captured``) and deals next. The state holds every card, so the whole deck must be there exactly once. Before any
    round has ended the hands and scores follow exactly from the round's plays and draws; after that the hidden
    history only bounds them (:func:`_check_scores`). Under ``forced_fail = pass`` a round can end without a draw, so
    with no draw before the round in play the state may still be the first round or a later one: the first round's
    exact hands and scores are not required then, and the scores are not bounded by the draws.
    """
    left = _check_deal(state.players, rules)
    _check_table_follows(state.table)
    _check_round_start(state)
    declines, last_draw = _check_stock(state, left)
    ended = _check_finished_rounds(state, declines, rules)
    _check_captured(state, ended, rules)
    _check_declined_hands(state, rules)
    _check_last_lead(state, last_draw)
    if not _round_replays(state, None, last_draw, rules):
        raise CardError(f"no order of turns from the dealer {state.dealer}'s lead plays this table with"
                        f" {_names(state.taken_part)} taking part and {_names(state.declined)} declining"
                        + ("" if state.to_play is None else f", {state.to_play} to play"), "state.to_play")
    if ended is False:
        _check_first_round(state, _round_replays(state, (HAND_SIZE,) * len(state.players), last_draw, rules))
    _check_whole_deck(state, rules)
    return ended is not False


def _names(players: frozenset[str]) -> str:
    return ", ".join(sorted(players)) or "nobody"


def _check_deal(players: Sequence[str], rules: NineRules) -> int:
    """The deck deals 12 cards to each player; return the cards the deal leaves in the stock."""
    deck = len(rules.deck.cards())
    if deck < HAND_SIZE * len(players):
        raise CardError(f"a deck of {deck} cards cannot deal {HAND_SIZE} to each of {len(players)} players",
                        "state.seats")
    return deck - HAND_SIZE * len(players)


def _check_table_follows(table: Sequence[NineCombo]) -> None:
    """Each combo on the table follows the one before it (a stronger single sharing a colour, or a bigger set)."""
    for i in range(1, len(table)):
        if not can_follow(table[i], table[i - 1]):
            raise CardError(f"{' '.join(notation(table[i].cards))} does not follow"
                            f" {' '.join(notation(table[i - 1].cards))}: neither a stronger single sharing a colour"
                            " nor a bigger set of the same strength", f"state.table[{i}]")


def _check_round_start(state: NineState) -> None:
    """The dealer leads each round: before the first combo nobody has taken part or declined and the dealer is to
    play; after it the dealer has taken part."""
    if state.table:
        if state.dealer not in state.taken_part:
            raise CardError(f"the dealer {state.dealer} led this round's first combo, so has taken part",
                            "state.taken_part")
        return
    if state.taken_part:
        raise CardError("the table is empty, so nobody has taken part in this round yet", "state.taken_part")
    if state.declined:
        raise CardError("the table is empty, so nobody has declined in this round yet", "state.declined")
    if state.to_play is not None and state.to_play != state.dealer:
        raise CardError(f"the dealer {state.dealer} leads the round, not {state.to_play}", "state.to_play")


def _check_stock(state: NineState, left: int) -> tuple[int, int]:
    """The deal leaves ``left`` cards in the stock and each decline draws 3; the draw that empties it ends the season.

    Return the declines that drew 3 cards and, once the season is over, the cards its last draw took (else 0).
    """
    stock = len(state.stock)
    if stock > left:
        raise CardError(f"the deal of {HAND_SIZE} each leaves {left} cards in the stock, so it cannot hold {stock}",
                        "state.stock")
    if state.over:
        if left == 0:
            return 0, 0
        declines = (left - 1) // DECLINE_DRAW
        return declines, left - DECLINE_DRAW * declines
    drawn = left - stock
    if drawn % DECLINE_DRAW:
        raise CardError(f"the deal leaves {left} cards in the stock and each decline draws {DECLINE_DRAW}, so it"
                        f" cannot hold {stock}", "state.stock")
    if drawn and not stock:
        raise CardError(f"the draw that empties the stock ends the season, so a season in play cannot have drawn"
                        f" all {left} cards the deal left", "state.stock")
    return drawn // DECLINE_DRAW, 0


def _check_finished_rounds(state: NineState, declines: int, rules: NineRules) -> bool | None:
    """Return whether a round has ended, from the declines so far (each drew 3); None when the draws cannot tell.

    The round in play has had ``declined`` declines; each finished round had one from every player but its winner;
    the only other decline is a leader's with no cards, which needs a round to have sent its table to a captured
    pile (a leader holds the 12 dealt cards or the table just won). Under ``forced_fail = pass`` a player who took
    part drops out without drawing, so only the others' declines drew: a finished round drew 0 to n − 1 times, and
    with no draw before the round in play a round may or may not have ended (None).
    """
    if rules.forced_fail == "pass":
        drew = len(state.declined - state.taken_part)
        if declines < drew:
            raise CardError(f"{drew} player(s) declined this round without having taken part, drawing"
                            f" {DECLINE_DRAW} each, but the stock has lost only {declines} draw(s)", "state.declined")
        return True if declines > drew else None
    earlier = declines - len(state.declined)
    if earlier < 0:
        raise CardError(f"{len(state.declined)} player(s) declined this round, drawing {DECLINE_DRAW} each, but the"
                        f" stock has lost only {declines} draw(s)", "state.declined")
    per_round = len(state.players) - 1
    if 0 < earlier < per_round or (rules.table_cards_to == "hand" and earlier % per_round):
        raise CardError(f"the stock has lost {declines} draw(s): {len(state.declined)} decline(s) this round leave"
                        f" {earlier}, but a round ends after {per_round} declines"
                        + (" and a leader with cards cannot decline" if rules.table_cards_to == "hand" else ""),
                        "state.stock")
    return earlier > 0


def _check_captured(state: NineState, ended: bool | None, rules: NineRules) -> None:
    """Cards are captured only from the table of a finished round, and only under ``table_cards_to = captured``."""
    for p in state.players:
        if state.captured[p] and rules.table_cards_to == "hand":
            raise CardError("the table's cards go to the last player's hand (table_cards_to = hand), not to a"
                            " captured pile", f"state.captured.{p}")
        if state.captured[p] and ended is False:
            raise CardError("no round has ended yet, so nobody has captured cards", f"state.captured.{p}")
    if rules.table_cards_to == "captured" and ended is True and not any(state.captured.values()):
        raise CardError("a round has ended, so its last player in has captured the table", "state.captured")


def _check_declined_hands(state: NineState, rules: NineRules) -> None:
    """A player who declined this round drew 3 cards and has not played since (under ``forced_fail = pass`` only one
    who had not taken part: the others dropped out without drawing)."""
    drew = state.declined - state.taken_part if rules.forced_fail == "pass" else state.declined
    for p in sorted(drew):
        if len(state.hands[p]) < DECLINE_DRAW:
            raise CardError(f"{p} declined this round and drew {DECLINE_DRAW} cards, so holds at least"
                            f" {DECLINE_DRAW}, not {len(state.hands[p])}", f"state.hands.{p}")


def _check_last_lead(state: NineState, last_draw: int) -> None:
    """A season over with an empty table ended on a lead, which the dealer declines only with no cards, so the
    dealer holds just the stock's last cards."""
    if state.over and not state.table and len(state.hands[state.dealer]) != last_draw:
        raise CardError(f"the season ended on a lead, which the dealer {state.dealer} declines only with no cards,"
                        f" drawing the stock's last {last_draw}", f"state.hands.{state.dealer}")


def _round_replays(state: NineState, start: tuple[int, ...] | None, last_draw: int,
                   rules: NineRules = DEFAULT_RULES) -> set[_Outcome]:
    """Replay the round in play: from the dealer's lead, in turn order skipping those out, each player either plays
    the table's next combo or declines (dropping out, which a round's last two in cannot both do), until the table,
    ``taken_part``, ``declined`` and ``to_play`` are the state's (once the season is over, the last player to draw is
    any player still in).

    With ``start`` (each seat's hand size when the round began) the hand sizes are followed too: a combo needs the
    cards, a decline draws 3 (none under ``forced_fail = pass`` after taking part), a hand emptied scores the largest
    other hand, and the season's last draw takes
    ``last_draw``; return the hand sizes and round scores each replay ends with. Without it, return one empty outcome
    if some replay fits, else nothing.
    """
    players = state.players
    n = len(players)
    sizes = [combo.size for combo in state.table]
    want_declined = sum(1 << i for i, p in enumerate(players) if p in state.declined)
    want_taken = sum(1 << i for i, p in enumerate(players) if p in state.taken_part)
    want_next = -1 if state.to_play is None else players.index(state.to_play)  # -1: over, anyone drew last
    found: set[_Outcome] = set()
    seen: set[tuple[int, int, int, int, tuple[int, ...], tuple[int, ...]]] = set()
    stack: list[tuple[int, int, int, int, tuple[int, ...], tuple[int, ...]]] = [
        (0, 0, 0, players.index(state.dealer), start or (), (0,) * n if start else ())]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        plays, declined, taken, seat, hands, scored = node
        if plays == len(sizes) and declined == want_declined and taken == want_taken:
            if not state.over and seat == want_next:
                found.add((hands, scored))
            elif state.over and (start is None or plays or not hands[seat]):  # a leader declines with no cards
                found.add((tuple(h + last_draw if i == seat else h for i, h in enumerate(hands)), scored))
            if found and start is None:
                return found
            continue
        bit = 1 << seat
        if plays < len(sizes) and want_taken & bit and (start is None or hands[seat] >= sizes[plays]):
            after, points = hands, scored
            if start is not None:
                after = tuple(h - sizes[plays] if i == seat else h for i, h in enumerate(hands))
                if not after[seat]:
                    gain = max(h for i, h in enumerate(after) if i != seat)
                    points = tuple(s + gain if i == seat else s for i, s in enumerate(scored))
            stack.append((plays + 1, declined, taken | bit, _next_seat(n, seat, declined), after, points))
        if plays and not declined & bit and want_declined & bit and n - bin(declined | bit).count("1") > 1:
            draw = 0 if rules.forced_fail == "pass" and taken & bit else DECLINE_DRAW
            after = hands if start is None else tuple(h + draw if i == seat else h for i, h in enumerate(hands))
            stack.append((plays, declined | bit, taken, _next_seat(n, seat, declined | bit), after, scored))
    return found


def _next_seat(n: int, seat: int, declined: int) -> int:
    return next((seat + k) % n for k in range(1, n + 1) if not declined & (1 << ((seat + k) % n)))


def _check_first_round(state: NineState, outcomes: set[_Outcome]) -> None:
    """Before any round has ended, each hand is the 12 dealt less the cards it played plus 3 a decline, and a player
    has scored only by emptying their hand in this round (the largest other hand at that moment)."""
    players = state.players
    if not outcomes:
        raise CardError(f"the deal gives {HAND_SIZE} cards each, too few for the combos played in turn order",
                        "state.table")
    hands = tuple(len(state.hands[p]) for p in players)
    matching = sorted(o for o in outcomes if o[0] == hands)
    if not matching:
        closest = min(sorted(outcomes), key=lambda o: sum(a != b for a, b in zip(o[0], hands, strict=True)))[0]
        i = next(i for i, (a, b) in enumerate(zip(closest, hands, strict=True)) if a != b)
        raise CardError(f"no round has ended, so {players[i]} holds the {HAND_SIZE} dealt cards less those played"
                        f" plus {DECLINE_DRAW} a decline: {closest[i]}, not {hands[i]}", f"state.hands.{players[i]}")
    scores = tuple(state.scores[p] for p in players)
    if all(o[1] != scores for o in matching):
        closest = min(matching, key=lambda o: sum(a != b for a, b in zip(o[1], scores, strict=True)))[1]
        i = next(i for i, (a, b) in enumerate(zip(closest, scores, strict=True)) if a != b)
        raise CardError(f"no round has ended, and a player scores only by emptying their hand, so {players[i]} has"
                        f" {closest[i]} point(s), not {scores[i]}", f"state.scores.{players[i]}")


def _check_whole_deck(state: NineState, rules: NineRules) -> None:
    """Every card of the deck is in a hand, the stock, the table or a captured pile, exactly once."""
    check_whole_deck([*state.stock, *(c for combo in state.table for c in combo.cards),
                      *(c for h in state.hands.values() for c in h), *(c for h in state.captured.values() for c in h)],
                     rules.deck, "state.hands", "a hand, the stock, the table or a captured pile")


def new_season(players: Sequence[str], dealer: str, rng: random.Random, rules: NineRules = DEFAULT_RULES) -> NineState:
    """Deal 12 cards to each of 2–4 players; the rest is the stock; the dealer leads."""
    names = check_players(list(players), "seats", 2, 4)
    check_member(dealer, names, "dealer")
    dealt = deal(len(names), HAND_SIZE, rng, rules.deck)
    return NineState(
        names,
        dict(zip(names, dealt.hands, strict=True)),
        dealt.stock,
        dealer,
        dealer,
        scores=dict.fromkeys(names, 0),
        captured={p: () for p in names},
    )


@dataclass(frozen=True, slots=True)
class NineStep:
    """The result of an action: legality, reason, the combo played (if any), points scored, and the new state."""

    legal: bool
    reason: str | None
    combo: NineCombo | None
    scored: int = field(metadata=json_doc("points for emptying the hand: the largest hand among the others"))
    state: NineState

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def apply(state: NineState, player: str, cards: Sequence[Card] | None, rules: NineRules = DEFAULT_RULES) -> NineStep:
    """Play ``cards`` (taking part, or leading) or decline with None (draw 3); illegal actions change nothing.

    A player who has taken part may decline only when no play is possible: it drops out drawing 3 (``forced_fail =
    decline``) or without drawing (``pass``). A leader without cards declines to draw 3 and then leads.
    """
    check_member(player, state.players, "player")
    if state.over:
        return NineStep(False, "the season is over", None, 0, state)
    if player != state.to_play:
        return NineStep(False, f"it is {state.to_play}'s turn, not {player}'s", None, 0, state)
    current = state.table[-1] if state.table else None
    hand = state.hands[player]
    if cards is None:
        if current is None and hand:
            return NineStep(False, "the leader must lead a combo", None, 0, state)
        if player in state.taken_part and legal_plays(hand, current):
            return NineStep(False, "having taken part, the player must keep playing while able", None, 0, state)
        if player in state.taken_part and rules.forced_fail == "pass":
            return NineStep(True, None, None, 0, _drop_out(state, player, rules))
        return NineStep(True, None, None, 0, _decline(state, player, current is None, rules))
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return NineStep(False, f"{card} is not in {player}'s hand", None, 0, state)
        rest.remove(card)
    if not classify(cards):
        return NineStep(False, "not a single or a set", None, 0, state)
    options = [c for c in classify(cards) if current is None or can_follow(c, current)]
    if not options:
        reason = "neither a stronger single sharing a colour nor a bigger set of the same strength"
        return NineStep(False, reason, None, 0, state)
    combo = options[0]
    hands = {**state.hands, player: tuple(rest)}
    scored = max(len(h) for p, h in hands.items() if p != player) if not rest else 0
    after = replace(
        state,
        hands=hands,
        table=(*state.table, combo),
        taken_part=state.taken_part | {player},
        scores={**state.scores, player: state.scores[player] + scored},
    )
    return NineStep(True, None, combo, scored, replace(after, to_play=_next(after, player)))


def _next(state: NineState, after: str) -> str:
    return next(p for p in following(state.players, after) if p not in state.declined)


def _draw(state: NineState, player: str) -> NineState:
    drawn, stock = state.stock[:DECLINE_DRAW], state.stock[DECLINE_DRAW:]
    hands = {**state.hands, player: sort_cards((*state.hands[player], *drawn))}
    return replace(state, hands=hands, stock=stock, over=not stock, to_play=state.to_play if stock else None)


def _decline(state: NineState, player: str, leading: bool, rules: NineRules) -> NineState:
    """Draw 3; unless leading, drop out of the round, which ends when one player is left."""
    drawn = _draw(state, player)
    if leading or drawn.over:
        return drawn
    return _drop_out(drawn, player, rules)


def _drop_out(drawn: NineState, player: str, rules: NineRules) -> NineState:
    """``player`` leaves the round, which ends when one player is left."""
    declined = drawn.declined | {player}
    remaining = [p for p in drawn.players if p not in declined]
    if len(remaining) > 1:
        return replace(drawn, declined=declined, to_play=_next(replace(drawn, declined=declined), player))
    return _new_round(drawn, remaining[0], rules)


def _new_round(state: NineState, winner: str, rules: NineRules) -> NineState:
    """The last player in takes the table cards (to hand or to a captured pile) and leads the next round."""
    won = tuple(c for combo in state.table for c in combo.cards)
    hands, captured = dict(state.hands), dict(state.captured)
    if rules.table_cards_to == "hand":
        hands[winner] = sort_cards((*hands[winner], *won))
    else:
        captured[winner] = sort_cards((*captured.get(winner, ()), *won))
    return replace(
        state,
        hands=hands,
        captured=captured,
        dealer=winner,
        to_play=winner,
        table=(),
        taken_part=frozenset(),
        declined=frozenset(),
    )


@dataclass(frozen=True, slots=True)
class SeasonResult:
    """The final scores and the winners, the dealer among them getting +1."""

    scores: Annotated[Mapping[str, int], dict[str, int]] = field(metadata=json_doc(
        "with the dealer's +1 when the dealer is among the winners"))
    winners: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """Return ``{"scores", "winners"}``: every field (:func:`json_form`)."""
        return json_form(self)


def season_result(scores: Mapping[str, int], dealer: str, rules: NineRules = DEFAULT_RULES) -> SeasonResult:
    """Return the final scores: the highest wins, with +1 if a winner is the dealer (ties all win).

    The scores must be ones a season can reach: a player scores the largest other hand each time their hand empties,
    and a hand empties again only after the draws that the deal's stock allows (:func:`_check_scores`, with the
    stock run out).
    """
    if dealer not in scores:
        raise CardError(f"{dealer!r} has no score", "dealer")
    check_players(list(scores), "scores", 2, 4)
    _check_deal(list(scores), rules)
    _check_scores(scores, 0, rules, "scores")
    return _settle(scores, dealer)


def _settle(scores: Mapping[str, int], dealer: str) -> SeasonResult:
    """The highest scores win the season, and the dealer among them gets +1."""
    top = max(scores.values())
    winners = tuple(p for p, s in scores.items() if s == top)
    final = {p: s + (1 if p == dealer and p in winners else 0) for p, s in scores.items()}
    return SeasonResult(final, winners)


# --- a whole game of seasons ----------------------------------------------------------------------------------------


def season_rng(seed: int, number: int) -> random.Random:
    """The random source that deals season ``number`` (1-based) of the whole game seeded ``seed``: reproducible."""
    return random.Random(f"nine:{seed}:{number}")


#: Most points a player scores in a season.
MOST_SCORE: Final = 10**6


@dataclass(frozen=True, slots=True)
class NineSeasonResult:
    """A finished season of a whole game: its number, who dealt it, who was dealer when it ended (the last round's
    winner, who deals the next season and gets the +1 if a winner) and its scores; the points follow."""

    season: int = field(metadata=declared(integer(1), "1-based"))
    dealer: str = field(metadata=declared(PLAYER, "who dealt the season"))
    next_dealer: str = field(metadata=declared(
        PLAYER, "the dealer when the season ended (the last round's winner): deals the next season"))
    scores: Mapping[str, int] = field(metadata=declared(keyed(integer(0, MOST_SCORE)),
                                                        "the points scored in the season", absent={}))

    @property
    def settled(self) -> SeasonResult:
        """The season's points and winners (:func:`season_result` with the dealer at the end)."""
        return _settle(self.scores, self.next_dealer)

    def to_json(self) -> dict[str, Any]:
        """Return ``{"season", "dealer", "next_dealer", "scores", "points", "winners"}``: its fields
        (:func:`json_form`), then the points and winners they give."""
        settled = self.settled
        return {**json_form(self), "points": dict(settled.scores), "winners": list(settled.winners)}

    @classmethod
    def from_json(cls, data: object, players: tuple[str, ...], number: int, where: str,
                  rules: NineRules) -> NineSeasonResult:
        """Read the result of season ``number``: each field by its declaration (:func:`read_shape`), the dealers
        among the players, scores a season can reach, and the points and winners they give."""
        data = null_as_empty({} if data is None else data, ("scores",))  # null read as empty, as before
        check_keys(cls, data, where, ("points", "winners"))
        if isinstance(data, Mapping) and data.get("season") != number:
            raise CardError(f"the results list the finished seasons in order, so this is season {number}, not"
                            f" {data.get('season')!r}", f"{where}.season")
        if isinstance(data, Mapping):  # a score of someone else refused as an unknown key, as before
            read_object(data.get("scores"), f"{where}.scores", players)
        # the season is the number (a value equal to it, such as true for 1, read as the number, as before)
        data = {**data, "season": number} if isinstance(data, Mapping) else data
        read = read_shape(cls, data, CardError, where, also=("points", "winners"))
        assert isinstance(data, Mapping)
        dealer = check_member(read["dealer"], players, f"{where}.dealer")
        last = check_member(read["next_dealer"], players, f"{where}.next_dealer")
        raw = read_object(read["scores"], f"{where}.scores", players)
        scores = {p: check_count(raw.get(p), f"{where}.scores.{p}", 0, MOST_SCORE) for p in players}
        _check_scores(scores, 0, rules, f"{where}.scores")
        result = cls(number, dealer, last, scores)
        settled = result.settled
        points = read_object(data.get("points"), f"{where}.points", players)
        for p in players:
            if points.get(p) != settled.scores[p]:
                raise CardError(f"a season's points are its scores, +1 for the dealer at its end ({last}) if among the"
                                f" highest, so {p} has {settled.scores[p]}, not {points.get(p)!r}",
                                f"{where}.points.{p}")
        if data.get("winners") != list(settled.winners):
            raise CardError(f"the highest scores win the season: {list(settled.winners)}, not {data.get('winners')!r}",
                            f"{where}.winners")
        return result


#: The season in play of a whole game (read as a state by the game's reader, which knows the rules).
MATCH_SEASON: Final = given_kind("season")
#: A finished season's result (read by the game's reader, which knows the players, the season's number and the rules).
MATCH_RESULT: Final = given_kind("result")


@dataclass(frozen=True, slots=True)
class NineMatch:
    """A whole 小猫 game: the season in play, its number and who dealt it, the finished seasons' results, the seed.

    Each season is dealt from ``seed`` and its number. The dealer when a season ends (the last round's winner) deals
    the next. The totals are the sums of the results' points (the season's scores, +1 to a winning dealer); the game
    ends after ``rules.seasons`` seasons, or at the end of the season in which a total reaches ``rules.points_cap``.
    """

    seed: int = field(metadata=declared(SEED, "the deals are made from it"))
    season_number: int = field(metadata=declared(integer(), "1-based"))
    dealer: str = field(metadata=declared(PLAYER, "who dealt the season in play"))
    season: NineState = field(metadata=declared(MATCH_SEASON, "the season in play, as /nine/apply's state"))
    results: tuple[NineSeasonResult, ...] = field(default=(), metadata=declared(
        listed(MATCH_RESULT), "the finished seasons, first first", absent=None))
    rules: NineRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.season.players

    @property
    def totals(self) -> dict[str, int]:
        """Each player's points over the finished seasons."""
        return {p: sum(r.settled.scores[p] for r in self.results) for p in self.players}

    @property
    def over(self) -> bool:
        """Whether the game has ended (a finished season is replaced by the next deal unless the game ends)."""
        return self.season.over

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is, or None once the game is over."""
        return self.season.to_play

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the highest total once the game is over (all of them on a tie)."""
        return highest(self.players, self.totals) if self.over else ()

    def to_json(self) -> dict[str, Any]:
        """Return the whole game as the service answers it (and reads it back): its fields (:func:`json_form`), the
        game's length after its season number, then the totals, whose turn, the end and the winners."""
        form = json_form(self)
        return {"seed": form["seed"], "season_number": form["season_number"], "seasons": self.rules.seasons,
                "points_cap": self.rules.points_cap, **form, "totals": self.totals, "to_play": self.to_play,
                "over": self.over, "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: NineRules = DEFAULT_RULES) -> NineMatch:
        """Read and check a whole game: the seed, the length it states and its season number first, as before, then
        each field by its declaration (:func:`read_shape`), the season and the results against the players (see
        :func:`check_match` for every invariant)."""
        data = null_items_as_empty({} if data is None else data, ("results",))  # nulls read as empty, as before
        check_keys(cls, data, "state", _MATCH_WRITTEN)
        if isinstance(data, Mapping):
            read_seed(data, "state.seed")
            for key, value in (("seasons", rules.seasons), ("points_cap", rules.points_cap)):
                if key not in data:
                    raise CardError(f"a whole game states its {key}, as the service returns it", f"state.{key}")
                if type(data[key]) is not type(value) or data[key] != value:
                    raise CardError(f"the game is played to the rules' {key} {value!r}, not {data[key]!r}",
                                    f"state.{key}")
            _read_season_number(data.get("season_number"), rules.seasons)
        read = read_shape(cls, data, CardError, "state", also=_MATCH_WRITTEN)
        assert isinstance(data, Mapping)
        number = _read_season_number(read["season_number"], rules.seasons)
        try:
            season = NineState.from_json(read["season"], rules)
        except CardError as err:
            raise CardError(err.message, err.field.replace("state", "state.season", 1) if err.field
                            else "state.season") from err
        players = season.players
        dealer = check_member(read["dealer"], players, "state.dealer")
        raw = read["results"]
        if raw is None:
            raise CardError("must be an array of the finished seasons' results", "state.results")
        finished = number - 1 + season.over
        if len(raw) != finished:
            raise CardError(f"one result per finished season: {finished} in season {number}"
                            + (" (the game is over)" if season.over else " (the season in play is not finished)")
                            + f", not {len(raw)}", "state.results")
        results = tuple(NineSeasonResult.from_json(r, players, i + 1, f"state.results[{i}]", rules)
                        for i, r in enumerate(raw))
        match = cls(read["seed"], number, dealer, season, results, rules)
        check_match(match, data)
        return match


#: What a whole game's JSON form writes beside its fields (from the rules and the seasons): its reader checks them.
_MATCH_WRITTEN: Final = ("seasons", "points_cap", "totals", "to_play", "over", "winners")


def check_match(match: NineMatch, sent: Mapping[str, Any]) -> None:
    """Raise :class:`CardError` naming the field unless ``match`` is one the rules reach from its seed.

    The invariants, beyond the season's own (:meth:`NineState.from_json`) and each result's (scores a season can
    reach, the points and winners they give): the dealers follow from the results (the first player deals season 1,
    the dealer at a season's end the next); no earlier season ended the game (the last one, or a total at the cap),
    and the season in play is over only if that ends the game, its result then being the last; the season's cards
    are the deal of this seed and season (the stock is what the deal left, less the cards drawn from its top; before
    a round has ended the season's dealer leads and each hand holds only its dealt cards and cards drawn); the totals
    are the sums of the results' points; whose turn, the end and the winners are the ones the state makes.
    """
    rules, season, number = match.rules, match.season, match.season_number
    dealer = match.players[0]
    totals = dict.fromkeys(match.players, 0)
    for i, result in enumerate(match.results[: number - 1]):
        if result.dealer != dealer:
            raise CardError(f"the first player deals season 1 and the dealer at a season's end the next, so season"
                            f" {i + 1} is dealt by {dealer}, not {result.dealer}", f"state.results[{i}].dealer")
        totals = {p: totals[p] + result.settled.scores[p] for p in match.players}
        if game_ends(i + 1, rules.seasons, rules.points_cap, totals):
            why = (f"a total reached the points cap {rules.points_cap}" if i + 1 < rules.seasons
                   else "the last season")
            raise CardError(f"the game ended with season {i + 1} ({why}), so no season {number} is played",
                            "state.season_number")
        dealer = result.next_dealer
    if match.dealer != dealer:
        raise CardError(f"the first player deals season 1 and the dealer at a season's end the next, so season {number}"
                        f" is dealt by {dealer}, not {match.dealer}", "state.dealer")
    if season.over:
        last = match.results[-1]
        where = f"state.results[{number - 1}]"
        if last.dealer != match.dealer:
            raise CardError(f"the last result is the season in play's, dealt by {match.dealer}, not {last.dealer}",
                            f"{where}.dealer")
        if last.next_dealer != season.dealer:
            raise CardError(f"the last result is the season in play's, which ended with {season.dealer} dealing, not"
                            f" {last.next_dealer}", f"{where}.next_dealer")
        for p in match.players:
            if last.scores[p] != season.scores[p]:
                raise CardError(f"the last result is the season in play's, where {p} scored {season.scores[p]}, not"
                                f" {last.scores[p]}", f"{where}.scores.{p}")
        ended = {p: totals[p] + last.settled.scores[p] for p in match.players}
        if not game_ends(number, rules.seasons, rules.points_cap, ended):
            raise CardError(f"season {number} is over but the game goes on (not the last of {rules.seasons}, no total"
                            " at the cap): the next season is dealt as soon as one ends", "state.season.over")
    _check_season_deal(match)
    raw = read_object(sent.get("totals"), "state.totals", match.players)
    for p, total in match.totals.items():
        if raw.get(p) != total:
            raise CardError(f"the totals are the sums of the finished seasons' points (results), so {p} has {total},"
                            f" not {raw.get(p)!r}", f"state.totals.{p}")
    check_stated(sent, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                 CardError)


def _check_season_deal(match: NineMatch) -> None:
    """The season's cards are the deal of this seed and season (see :func:`check_match`)."""
    season, number = match.season, match.season_number
    dealt = deal(len(match.players), HAND_SIZE, season_rng(match.seed, number), match.rules.deck)
    kept = len(season.stock)
    if tuple(season.stock) != dealt.stock[len(dealt.stock) - kept:]:
        raise CardError(f"season {number} of this seed leaves {' '.join(notation(dealt.stock)) or 'nothing'} in the"
                        f" stock (top first), and declines draw from the top, so the stock is its last {kept} cards",
                        "state.season.stock")
    left = _check_deal(match.players, match.rules)
    declines, _ = _check_stock(season, left)
    if _check_finished_rounds(season, declines, match.rules) is not False:
        return
    if season.dealer != match.dealer:
        raise CardError(f"no round has ended, so {match.dealer}, who dealt season {number}, is still the dealer, not"
                        f" {season.dealer}", "state.season.dealer")
    drawn = dealt.stock[: len(dealt.stock) - kept]
    for p, own in zip(match.players, dealt.hands, strict=True):
        extra = Counter(season.hands[p]) - Counter(own) - Counter(drawn)
        if extra:
            raise CardError(f"{p} is not dealt {' '.join(notation(sort_cards(extra.elements())))} in season {number} of"
                            " this seed, nor were they drawn from the stock, and no round has ended (whose table a"
                            " player takes)", f"state.season.hands.{p}")


def _read_season_number(value: object, seasons: int) -> int:
    """The season in play: 1 to ``seasons`` (the game ends with the last)."""
    if isinstance(value, int) and not isinstance(value, bool) and value > seasons:
        raise CardError(f"the game is played to {seasons} season(s) and ends with the last, so there is no season"
                        f" {value}", "state.season_number")
    return check_count(value, "state.season_number", 1, seasons)


def new_match(players: Sequence[str], seed: int, rules: NineRules = DEFAULT_RULES) -> NineMatch:
    """Start a whole game: the first player deals the first season, dealt reproducibly from ``seed``."""
    names = check_players(list(players), "seats", 2, 4)
    return NineMatch(seed, 1, names[0], new_season(names, names[0], season_rng(seed, 1), rules), (), rules)


@dataclass(frozen=True, slots=True)
class NineMatchStep:
    """A play applied to a whole game: the season step, the result of a season it finished, and the game after."""

    step: NineStep
    settlement: NineSeasonResult | None
    state: NineMatch

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "combo", "scored", "settlement", "state"}``."""
        return {
            "legal": self.step.legal,
            "reason": self.step.reason,
            "combo": self.step.combo.to_json() if self.step.combo else None,
            "scored": self.step.scored,
            "settlement": self.settlement.to_json() if self.settlement else None,
            "state": self.state.to_json(),
        }


def apply_match(match: NineMatch, player: str, cards: Sequence[Card] | None) -> NineMatchStep:
    """Apply a play or a decline; a finished season is scored into the results and the next one dealt."""
    if match.over:
        return NineMatchStep(NineStep(False, "the game is over", None, 0, match.season), None, match)
    step = apply(match.season, player, cards, match.rules)
    if not step.legal or not step.state.over:
        return NineMatchStep(step, None, replace(match, season=step.state))
    result = NineSeasonResult(match.season_number, match.dealer, step.state.dealer, dict(step.state.scores))
    results = (*match.results, result)
    totals = {p: sum(r.settled.scores[p] for r in results) for p in match.players}
    if game_ends(match.season_number, match.rules.seasons, match.rules.points_cap, totals):
        return NineMatchStep(step, result, replace(match, season=step.state, results=results))
    number, dealer = match.season_number + 1, result.next_dealer
    dealt = new_season(match.players, dealer, season_rng(match.seed, number), match.rules)
    return NineMatchStep(step, result, replace(match, season_number=number, dealer=dealer, season=dealt,
                                               results=results))
