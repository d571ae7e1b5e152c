"""Combos (役, 集) of paper Cetkaik: singles, sets, sequences and sequences of sets, with a wild card.

A set (友) is ≥2 cards of equal strength in any colours (王 + 皇 is a set); a sequence (連) is ≥3 cards of one colour
with consecutive numbers 無0…将8; a sequence of sets (連友 only) is ≥3 consecutive numbers each held the same number
(≥2) of times. The wild (船 by default) stands for any card of its own colour. Combos compare only within the same
type and size: sets and singles by strength, sequences by their top number.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import product
from math import comb
from typing import Any, Final, Literal

from adjudicator.games.paper_cetkaik.cards import (
    KING_RANK,
    SHIP_RANK,
    Card,
    CardError,
    Colour,
    Kind,
    parse_kind,
    sort_cards,
)

from ..jsonform import json_form, json_written_by


class ComboType(StrEnum):
    """The combo types."""

    SINGLE = "single"
    SET = "set"
    SEQ = "seq"
    SEQ_OF_SETS = "seq_of_sets"


ALL_TYPES: Final = frozenset({ComboType.SINGLE, ComboType.SET, ComboType.SEQ})

Comparison = Literal[">", "<", "=", "incomparable"]


def kind_cjk(kind: Kind) -> str:
    """A kind as the combo rules write it: its character (``船``)."""
    return kind.cjk


@dataclass(frozen=True, slots=True)
class ComboRules:
    """How combos are formed; the defaults are the common rules of spec §1.2.

    ``wild`` is the wild kind (船, or 無 in 小猫, or None); ``ship_wild_in_single`` lets a lone wild count as any
    card; ``allow_all_wild_combo`` lets a combo made only of wilds take any rank; ``seq_allow_king_as_9`` lets
    王/皇 be 9 in sequences; ``seq_one_colour`` is false in 連友 (colour ignored).
    """

    wild: Kind | None = field(default=Kind.NUAK1, metadata=json_written_by(kind_cjk))
    ship_wild_in_single: bool = False
    allow_all_wild_combo: bool = True
    seq_allow_king_as_9: bool = False
    seq_one_colour: bool = True
    min_seq: int = 3
    seq_of_sets_min_ranks: int = 3

    @classmethod
    def from_json(cls, data: object, base: ComboRules | None = None) -> ComboRules:
        """Read the combo flags from a JSON object over ``base`` (default: the common rules)."""
        start = base or cls()
        if data is None:
            return start
        if not isinstance(data, Mapping):
            raise CardError("must be an object", "rules.combos")
        values: dict[str, Any] = {f: getattr(start, f) for f in _COMBO_FLAGS}
        for key, value in data.items():
            if key not in _COMBO_FLAGS:
                raise CardError(f"has unknown field {key!r}", "rules.combos")
            if key == "wild":
                values[key] = None if value is None else parse_kind(value, "rules.combos.wild")
            elif key in ("min_seq", "seq_of_sets_min_ranks"):
                if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= 9:
                    raise CardError(f"must be a whole number from 2 to 9, got {value!r}", f"rules.combos.{key}")
                values[key] = value
            elif not isinstance(value, bool):
                raise CardError(f"must be true or false, got {value!r}", f"rules.combos.{key}")
            else:
                values[key] = value
        return cls(**values)

    def to_json(self) -> dict[str, Any]:
        """Return the effective combo flags: every field, the wild kind by its character (:func:`json_form`)."""
        return json_form(self)

    def is_wild(self, card: Card) -> bool:
        """Whether ``card`` is the wild kind."""
        return self.wild is not None and card.kind is self.wild


_COMBO_FLAGS: Final = (
    "wild",
    "ship_wild_in_single",
    "allow_all_wild_combo",
    "seq_allow_king_as_9",
    "seq_one_colour",
    "min_seq",
    "seq_of_sets_min_ranks",
)
DEFAULT_RULES: Final = ComboRules()


@dataclass(frozen=True, slots=True)
class Combo:
    """One interpretation of some cards as a combo.

    ``cards`` are the physical cards (weakest first) and ``stands_for`` what each counts as (a wild's stand-in,
    otherwise the card itself). ``rank`` orders combos of one type and size: the strength for singles and sets
    (船 −1 … 将 8, 王/皇 9), the top number for sequences and sequences of sets.
    """

    type: ComboType
    cards: tuple[Card, ...]
    stands_for: tuple[Card, ...]
    rank: int

    def __repr__(self) -> str:
        """``<Combo set 赤馬 黒船=黒馬 rank 5>``: the type, each card (and what a wild stands for), the rank."""
        pairs = zip(self.cards, self.stands_for, strict=True)
        shown = [c.notation if c == s else f"{c.notation}={s.notation}" for c, s in pairs]
        return f"<Combo {self.type.value} {' '.join(shown)} rank {self.rank}>"

    @property
    def size(self) -> int:
        """The number of cards."""
        return len(self.cards)

    @property
    def colour_pattern(self) -> tuple[int, int]:
        """The colour multiset as (red count, black count)."""
        reds = sum(1 for c in self.cards if c.colour is Colour.KOK1)
        return reds, self.size - reds

    @property
    def wild_count(self) -> int:
        """How many cards stand in for another."""
        return sum(1 for c, s in zip(self.cards, self.stands_for, strict=True) if c != s)

    def to_json(self) -> dict[str, Any]:
        """Return ``{"type", "size", "rank", "cards", "stands_for", "wild_assignment"}``."""
        wilds = [
            {"card": c.notation, "as": s.notation} for c, s in zip(self.cards, self.stands_for, strict=True) if c != s
        ]
        return {
            "type": self.type.value,
            "size": self.size,
            "rank": self.rank,
            "cards": [c.notation for c in self.cards],
            "stands_for": [c.notation for c in self.stands_for],
            "wild_assignment": wilds,
        }


def _kind_of_rank(rank: int) -> Kind:
    """The kind standing for a strength rank (王 for the shared top rank)."""
    if rank == KING_RANK:
        return Kind.IO
    return next(k for k in Kind if k.strength == rank)


def _kind_of_number(number: int) -> Kind:
    return Kind.IO if number == KING_RANK else next(k for k in Kind if k.number == number)


def _seq_number(card: Card, rules: ComboRules) -> int | None:
    if rules.seq_allow_king_as_9 and card.kind in (Kind.IO, Kind.TAM2):
        return KING_RANK
    return card.kind.number


def _stand_in(card: Card, kind: Kind) -> Card:
    return Card(card.colour, kind)


def _assemble(
    naturals: Sequence[Card], wilds: Sequence[Card], fills: Sequence[Kind]
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Pair physical cards with what they stand for, weakest physical card first."""
    pairs = [(c, c) for c in naturals] + [(w, _stand_in(w, k)) for w, k in zip(wilds, fills, strict=True)]
    pairs.sort(key=lambda p: (p[0].sort_key, p[1].sort_key))
    return tuple(p[0] for p in pairs), tuple(p[1] for p in pairs)


def classify(
    cards: Iterable[Card], rules: ComboRules = DEFAULT_RULES, types: Iterable[ComboType] = ALL_TYPES
) -> list[Combo]:
    """Return every combo interpretation of exactly these cards (possibly none), strongest last per type."""
    return list(_classify(sort_cards(cards), rules, frozenset(types)))


# Bounded: the cards and rules come from requests, and a worker serves for long.
@lru_cache(maxsize=65536)
def _classify(cards: tuple[Card, ...], rules: ComboRules, types: frozenset[ComboType]) -> tuple[Combo, ...]:
    naturals = [c for c in cards if not rules.is_wild(c)]
    wilds = [c for c in cards if rules.is_wild(c)]
    found: list[Combo] = []
    if ComboType.SINGLE in types and len(cards) == 1:
        found.extend(_singles(cards[0], rules))
    if ComboType.SET in types and len(cards) >= 2:
        found.extend(_sets(cards, naturals, wilds, rules))
    if ComboType.SEQ in types and len(cards) >= rules.min_seq:
        found.extend(_sequences(naturals, wilds, rules))
    if ComboType.SEQ_OF_SETS in types:
        found.extend(_sequences_of_sets(naturals, wilds, rules))
    return tuple(dict.fromkeys(found))


def _singles(card: Card, rules: ComboRules) -> list[Combo]:
    """A single: the card itself; a lone wild may stand for any card of its colour if ``ship_wild_in_single``."""
    combos = [Combo(ComboType.SINGLE, (card,), (card,), card.kind.strength)]
    if rules.is_wild(card) and rules.ship_wild_in_single:
        for kind in Kind:
            if kind is not card.kind and kind is not Kind.TAM2:
                combos.append(Combo(ComboType.SINGLE, (card,), (_stand_in(card, kind),), kind.strength))
    return combos


def _sets(cards: tuple[Card, ...], naturals: list[Card], wilds: list[Card], rules: ComboRules) -> list[Combo]:
    """Sets: every card of one strength, wilds standing for that strength."""
    combos: list[Combo] = []
    if len({c.kind.strength for c in cards}) == 1:
        combos.append(Combo(ComboType.SET, cards, cards, cards[0].kind.strength))
    if not wilds:
        return combos
    if naturals:
        strengths = {c.kind.strength for c in naturals}
        ranks = list(strengths) if len(strengths) == 1 else []
    else:
        ranks = list(range(SHIP_RANK, KING_RANK + 1)) if rules.allow_all_wild_combo else []
    for rank in ranks:
        kind = _kind_of_rank(rank)
        if kind is rules.wild and rank == cards[0].kind.strength:
            continue  # the natural set of wilds, found above
        physical, stands = _assemble(naturals, wilds, [kind] * len(wilds))
        combos.append(Combo(ComboType.SET, physical, stands, rank))
    return combos


def _sequences(naturals: list[Card], wilds: list[Card], rules: ComboRules) -> list[Combo]:
    """Sequences: consecutive numbers, one colour unless colour is ignored, wilds filling the gaps."""
    cards = naturals + wilds
    if rules.seq_one_colour and len({c.colour for c in cards}) != 1:
        return []
    numbers = [_seq_number(c, rules) for c in naturals]
    if any(n is None for n in numbers) or len(set(numbers)) != len(numbers):
        return []
    if not naturals and not rules.allow_all_wild_combo:
        return []
    present = {n for n in numbers if n is not None}
    top_number = KING_RANK if rules.seq_allow_king_as_9 else 8
    combos: list[Combo] = []
    for start in range(top_number - len(cards) + 2):
        run = range(start, start + len(cards))
        if not present <= set(run):
            continue
        fills = [_kind_of_number(n) for n in run if n not in present]
        physical, stands = _assemble(naturals, wilds, fills)
        combos.append(Combo(ComboType.SEQ, physical, stands, run[-1]))
    return combos


def _sequences_of_sets(naturals: list[Card], wilds: list[Card], rules: ComboRules) -> list[Combo]:
    """Sequences of sets: ≥ seq_of_sets_min_ranks consecutive numbers, each exactly m ≥ 2 times; colour ignored."""
    size = len(naturals) + len(wilds)
    numbers = [_seq_number(c, rules) for c in naturals]
    if any(n is None for n in numbers):
        return []
    counts = Counter(n for n in numbers if n is not None)
    top_number = KING_RANK if rules.seq_allow_king_as_9 else 8
    combos: list[Combo] = []
    for multiple in range(2, size // rules.seq_of_sets_min_ranks + 1):
        if size % multiple or size // multiple < rules.seq_of_sets_min_ranks:
            continue
        length = size // multiple
        for start in range(top_number - length + 2):
            run = range(start, start + length)
            if not set(counts) <= set(run) or any(counts[n] > multiple for n in run):
                continue
            fills = [_kind_of_number(n) for n in run for _ in range(multiple - counts[n])]
            physical, stands = _assemble(naturals, wilds, fills)
            combos.append(Combo(ComboType.SEQ_OF_SETS, physical, stands, run[-1]))
    return combos


def compare(a: Combo, b: Combo) -> Comparison:
    """Compare two combos: only the same type and size are comparable; then the higher rank is stronger."""
    if a.type is not b.type or a.size != b.size:
        return "incomparable"
    if a.rank == b.rank:
        return "="
    return ">" if a.rank > b.rank else "<"


def sub_multisets(cards: Iterable[Card], sizes: Iterable[int] | None = None) -> Iterator[tuple[Card, ...]]:
    """Yield every distinct sub-multiset of ``cards`` (weakest first), optionally only of the given sizes."""
    counts = Counter(sort_cards(cards))
    kinds = list(counts)
    wanted = None if sizes is None else set(sizes)
    for picks in product(*(range(counts[c] + 1) for c in kinds)):
        total = sum(picks)
        if total and (wanted is None or total in wanted):
            yield tuple(c for c, k in zip(kinds, picks, strict=True) for _ in range(k))


def sub_multiset_counts(cards: Mapping[Card, int], most: int, choices: int = 0) -> list[int]:
    """How many sub-multisets of ``cards`` (card -> copies) there are of each size up to ``most``: ``[n0, n1, ...]``.
    With ``choices``, a sub-multiset holding j copies of a 将 card counts C(choices + j − 1, j) times (the multisets of
    j choices, one for each 将)."""
    found = [1] + [0] * most
    for card, copies in counts_of(cards).items():
        weigh = choices > 0 and card.kind is Kind.UAI1
        grown = [0] * (most + 1)
        for size, ways in enumerate(found):
            if ways:
                for j in range(min(copies, most - size) + 1):
                    grown[size + j] += ways * (comb(choices + j - 1, j) if weigh else 1)
        found = grown
    return found


def counts_of(cards: Mapping[Card, int]) -> dict[Card, int]:
    """The cards with at least one copy (card -> copies)."""
    return {card: copies for card, copies in cards.items() if copies > 0}


def group_bound(hand: Iterable[Card], rules: ComboRules = DEFAULT_RULES, types: Iterable[ComboType] = ALL_TYPES,
                choices: int = 0) -> int:
    """An upper bound of the groups :func:`enumerate_combos` classifies for ``hand`` (so of the distinct card
    multisets it lists), counted without forming them: what listing a hand's plays costs grows with it.

    Singles, then for every strength the sub-multisets of its cards and the wilds, then for every run of numbers
    the ways of picking each number's cards with wilds filling the rest, as :func:`enumerate_combos` forms them.
    With ``choices``, a group holding 将 counts once for each multiset of ``choices`` its 将 may take (連友's 将
    effects: :func:`sub_multiset_counts`).
    """
    held = Counter(hand)
    wanted = frozenset(types)
    wilds = {c: n for c, n in held.items() if rules.is_wild(c)}
    naturals = {c: n for c, n in held.items() if not rules.is_wild(c)}
    size = sum(held.values())
    most_wild = sum(wilds.values())
    total = 0
    if ComboType.SINGLE in wanted:
        total += len(held) + sum(sub_multiset_counts({c: 1}, 1, choices)[1] - 1 for c in held)
    if ComboType.SET in wanted:
        for strength in {c.kind.strength for c in naturals}:
            same = {c: n for c, n in naturals.items() if c.kind.strength == strength}
            total += sum(sub_multiset_counts({**same, **wilds}, size, choices)[2:])
        total += sum(sub_multiset_counts(wilds, most_wild, choices)[2:])
    by_number: dict[int, dict[Card, int]] = {}
    for card, copies in naturals.items():
        number = _seq_number(card, rules)
        if number is not None:
            by_number.setdefault(number, {})[card] = copies
    top = KING_RANK if rules.seq_allow_king_as_9 else 8
    runs: list[tuple[int, int]] = []
    if ComboType.SEQ in wanted:
        runs.append((1, rules.min_seq))
    if ComboType.SEQ_OF_SETS in wanted:
        runs += [(multiple, rules.seq_of_sets_min_ranks)
                 for multiple in range(2, size // rules.seq_of_sets_min_ranks + 1)]
    fills = sub_multiset_counts(wilds, most_wild, choices)  # the wilds' sub-multisets by size: they fill the gaps
    for multiple, min_length in runs:
        # for each number, the ways of picking its naturals by how many wilds they leave to fill (0 to multiple)
        missing = []
        for number in range(top + 1):
            picks = sub_multiset_counts(by_number.get(number, {}), multiple, choices)
            missing.append([picks[multiple - gap] for gap in range(min(multiple, most_wild) + 1)])
        for start in range(top + 1):
            run = [1] + [0] * most_wild  # the ways of picking start..end, by the wilds left to fill
            for end in range(start, top + 1):
                grown = [0] * (most_wild + 1)
                for gaps, ways in enumerate(run):
                    if ways:
                        for more, extra in enumerate(missing[end]):
                            if extra and gaps + more <= most_wild:
                                grown[gaps + more] += ways * extra
                run = grown
                if not any(run):
                    break
                if end - start + 1 >= min_length:
                    total += sum(ways * fills[gaps] for gaps, ways in enumerate(run))
    return total


def combo_bound(hand: Iterable[Card], rules: ComboRules = DEFAULT_RULES, types: Iterable[ComboType] = ALL_TYPES
                ) -> int:
    """An upper bound of the combos :func:`enumerate_combos` lists for ``hand`` (every reading of every group): a
    group holding w wilds and some naturals reads as a set at most twice and as a run from at most w + 1 starts; a
    group of wilds alone as a set of any strength and a run from any start (:func:`group_bound` counts the groups)."""
    cards = tuple(hand)
    wilds = Counter(c for c in cards if rules.is_wild(c))
    alone = sum(sub_multiset_counts(wilds, sum(wilds.values())))
    return group_bound(cards, rules, types) * (sum(wilds.values()) + 3) + alone * (2 * (KING_RANK - SHIP_RANK) + 12)


def enumerate_combos(
    hand: Iterable[Card], rules: ComboRules = DEFAULT_RULES, types: Iterable[ComboType] = ALL_TYPES
) -> list[Combo]:
    """Return every combo interpretation of every sub-multiset of the hand."""
    wanted = frozenset(types)
    groups = dict.fromkeys(_candidate_groups(sort_cards(hand), rules, wanted))
    return [combo for cards in groups for combo in _classify(cards, rules, wanted)]


def _candidate_groups(
    hand: tuple[Card, ...], rules: ComboRules, types: frozenset[ComboType]
) -> Iterator[tuple[Card, ...]]:
    """Yield the sub-multisets of the hand that could be combos (a superset, sorted; classify decides)."""
    wilds = tuple(c for c in hand if rules.is_wild(c))
    naturals = [c for c in hand if not rules.is_wild(c)]
    if ComboType.SINGLE in types:
        yield from ((c,) for c in dict.fromkeys(hand))
    if ComboType.SET in types:
        for strength in {c.kind.strength for c in naturals}:
            same = [c for c in naturals if c.kind.strength == strength]
            yield from sub_multisets(same + list(wilds), range(2, len(same) + len(wilds) + 1))
        yield from sub_multisets(wilds, range(2, len(wilds) + 1))
    by_number: dict[int, list[Card]] = {}
    for card in naturals:
        number = _seq_number(card, rules)
        if number is not None:
            by_number.setdefault(number, []).append(card)
    top = KING_RANK if rules.seq_allow_king_as_9 else 8
    if ComboType.SEQ in types:
        yield from _runs(by_number, wilds, top, 1, rules.min_seq)
    if ComboType.SEQ_OF_SETS in types:
        for multiple in range(2, len(hand) // rules.seq_of_sets_min_ranks + 1):
            yield from _runs(by_number, wilds, top, multiple, rules.seq_of_sets_min_ranks)


def _runs(
    by_number: Mapping[int, list[Card]], wilds: tuple[Card, ...], top: int, multiple: int, min_length: int
) -> Iterator[tuple[Card, ...]]:
    """Yield groups covering consecutive numbers ``multiple`` times each, wilds filling what the naturals lack."""
    for start in range(top + 1):
        for end in range(start + min_length - 1, top + 1):
            for picked, missing in _fill(by_number, range(start, end + 1), multiple, len(wilds)):
                for extra in sub_multisets(wilds, [missing]) if missing else iter([()]):
                    yield sort_cards((*picked, *extra))


def _fill(
    by_number: Mapping[int, list[Card]], numbers: range, multiple: int, budget: int
) -> Iterator[tuple[tuple[Card, ...], int]]:
    """Yield (natural cards, wilds needed) choosing up to ``multiple`` naturals per number within the wild budget."""
    if not numbers:
        yield (), 0
        return
    first = numbers[0]
    for size in range(max(0, multiple - budget), multiple + 1):
        picks = sub_multisets(by_number.get(first, []), [size]) if size else iter([()])
        for pick in picks:
            for rest, missing in _fill(by_number, numbers[1:], multiple, budget - (multiple - size)):
                yield (*pick, *rest), missing + multiple - size


@dataclass(frozen=True, slots=True)
class Slot:
    """One combo of a hand shape: the allowed types and the size."""

    types: frozenset[ComboType]
    size: int

    @property
    def key(self) -> tuple[tuple[str, ...], int]:
        """A sortable key."""
        return tuple(sorted(self.types)), self.size


Shape = tuple[Slot, ...]


def decompose(
    hand: Iterable[Card], shapes: Iterable[Shape], rules: ComboRules = DEFAULT_RULES
) -> list[tuple[Combo, ...]]:
    """Return every partition of the hand into combos filling one of the shapes (each partition once)."""
    cards = sort_cards(hand)
    found: dict[tuple[Combo, ...], None] = {}
    for shape in shapes:
        if sum(s.size for s in shape) != len(cards):
            continue
        for parts in _partitions(cards, tuple(sorted(shape, key=lambda s: s.key)), rules):
            found[tuple(sorted(parts, key=_combo_key))] = None
    return list(found)


def _combo_key(combo: Combo) -> tuple[Any, ...]:
    return (
        combo.size,
        combo.type.value,
        combo.rank,
        [c.sort_key for c in combo.cards],
        [c.sort_key for c in combo.stands_for],
    )


def _partitions(cards: tuple[Card, ...], slots: tuple[Slot, ...], rules: ComboRules) -> Iterator[tuple[Combo, ...]]:
    if not cards:
        if not slots:
            yield ()
        return
    first, rest = cards[0], cards[1:]
    for i, slot in enumerate(slots):
        if slot in slots[:i]:
            continue
        others = slots[:i] + slots[i + 1 :]
        for partners in sub_multisets(rest, [slot.size - 1]) if slot.size > 1 else iter([()]):
            group = sort_cards((first, *partners))
            remaining = list(rest)
            for c in partners:
                remaining.remove(c)
            for combo in _classify(group, rules, slot.types):
                for tail in _partitions(tuple(remaining), others, rules):
                    yield (combo, *tail)
