"""The paper-cetkaik cards as 行山 uses them: kinds, colours, the 48-card deck and install costs (§1.2, §4.1)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypeAlias

from ..jsonform import json_form
from ..shapes import declared, read_shape, spelled, text
from .errors import RaceGameError

Kind: TypeAlias = Literal["nuak", "mun", "kauk", "gua", "kaun", "dau", "maun", "kua", "tuk", "uai", "io", "tam"]
CardColour: TypeAlias = Literal["black", "red"]

KINDS: Final[tuple[Kind, ...]] = ("nuak", "mun", "kauk", "gua", "kaun", "dau", "maun", "kua", "tuk", "uai", "io", "tam")
#: The CJK name of each kind (accepted on input).
KIND_GLYPH: Final[Mapping[Kind, str]] = {
    "nuak": "船", "mun": "無", "kauk": "兵", "gua": "弓", "kaun": "車", "dau": "虎",
    "maun": "馬", "kua": "筆", "tuk": "巫", "uai": "将", "io": "王", "tam": "皇",
}
#: Install cost: the card's number; 船 0, 王 and 皇 10 (paid in rice for black cards, coins for red ones).
INSTALL_COST: Final[Mapping[Kind, int]] = {
    "nuak": 0, "mun": 0, "kauk": 1, "gua": 2, "kaun": 3, "dau": 4, "maun": 5, "kua": 6, "tuk": 7, "uai": 8,
    "io": 10, "tam": 10,
}
#: Cards per colour in the deck (the taxot_book composition; 24 per colour, 48 in all).
PER_COLOUR: Final[Mapping[Kind, int]] = {
    "tam": 1, "io": 1, "uai": 2, "tuk": 2, "kua": 2, "maun": 2, "dau": 2, "kaun": 2, "gua": 2, "kauk": 4, "mun": 3,
    "nuak": 1,
}
_COLOUR_ALIASES: Final[Mapping[str, CardColour]] = {"black": "black", "黒": "black", "huok2": "black",
                                                    "red": "red", "赤": "red", "kok1": "red"}
_KIND_ALIASES: Final[Mapping[str, Kind]] = {**{k: k for k in KINDS}, **{g: k for k, g in KIND_GLYPH.items()},
                                            "nuak1": "nuak", "mun1": "mun", "kauk2": "kauk", "gua2": "gua",
                                            "kaun1": "kaun", "dau2": "dau", "maun1": "maun", "kua2": "kua",
                                            "tuk2": "tuk", "uai1": "uai", "tam2": "tam"}


#: The spellings of the kinds and colours a request's form documents (the reader takes the old romanisations too).
CARD_KINDS: Final[tuple[str, ...]] = (*KINDS, *KIND_GLYPH.values())
CARD_COLOURS: Final[tuple[str, ...]] = ("black", "red", "黒", "赤")


def _read_kind(value: object, where: str) -> Kind:
    """A card kind, romanised (any case, old romanisations too) or CJK."""
    if not isinstance(value, str) or value.lower() not in _KIND_ALIASES:
        raise RaceGameError(f"{value!r} is not a card kind ({', '.join(KINDS)})", where)
    return _KIND_ALIASES[value.lower()]


def _read_colour(value: object, where: str) -> CardColour:
    """A card colour, in English (any case), romanised or CJK."""
    if not isinstance(value, str) or value.lower() not in _COLOUR_ALIASES:
        raise RaceGameError(f"{value!r} is not black or red", where)
    return _COLOUR_ALIASES[value.lower()]


@dataclass(frozen=True, slots=True)
class Card:
    """A paper-cetkaik card: a unique id, its kind (romanised or CJK on input) and its colour."""

    id: str = field(metadata=declared(text(min_length=1, max_length=64), "the card's id, unique in the game",
                                      example="b.maun.1"))
    kind: Kind = field(metadata=declared(spelled(_read_kind, CARD_KINDS), "its kind (romanised or CJK on input)"))
    colour: CardColour = field(metadata=declared(spelled(_read_colour, CARD_COLOURS), "its colour"))

    @property
    def cost(self) -> int:
        """The card's original install (and destroy) cost."""
        return INSTALL_COST[self.kind]

    @classmethod
    def from_json(cls, data: object, where: str = "card") -> Card:
        """Read ``{"id", "kind", "colour"}`` by their declarations; kinds and colours may be romanised (in any case,
        old romanisations too) or CJK."""
        return cls(**read_shape(cls, data, RaceGameError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def deck() -> tuple[Card, ...]:
    """Return the 48 cards, with ids such as ``b.maun.1`` (black) and ``r.maun.2`` (red)."""
    return tuple(
        Card(f"{colour[0]}.{kind}.{n}", kind, colour)
        for colour in ("black", "red")
        for kind in KINDS
        for n in range(1, PER_COLOUR[kind] + 1)
    )


def shuffled_deck(seed: int) -> tuple[Card, ...]:
    """Return the deck in a reproducible order for ``seed``."""
    cards = list(deck())
    random.Random(seed).shuffle(cards)
    return tuple(cards)
