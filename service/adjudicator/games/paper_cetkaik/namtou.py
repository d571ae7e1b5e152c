"""開樽 (nam2 to1): showdown betting on a small hand (other-games spec §3.6).

Ranking, strongest first (``namtou.order = book``): 筆兵無傾 (兵弓将筆巫) > 皇王 > 地心 (筆巫将) > 馬弓兵 > 行行
(船車馬) > 闇戦之集 (兵×5) > sequence > set > single; the ``draft`` order swaps 行行 and 馬弓兵. Inside one type:
more cards, then the higher number, then a one-colour combo beats a mixed one. Named yaku match real cards of any
colours (船 is not wild inside them). Players compare their strongest combos, then their next strongest, and so on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Annotated, Any, Final, Literal

from adjudicator.games.options import Parts, check_options, choice, number, options_json, read_options
from adjudicator.games.paper_cetkaik.cards import Card, CardError, Kind, check_available, sort_cards
from adjudicator.games.paper_cetkaik.combos import ComboRules, ComboType, classify, sub_multisets
from adjudicator.games.paper_cetkaik.common import (
    CARD,
    COMBOS_PART,
    DEFAULT_HANDS,
    HAND_CAP_OPTION,
    HANDS_OPTION,
    card_notations,
    check_count,
    exact_json,
)

from ..jsonform import json_doc, json_form, json_written_by
from ..shapes import declared, flag, integer, listed, text

#: The named yaku and the kinds each needs.
NAMED_YAKU: Final[Mapping[str, tuple[Kind, ...]]] = {
    "筆兵無傾": (Kind.KAUK2, Kind.GUA2, Kind.UAI1, Kind.KUA2, Kind.TUK2),
    "皇王": (Kind.TAM2, Kind.IO),
    "地心": (Kind.KUA2, Kind.TUK2, Kind.UAI1),
    "馬弓兵": (Kind.KAUK2, Kind.GUA2, Kind.MAUN1),
    "行行": (Kind.NUAK1, Kind.KAUN1, Kind.MAUN1),
    "闇戦之集": (Kind.KAUK2,) * 5,
}
#: The most players at a table.
MAX_PLAYERS: Final = 6
#: The ranking orders, strongest first.
ORDERS: Final[Mapping[str, tuple[str, ...]]] = {
    "book": ("筆兵無傾", "皇王", "地心", "馬弓兵", "行行", "闇戦之集", "seq", "set", "single"),
    "draft": ("筆兵無傾", "皇王", "地心", "行行", "馬弓兵", "闇戦之集", "seq", "set", "single"),
}


#: How the parts of the ruleset are read (games/options.py).
_PARTS: Final[Parts] = {"combos": ComboRules.from_json}
#: The ranking types of a combo: the named yaku, then seq, set and single.
RANKED_TYPES: Final = (*NAMED_YAKU, "seq", "set", "single")


@dataclass(frozen=True, slots=True)
class NamtouRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``namtou.order``,
    ``namtou.hand_size``, ``namtou.cycles``, ``namtou.min_seq`` and combo rules, and a whole game's length: ``hands``
    (default 4) and ``points_cap`` (null: none; else the game also ends as soon as a running total reaches it)."""

    order: Literal["book", "draft"] = field(default="book", metadata=choice(
        "the combo ranking: the book's (default) or the draft rules' (行行 above 馬弓兵)", ("book", "draft")))
    hand_size: int = field(default=2, metadata=number("cards per hand (default 2)", 1, 8))
    cycles: int = field(default=1, metadata=number("bet and reveal cycles (default 1)", 1, 100))
    min_seq: int = field(default=3, metadata=number(
        "the shortest run that counts as a sequence (連番; default 3)", 2, 9))
    combos: ComboRules = field(default_factory=ComboRules, metadata=COMBOS_PART)
    hands: int = field(default=DEFAULT_HANDS, metadata=HANDS_OPTION)
    points_cap: int | None = field(default=None, metadata=HAND_CAP_OPTION)

    def __post_init__(self) -> None:
        check_options(self, CardError)

    @classmethod
    def from_json(cls, data: object) -> NamtouRules:
        """Read the ruleset; missing keys take the defaults."""
        return cls(**read_options(cls, data, CardError, parts=_PARTS))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final = NamtouRules()


@dataclass(frozen=True, slots=True)
class RankedCombo:
    """A combo with its ranking type (a named yaku, ``seq``, ``set`` or ``single``) and its cards."""

    type: str = field(metadata=declared(text(choices=RANKED_TYPES), "a named yaku, seq, set or single"))
    cards: tuple[Card, ...] = field(metadata=declared(listed(CARD), "the cards of the combo",
                                                      **json_written_by(card_notations)))
    number: int = field(metadata=declared(integer(), "the highest number or strength"))
    one_colour: bool = field(metadata=declared(flag(), "whether every card is of one colour"))

    def key(self, rules: NamtouRules) -> tuple[int, int, int, bool]:
        """Comparable strength: type, then card count, then number, then one colour."""
        order = ORDERS[rules.order]
        return len(order) - order.index(self.type), len(self.cards), self.number, self.one_colour

    def to_json(self) -> dict[str, Any]:
        """Return ``{"type", "cards", "number", "one_colour"}`` (derived by
        :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def _named(cards: tuple[Card, ...]) -> str | None:
    kinds = Counter(c.kind for c in cards)
    return next((name for name, need in NAMED_YAKU.items() if kinds == Counter(need)), None)


def best_combos(hand: Sequence[Card], rules: NamtouRules = DEFAULT_RULES) -> list[RankedCombo]:
    """Return every combo in the hand, strongest first (the order used to break ties at the reveal)."""
    if len(hand) != rules.hand_size:
        raise CardError(f"must hold {rules.hand_size} cards, got {len(hand)}", "hand")
    check_available(hand, "hand")
    combo_rules = replace(rules.combos, min_seq=rules.min_seq)
    found: list[RankedCombo] = []
    for cards in sub_multisets(hand):
        one_colour = len({c.colour for c in cards}) == 1
        name = _named(cards)
        if name is not None:
            found.append(RankedCombo(name, cards, max(c.kind.strength for c in cards), one_colour))
            continue
        options = classify(cards, combo_rules, (ComboType.SINGLE, ComboType.SET, ComboType.SEQ))
        if options:
            combo = max(options, key=lambda c: c.rank)
            found.append(RankedCombo(combo.type.value, sort_cards(cards), combo.rank, one_colour))
    return sorted(found, key=lambda c: c.key(rules), reverse=True)


def compare_hands(a: Sequence[Card], b: Sequence[Card], rules: NamtouRules = DEFAULT_RULES) -> Literal[">", "<", "="]:
    """Compare two hands: strongest combos first, then the next strongest, and so on."""
    ka = [c.key(rules) for c in best_combos(a, rules)]
    kb = [c.key(rules) for c in best_combos(b, rules)]
    return ">" if ka > kb else "<" if ka < kb else "="


@dataclass(frozen=True, slots=True)
class NamtouShowdown:
    """Who bet and revealed, the winners, and the pot shares."""

    revealed: Mapping[str, tuple[RankedCombo, ...]]
    winners: tuple[str, ...]
    pot: int
    shares: Annotated[Mapping[str, Fraction], dict[str, str]] = field(metadata={
        **json_doc("winner -> share of the pot (ties split it exactly)"), **json_written_by(exact_json)})

    def to_json(self) -> dict[str, Any]:
        """Return ``{"revealed", "winners", "pot", "shares"}`` (shares as fraction strings): every field
        (:func:`json_form`)."""
        return json_form(self)


def showdown(
    hands: Mapping[str, Sequence[Card]],
    bets: Mapping[str, int | None],
    fee: int = 1,
    rules: NamtouRules = DEFAULT_RULES,
) -> NamtouShowdown:
    """Settle one cycle: ``bets`` in turn order, None for 無行 (out, fee forfeited), else 加行 amounts.

    Each 加行 must be at least the previous 加行. Everyone still in reveals; the best hand takes the pot (fees and
    bets), exact ties share it [inferred].
    """
    check_count(fee, "fee", 0, 10**6)
    if not 2 <= len(hands) <= MAX_PLAYERS:
        raise CardError(f"開樽 is played by 2 to {MAX_PLAYERS} players, got {len(hands)}", "hands")
    for p, h in hands.items():
        if len(h) != rules.hand_size:
            raise CardError(f"a hand holds {rules.hand_size} cards (rules.hand_size), got {len(h)}", f"hands.{p}")
    check_available([c for h in hands.values() for c in h], "hands")
    missing = [p for p in hands if p not in bets]
    if missing:
        raise CardError(f"every seated player pays the fee and decides; no decision for {', '.join(missing)}", "bets")
    previous = 0
    for player, amount in bets.items():
        if player not in hands:
            raise CardError("no hand given for this player", f"bets.{player}")
        if amount is not None:
            check_count(amount, f"bets.{player}", 1, 10**6)
            if amount < previous:
                raise CardError(f"加行 must be at least the previous bet {previous}, got {amount}", f"bets.{player}")
            previous = amount
    pot = fee * len(bets) + sum(a for a in bets.values() if a is not None)
    ins = [p for p, a in bets.items() if a is not None]
    if not ins:
        return NamtouShowdown({}, (), pot, {})
    revealed, winners = reveal({p: hands[p] for p in ins}, rules)
    return NamtouShowdown(revealed, winners, pot, {p: Fraction(pot, len(winners)) for p in winners})


def reveal(hands: Mapping[str, Sequence[Card]],
           rules: NamtouRules = DEFAULT_RULES) -> tuple[dict[str, tuple[RankedCombo, ...]], tuple[str, ...]]:
    """The reveal (札の公開): everyone still in shows their hand at once; the strongest combos decide, then the next
    strongest, and so on. Return each player's combos (strongest first) and the winners (several on an exact tie)."""
    revealed = {p: tuple(best_combos(h, rules)) for p, h in hands.items()}
    keys = {p: [c.key(rules) for c in cs] for p, cs in revealed.items()}
    top = max(keys.values())
    return revealed, tuple(p for p in hands if keys[p] == top)
