"""値戦 (mak1 kaik): a hold'em-like showdown game (other-games spec §3.3).

Each player holds 3 cards and 3 community cards lie face up. In the first round every player exchanges once
(swap a hand card with a community card, or draw 2 and swap one in, the given-up card joining the community).
Then 3 betting rounds: every player antes 1; the dealer may decline (the role passes on), or sets a base of 1–5
that each child pays or folds. The strongest combo takes the pot: 3-set > 3-sequence > 2-set > single, then
strength. A combo may use any hand and community cards (at least ``min_hand_cards_used`` from the hand).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb, prod
from typing import Annotated, Any, Final, Literal

from adjudicator.games.options import Parts, check_options, choice, number, options_json, read_options, switch
from adjudicator.games.paper_cetkaik.cards import (
    ALL_CARD_TYPES,
    DEFAULT_DECK,
    Card,
    CardError,
    DeckRules,
    check_available,
    index_multisets,
    notation,
    remove_cards,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.combos import Combo, ComboRules, ComboType, classify
from adjudicator.games.paper_cetkaik.common import (
    COMBOS_PART,
    DEFAULT_HANDS,
    HAND_CAP_OPTION,
    HANDS_OPTION,
    check_count,
    check_member,
    check_players,
    exact_json,
    following,
)

from ..jsonform import json_doc, json_form, json_name, json_written_by
from ..shapes import declared, integer, text

#: The categories from weakest to strongest.
CATEGORIES: Final = ("single", "pair", "sequence", "triple")
#: Cards in a hand and on the table at the deal.
HAND_SIZE: Final = 3
#: The most players at a table.
MAX_PLAYERS: Final = 6
#: Betting rounds before the showdown.
BETTING_ROUNDS: Final = 3
#: The allowed range of the dealer's base bet.
BASE_RANGE: Final = range(1, 6)


#: How the parts of the ruleset are read (games/options.py).
_PARTS: Final[Parts] = {"combos": ComboRules.from_json}


@dataclass(frozen=True, slots=True)
class MakkaikRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``makkaik.tie``,
    ``unused_draw``, ``exchange_optional``, ``min_hand_cards_used``, combo rules, and a whole game's length:
    ``hands`` (default 4) and ``points_cap`` (null: none; else the game also ends as soon as a running total reaches
    it)."""

    tie: Literal["split", "dealer_order"] = field(default="split", metadata=choice(
        "an exact tie at the showdown splits the pot (split, default) or the tied player first in turn order from the"
        " dealer takes it all (dealer_order)", ("split", "dealer_order")))
    unused_draw: Literal["discard", "community"] = field(default="discard", metadata=choice(
        "in exchange (b), the other drawn card is discarded face down (default) or added to the community cards",
        ("discard", "community")))
    exchange_optional: bool = field(default=False, metadata=switch(
        "the first-round exchange may be skipped (default false: it is compulsory)"))
    min_hand_cards_used: int = field(default=0, metadata=number(
        "cards of a combo that must come from the hand (default 0: any hand and community cards)", 0, 3))
    combos: ComboRules = field(default_factory=ComboRules, metadata=COMBOS_PART)
    hands: int = field(default=DEFAULT_HANDS, metadata=HANDS_OPTION)
    points_cap: int | None = field(default=None, metadata=HAND_CAP_OPTION)

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> MakkaikRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts=_PARTS))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final = MakkaikRules()


@dataclass(frozen=True, slots=True)
class HandValue:
    """A player's best combo: its category (single < pair < sequence < triple), rank and cards."""

    category: str = field(metadata=declared(text(choices=CATEGORIES), "single < pair < sequence < triple"))
    rank: int = field(metadata=declared(integer(), "breaks ties within the category"))
    combo: Combo = field(metadata=json_doc("the combo"))

    @property
    def key(self) -> tuple[int, int]:
        """Comparable strength."""
        return CATEGORIES.index(self.category), self.rank

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def _category(combo: Combo) -> str | None:
    if combo.type is ComboType.SINGLE:
        return "single"
    if combo.type is ComboType.SET and combo.size == 2:
        return "pair"
    if combo.type is ComboType.SEQ and combo.size == 3:
        return "sequence"
    if combo.type is ComboType.SET and combo.size == 3:
        return "triple"
    return None


def best_combo(hand: Sequence[Card], community: Sequence[Card], rules: MakkaikRules = DEFAULT_RULES) -> HandValue:
    """Return the strongest combo from the hand and community cards (together within the deck's copies)."""
    check_available([*hand, *community], "hand", DEFAULT_DECK)
    pool = [(c, True) for c in hand] + [(c, False) for c in community]
    best: HandValue | None = None
    for size in (1, 2, 3):
        for picked in combinations(pool, size):
            if sum(1 for _, own in picked if own) < min(rules.min_hand_cards_used, size):
                continue
            for combo in classify([c for c, _ in picked], rules.combos):
                category = _category(combo)
                if category is None:
                    continue
                value = HandValue(category, combo.rank, combo)
                if best is None or value.key > best.key:
                    best = value
    if best is None:
        raise CardError("no combo can be formed", "hand")
    return best


@dataclass(frozen=True, slots=True)
class Showdown:
    """Each remaining player's best combo, the winners and their shares of the pot."""

    values: Mapping[str, HandValue] = field(metadata=json_doc("player -> best combo"))
    winners: tuple[str, ...] = field(metadata=json_doc("the strongest (several on an exact tie)"))
    shares: Annotated[Mapping[str, Fraction], dict[str, str]] = field(metadata={
        **json_doc("winner -> share of the pot (ties split it exactly)"), **json_written_by(exact_json)})

    def to_json(self) -> dict[str, Any]:
        """Return ``{"values", "winners", "shares"}`` (shares as fraction strings): every field
        (:func:`json_form`)."""
        return json_form(self)


def showdown(
    hands: Mapping[str, Sequence[Card]], community: Sequence[Card], pot: int, rules: MakkaikRules = DEFAULT_RULES,
    order: Sequence[str] | None = None,
) -> Showdown:
    """Compare the remaining players' best combos; the strongest takes the pot, exact ties split it (under ``tie =
    dealer_order`` the tied player first in ``order``, the players in turn order from the dealer, takes it all)."""
    if not hands:
        raise CardError("at least one player must remain", "hands")
    if len(hands) > MAX_PLAYERS:
        raise CardError(f"値戦 seats at most {MAX_PLAYERS} players, got {len(hands)}", "hands")
    for p, h in hands.items():
        if len(h) != HAND_SIZE:
            raise CardError(f"a 値戦 hand holds {HAND_SIZE} cards at the showdown, got {len(h)}", f"hands.{p}")
    if not HAND_SIZE <= len(community) <= HAND_SIZE + 2 * MAX_PLAYERS:
        raise CardError(
            f"{HAND_SIZE} community cards are dealt and each exchange adds at most 2,"
            f" so there are {HAND_SIZE} to {HAND_SIZE + 2 * MAX_PLAYERS}, got {len(community)}", "community"
        )
    check_available([c for h in hands.values() for c in h] + list(community), "hands", DEFAULT_DECK)
    check_count(pot, "pot", len(hands), 10**9)
    values = {p: best_combo(h, community, rules) for p, h in hands.items()}
    top = max(v.key for v in values.values())
    winners = tuple(p for p, v in values.items() if v.key == top)
    if rules.tie == "dealer_order" and len(winners) > 1:
        if order is None or not set(hands) <= set(order):
            raise CardError("under tie = dealer_order a tie goes to the tied player first in turn order from the"
                            " dealer, so the order must name every player still in", "order")
        winners = (next(p for p in order if p in winners),)
    return Showdown(values, winners, {p: Fraction(pot, len(winners)) for p in winners})


# --- the exchange ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Exchange:
    """The outcome of an exchange: whether legal, why not, the new hand, community and discarded cards."""

    legal: bool
    reason: str | None
    hand: tuple[Card, ...] = field(metadata=json_written_by(notation))
    community: tuple[Card, ...] = field(metadata=json_written_by(notation))
    discarded: tuple[Card, ...] = field(default=(), metadata=json_written_by(notation))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "hand", "community", "discarded"}`` (cards weakest first): every field
        (:func:`json_form`)."""
        return json_form(self)


def exchange_with_community(hand: Sequence[Card], community: Sequence[Card], give: Card, take: Card) -> Exchange:
    """Option (a): swap one hand card for one community card."""
    if give not in hand:
        return Exchange(False, f"{give} is not in the hand", tuple(hand), tuple(community))
    if take not in community:
        return Exchange(False, f"{take} is not among the community cards", tuple(hand), tuple(community))
    new_hand = sort_cards((*remove_cards(hand, [give], "give"), take))
    new_community = sort_cards((*remove_cards(community, [take], "take"), give))
    return Exchange(True, None, new_hand, new_community)


def exchange_with_draw(
    hand: Sequence[Card],
    community: Sequence[Card],
    drawn: tuple[Card, Card],
    give: Card,
    keep: Card,
    rules: MakkaikRules = DEFAULT_RULES,
) -> Exchange:
    """Option (b): of two drawn cards keep one in place of a hand card, which joins the community cards.

    The other drawn card is discarded face down (``unused_draw = discard``) or also joins the community.
    """
    if len(drawn) != 2:
        raise CardError("must hold exactly 2 cards", "drawn")
    if give not in hand:
        return Exchange(False, f"{give} is not in the hand", tuple(hand), tuple(community))
    if keep not in drawn:
        return Exchange(False, f"{keep} is not one of the drawn cards", tuple(hand), tuple(community))
    other = remove_cards(drawn, [keep], "keep")
    new_hand = sort_cards((*remove_cards(hand, [give], "give"), keep))
    if rules.unused_draw == "community":
        return Exchange(True, None, new_hand, sort_cards((*community, give, *other)))
    return Exchange(True, None, new_hand, sort_cards((*community, give)), other)


# --- betting --------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BettingState:
    """The betting: who is in, who deals, the pot, the round (1–3), the base, and whose turn it is."""

    players: tuple[str, ...] = field(metadata=json_name("seats"))
    dealer: str
    pot: int
    paid: Mapping[str, int]
    active: tuple[str, ...]
    round: int = 1
    base: int | None = None
    to_act: str | None = None
    finished: bool = False

    def to_json(self) -> dict[str, Any]:
        """Return the betting state: every field, the players as ``seats`` (:func:`json_form`)."""
        return json_form(self)


def start_betting(players: Sequence[str], dealer: str) -> BettingState:
    """Collect the ante of 1 from everyone; the dealer acts first."""
    names = check_players(list(players))
    check_member(dealer, names, "dealer")
    return BettingState(names, dealer, len(names), dict.fromkeys(names, 1), names, to_act=dealer)


@dataclass(frozen=True, slots=True)
class BetStep:
    """The outcome of a betting action."""

    legal: bool
    reason: str | None
    state: BettingState

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def bet(state: BettingState, player: str, action: str, amount: int | None = None) -> BetStep:
    """Apply a betting action: the dealer ``decline`` or ``base`` (1–5); a child ``call`` or ``fold``."""
    check_member(player, state.players, "player")
    if action not in ("decline", "base", "call", "fold"):
        raise CardError(f"must be decline, base, call or fold, got {action!r}", "action")
    if state.finished:
        return BetStep(False, "the betting is over", state)
    if player != state.to_act:
        return BetStep(False, f"it is {state.to_act}'s turn, not {player}'s", state)
    dealer_turn = state.base is None
    if dealer_turn and action in ("call", "fold"):
        return BetStep(False, "the dealer must set the base or decline", state)
    if not dealer_turn and action in ("decline", "base"):
        return BetStep(False, "a child must call the base or fold", state)
    if action == "decline":
        return BetStep(True, None, _without(state, player, new_dealer=True))
    if action == "fold":
        return BetStep(True, None, _without(state, player, new_dealer=False))
    if action == "base":
        if amount not in BASE_RANGE:
            return BetStep(False, f"the base must be 1 to 5, got {amount!r}", state)
        assert amount is not None
        return BetStep(True, None, _advance(_pay(replace(state, base=amount), player, amount), player))
    assert state.base is not None
    return BetStep(True, None, _advance(_pay(state, player, state.base), player))


def _pay(state: BettingState, player: str, amount: int) -> BettingState:
    return replace(state, pot=state.pot + amount, paid={**state.paid, player: state.paid[player] + amount})


def _next_active(state: BettingState, after: str, active: Sequence[str]) -> str:
    return next(p for p in following(state.players, after) if p in active)


def _without(state: BettingState, player: str, new_dealer: bool) -> BettingState:
    active = tuple(p for p in state.active if p != player)
    if len(active) == 1:
        return replace(state, active=active, to_act=None, finished=True)
    if new_dealer:
        dealer = _next_active(state, player, active)
        return replace(state, active=active, dealer=dealer, to_act=dealer)
    return _advance(replace(state, active=active), player)


def _advance(state: BettingState, actor: str) -> BettingState:
    """Move to the next child, or to the next round's dealer turn, or end after the third round."""
    nxt = _next_active(state, actor, state.active)
    if nxt != state.dealer:
        return replace(state, to_act=nxt)
    if state.round == BETTING_ROUNDS:
        return replace(state, base=None, to_act=None, finished=True)
    return replace(state, round=state.round + 1, base=None, to_act=state.dealer)


# --- probability ----------------------------------------------------------------------------------------------------


def best_category_distribution(cards: int = 6, rules: MakkaikRules = DEFAULT_RULES) -> dict[str, Fraction]:
    """Return P(the best combo among ``cards`` random cards is a triple, sequence, pair or single), exactly.

    Every hand of the deck is enumerated (as a multiset of card types, weighted by its number of deals); a hand's
    category is the best one for which some 2- or 3-card part of it forms a combo.
    """
    check_count(cards, "cards", 1, 8)
    return _best_category_distribution(cards, rules.combos, DEFAULT_DECK)


# Bounded: keyed by rules objects, which callers may vary without end, and a worker serves for long.
@lru_cache(maxsize=1024)
def _best_category_distribution(size: int, combos: ComboRules, deck: DeckRules) -> dict[str, Fraction]:
    types = [c for c in ALL_CARD_TYPES if deck.copies(c)]
    copies = [deck.copies(c) for c in types]
    category_of: dict[tuple[int, ...], int] = {}
    for group_size in (2, 3):
        for group in index_multisets(copies, group_size):
            found = [_category(c) for c in classify([types[i] for i in group], combos)]
            ranks = [CATEGORIES.index(c) for c in found if c is not None]
            if ranks:
                category_of[group] = max(ranks)
    weights = [0] * len(CATEGORIES)
    for hand in index_multisets(copies, size):
        best = max((category_of.get(g, 0) for k in (2, 3) for g in set(combinations(hand, k))), default=0)
        weights[best] += prod(comb(copies[i], hand.count(i)) for i in set(hand))
    total = comb(sum(copies), size)
    return {name: Fraction(w, total) for name, w in zip(CATEGORIES, weights, strict=True)}
