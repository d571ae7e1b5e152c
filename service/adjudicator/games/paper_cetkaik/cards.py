"""The cards of paper Cetkaik: colours, kinds, their strength and number, the deck, shuffles and deals."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from adjudicator.games.errors import RulesError

from ..jsonform import json_form, json_written_by


class CardError(RulesError):
    """Bad card input, with the path of the offending field (from the top of the request it came from)."""


class Colour(StrEnum):
    """A card's colour (色)."""

    KOK1 = "Kok1"
    HUOK2 = "Huok2"

    @property
    def cjk(self) -> str:
        """赤 or 黒."""
        return "赤" if self is Colour.KOK1 else "黒"


class Kind(StrEnum):
    """The twelve kinds of card, weakest first."""

    NUAK1 = "Nuak1"
    MUN1 = "Mun1"
    KAUK2 = "Kauk2"
    GUA2 = "Gua2"
    KAUN1 = "Kaun1"
    DAU2 = "Dau2"
    MAUN1 = "Maun1"
    KUA2 = "Kua2"
    TUK2 = "Tuk2"
    UAI1 = "Uai1"
    IO = "Io"
    TAM2 = "Tam2"

    @property
    def cjk(self) -> str:
        """The kind's character, e.g. 馬."""
        return _KIND_CJK[self]

    @property
    def number(self) -> int | None:
        """The card's number: 無 0, 兵 1 … 将 8; None for 船, 王 and 皇."""
        return _NUMBERS.get(self)

    @property
    def strength(self) -> int:
        """The strength rank (位): 船 −1, 無 0 … 将 8, 王 = 皇 9."""
        return _STRENGTH[self]


_KIND_CJK: Final = dict(zip(Kind, "船無兵弓車虎馬筆巫将王皇", strict=True))
_NUMBERS: Final = {k: i for i, k in enumerate(list(Kind)[1:10])}
_STRENGTH: Final = {Kind.NUAK1: -1, **_NUMBERS, Kind.IO: 9, Kind.TAM2: 9}
#: The strength rank shared by 王 and 皇.
KING_RANK: Final = 9
#: The strength rank of 船.
SHIP_RANK: Final = -1

_COLOUR_ALIASES: Final[dict[str, Colour]] = {
    **{a: Colour.KOK1 for a in ("Kok1", "kok1", "kok", "赤", "r", "red", "Red")},
    **{a: Colour.HUOK2 for a in ("Huok2", "huok2", "huok", "黒", "黑", "b", "black", "Black")},
}
_KIND_ALIASES: Final[dict[str, Kind]] = {}
for _kind, _names in {
    Kind.NUAK1: ("nuak1", "nuak", "船", "ship", "vessel"),
    Kind.MUN1: ("mun1", "mun", "無", "无", "zero"),
    Kind.KAUK2: ("kauk2", "kauk", "兵", "pawn"),
    Kind.GUA2: ("gua2", "gua", "弓", "archer", "bow"),
    Kind.KAUN1: ("kaun1", "kaun", "車", "车", "chariot"),
    Kind.DAU2: ("dau2", "dau", "虎", "tiger"),
    Kind.MAUN1: ("maun1", "maun", "馬", "马", "horse"),
    Kind.KUA2: ("kua2", "kua", "筆", "笔", "clerk", "officer"),
    Kind.TUK2: ("tuk2", "tuk", "巫", "shaman"),
    Kind.UAI1: ("uai1", "uai", "将", "將", "general"),
    Kind.IO: ("io", "王", "king"),
    Kind.TAM2: ("tam2", "tam", "皇", "emperor"),
}.items():
    for _n in _names:
        _KIND_ALIASES[_n] = _kind


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """A card: a colour and a kind. Equal cards are interchangeable."""

    colour: Colour
    kind: Kind

    @property
    def notation(self) -> str:
        """The two-character notation, e.g. 黒馬."""
        return self.colour.cjk + self.kind.cjk

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"<Card {self.notation}>"

    @property
    def sort_key(self) -> tuple[int, int, int]:
        """Order cards by strength, then kind (王 before 皇), then colour (赤 first)."""
        return self.kind.strength, list(Kind).index(self.kind), 0 if self.colour is Colour.KOK1 else 1

    @classmethod
    def parse(cls, text: object, field: str = "card") -> Card:
        """Parse ``黒馬`` or an ASCII form such as ``Huok2.Maun1`` / ``black-maun``; raise naming ``field``."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardError(f"{text!r} is not a card such as 黒馬 or Huok2.Maun1", field)
        if len(text) == 2 and text[0] in _COLOUR_ALIASES and text[1] in _KIND_ALIASES:
            return cls(_COLOUR_ALIASES[text[0]], _KIND_ALIASES[text[1]])
        for sep in ".-: ":
            colour, _, kind = text.partition(sep)
            if kind and colour in _COLOUR_ALIASES and kind.lower() in _KIND_ALIASES:
                return cls(_COLOUR_ALIASES[colour], _KIND_ALIASES[kind.lower()])
        raise CardError(f"{text!r} is not a card such as 黒馬 or Huok2.Maun1", field)


def _any_case(name: str) -> str:
    """A regular expression matching the strings whose ``lower()`` is ``name`` (letter by letter)."""
    out = []
    for c in name:
        forms = [c, c.upper(), *(["\u212a"] if c == "k" else [])]  # KELVIN SIGN lowers to k
        forms = [f for i, f in enumerate(forms) if len(f) == 1 and f.lower() == c and f not in forms[:i]]
        out.append(re.escape(c) if len(forms) == 1 else f"[{''.join(forms)}]")
    return "".join(out)


def card_pattern() -> str:
    """The regular expression (ECMA-262 and Python alike) of exactly the strings :meth:`Card.parse` accepts: a
    one-character colour and kind (``黒馬``), or a colour, one of ``.-: `` and a kind in any case (``Huok2.Maun1``)."""
    chars = "".join(sorted({a for a in _COLOUR_ALIASES if len(a) == 1}))
    kinds = "".join(sorted({a for a in _KIND_ALIASES if len(a) == 1}))
    colours = "|".join(re.escape(a) for a in sorted(_COLOUR_ALIASES, key=lambda a: (-len(a), a)))
    names = "|".join(_any_case(a) for a in sorted(_KIND_ALIASES, key=lambda a: (-len(a), a)))
    return f"^(?:[{chars}][{kinds}]|(?:{colours})[.\\-: ](?:{names}))$"


def kind_pattern() -> str:
    """The regular expression (ECMA-262 and Python alike) of exactly the strings :func:`parse_kind` accepts."""
    names = "|".join(_any_case(a) for a in sorted(_KIND_ALIASES, key=lambda a: (-len(a), a)))
    return f"^(?:{names})$"


def parse_kind(text: object, field: str = "kind") -> Kind:
    """Parse a kind name (馬, Maun1, horse, …); raise naming ``field``."""
    kind = _KIND_ALIASES.get(text.lower()) if isinstance(text, str) else None
    if kind is None:
        raise CardError(f"{text!r} is not a card kind such as 馬 or Maun1", field)
    return kind


ALL_CARD_TYPES: Final = tuple(Card(c, k) for c in Colour for k in Kind)

#: The per-colour make-up printed in the 終季 booklet (``deck.composition = taxot_book``).
TAXOT_BOOK: Final[Mapping[Kind, int]] = {
    Kind.TAM2: 1,
    Kind.IO: 1,
    Kind.UAI1: 2,
    Kind.TUK2: 2,
    Kind.KUA2: 2,
    Kind.MAUN1: 2,
    Kind.DAU2: 2,
    Kind.KAUN1: 2,
    Kind.GUA2: 2,
    Kind.KAUK2: 4,
    Kind.MUN1: 3,
    Kind.NUAK1: 1,
}


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Return the cards weakest first."""
    return tuple(sorted(cards, key=lambda c: c.sort_key))


def notation(cards: Iterable[Card]) -> list[str]:
    """Return the cards' notations, weakest first."""
    return [c.notation for c in sort_cards(cards)]


#: The most copies of a kind per colour a deck may hold (a deck of at most 96 cards). A larger deck is refused: the
#: plays a hand may make grow combinatorially with its copies (a 連友 hand of a deck of 5 copies each already has
#: about 300,000 plays to list at the first turn), so what an operation on it costs would have no useful bound.
MAX_COPIES: Final = 4


@dataclass(frozen=True, slots=True)
class DeckRules:
    """The deck composition (``deck.composition``): copies of each kind per colour (0 to :data:`MAX_COPIES`), in
    :class:`Kind` order.

    The default is the 終季 booklet's 48-card deck.
    """

    counts: tuple[int, ...] = tuple(TAXOT_BOOK[k] for k in Kind)

    def __post_init__(self) -> None:
        if len(self.counts) != len(Kind):
            raise CardError(f"must give {len(Kind)} counts", "deck.composition")
        for kind, count in zip(Kind, self.counts, strict=True):
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_COPIES:
                raise CardError(f"copies per colour must be 0..{MAX_COPIES}, got {count!r}",
                                f"deck.composition.{kind.value}")

    @classmethod
    def from_json(cls, data: object) -> DeckRules:
        """Read ``"taxot_book"`` / null, or a full ``{kind: copies per colour}`` table."""
        if data is None or data == "taxot_book":
            return cls()
        if not isinstance(data, Mapping):
            raise CardError("must be 'taxot_book' or an object {kind: copies per colour}", "deck.composition")
        table: dict[Kind, object] = {}
        for name, count in data.items():
            table[parse_kind(name, "deck.composition")] = count
        missing = [k.value for k in Kind if k not in table]
        if missing:
            raise CardError(f"is missing {' '.join(missing)}", "deck.composition")
        return cls(tuple(table[k] for k in Kind))  # type: ignore[misc]

    def to_json(self) -> dict[str, int]:
        """Return ``{kind: copies per colour}`` with canonical kind names."""
        return {k.value: n for k, n in zip(Kind, self.counts, strict=True)}

    def copies(self, card: Card) -> int:
        """The number of copies of ``card`` in the deck."""
        return self.counts[list(Kind).index(card.kind)]

    def cards(self) -> list[Card]:
        """Return the whole deck in a fixed order."""
        return [c for c in ALL_CARD_TYPES for _ in range(self.copies(c))]


DEFAULT_DECK: Final = DeckRules()


def parse_cards(data: object, field: str, deck: DeckRules = DEFAULT_DECK) -> tuple[Card, ...]:
    """Parse a list of card notations, rejecting more copies of a card than the deck holds."""
    if not isinstance(data, list | tuple):
        raise CardError("must be an array of cards", field)
    cards = tuple(Card.parse(x, f"{field}[{i}]") for i, x in enumerate(data))
    check_available(cards, field, deck)
    return cards


def check_available(cards: Iterable[Card], field: str, deck: DeckRules = DEFAULT_DECK) -> None:
    """Raise if ``cards`` hold more copies of some card than the deck has."""
    for card, count in Counter(cards).items():
        if count > deck.copies(card):
            raise CardError(f"{count} × {card} but the deck has only {deck.copies(card)}", field)


def shuffled_deck(rng: random.Random, deck: DeckRules = DEFAULT_DECK) -> list[Card]:
    """Return the deck shuffled by ``rng`` (seed it for a reproducible order)."""
    cards = deck.cards()
    rng.shuffle(cards)
    return cards


def cards_in_order(cards: Iterable[Card]) -> list[str]:
    """The cards' notations in their order (a stock, top first)."""
    return [c.notation for c in cards]


def hands_in_seat_order(hands: Iterable[Iterable[Card]]) -> list[list[str]]:
    """Each hand's notations, weakest first, the hands in seat order."""
    return [notation(h) for h in hands]


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal: each player's hand and the remaining stock (top card first)."""

    hands: tuple[tuple[Card, ...], ...] = field(metadata=json_written_by(hands_in_seat_order))
    stock: tuple[Card, ...] = field(metadata=json_written_by(cards_in_order))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"hands": [[card, …], …], "stock": [card, …]}``: every field (:func:`json_form`)."""
        return json_form(self)


def deal(players: int, cards_each: int, rng: random.Random, deck: DeckRules = DEFAULT_DECK) -> Deal:
    """Shuffle and deal ``cards_each`` cards to each of ``players`` players."""
    if not isinstance(players, int) or isinstance(players, bool) or players < 1:
        raise CardError(f"must be a positive whole number, got {players!r}", "players")
    cards = shuffled_deck(rng, deck)
    if players * cards_each > len(cards):
        raise CardError(f"cannot deal {cards_each} cards to {players} players from {len(cards)} cards")
    hands = tuple(sort_cards(cards[i * cards_each : (i + 1) * cards_each]) for i in range(players))
    return Deal(hands, tuple(cards[players * cards_each :]))


def remove_cards(hand: Sequence[Card], cards: Iterable[Card], field: str) -> tuple[Card, ...]:
    """Return ``hand`` without ``cards``; raise naming ``field`` if a card is not in the hand."""
    rest = list(hand)
    for card in cards:
        if card not in rest:
            raise CardError(f"{card} is not in the hand", field)
        rest.remove(card)
    return tuple(rest)


def index_multisets(copies: Sequence[int], size: int) -> list[tuple[int, ...]]:
    """Return every multiset of ``size`` indices into ``copies`` using each index at most its copies, sorted."""
    found: list[tuple[int, ...]] = []

    def grow(start: int, left: int, chosen: tuple[int, ...]) -> None:
        if left == 0:
            found.append(chosen)
            return
        for i in range(start, len(copies)):
            for k in range(1, min(left, copies[i]) + 1):
                grow(i + 1, left - k, chosen + (i,) * k)

    grow(0, size, ())
    return found
