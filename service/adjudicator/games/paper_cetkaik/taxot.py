"""終季 (ta xot1): the draw-and-discard game won with six cards in a winning shape (other-games spec §3.2).

Winning shapes (exposed melds count): three 2-sets; a 2-set and a 4-set; two 3-sets or 3-sequences. 船 is a
same-colour wild. Score per paying player = 終了点 × multiplier + ボーナス点, with 臨時点 (開, 四友) settled at once.

Input shapes::

    concealed: ["黒兵", …]                   # the hand's hidden cards, including the winning card
    exposed:   [["赤兵", "黒兵", "赤兵"], …]   # melds exposed by 開 or 四友
    win:       {"seats": [...], "winner", "dealer", "bonus", "concealed", "exposed", "self_drawn",
                "discarder", "first_round", "hikari": [...]}
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from itertools import permutations
from math import comb, prod
from typing import Annotated, Any, Final, Literal

from adjudicator.games.errors import check_stated
from adjudicator.games.options import Parts, check_options, choice, number, options_json, read_options, switch
from adjudicator.games.paper_cetkaik.cards import (
    ALL_CARD_TYPES,
    DEFAULT_DECK,
    Card,
    CardError,
    DeckRules,
    Kind,
    check_available,
    index_multisets,
    notation,
    parse_cards,
    remove_cards,
    shuffled_deck,
    sort_cards,
)
from adjudicator.games.paper_cetkaik.combos import (
    Combo,
    ComboRules,
    ComboType,
    Slot,
    classify,
    decompose,
    sub_multisets,
)
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    COMBOS_PART,
    DECK_PART,
    DEFAULT_SEASONS,
    PLAYER,
    SEASON_CAP_OPTION,
    SEASONS_OPTION,
    Payment,
    card_notations,
    check_count,
    check_keys,
    check_member,
    check_players,
    check_whole_deck,
    exact_json,
    following,
    game_ends,
    given_kind,
    hands_notation,
    highest,
    net_of,
    null_as_empty,
    null_items_as_empty,
    read_hands,
    read_object,
    read_seed,
    seats_kind,
)

from ..jsonform import NOT_WRITTEN, json_doc, json_form, json_name, json_written_by
from ..shapes import SEED, declared, flag, integer, listed, read_shape, text

DealerMultiplier = Literal["payer_or_payee_is_dealer", "always", "winner_is_dealer"]
ExhaustiveDraw = Literal["no_score", "dealer_passes"]

_SET2 = Slot(frozenset({ComboType.SET}), 2)
_SET4 = Slot(frozenset({ComboType.SET}), 4)
_TRIPLE = Slot(frozenset({ComboType.SET, ComboType.SEQ}), 3)

#: The winning shapes by name.
SHAPES: Final[Mapping[str, tuple[Slot, ...]]] = {
    "three_pairs": (_SET2, _SET2, _SET2),
    "pair_and_quad": (_SET2, _SET4),
    "two_triples": (_TRIPLE, _TRIPLE),
}
#: What a claim of a discard is: a win, or 開 (nam).
CLAIM_KINDS: Final = ("win", "nam")
_PAIR_SHAPES: Final = frozenset({"three_pairs", "pair_and_quad"})
#: Cards in a finished hand.
HAND_SIZE: Final = 6
#: Cards dealt to each player.
DEAL_SIZE: Final = 5
#: The dealer bonus (親の加点) of a new dealer: it starts at 2 and grows by 1 each time the dealer wins.
START_BONUS: Final = 2


#: How the parts of the ruleset are read (games/options.py).
_PARTS: Final[Parts] = {"combos": ComboRules.from_json, "deck": DeckRules.from_json}


@dataclass(frozen=True, slots=True)
class TaxotRules:
    """The ruleset, with every [?] flag of §3.2 and the booklet's local variants, each declared once as an option
    (:mod:`adjudicator.games.options`).

    ``dealer_multiplier``: when 親の加点 multiplies 終了点. ``use_hikari`` / ``hikari_match``: the optional 光 rule.
    ``allow_self_expose_quad``: a concealed 4-set may be exposed on one's turn for 四友. ``nam_pays_skipped``: the
    local rule that a claimer also pays each skipped player. ``allow_pair_shapes``, ``base_points_only`` and
    ``sobashi_points`` (層橋, two identical triples; 0 = off) are the booklet's local variants. A whole game
    (:class:`TaxotMatch`) lasts ``seasons`` seasons, or ends sooner once a total reaches ``points_cap`` (None: off).
    ``exhaustive_draw``: who deals after a season whose stock ran out (no score either way): the same dealer at the
    same bonus (``no_score``, the spec's reading), or the next seat at bonus 2 (``dealer_passes``).
    """

    dealer_multiplier: DealerMultiplier = field(default="payer_or_payee_is_dealer", metadata=choice(
        "when 親の加点 multiplies 終了点: when the payer or the payee is the dealer (default), always, or when the "
        "winner is the dealer", ("payer_or_payee_is_dealer", "always", "winner_is_dealer")))
    use_hikari: bool = field(default=False, metadata=switch("the optional 光 bonus (default false)"))
    hikari_match: Literal["kind", "card"] = field(default="kind", metadata=choice(
        "what counts as a 光 match: the same kind whatever its colour (default) or the same card", ("kind", "card")))
    allow_self_expose_quad: bool = field(default=True, metadata=switch(
        "a concealed 4-set may be exposed on one's own turn for 四友 (default true)"))
    nam_pays_skipped: bool = field(default=False, metadata=switch(
        "a 開 claimer also pays each skipped player (default false)"))
    allow_pair_shapes: bool = field(default=True, metadata=switch(
        "three pairs / pair and quad also win (default true)"))
    base_points_only: bool = field(default=False, metadata=switch(
        "the booklet's local variant scoring the base points only (default false)"))
    sobashi_points: int = field(default=0, metadata=number(
        "層橋 (two identical triples): its points; 0 = off (default)", 0, 100))
    seasons: int = field(default=DEFAULT_SEASONS, metadata=SEASONS_OPTION)
    points_cap: int | None = field(default=None, metadata=SEASON_CAP_OPTION)
    exhaustive_draw: ExhaustiveDraw = field(default="no_score", metadata=choice(
        "a season whose stock runs out scores nothing, then: the dealer deals again at the same bonus (no_score,"
        " default) or the deal passes to the next seat at bonus 2 (dealer_passes)", ("no_score", "dealer_passes")))
    combos: ComboRules = field(default_factory=ComboRules, metadata=COMBOS_PART)
    deck: DeckRules = field(default=DEFAULT_DECK, metadata=DECK_PART)

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> TaxotRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts=_PARTS))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)

    @property
    def shapes(self) -> dict[str, tuple[Slot, ...]]:
        """The winning shapes in force."""
        return {n: s for n, s in SHAPES.items() if self.allow_pair_shapes or n not in _PAIR_SHAPES}


DEFAULT_RULES: Final = TaxotRules()


# --- melds and winning shapes ---------------------------------------------------------------------------------------


#: The melds 開 may expose (and a concealed 4-set 四友 may): a 3-set, a 3-sequence or a 4-set, and nothing else (a
#: 4-sequence fills no slot of a winning shape).
MELD_SHAPES: Final = frozenset({(ComboType.SET, 3), (ComboType.SEQ, 3), (ComboType.SET, 4)})


def meld_options(cards: Sequence[Card], rules: TaxotRules = DEFAULT_RULES) -> list[Combo]:
    """Return the interpretations of cards as an exposable meld: a 3-set, a 3-sequence or a 4-set (:data:`MELD_SHAPES`;
    never a 4-sequence)."""
    found = classify(cards, rules.combos, (ComboType.SET, ComboType.SEQ))
    return [c for c in found if (c.type, c.size) in MELD_SHAPES]


def parse_melds(data: object, field: str, rules: TaxotRules = DEFAULT_RULES) -> tuple[tuple[Card, ...], ...]:
    """Parse exposed melds, each of which must be a 3-set, 3-sequence or 4-set."""
    if data is None:
        return ()
    if not isinstance(data, list | tuple):
        raise CardError("must be an array of melds", field)
    melds = tuple(sort_cards(parse_cards(m, f"{field}[{i}]", rules.deck)) for i, m in enumerate(data))
    for i, meld in enumerate(melds):
        if not meld_options(meld, rules):
            raise CardError(f"{' '.join(notation(meld))} is not a 3-set, 3-sequence or 4-set", f"{field}[{i}]")
    return melds


@dataclass(frozen=True, slots=True)
class Decomposition:
    """A winning hand split into combos, with the name of its shape."""

    shape: str = field(metadata=declared(text(choices=tuple(SHAPES)), "the winning shape"))
    combos: tuple[Combo, ...] = field(metadata=json_doc("the combos, one per slot of the shape"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def decompositions(
    concealed: Sequence[Card], exposed: Sequence[Sequence[Card]] = (), rules: TaxotRules = DEFAULT_RULES
) -> list[Decomposition]:
    """Return every way the six cards form a winning shape, each exposed meld staying one combo."""
    total = len(concealed) + sum(len(m) for m in exposed)
    if total != HAND_SIZE:
        return []
    found: dict[Decomposition, None] = {}
    for name, shape in rules.shapes.items():
        for fixed, rest in _place_melds(shape, exposed, rules):
            for parts in decompose(concealed, [rest], rules.combos):
                combos = tuple(sorted((*fixed, *parts), key=lambda c: (c.size, c.type.value, c.rank)))
                found[Decomposition(name, combos)] = None
    return list(found)


def _place_melds(
    shape: tuple[Slot, ...], melds: Sequence[Sequence[Card]], rules: TaxotRules
) -> list[tuple[tuple[Combo, ...], tuple[Slot, ...]]]:
    """Every way to give each exposed meld a slot of the shape: (the melds' combos, the slots left)."""
    placements: list[tuple[tuple[Combo, ...], tuple[Slot, ...]]] = []
    for order in set(permutations(range(len(shape)), len(melds))):
        options: list[tuple[Combo, ...]] = [()]
        for meld, slot_index in zip(melds, order, strict=True):
            slot = shape[slot_index]
            fits = [c for c in classify(meld, rules.combos, slot.types) if c.size == slot.size]
            options = [(*o, c) for o in options for c in fits]
        rest = tuple(s for i, s in enumerate(shape) if i not in order)
        placements.extend((o, rest) for o in options)
    return placements


def is_winning(
    concealed: Sequence[Card], exposed: Sequence[Sequence[Card]] = (), rules: TaxotRules = DEFAULT_RULES
) -> bool:
    """Whether the six cards form a winning shape."""
    return bool(decompositions(concealed, exposed, rules))


# --- scoring --------------------------------------------------------------------------------------------------------


#: The players of a win or a season: 2 to 6.
SEATS: Final = seats_kind(2, 6)


def check_bonus(value: object, field: str, rules: TaxotRules = DEFAULT_RULES) -> int:
    """Return the dealer bonus 親の加点, or raise naming ``field``: it starts at 2 with each new dealer and grows by 1
    per season the dealer wins (an exhaustive draw keeps it), so in a game of ``rules.seasons`` seasons it is 2 to
    ``seasons + 1`` (the first dealer having won every season before the last)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise CardError(f"must be a whole number, got {value!r}", field)
    if value < START_BONUS:
        raise CardError(f"the dealer bonus starts at {START_BONUS} and only grows, so it is never {value}", field)
    most = rules.seasons + 1
    if value > most:
        raise CardError(
            f"the dealer bonus starts at {START_BONUS} and only grows, by 1 per season the dealer wins, so in a game of"
            f" {rules.seasons} season(s) (rules.seasons) it is {START_BONUS} to {most}, not {value}", field)
    return value


@dataclass(frozen=True, slots=True)
class WinContext:
    """Everything the score of a win depends on."""

    players: tuple[str, ...] = field(metadata=declared(SEATS, "2 to 6 distinct names in turn order",
                                                       **json_name("seats")))
    winner: str = field(metadata=declared(PLAYER, "who won"))
    dealer: str = field(metadata=declared(PLAYER, "who dealt the season"))
    bonus: int = field(metadata=declared(integer(), "親の加点: 2 at a new dealer, +1 per win of the dealer",
                                         absent=START_BONUS))
    concealed: tuple[Card, ...] = field(metadata=declared(listed(CARD),
                                                          "the concealed cards, including the winning card"))
    exposed: tuple[tuple[Card, ...], ...] = field(default=(), metadata=declared(
        listed(listed(CARD), nullable=True), "melds exposed by 開 or 四友, each a 3-set, 3-sequence or 4-set"))
    self_drawn: bool = field(default=True, metadata=declared(flag(), "false: won on discarder's discard"))
    discarder: str | None = field(default=None, metadata=declared(PLAYER.or_null(),
                                                                  "who threw the winning discard"))
    first_round: bool = field(default=False, metadata=declared(flag(), "won in the first round (一周)"))
    hikari: tuple[Card, ...] = field(default=(), metadata=declared(listed(CARD), "the 光 cards (use_hikari)"))

    @classmethod
    def from_json(cls, data: object, rules: TaxotRules = DEFAULT_RULES) -> WinContext:
        """Read a win description (see the module docstring): each field by its declaration (:func:`read_shape`),
        then the players named, the cards against the deck, the melds, the six cards and the discarder."""
        data = {} if data is None else data  # read as an empty object, as before
        check_keys(cls, data, "win")
        read = read_shape(cls, data, CardError, "win")
        players: tuple[str, ...] = read["players"]
        for name in ("concealed", "hikari"):
            check_available(read.get(name, ()), f"win.{name}", rules.deck)
        discarder = read.get("discarder")
        context = cls(**{
            **read,
            "winner": check_member(read["winner"], players, "win.winner"),
            "dealer": check_member(read["dealer"], players, "win.dealer"),
            "bonus": check_bonus(read["bonus"], "win.bonus", rules),
            "exposed": parse_melds(read.get("exposed"), "win.exposed", rules),
            "discarder": None if discarder is None else check_member(discarder, players, "win.discarder"),
        })
        check_available((*context.concealed, *(c for m in context.exposed for c in m)), "win", rules.deck)
        held = len(context.concealed) + sum(len(m) for m in context.exposed)
        if held != HAND_SIZE:
            raise CardError(f"a win is {HAND_SIZE} cards (concealed and exposed), not {held}", "win.concealed")
        if not context.self_drawn and (context.discarder is None or context.discarder == context.winner):
            raise CardError("must name another player when the win is on a discard", "win.discarder")
        return context


@dataclass(frozen=True, slots=True)
class PayerScore:
    """What one payer owes: 終了点 × multiplier + ボーナス点."""

    payer: str
    multiplier: int = field(metadata=json_doc("親の加点 when it applies, else 1"))
    amount: int

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class TaxotScore:
    """The score of a win: the decomposition scored, the point breakdowns, each payer's amount, the next dealer."""

    decomposition: Decomposition
    end_points: Mapping[str, int]
    bonus_points: Mapping[str, int]
    payers: tuple[PayerScore, ...]
    net: Mapping[str, int]
    next_dealer: str
    next_bonus: int

    @property
    def end_total(self) -> int:
        """終了点."""
        return sum(self.end_points.values())

    @property
    def bonus_total(self) -> int:
        """ボーナス点."""
        return sum(self.bonus_points.values())

    def to_json(self) -> dict[str, Any]:
        """Return the breakdown (``end_points`` and ``bonus_points`` keyed by yaku name) and the payments."""
        return {
            "decomposition": self.decomposition.to_json(),
            "end_points": dict(self.end_points),
            "end_total": self.end_total,
            "bonus_points": dict(self.bonus_points),
            "bonus_total": self.bonus_total,
            "payers": [p.to_json() for p in self.payers],
            "net": {p: str(n) for p, n in self.net.items()},
            "next_dealer": self.next_dealer,
            "next_bonus": self.next_bonus,
        }


#: 終季 itself, always scored.
BASE_POINTS: Final = 2
#: 同色: all six cards one colour.
SAME_COLOUR_POINTS: Final = 1
#: 六連: two 3-sequences with six consecutive numbers.
SIX_RUN_POINTS: Final = 1
#: 一周: a win in the first round.
FIRST_ROUND_POINTS: Final = 3


def end_points(
    decomposition: Decomposition, cards: Sequence[Card], first_round: bool, rules: TaxotRules
) -> dict[str, int]:
    """Return the 終了点 breakdown of one decomposition: 終季, 同色, 六連, 一周 (and 層橋 if enabled)."""
    points = {"終季": BASE_POINTS}
    if rules.base_points_only:
        return points
    if len({c.colour for c in cards}) == 1:
        points["同色"] = SAME_COLOUR_POINTS
    combos = decomposition.combos
    if len(combos) == 2 and all(c.type is ComboType.SEQ for c in combos) and abs(combos[0].rank - combos[1].rank) == 3:
        points["六連"] = SIX_RUN_POINTS
    if first_round:
        points["一周"] = FIRST_ROUND_POINTS
    if rules.sobashi_points and _is_sobashi(combos):
        points["層橋"] = rules.sobashi_points
    return points


def _is_sobashi(combos: Sequence[Combo]) -> bool:
    """層橋: two triples of the same type and rank, such as 111 111 or 123 123."""
    return (
        len(combos) == 2
        and combos[0].size == 3
        and (combos[0].type, combos[0].rank) == (combos[1].type, combos[1].rank)
    )


def bonus_points(cards: Sequence[Card], hikari: Sequence[Card], rules: TaxotRules) -> dict[str, int]:
    """Return ボーナス点: 皇王 +1 per real 皇 or 王 (not a 船 standing in), and 光 +1 per matching card if enabled."""
    points: dict[str, int] = {}
    kings = sum(1 for c in cards if c.kind in (Kind.IO, Kind.TAM2))
    if kings:
        points["皇王"] = kings
    if rules.use_hikari:
        matches = sum(1 for light in hikari for c in cards if _matches_hikari(c, light, rules))
        if matches:
            points["光"] = matches
    return points


def _matches_hikari(card: Card, light: Card, rules: TaxotRules) -> bool:
    return card.kind is light.kind and (rules.hikari_match == "kind" or card.colour is light.colour)


def multiplier(payer: str, winner: str, dealer: str, bonus: int, rules: TaxotRules = DEFAULT_RULES) -> int:
    """Return 親の加点 if it applies between this payer and winner under ``dealer_multiplier``, else 1."""
    applies = {
        "payer_or_payee_is_dealer": dealer in (payer, winner),
        "always": True,
        "winner_is_dealer": dealer == winner,
    }[rules.dealer_multiplier]
    return bonus if applies else 1


def score(context: WinContext, rules: TaxotRules = DEFAULT_RULES) -> TaxotScore:
    """Score a win: the best-scoring decomposition, then each payer's 終了点 × multiplier + ボーナス点.

    A self-drawn win is paid by every other player, a win on a discard by the discarder alone. The winner deals next;
    the bonus grows by 1 if the dealer won, and restarts at 2 otherwise.
    """
    cards = (*context.concealed, *(c for m in context.exposed for c in m))
    options = decompositions(context.concealed, context.exposed, rules)
    if not options:
        raise CardError(f"{' '.join(notation(cards))} is not a winning shape", "win.concealed")
    scored = [(end_points(d, cards, context.first_round, rules), d) for d in options]
    points, chosen = max(scored, key=lambda s: sum(s[0].values()))
    bonus = bonus_points(cards, context.hikari, rules)
    payers = [p for p in context.players if p != context.winner] if context.self_drawn else [context.discarder]
    scores: list[PayerScore] = []
    payments: list[Payment] = []
    for payer in payers:
        assert payer is not None
        m = multiplier(payer, context.winner, context.dealer, context.bonus, rules)
        amount = sum(points.values()) * m + sum(bonus.values())
        scores.append(PayerScore(payer, m, amount))
        payments.append(Payment(payer, context.winner, amount))
    next_bonus = context.bonus + 1 if context.winner == context.dealer else 2
    return TaxotScore(
        chosen, points, bonus, tuple(scores), net_of(context.players, payments), context.winner, next_bonus
    )


# --- claims and immediate points ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Claim:
    """A possible claim of a discard: a win, or 開 (nam) with the melds it could expose."""

    player: str = field(metadata=declared(text(), "the player who may claim"))
    kind: Literal["win", "nam"] = field(metadata=declared(
        text(choices=CLAIM_KINDS), "win: 終季 on the discard; nam: 開, exposing a meld"))
    melds: tuple[Combo, ...] = field(default=(), metadata=json_doc("nam: the melds the discard completes"))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def legal_claims(
    discard: Card,
    discarder: str,
    players: Sequence[str],
    concealed: Mapping[str, Sequence[Card]],
    exposed: Mapping[str, Sequence[Sequence[Card]]],
    rules: TaxotRules = DEFAULT_RULES,
) -> list[Claim]:
    """List every player's possible claims of a discard, in priority order: wins, then 開, each in seat order.

    開 takes the discard only to complete a 3-set, 3-sequence or 4-set with cards from the concealed hand, keeping a
    concealed card for the discard that follows.
    """
    check_member(discarder, players, "discarder")
    for p in (*concealed, *exposed):
        check_member(p, players, f"concealed.{p}" if p in concealed else f"exposed.{p}")
    melded = (c for ms in exposed.values() for m in ms for c in m)
    every = [discard, *(c for h in concealed.values() for c in h), *melded]
    check_available(every, "concealed", rules.deck)
    for p in players:
        held = len(concealed.get(p, ())) + sum(len(m) for m in exposed.get(p, ()))
        if p != discarder and p in concealed and held != DEAL_SIZE:
            raise CardError(f"between turns a player holds {DEAL_SIZE} cards (concealed and exposed), not {held}",
                            f"concealed.{p}")
    wins: list[Claim] = []
    nams: list[Claim] = []
    for player in following(players, discarder):
        hand = list(concealed.get(player, ()))
        melds = exposed.get(player, ())
        if is_winning([*hand, discard], melds, rules):
            wins.append(Claim(player, "win"))
        options = tuple(
            combo
            for partners in sub_multisets(hand, (2, 3))
            if len(partners) < len(hand)  # the claimer then discards a concealed card
            for combo in meld_options((discard, *partners), rules)
        )
        if options:
            nams.append(Claim(player, "nam", options))
    return wins + nams


def nam_payments(
    claimer: str, discarder: str, players: Sequence[str], rules: TaxotRules = DEFAULT_RULES
) -> tuple[Payment, ...]:
    """Return the 開 臨時点: 1 to the discarder, and 1 to each skipped player under ``nam_pays_skipped``."""
    check_member(claimer, players, "claimer")
    check_member(discarder, players, "discarder")
    if claimer == discarder:
        raise CardError("a player cannot claim their own discard", "claimer")
    payments = [Payment(claimer, discarder, 1)]
    if rules.nam_pays_skipped:
        for skipped in following(players, discarder):
            if skipped == claimer:
                break
            payments.append(Payment(claimer, skipped, 1))
    return tuple(payments)


def quad_payments(player: str, players: Sequence[str]) -> tuple[Payment, ...]:
    """Return the 四友 臨時点: every other player pays 1 to the player exposing a 4-set."""
    check_member(player, players, "player")
    return tuple(Payment(p, player, 1) for p in players if p != player)


# --- probability ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WinProbability:
    """P(a uniformly random six-card hand is a winning shape), overall and per shape (shapes may overlap)."""

    any_shape: Annotated[Fraction, str] = field(metadata=json_written_by(str))
    by_shape: Annotated[Mapping[str, Fraction], dict[str, str]] = field(metadata=json_written_by(exact_json))

    def to_json(self) -> dict[str, Any]:
        """Return the probabilities as fraction strings: every field (:func:`json_form`)."""
        return json_form(self)


def random_hand_win_probability(rules: TaxotRules = DEFAULT_RULES) -> WinProbability:
    """Return the exact winning probabilities of a uniformly random six-card hand.

    Every combo that can fill a slot is listed from the deck; every way of filling a shape with such combos gives a
    winning hand, and the distinct hands are weighted by the number of ways to deal them, out of C(48, 6).
    """
    return _win_probability(rules)


# Bounded: the rules (deck included) come from requests, and a worker serves for long.
@lru_cache(maxsize=1024)
def _win_probability(rules: TaxotRules) -> WinProbability:
    types = [c for c in ALL_CARD_TYPES if rules.deck.copies(c)]
    copies = [rules.deck.copies(c) for c in types]
    total = comb(sum(copies), HAND_SIZE)
    groups: dict[Slot, list[tuple[int, ...]]] = {}
    by_shape: dict[str, set[tuple[int, ...]]] = {}
    for name, shape in rules.shapes.items():
        for slot in shape:
            if slot not in groups:
                groups[slot] = [
                    g
                    for g in index_multisets(copies, slot.size)
                    if _fills(tuple(types[i] for i in g), slot, rules.combos)
                ]
        by_shape[name] = _winning_hands(shape, groups, copies)
    winners = set().union(*by_shape.values())
    return WinProbability(
        Fraction(sum(_ways(h, copies) for h in winners), total),
        {n: Fraction(sum(_ways(h, copies) for h in hands), total) for n, hands in by_shape.items()},
    )


def _fills(group: tuple[Card, ...], slot: Slot, rules: ComboRules) -> bool:
    return any(c.size == slot.size for c in classify(group, rules, slot.types))


def _winning_hands(
    shape: tuple[Slot, ...], groups: Mapping[Slot, list[tuple[int, ...]]], copies: Sequence[int]
) -> set[tuple[int, ...]]:
    """Every distinct hand (sorted card-type indices) made of one group per slot, within the deck's copies."""
    hands: set[tuple[int, ...]] = {()}
    for slot in shape:
        grown: set[tuple[int, ...]] = set()
        for hand in hands:
            for group in groups[slot]:
                merged = tuple(sorted(hand + group))
                if all(merged.count(i) <= copies[i] for i in set(group)):
                    grown.add(merged)
        hands = grown
    return hands


def _ways(hand: tuple[int, ...], copies: Sequence[int]) -> int:
    """The number of ways to deal this multiset of card types from the deck."""
    return prod(comb(copies[i], hand.count(i)) for i in set(hand))


# --- the season as a state machine ----------------------------------------------------------------------------------

#: The concealed hands of a state, by player (read by :func:`read_hands` once the players are read).
HANDS: Final = given_kind("hands")
#: The exposed melds of a state, by player (read by :func:`parse_melds` once the players are read).
EXPOSED: Final = given_kind("exposed")
#: A payment of a state (read once the players are read).
PAYMENT: Final = given_kind("payment")


def melds_notation(exposed: Mapping[str, Sequence[Sequence[Card]]]) -> dict[str, list[list[str]]]:
    """Melds by player, each meld's cards weakest first."""
    return {p: [notation(m) for m in ms] for p, ms in exposed.items()}


Phase = Literal["draw", "discard", "over"]


@dataclass(frozen=True, slots=True)
class TaxotState:
    """A 終季 season: concealed hands, exposed melds, the stock, the pending discard and the immediate payments.

    ``phase`` is ``draw`` (``to_play`` draws, or anyone claims the pending discard), ``discard`` (``to_play`` holds
    six cards and discards, exposes a 4-set or declares 終季) or ``over``. ``claimed`` marks the discard phase that
    follows a 開 (nam): the claimer must discard, and may neither declare 終季 (a win follows a draw or is claimed on a
    discard) nor expose a 4-set. ``declined`` names the players who passed on claiming the pending discard: a claim
    waits for every player with a higher-priority claim (a win before 開, then seat order from the discarder) to
    decline it.
    """

    players: tuple[str, ...] = field(metadata=declared(SEATS, "2 to 6 distinct names in turn order",
                                                       **json_name("seats")))
    dealer: str = field(metadata=declared(PLAYER, "who dealt the season (and drew first)"))
    bonus: int = field(metadata=declared(integer(), "親の加点: 2 at a new dealer, +1 per win of the dealer",
                                         absent=START_BONUS))
    hands: Mapping[str, tuple[Card, ...]] = field(metadata=declared(
        HANDS, "player -> concealed cards", absent={}, **json_written_by(hands_notation)))
    exposed: Mapping[str, tuple[tuple[Card, ...], ...]] = field(metadata=declared(
        EXPOSED, "player -> melds exposed by 開 or 四友, each a 3-set, 3-sequence or 4-set", absent={},
        **json_written_by(melds_notation)))
    stock: tuple[Card, ...] = field(metadata=declared(listed(CARD), "top first", absent=(),
                                                      **json_written_by(card_notations)))
    to_play: str = field(metadata=declared(PLAYER, "who draws or discards (others may claim a pending discard)"))
    phase: Phase = field(default="draw", metadata=declared(
        text(choices=("draw", "discard", "over")), "draw (to_play draws, or anyone claims the pending discard),"
                                                   " discard (to_play holds six cards and discards, exposes a 4-set"
                                                   " or declares 終季) or over"))
    pending: Card | None = field(default=None, metadata=declared(
        CARD.or_null(), "the last discard, which a player may claim (null: none)", **json_written_by(str)))
    discarder: str | None = field(default=None, metadata=declared(PLAYER.or_null(),
                                                                  "who threw the pending discard"))
    turns: int = field(default=0, metadata=declared(integer(0, 10**6),
                                                    "the draws from the stock and the claims (開) so far"))
    payments: tuple[Payment, ...] = field(default=(), metadata=declared(
        listed(PAYMENT), "the immediate payments (臨時点) so far, and the win's once the season is won"))
    result: TaxotScore | None = field(default=None, metadata=json_doc(
        "the score of the 終季 that ended the season (null otherwise; scored again when read)"))
    claimed: bool = field(default=False, metadata=declared(
        flag(), "the player to discard took the last discard by 開 and must discard"))
    declined: tuple[str, ...] = field(default=(), metadata=declared(
        listed(PLAYER), "who passed on claiming the pending discard"))
    discards: tuple[Card, ...] = field(default=(), metadata=declared(listed(CARD), "the discard pile",
                                                                     **json_written_by(notation)))
    hikari: tuple[Card, ...] = field(default=(), metadata=declared(
        listed(CARD), "the 光 cards (use_hikari)", **json_written_by(card_notations)))

    @property
    def first_round(self) -> bool:
        """Whether every turn so far belongs to the first round."""
        return self.turns <= len(self.players)

    def to_json(self) -> dict[str, Any]:
        """Return the state: its fields (:func:`json_form`)."""
        return json_form(self)

    @classmethod
    def from_json(cls, data: object, rules: TaxotRules = DEFAULT_RULES) -> TaxotState:
        """Read a state (``result`` is output only: a won season's is scored again from its hand and 光 cards): each
        field by its declaration (:func:`read_shape`), then the cards against the deck and the players.

        ``claimed``, ``declined``, ``discards`` and ``hikari`` may be missing (states of earlier versions): false and
        none. Every card of the deck must be in exactly one place (:meth:`check_reachable`), so a state whose discard
        pile is left out is refused once anything has been discarded.
        """
        # nulls read as empty, as before
        data = null_items_as_empty(null_as_empty({} if data is None else data, ("hands", "exposed")), ("payments",))
        check_keys(cls, data, "state", ("result",))
        read = read_shape(cls, data, CardError, "state", also=("result",))
        players: tuple[str, ...] = read["players"]
        hands = read_hands(read["hands"], players, "state.hands", rules.deck)
        raw_exposed = read_object(read["exposed"], "state.exposed", players)
        exposed = {p: parse_melds(raw_exposed.get(p, []), f"state.exposed.{p}", rules) for p in players}
        for name in ("stock", "discards", "hikari"):
            check_available(read.get(name, ()), f"state.{name}", rules.deck)
        payments = []
        for i, raw in enumerate(read.get("payments", ())):
            item = read_object(raw, f"state.payments[{i}]", ("payer", "payee", "amount"))
            payments.append(
                Payment(
                    check_member(item.get("payer"), players, f"state.payments[{i}].payer"),
                    check_member(item.get("payee"), players, f"state.payments[{i}].payee"),
                    check_count(item.get("amount"), f"state.payments[{i}].amount", 0, 10**6),
                )
            )
        discarder = read.get("discarder")
        state = cls(**{
            **read,
            "dealer": check_member(read["dealer"], players, "state.dealer"),
            "bonus": check_bonus(read["bonus"], "state.bonus", rules),
            "hands": hands,
            "exposed": exposed,
            "to_play": check_member(read["to_play"], players, "state.to_play"),
            "discarder": None if discarder is None else check_member(discarder, players, "state.discarder"),
            "payments": tuple(payments),
            "declined": _read_declined(list(read.get("declined", ())), players),
            "discards": sort_cards(read.get("discards", ())),
        })
        result = state._checked(rules)
        claims = _claims(state, rules)
        for i, p in enumerate(state.declined):
            if p not in _blocking(replace(state, declined=state.declined[:i]), claims):
                raise CardError(f"{p} had no claim on the pending discard that another player's claim waited on, "
                                "so could not decline it", f"state.declined[{i}]")
        return replace(state, result=result)

    def check_reachable(self, rules: TaxotRules = DEFAULT_RULES) -> None:
        """Raise :class:`CardError` naming the field unless a season played by the rules reaches this state.

        Everyone holds five cards (concealed plus exposed) except the player to discard, or the winner of a
        self-drawn 終季, who holds six; a pending discard was thrown by the player before the one to draw, and there
        is none only before the first draw. A season over ended with a 終季 (self-drawn, or on the pending discard)
        or with the stock run out. Each player exposes one meld at most (:func:`_check_melds`), and the turns, the
        stock and the payments tell one history (:func:`_check_history`). Every card of the deck is in exactly one
        place, and the 光 cards are those the rules reveal (:func:`_check_cards`).
        """
        self._checked(rules)

    def _checked(self, rules: TaxotRules) -> TaxotScore | None:
        """:meth:`check_reachable`, returning the score of the 終季 that ended the season (None if none did)."""
        _check_cards(self, rules)
        if self.claimed and self.phase != "discard":
            raise CardError("only the discard after a 開 (phase discard) follows a claim", "state.claimed")
        if self.declined and (self.phase != "draw" or self.pending is None):
            raise CardError("players decline only a pending discard", "state.declined")
        if self.claimed and (not self.exposed[self.to_play] or not self.hands[self.to_play]):
            raise CardError(f"after 開 {self.to_play} holds the exposed meld and a concealed card to discard",
                            "state.claimed")
        if self.discarder is not None and self.discarder in self.declined:
            raise CardError(f"{self.discarder} cannot claim their own discard, so cannot decline it", "state.declined")
        ending = _ending(self)
        for p in self.players:
            held = len(self.hands[p]) + sum(len(m) for m in self.exposed[p])
            six = (self.phase == "discard" or ending == "self_drawn") and p == self.to_play
            want = HAND_SIZE if six else DEAL_SIZE
            if held != want:
                raise CardError(f"{p} holds {want} cards (concealed and exposed) now, not {held}", f"state.hands.{p}")
        if (self.phase == "discard" or ending == "self_drawn") and (
            self.pending is not None or self.discarder is not None
        ):
            raise CardError("the player to discard has drawn or claimed, so no discard is pending", "state.pending")
        if ending == "exhausted":
            if self.discarder is not None:
                raise CardError("a season that ran out of stock has no pending discard", "state.discarder")
            if self.stock:
                raise CardError("a season ends without 終季 only when the stock has run out", "state.stock")
        if self.phase == "draw" or ending == "on_discard":
            if (self.pending is None) != (self.discarder is None):
                raise CardError("a pending discard and its discarder come together", "state.discarder")
            if self.pending is None and (self.turns or self.to_play != self.dealer):
                raise CardError("only the dealer's first draw comes without a pending discard", "state.pending")
            before = _seat_before(self.players, self.to_play)
            if self.discarder is not None and self.discarder != before:
                raise CardError(f"the discard pending before {self.to_play}'s draw is {before}'s", "state.discarder")
        _check_melds(self)
        return _check_history(self, rules)


Ending = Literal["self_drawn", "on_discard", "exhausted"]

#: Where a card of a season can be.
PLACES: Final = "the hands, the exposed melds, the discard pile, the pending discard, the stock and the 光 cards"


def _check_cards(state: TaxotState, rules: TaxotRules) -> None:
    """Every card of the deck is in exactly one place (:data:`PLACES`); the 光 cards are one revealed from the stock at
    the deal under ``use_hikari`` (none otherwise), and one more drawn from the stock by a 終季 while it has cards."""
    melded = (c for ms in state.exposed.values() for m in ms for c in m)
    held = (c for h in state.hands.values() for c in h)
    pending = [state.pending] if state.pending else []
    every = [*state.stock, *held, *melded, *state.discards, *pending, *state.hikari]
    check_whole_deck(every, rules.deck, "state", PLACES)
    won = _ending(state) in ("self_drawn", "on_discard")
    if not rules.use_hikari:
        if state.hikari:
            raise CardError("光 cards are revealed only under use_hikari", "state.hikari")
        return
    lights = (1, 2) if won and not state.stock else (2,) if won else (1,)
    if len(state.hikari) not in lights:
        when = ("at the deal, and one more drawn at the 終季" if won else "at the deal (one more is drawn at a 終季)")
        allowed = " or ".join(map(str, lights))
        raise CardError(f"under use_hikari one 光 card is revealed from the stock {when}, so {allowed} 光 card(s)"
                        f" now, not {len(state.hikari)}", "state.hikari")


def _ending(state: TaxotState) -> Ending | None:
    """How a season over ended (None while it goes on): 終季 on the pending discard (which stays pending), a
    self-drawn 終季 (the winner is the player to discard, with six cards), or the stock run out."""
    if state.phase != "over":
        return None
    if state.pending is not None:
        return "on_discard"
    held = len(state.hands[state.to_play]) + sum(len(m) for m in state.exposed[state.to_play])
    return "self_drawn" if held == HAND_SIZE else "exhausted"


def _seat_before(players: Sequence[str], player: str) -> str:
    return players[(players.index(player) - 1) % len(players)]


def _check_melds(state: TaxotState) -> None:
    """Each player exposes one meld at most: a player with a meld keeps at most two concealed cards between turns,
    too few to claim a discard with two of them and keep one to discard, or to expose a concealed 4-set."""
    for p in state.players:
        if len(state.exposed[p]) > 1:
            raise CardError(f"{p} exposed a meld already, so is left too few concealed cards to expose another",
                            f"state.exposed.{p}")


def _check_history(state: TaxotState, rules: TaxotRules) -> TaxotScore | None:
    """Check that the turns, the stock and the payments tell one history of the season.

    The whole deck was dealt (five cards each, the rest the stock), so the stock tells the draws made; each turn is a
    draw or a claim (開), so ``turns`` = draws + claims. The payments are the 臨時点 of the exposed melds, in the
    order they were made (1 from the claimer to the discarder for each 開, 1 from every other player for each 四友)
    and, in a season won, the payments of that 終季 last (:func:`_check_win_payments`). The turns go round from the
    dealer's first draw, to the next seat after each discard or to the claimer of it (:func:`_turn_order_fits`).
    What went to the discard pile is not in the state: its size follows (the deck less every card the state holds),
    its cards do not.
    """
    draws = len(rules.deck.cards()) - DEAL_SIZE * len(state.players) - len(state.stock) - len(state.hikari)
    immediate, winner = _split_win(state)
    orders = list(_exposure_orders(state, immediate, 0, {p: 0 for p in state.players}, rules))
    if not orders:
        raise CardError("the payments are not the 臨時点 of the exposed melds in the order they were made: 1 from "
                        "the claimer to the discarder for each 開, 1 from every other player for each 四友",
                        "state.payments")
    fitting = [o for o in orders if draws + _claims_made(o) == state.turns]
    if not fitting:
        claims = _claims_made(orders[0])
        raise CardError(f"the state makes it {_many(draws, 'draw')} from the stock (the deck less the deal, the "
                        f"stock left and the 光 cards) and {_many(claims, 'claim')} (開), so "
                        f"{_many(draws + claims, 'turn')}, not {state.turns}", "state.turns")
    if not any(_turn_order_fits(state, order, draws) for order in fitting):
        raise CardError(f"the turns go round from the dealer {state.dealer}, jumping to each claimer (開): "
                        f"{state.turns} turns with these claims do not leave the play where the state has it",
                        "state.to_play")
    return None if winner is None else _check_win_payments(state, immediate, winner, rules)


def _split_win(state: TaxotState) -> tuple[tuple[Payment, ...], str | None]:
    """The payments made before the 終季 that ended the season, and its winner (None if no 終季 ended it): after a
    self-drawn win every other player paid last, after a win on a discard the discarder alone."""
    ending = _ending(state)
    if ending not in ("self_drawn", "on_discard"):
        return state.payments, None
    on_discard = ending == "on_discard"
    size = 1 if on_discard else len(state.players) - 1
    if len(state.payments) < size:
        raise CardError("the season ended with 終季, whose payments are missing", "state.payments")
    winner = state.payments[-1].payee if on_discard else state.to_play
    if winner == state.discarder:
        raise CardError(f"the season ended on {winner}'s discard, which {winner} cannot win on", "state.payments")
    return state.payments[:-size], winner


def _check_win_payments(
    state: TaxotState, before: tuple[Payment, ...], winner: str, rules: TaxotRules
) -> TaxotScore:
    """The winner's hand (with the pending discard after a win on it) is a winning shape, and its score (returned) is
    what the last payments paid."""
    on_discard = state.pending is not None
    result = _win_score(replace(state, payments=before), winner, on_discard, rules)
    if result is None:
        discard = " with the discard" if on_discard else ""
        raise CardError(f"the season ended with {winner}'s 終季, but the hand{discard} is no winning shape",
                        f"state.hands.{winner}")
    if _win_payments(result, winner) != state.payments[len(before) :]:
        paid = ", ".join(f"{p.payer} {p.amount}" for p in result.payers)
        raise CardError(f"the season ended with {winner}'s 終季, paid {paid}; the payments end otherwise",
                        "state.payments")
    return result


@dataclass(frozen=True, slots=True)
class _Exposure:
    """A meld exposed: by 開 on ``discarder``'s discard, or (``discarder`` None) a concealed 4-set on one's turn."""

    player: str
    discarder: str | None


def _exposure_orders(
    state: TaxotState, payments: tuple[Payment, ...], start: int, made: dict[str, int], rules: TaxotRules
) -> Iterator[tuple[_Exposure, ...]]:
    """Every order in which the exposed melds, each by 開 or as a concealed 4-set, make ``payments[start:]``
    (``made`` counts each player's melds already accounted for)."""
    if start == len(payments) and all(made[p] == len(state.exposed[p]) for p in state.players):
        yield ()
    for p in state.players:
        if made[p] == len(state.exposed[p]):
            continue
        meld = state.exposed[p][made[p]]
        for exposure, paid in _exposure_payments(state.players, p, meld, rules):
            if payments[start : start + len(paid)] == paid:
                for rest in _exposure_orders(state, payments, start + len(paid), {**made, p: made[p] + 1}, rules):
                    yield (exposure, *rest)


def _exposure_payments(
    players: tuple[str, ...], player: str, meld: tuple[Card, ...], rules: TaxotRules
) -> list[tuple[_Exposure, tuple[Payment, ...]]]:
    """The ways ``player`` may have exposed ``meld``, each with its 臨時点: 開 on another player's discard (plus
    四友 for a 4-set), or a concealed 4-set exposed on their turn (四友 alone)."""
    quad = quad_payments(player, players) if _is_quad(meld, rules) else ()
    ways = [(_Exposure(player, d), (*nam_payments(player, d, players, rules), *quad)) for d in players if d != player]
    if quad and rules.allow_self_expose_quad:
        ways.append((_Exposure(player, None), quad))
    return ways


def _many(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _claims_made(order: Sequence[_Exposure]) -> int:
    return sum(1 for e in order if e.discarder is not None)


def _turn_order_fits(state: TaxotState, order: Sequence[_Exposure], draws: int) -> bool:
    """Whether ``draws`` draws and the exposures in ``order`` can be interleaved into turns that end as the state does.

    The dealer draws first; after a discard the next seat draws, unless someone claims it (開) and plays on. A
    concealed 4-set is exposed after its player's draw. So each exposure and the last turn are reached with the fewest
    draws from the turn before, and any further draws come in whole rounds.
    """
    players, n = state.players, len(state.players)
    if state.turns == 0:
        return not order and state.to_play == state.dealer
    if state.phase == "discard" or _ending(state) == "self_drawn":
        last, how = state.to_play, "claim" if state.claimed else "draw"
    elif state.discarder is not None:
        last, how = state.discarder, "any"
    else:  # the stock ran out at the draw of the player after the last one to play
        last, how = _seat_before(players, state.to_play), "any"
    seat, drew, used = players.index(state.dealer), True, 1
    for exposure in order:
        target = exposure.player if exposure.discarder is None else exposure.discarder
        gap = (players.index(target) - seat) % n
        if exposure.discarder is None and gap == 0 and not drew:
            gap = n  # a 4-set is exposed after a draw, not after a claim
        used += gap
        seat, drew = players.index(exposure.player), exposure.discarder is None
    if how == "claim":
        claim = order[-1] if order else None
        if claim is None or claim.discarder is None or claim.player != last:
            return False
    else:
        gap = (players.index(last) - seat) % n
        if how == "draw" and gap == 0 and not drew:
            gap = n
        used += gap
    return used <= draws and (draws - used) % n == 0


def _is_quad(cards: Sequence[Card], rules: TaxotRules) -> bool:
    """Whether the cards make a 4-set (四友)."""
    return any(m.type is ComboType.SET and m.size == 4 for m in meld_options(cards, rules))


def _read_declined(data: object, players: Sequence[str]) -> tuple[str, ...]:
    if not isinstance(data, list):
        raise CardError("must be an array of players", "state.declined")
    names = tuple(check_member(p, players, f"state.declined[{i}]") for i, p in enumerate(data))
    if len(set(names)) != len(names):
        raise CardError("must not repeat a player", "state.declined")
    return names


def new_season(
    players: Sequence[str], dealer: str, stock: Sequence[Card], bonus: int = 2, rules: TaxotRules = DEFAULT_RULES
) -> TaxotState:
    """Deal 5 cards each from the top of ``stock`` (e.g. a seeded :func:`shuffled_deck`), the dealer first, then in
    seating order; the dealer draws first. Under ``use_hikari`` the top card left is revealed as the first 光 card."""
    names = check_players(list(players))
    check_member(dealer, names, "dealer")
    check_available(stock, "stock", rules.deck)
    order = [dealer, *following(names, dealer)]
    needed = DEAL_SIZE * len(names) + (1 if rules.use_hikari else 0)
    if len(stock) < needed:
        raise CardError(f"{len(stock)} cards cannot deal {DEAL_SIZE} to {len(names)} players"
                        f"{' and reveal a 光 card' if rules.use_hikari else ''}", "stock")
    hands = {p: sort_cards(stock[i * DEAL_SIZE : (i + 1) * DEAL_SIZE]) for i, p in enumerate(order)}
    rest = tuple(stock[DEAL_SIZE * len(names) :])
    lights = rest[:1] if rules.use_hikari else ()
    return TaxotState(
        names,
        dealer,
        check_bonus(bonus, "bonus", rules),
        hands,
        {p: () for p in names},
        rest[len(lights) :],
        dealer,
        hikari=lights,
    )


@dataclass(frozen=True, slots=True)
class TaxotStep:
    """The result of an action: legality, reason, the new state and the payments it caused."""

    legal: bool
    reason: str | None
    state: TaxotState
    payments: tuple[Payment, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "payments", "state"}``."""
        return {
            "legal": self.legal,
            "reason": self.reason,
            "payments": [p.to_json() for p in self.payments],
            "state": self.state.to_json(),
        }


def _illegal(state: TaxotState, reason: str) -> TaxotStep:
    return TaxotStep(False, reason, state)


def draw(state: TaxotState, player: str) -> TaxotStep:
    """Draw the top stock card; an empty stock ends with no score.

    Claiming is optional (開 and a win on a discard are both "may"), so the draw stays legal while others could claim
    the pending discard: it closes the claim window, nobody having claimed.
    """
    check_member(player, state.players, "player")
    if state.phase != "draw" or player != state.to_play:
        return _illegal(state, f"it is not {player}'s turn to draw")
    discards = sort_cards((*state.discards, state.pending)) if state.pending else state.discards
    if not state.stock:
        over = replace(state, phase="over", pending=None, discarder=None, declined=(), discards=discards)
        return TaxotStep(True, None, over)
    hands = {**state.hands, player: sort_cards((*state.hands[player], state.stock[0]))}
    after = replace(
        state,
        hands=hands,
        stock=state.stock[1:],
        discards=discards,
        phase="discard",
        pending=None,
        discarder=None,
        turns=state.turns + 1,
        declined=(),
    )
    return TaxotStep(True, None, after)


def discard(state: TaxotState, player: str, card: Card) -> TaxotStep:
    """Discard a card; the next player is to draw unless someone claims it."""
    check_member(player, state.players, "player")
    if state.phase != "discard" or player != state.to_play:
        return _illegal(state, f"it is not {player}'s turn to discard")
    if card not in state.hands[player]:
        return _illegal(state, f"{card} is not in {player}'s hand")
    hands = {**state.hands, player: remove_cards(state.hands[player], [card], "card")}
    nxt = following(state.players, player)[0]
    after = replace(state, hands=hands, phase="draw", to_play=nxt, pending=card, discarder=player, claimed=False)
    return TaxotStep(True, None, after)


def expose_quad(state: TaxotState, player: str, cards: Sequence[Card], rules: TaxotRules = DEFAULT_RULES) -> TaxotStep:
    """Expose a concealed 4-set on one's turn (``allow_self_expose_quad``): 四友, 1 from every other player."""
    check_member(player, state.players, "player")
    if not rules.allow_self_expose_quad:
        return _illegal(state, "exposing a concealed 4-set is not allowed by the rules")
    if state.phase != "discard" or player != state.to_play:
        return _illegal(state, f"it is not {player}'s turn")
    if state.claimed:
        return _illegal(state, _AFTER_NAM)
    if not _held(state.hands[player], cards):
        return _illegal(state, f"the cards are not all in {player}'s hand")
    if not _is_quad(cards, rules):
        return _illegal(state, "the cards are not a 4-set")
    paid = quad_payments(player, state.players)
    return TaxotStep(True, None, _expose(state, player, cards, (), paid), paid)


def claim_nam(state: TaxotState, player: str, cards: Sequence[Card], rules: TaxotRules = DEFAULT_RULES) -> TaxotStep:
    """Claim the pending discard with 2 or 3 hand cards to expose a 3-set, 3-sequence or 4-set (開), then discard.

    The claimer pays 開 to the discarder (and skipped players under ``nam_pays_skipped``); a 4-set also earns 四友.
    """
    check_member(player, state.players, "player")
    if state.phase != "draw" or state.pending is None or state.discarder is None:
        return _illegal(state, "there is no discard to claim")
    if player == state.discarder:
        return _illegal(state, "a player cannot claim their own discard")
    if not _held(state.hands[player], cards):
        return _illegal(state, f"the cards are not all in {player}'s hand")
    melds = meld_options((state.pending, *cards), rules)
    if not melds:
        return _illegal(state, "the discard does not complete a 3-set, 3-sequence or 4-set with those cards")
    if len(cards) == len(state.hands[player]):
        return _illegal(state, "after 開 the claimer discards a concealed card, and none would be left")
    refused = _claim_refused(state, player, "nam", rules)
    if refused:
        return _illegal(state, refused)
    paid = nam_payments(player, state.discarder, state.players, rules)
    if _is_quad((state.pending, *cards), rules):
        paid = (*paid, *quad_payments(player, state.players))
    after = _expose(state, player, cards, (state.pending,), paid)
    return TaxotStep(
        True,
        None,
        replace(
            after,
            phase="discard",
            to_play=player,
            pending=None,
            discarder=None,
            turns=state.turns + 1,
            claimed=True,
            declined=(),
        ),
        paid,
    )


def declare_win(state: TaxotState, player: str, rules: TaxotRules = DEFAULT_RULES) -> TaxotStep:
    """Declare 終季 on a self-drawn six-card hand, or on the pending discard; score it and end the season.

    Under ``use_hikari`` the top stock card (if any is left) is drawn as the second 光 card before scoring.
    """
    check_member(player, state.players, "player")
    on_discard = state.phase == "draw" and state.pending is not None and player != state.discarder
    self_drawn = state.phase == "discard" and player == state.to_play
    if self_drawn and state.claimed:
        return _illegal(state, _AFTER_NAM)
    if not (on_discard or self_drawn):
        return _illegal(state, f"{player} cannot declare 終季 now")
    lit = state
    if rules.use_hikari and state.stock:
        lit = replace(state, stock=state.stock[1:], hikari=(*state.hikari, state.stock[0]))
    result = _win_score(lit, player, on_discard, rules)
    if result is None:
        return _illegal(state, "the hand is not a winning shape")
    refused = _claim_refused(state, player, "win", rules) if on_discard else None
    if refused:
        return _illegal(state, refused)
    paid = _win_payments(result, player)
    over = replace(lit, phase="over", result=result, payments=(*state.payments, *paid), declined=())
    return TaxotStep(True, None, over, paid)


def _win_score(state: TaxotState, player: str, on_discard: bool, rules: TaxotRules) -> TaxotScore | None:
    """The score of ``player``'s 終季 in this state (self-drawn, or on the pending discard, with the state's 光 cards),
    or None if the hand (with the discard) is no winning shape."""
    concealed = (*state.hands[player], state.pending) if on_discard and state.pending else state.hands[player]
    if not decompositions(concealed, state.exposed[player], rules):
        return None
    context = WinContext(
        state.players,
        player,
        state.dealer,
        state.bonus,
        tuple(concealed),
        state.exposed[player],
        self_drawn=not on_discard,
        discarder=state.discarder if on_discard else None,
        first_round=state.first_round,
        hikari=state.hikari,
    )
    return score(context, rules)


def _win_payments(result: TaxotScore, winner: str) -> tuple[Payment, ...]:
    return tuple(Payment(p.payer, winner, p.amount) for p in result.payers)


def decline(state: TaxotState, player: str, rules: TaxotRules = DEFAULT_RULES) -> TaxotStep:
    """Pass on claiming the pending discard, so that another player's lower-priority claim may be made.

    Only a player who could claim it (win or 開), has not declined yet, and ranks before another player's claim may
    decline: otherwise nobody waits on them, and the draw (or a claim) closes the window.
    """
    check_member(player, state.players, "player")
    if state.phase != "draw" or state.pending is None or state.discarder is None:
        return _illegal(state, "there is no discard to decline")
    if player in state.declined:
        return _illegal(state, f"{player} has already declined this discard")
    claims = _claims(state, rules)
    if not any(c.player == player for c in claims):
        return _illegal(state, f"{player} has no claim on this discard to decline")
    if player not in _blocking(state, claims):
        return _illegal(state, f"no other player's claim waits on {player}'s: the draw declines it")
    return TaxotStep(True, None, replace(state, declined=(*state.declined, player)))


def _blocking(state: TaxotState, claims: Sequence[Claim]) -> set[str]:
    """The undeclined claimants whose claim ranks before another undeclined player's claim (so may decline)."""
    open_claims = [c for c in claims if c.player not in state.declined]
    return {c.player for i, c in enumerate(open_claims) if any(d.player != c.player for d in open_claims[i + 1 :])}


_AFTER_NAM: Final = "after 開 the claimer discards one card: 終季 follows a draw or is claimed on a discard"


def _claims(state: TaxotState, rules: TaxotRules) -> list[Claim]:
    """The possible claims of the pending discard in priority order (none without one)."""
    if state.phase != "draw" or state.pending is None or state.discarder is None:
        return []
    hands = {p: h for p, h in state.hands.items() if p != state.discarder}
    return legal_claims(state.pending, state.discarder, state.players, hands, state.exposed, rules)


def _claim_refused(state: TaxotState, player: str, kind: str, rules: TaxotRules) -> str | None:
    """Why ``player``'s claim of ``kind`` must wait, or None: a declined player claims nothing more, and a claim
    waits for every other player with a higher-priority claim (a win before 開, then seat order from the
    discarder) to decline."""
    if player in state.declined:
        return f"{player} declined this discard"
    for claim in _claims(state, rules):
        if claim.player == player and claim.kind == kind:
            return None
        if claim.player != player and claim.player not in state.declined:
            what = "win on" if claim.kind == "win" else "claim (開)"
            return (f"{claim.player} may {what} this discard first (a win before 開, then seat order from the"
                    f" discarder) and has not declined")
    return None


def _held(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return False
        rest.remove(card)
    return True


def _expose(
    state: TaxotState, player: str, cards: Sequence[Card], extra: Sequence[Card], paid: Sequence[Payment]
) -> TaxotState:
    hands = {**state.hands, player: remove_cards(state.hands[player], cards, "cards")}
    meld = sort_cards((*cards, *extra))
    exposed = {**state.exposed, player: (*state.exposed[player], meld)}
    return replace(state, hands=hands, exposed=exposed, payments=(*state.payments, *paid))


# --- a whole season: seeded deal, the legal actions, one entry point for every action ----------------------------


def season_rules(data: object) -> TaxotRules:
    """Read the flags of a whole season or game (:func:`new_seeded_season`, :func:`act`, :class:`TaxotMatch`),
    the optional 光 rule included: a 光 card is revealed from the stock at the deal and one more drawn at a 終季."""
    return TaxotRules.from_json(data)


def new_seeded_season(
    players: Sequence[str], seed: int, dealer: str | None = None, bonus: int = 2, rules: TaxotRules = DEFAULT_RULES
) -> TaxotState:
    """Deal a season from the deck shuffled reproducibly by ``seed``; the dealer (default the first player) starts."""
    names = check_players(list(players))
    stock = shuffled_deck(random.Random(f"taxot:{seed}"), rules.deck)
    return new_season(names, names[0] if dealer is None else dealer, stock, bonus, rules)


ACTIONS: Final = ("draw", "discard", "expose_quad", "nam", "win", "decline")


@dataclass(frozen=True, slots=True)
class TaxotAction:
    """One action: ``draw``, ``discard`` a card, ``expose_quad`` four cards, ``nam`` (claim) with cards, ``win``,
    or ``decline`` (pass on claiming the pending discard)."""

    action: str
    player: str
    cards: tuple[Card, ...] = field(default=(), metadata=json_written_by(notation))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"action", "player", "cards"}`` (the cards weakest first): every field (:func:`json_form`)."""
        return json_form(self)


def legal_actions(state: TaxotState, rules: TaxotRules = DEFAULT_RULES) -> list[TaxotAction]:
    """List every legal action now: the player to draw or discard, and anyone who may claim the pending discard.

    A claim is listed only once every higher-priority claimant has declined; each claimant who has not declined may.
    """
    if state.phase == "over":
        return []
    found: list[TaxotAction] = []
    if state.phase == "discard":
        me, hand = state.to_play, state.hands[state.to_play]
        if state.claimed:
            return [TaxotAction("discard", me, (c,)) for c in sort_cards(set(hand))]
        if decompositions(hand, state.exposed[me], rules):
            found.append(TaxotAction("win", me))
        found += [TaxotAction("discard", me, (c,)) for c in sort_cards(set(hand))]
        if rules.allow_self_expose_quad:
            for quad in sorted({tuple(q) for q in sub_multisets(hand, (4,))}, key=lambda q: [c.sort_key for c in q]):
                if _is_quad(quad, rules):
                    found.append(TaxotAction("expose_quad", me, quad))
        return found
    claims = _claims(state, rules)
    for claim in claims:
        if state.pending is None or _claim_refused(state, claim.player, claim.kind, rules):
            continue
        if claim.kind == "win":
            found.append(TaxotAction("win", claim.player))
        else:
            partners = {tuple(remove_cards(m.cards, [state.pending], "meld")) for m in claim.melds}
            found += [TaxotAction("nam", claim.player, sort_cards(p)) for p in sorted(partners, key=str)]
    blocking = _blocking(state, claims)
    found += [TaxotAction("decline", p) for p in state.players if p in blocking]
    found.append(TaxotAction("draw", state.to_play))
    return found


def act(state: TaxotState, action: TaxotAction, rules: TaxotRules = DEFAULT_RULES) -> TaxotStep:
    """Apply any action; an illegal one is reported with the state unchanged."""
    if action.action not in ACTIONS:
        raise CardError(f"must be one of {', '.join(ACTIONS)}, got {action.action!r}", "action")
    if state.phase == "over":
        check_member(action.player, state.players, "player")
        return _illegal(state, "the season is over")
    if action.action == "draw":
        return draw(state, action.player)
    if action.action == "discard":
        if len(action.cards) != 1:
            raise CardError(f"a discard is one card, got {len(action.cards)}", "cards")
        return discard(state, action.player, action.cards[0])
    if action.action == "expose_quad":
        return expose_quad(state, action.player, action.cards, rules)
    if action.action == "nam":
        return claim_nam(state, action.player, action.cards, rules)
    if action.action == "decline":
        return decline(state, action.player, rules)
    return declare_win(state, action.player, rules)


def season_totals(state: TaxotState) -> dict[str, int]:
    """Each player's net over the season's payments (immediate points and the win)."""
    return net_of(state.players, state.payments)


# --- a whole game of seasons --------------------------------------------------------------------------------------


def season_deck(seed: int, number: int, rules: TaxotRules = DEFAULT_RULES) -> list[Card]:
    """The shuffled deck that deals season ``number`` (1-based) of the whole game seeded ``seed``: reproducible."""
    return shuffled_deck(random.Random(f"taxot:{seed}:{number}"), rules.deck)


def season_outcome(state: TaxotState, rules: TaxotRules = DEFAULT_RULES) -> tuple[str | None, str, int]:
    """A finished season's winner (None after the stock ran out) and the next season's dealer and bonus: the winner
    deals next, at the bonus + 1 if the dealer won and at 2 otherwise; after an exhaustive draw the dealer deals again
    at the same bonus (no win, so nothing to grow or restart it), or under ``exhaustive_draw = dealer_passes`` the
    next seat deals at 2 (a new dealer)."""
    if state.phase != "over":
        raise CardError("the season is not over yet", "state.phase")
    _, winner = _split_win(state)
    if winner is None:
        if rules.exhaustive_draw == "dealer_passes":
            return None, following(state.players, state.dealer)[0], START_BONUS
        return None, state.dealer, state.bonus
    return winner, winner, state.bonus + 1 if winner == state.dealer else START_BONUS


@dataclass(frozen=True, slots=True)
class SeasonSettlement:
    """A season just finished: its number, its winner (None after an exhaustive draw), each player's net over the
    season (臨時点 and the win), and who deals the next season at what bonus."""

    season_number: int
    winner: str | None
    net: Annotated[Mapping[str, int], dict[str, str]] = field(metadata=json_written_by(exact_json))
    next_dealer: str
    next_bonus: int

    def to_json(self) -> dict[str, Any]:
        """Return ``{"season_number", "winner", "net", "next_dealer", "next_bonus"}`` (``net`` as exact amounts:
        whole-number strings): every field (:func:`json_form`)."""
        return json_form(self)


def settle_season(state: TaxotState, number: int, rules: TaxotRules = DEFAULT_RULES) -> SeasonSettlement:
    """Settle season ``number``, which is over, under ``rules`` (who deals after an exhaustive draw)."""
    winner, dealer, bonus = season_outcome(state, rules)
    return SeasonSettlement(number, winner, season_totals(state), dealer, bonus)


#: A season of a whole game, in play or finished (read as a state by the game's reader, which knows the rules).
MATCH_SEASON: Final = given_kind("season")


@dataclass(frozen=True, slots=True)
class TaxotMatch:
    """A whole game of 終季: the season in play, its number, the seasons finished before it and the seed.

    Each season is dealt from ``seed`` and its number (:func:`season_deck`), so a game is reproducible and its state is
    all a client sends back. The first player deals the first season at bonus 2; the winner of a season deals the
    next (the bonus growing by 1 while the dealer keeps winning, back at 2 with a new dealer), and an exhaustive draw
    keeps the dealer and the bonus (under ``rules.exhaustive_draw = dealer_passes`` the next seat deals at 2). The game
    ends after ``rules.seasons`` seasons, or after the season at whose end a
    total reaches ``rules.points_cap`` (when set). The running totals are every payment made so far: the finished
    seasons' and the 臨時点 of the season in play.
    """

    seed: int = field(metadata=declared(SEED, "the deals are made from it"))
    season_number: int = field(metadata=declared(
        integer(), "1-based: the season in play (the last one once over)"))
    season: TaxotState = field(metadata=declared(MATCH_SEASON, "the season in play, as taxot/season states",
                                                 absent={}))
    finished: tuple[TaxotState, ...] = field(default=(), metadata=declared(
        listed(MATCH_SEASON), "the seasons before it, each as it ended"))
    rules: TaxotRules = field(default=DEFAULT_RULES, metadata=NOT_WRITTEN)

    @property
    def players(self) -> tuple[str, ...]:
        """The players in seating order."""
        return self.season.players

    @property
    def totals(self) -> dict[str, int]:
        """Each player's running total: the net of every payment of the game so far."""
        payments = (p for s in (*self.finished, self.season) for p in s.payments)
        return net_of(self.players, payments)

    @property
    def over(self) -> bool:
        """Whether the game has ended (its last season is over: a finished season is followed at once by the next)."""
        return self.season.phase == "over"

    @property
    def to_play(self) -> str | None:
        """The player to draw or discard, or None once the game is over."""
        return None if self.over else self.season.to_play

    @property
    def winners(self) -> tuple[str, ...]:
        """The players with the highest total once the game is over (all of them on a tie)."""
        return highest(self.players, self.totals) if self.over else ()

    def to_json(self) -> dict[str, Any]:
        """Return the game: seed, season number, the rules' seasons and points cap, the season in play, the finished
        seasons, totals, to_play, over, winners: its fields (:func:`json_form`), the game's length after its season
        number, then the values the seasons make."""
        form = json_form(self)
        return {"seed": form["seed"], "season_number": form["season_number"], "seasons": self.rules.seasons,
                "points_cap": self.rules.points_cap, **form, "totals": self.totals, "to_play": self.to_play,
                "over": self.over, "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object, rules: TaxotRules = DEFAULT_RULES) -> TaxotMatch:
        """Read and check a game: the seed, the length it states and its season number first (as before), then each
        field by its declaration (:func:`read_shape`); every season as :meth:`TaxotState.from_json` does, each one the
        deal of this seed and its number (:func:`_check_deal`), the dealers and bonuses passed from season to season,
        the seasons before the one in play finished and none of them ending the game, and the derived fields (totals,
        to_play, over, winners) what the seasons make them."""
        # nulls read as empty, as before (a season left out too)
        data = null_items_as_empty(null_as_empty({} if data is None else data, ("season",)), ("finished",))
        check_keys(cls, data, "state", _MATCH_WRITTEN)
        if isinstance(data, Mapping):
            read_seed(data, "state.seed")
            for key, value in (("seasons", rules.seasons), ("points_cap", rules.points_cap)):
                if key not in data:
                    raise CardError(f"a game states its {key}, as the service returns it", f"state.{key}")
                if data[key] != value or isinstance(data[key], bool):
                    raise CardError(f"the ruleset makes it {value!r}, not {data[key]!r}: the game's length travels in"
                                    " the state and the ruleset alike", f"state.{key}")
            check_count(data.get("season_number"), "state.season_number", 1, rules.seasons)
        read = read_shape(cls, data, CardError, "state", also=_MATCH_WRITTEN)
        assert isinstance(data, Mapping)
        number = check_count(read["season_number"], "state.season_number", 1, rules.seasons)
        raw = read.get("finished", ())
        if len(raw) != number - 1:
            raise CardError(f"season {number} is in play, so the {number - 1} season(s) before it are finished, each "
                            "as it ended", "state.finished")
        finished = tuple(_load_season(s, f"state.finished[{i}]", rules) for i, s in enumerate(raw))
        season = _load_season(read["season"], "state.season", rules)
        match = cls(read["seed"], number, season, finished, rules)
        _check_seasons(match)
        stated = data.get("totals")
        if stated is not None:
            got = read_object(stated, "state.totals", match.players)
            for player, total in match.totals.items():
                if got.get(player) != total or isinstance(got.get(player), bool):
                    raise CardError(f"the seasons' payments make {player}'s total {total}, not {got.get(player)!r}",
                                    f"state.totals.{player}")
        check_stated(data, {"to_play": match.to_play, "over": match.over, "winners": list(match.winners)}, "state",
                     CardError)
        return match


#: What a whole game's JSON form writes beside its fields (from the rules and the seasons): its reader checks them.
_MATCH_WRITTEN: Final = ("seasons", "points_cap", "totals", "to_play", "over", "winners")


def _load_season(data: object, field: str, rules: TaxotRules) -> TaxotState:
    """Read one season of a game, naming its fields under ``field``."""
    try:
        return TaxotState.from_json(data, rules)
    except CardError as err:
        path = err.field.replace("state", field, 1) if err.field else field
        raise CardError(err.message, path) from err


def _check_seasons(match: TaxotMatch) -> None:
    """Each season of the game is seated as the first, dealt from the seed and its number, by the dealer at the bonus
    the season before passed on (the first player at 2 for the first); each season before the one in play is over and
    did not end the game; the season in play is over only if it ended the game."""
    rules, players = match.rules, match.players
    dealer, bonus = players[0], START_BONUS
    totals = dict.fromkeys(players, 0)
    seasons = (*match.finished, match.season)
    for index, season in enumerate(seasons):
        number = index + 1
        field = "state.season" if number == match.season_number else f"state.finished[{index}]"
        if season.players != players:
            raise CardError(f"every season seats the game's players {', '.join(players)}", f"{field}.players")
        if season.dealer != dealer:
            why = "the first player deals the first season" if number == 1 else (
                f"season {number - 1} passed the deal to {dealer}")
            raise CardError(f"{why}, not to {season.dealer}", f"{field}.dealer")
        if season.bonus != bonus:
            why = f"a game starts at {START_BONUS}" if number == 1 else (
                "the winner deals next at the bonus + 1 if the dealer won, at 2 otherwise, and an exhaustive draw keeps"
                " the bonus" if rules.exhaustive_draw == "no_score" else
                "the winner deals next at the bonus + 1 if the dealer won, at 2 otherwise, and after an exhaustive draw"
                " the next seat deals at 2")
            raise CardError(f"{dealer} deals season {number} at bonus {bonus} ({why}), not {season.bonus}",
                            f"{field}.bonus")
        _check_deal(season, match.seed, number, rules, field)
        totals = {p: totals[p] + v for p, v in season_totals(season).items()}
        if number < match.season_number:
            if season.phase != "over":
                raise CardError(f"season {number} comes before the one in play, so it is over", f"{field}.phase")
            if game_ends(number, rules.seasons, rules.points_cap, totals):
                raise CardError(f"the game ended with season {number} (a total reached the points cap"
                                f" {rules.points_cap}), so no season follows it", "state.season_number")
            _, dealer, bonus = season_outcome(season, rules)
        elif season.phase == "over" and not game_ends(number, rules.seasons, rules.points_cap, totals):
            raise CardError(f"season {number} is over but does not end the game (the {rules.seasons} seasons are not"
                            " played, no total reached the points cap): the next season is dealt as soon as one ends",
                            f"{field}.phase")


def _check_deal(season: TaxotState, seed: int, number: int, rules: TaxotRules, field: str) -> None:
    """The cards of season ``number`` are its deal from ``seed``: the stock left is the end of the stock dealt (the
    draws take it from the top), the 光 cards are the one revealed at the deal and the one drawn at a 終季, and before
    the first draw every hand is the one dealt. (With every card in one place, the cards drawn follow.)"""
    deck = season_deck(seed, number, rules)
    n = len(season.players)
    dealt = [season.dealer, *following(season.players, season.dealer)]
    rest = deck[DEAL_SIZE * n :]
    lights = rest[:1] if rules.use_hikari else []
    drawable = rest[len(lights) :]
    left = len(season.stock)
    if left > len(drawable) or tuple(drawable[len(drawable) - left :]) != season.stock:
        raise CardError(f"season {number} of this seed deals a stock whose last {left} card(s) are not these: the"
                        " draws take the stock from the top, so what is left is the end of the stock dealt",
                        f"{field}.stock")
    if season.hikari[:1] != tuple(lights):
        raise CardError(f"season {number} of this seed reveals {' '.join(notation(lights)) or 'no'} 光 card at the"
                        " deal", f"{field}.hikari")
    if len(season.hikari) == 2 and (left >= len(drawable) or drawable[len(drawable) - left - 1] != season.hikari[1]):
        raise CardError(f"the second 光 card is the top card of the stock at the 終季, which season {number} of this"
                        " seed makes another card", f"{field}.hikari")
    if season.turns == 0:
        for i, player in enumerate(dealt):
            if season.hands[player] != sort_cards(deck[i * DEAL_SIZE : (i + 1) * DEAL_SIZE]):
                raise CardError(f"before the first draw {player} holds the cards season {number} of this seed deals"
                                " them", f"{field}.hands.{player}")


def new_match(players: Sequence[str], seed: int, rules: TaxotRules = DEFAULT_RULES) -> TaxotMatch:
    """Start a whole game: the first player deals the first season at bonus 2, dealt reproducibly from ``seed``."""
    names = check_players(list(players))
    season = new_season(names, names[0], season_deck(seed, 1, rules), START_BONUS, rules)
    return TaxotMatch(seed, 1, season, (), rules)


@dataclass(frozen=True, slots=True)
class MatchStep:
    """An action applied to a game: the season step, the settlement of a season it finished, and the game after."""

    step: TaxotStep
    settlement: SeasonSettlement | None
    state: TaxotMatch

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "payments", "result", "settlement", "state"}``."""
        ended = self.settlement is not None
        result = self.step.state.result if ended else None
        return {
            "legal": self.step.legal,
            "reason": self.step.reason,
            "payments": [p.to_json() for p in self.step.payments],
            "result": result.to_json() if result else None,
            "settlement": self.settlement.to_json() if self.settlement else None,
            "state": self.state.to_json(),
        }


def match_actions(match: TaxotMatch) -> list[TaxotAction]:
    """Every legal action in the season in play (none once the game is over)."""
    return [] if match.over else legal_actions(match.season, match.rules)


def apply_match(match: TaxotMatch, action: TaxotAction) -> MatchStep:
    """Apply an action to the season in play; a season it finishes is settled into the totals and, unless that ends
    the game, the next season is dealt to the dealer the season passed the deal to."""
    if match.over:
        check_member(action.player, match.players, "player")
        return MatchStep(_illegal(match.season, "the game is over"), None, match)
    step = act(match.season, action, match.rules)
    if not step.legal or step.state.phase != "over":
        return MatchStep(step, None, replace(match, season=step.state))
    settled = settle_season(step.state, match.season_number, match.rules)
    played = replace(match, season=step.state)
    if game_ends(match.season_number, match.rules.seasons, match.rules.points_cap, played.totals):
        return MatchStep(step, settled, played)
    number = match.season_number + 1
    dealt = new_season(match.players, settled.next_dealer, season_deck(match.seed, number, match.rules),
                       settled.next_bonus, match.rules)
    return MatchStep(step, settled, replace(match, season=dealt, season_number=number,
                                            finished=(*match.finished, step.state)))
