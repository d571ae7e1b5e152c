"""Colours, professions, sides and pieces of Cetkaik, with their canonical and CJK names.

Canonical names follow the ecosystem: colours ``Kok1`` (赤, red) and ``Huok2`` (黒, black); professions
``Nuak1`` … ``Io``; sides ``IASide`` and ``ASide``. Parsers also accept the CJK forms and common aliases.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from adjudicator.games.errors import RulesError


class Colour(str, Enum):
    """The colour of a piece; it matters only for hands (flash)."""

    KOK1 = "Kok1"
    HUOK2 = "Huok2"

    @property
    def cjk(self) -> str:
        """赤 or 黒."""
        return "赤" if self is Colour.KOK1 else "黒"


class Profession(str, Enum):
    """The ten professions, in the ecosystem's numeric order (cerke_online ``0..9``)."""

    NUAK1 = "Nuak1"
    KAUK2 = "Kauk2"
    GUA2 = "Gua2"
    KAUN1 = "Kaun1"
    DAU2 = "Dau2"
    MAUN1 = "Maun1"
    KUA2 = "Kua2"
    TUK2 = "Tuk2"
    UAI1 = "Uai1"
    IO = "Io"

    @property
    def cjk(self) -> str:
        """The profession's character, e.g. 船."""
        return _PROFESSION_CJK[self]

    @property
    def code(self) -> int:
        """cerke_online's numeric code (0..9)."""
        return _PROFESSION_CODE[self]


class Side(str, Enum):
    """The two players, named after the back row they start on."""

    IA = "IASide"
    A = "ASide"

    @property
    def opponent(self) -> Side:
        """The other side."""
        return Side.A if self is Side.IA else Side.IA


_PROFESSION_ORDER: Final = tuple(Profession)
_PROFESSION_CODE: Final = {p: i for i, p in enumerate(_PROFESSION_ORDER)}
_PROFESSION_CJK: Final = dict(zip(_PROFESSION_ORDER, "船兵弓車虎馬筆巫将王", strict=True))

TAM2_CJK: Final = "皇"

_COLOUR_ALIASES: Final[dict[str, Colour]] = {
    **{a: Colour.KOK1 for a in ("Kok1", "kok1", "kok", "赤", "红", "紅", "red", "Red")},
    **{a: Colour.HUOK2 for a in ("Huok2", "huok2", "huok", "黒", "黑", "black", "Black")},
}
_PROFESSION_ALIASES: Final[dict[str, Profession]] = {}
for _p, _names in {
    Profession.NUAK1: ("Nuak1", "nuak1", "nuak", "船", "felkana", "vessel", "Vessel"),
    Profession.KAUK2: ("Kauk2", "kauk2", "kauk", "兵", "elmer", "pawn", "Pawn"),
    Profession.GUA2: ("Gua2", "gua2", "gua", "弓", "gustuer", "archer", "Archer", "rook", "Rook"),
    Profession.KAUN1: ("Kaun1", "kaun1", "kaun", "車", "车", "vadyrd", "chariot", "Chariot", "bishop", "Bishop"),
    Profession.DAU2: ("Dau2", "dau2", "dau", "虎", "stistyst", "tiger", "Tiger"),
    Profession.MAUN1: ("Maun1", "maun1", "maun", "馬", "马", "dodor", "horse", "Horse"),
    Profession.KUA2: ("Kua2", "kua2", "kua", "筆", "笔", "officer", "Officer", "clerk", "Clerk"),
    Profession.TUK2: ("Tuk2", "tuk2", "tuk", "巫", "terlsk", "shaman", "Shaman"),
    Profession.UAI1: ("Uai1", "uai1", "uai", "将", "將", "varxle", "general", "General"),
    Profession.IO: ("Io", "io", "王", "ales", "king", "King"),
}.items():
    for _n in _names:
        _PROFESSION_ALIASES[_n] = _p
_SIDE_ALIASES: Final[dict[str, Side]] = {
    **{a: Side.IA for a in ("IASide", "IA", "ia", "Ia")},
    **{a: Side.A for a in ("ASide", "A", "a")},
}
_TAM2_ALIASES: Final = frozenset({"Tam2", "tam2", "tam", "皇", "minds", "Minds"})

#: The names the service documents (the canonical names, then the characters); the parsers accept these and the
#: other aliases above.
COLOUR_NAMES: Final = (*(c.value for c in Colour), *(c.cjk for c in Colour))
PROFESSION_NAMES: Final = (*(p.value for p in Profession), *(p.cjk for p in Profession))
SIDE_NAMES: Final = (*(s.value for s in Side), *(s.name for s in Side))

#: The one-character names, which make a captured piece's two-character form (赤兵, 黑马).
COLOUR_CHARACTERS: Final = "".join(a for a in _COLOUR_ALIASES if len(a) == 1)
PROFESSION_CHARACTERS: Final = "".join(a for a in _PROFESSION_ALIASES if len(a) == 1)


def parse_colour(text: object, field: str | None = None) -> Colour:
    """Parse a colour name (``Kok1``/赤/red or ``Huok2``/黒/black); raise :class:`RulesError` naming ``field``
    otherwise."""
    found = _COLOUR_ALIASES.get(text) if isinstance(text, str) else None
    if found is None:
        raise RulesError(f"{text!r} is not a colour (Kok1/赤 or Huok2/黒)", field)
    return found


def parse_profession(text: object, field: str | None = None) -> Profession:
    """Parse a profession name (``Kauk2``, 兵, pawn, …); raise :class:`RulesError` naming ``field`` otherwise."""
    found = _PROFESSION_ALIASES.get(text) if isinstance(text, str) else None
    if found is None:
        raise RulesError(f"{text!r} is not a profession (Nuak1 Kauk2 Gua2 Kaun1 Dau2 Maun1 Kua2 Tuk2 Uai1 Io)", field)
    return found


def parse_side(text: object, field: str | None = None) -> Side:
    """Parse a side name (``IASide``/``IA`` or ``ASide``/``A``); raise :class:`RulesError` naming ``field``
    otherwise."""
    found = _SIDE_ALIASES.get(text) if isinstance(text, str) else None
    if found is None:
        raise RulesError(f"{text!r} is not a side (IASide or ASide)", field)
    return found


def is_tam2_name(text: object) -> bool:
    """Whether ``text`` names the tam2 (皇)."""
    return isinstance(text, str) and text in _TAM2_ALIASES


@dataclass(frozen=True, slots=True)
class ColouredPiece:
    """A piece without its side, as held in a hop1zuo1 (captured pieces) or named in a hand."""

    colour: Colour
    profession: Profession

    def __hash__(self) -> int:
        # Enum members are singletons: their identities hash exactly what __eq__ compares, without Enum.__hash__
        # (Python code) per field. Annotated moves are looked up by a key holding the piece they capture.
        return hash((id(self.colour), id(self.profession)))

    @property
    def cjk(self) -> str:
        """E.g. 赤兵."""
        return self.colour.cjk + self.profession.cjk

    def __repr__(self) -> str:
        return f"<ColouredPiece {self.cjk}>"

    def to_json(self) -> dict[str, str]:
        """The JSON object form, with canonical names: ``{"color": "Kok1", "prof": "Kauk2"}``."""
        return {"color": self.colour.value, "prof": self.profession.value}

    @classmethod
    def from_cjk(cls, text: str, field: str | None = None) -> ColouredPiece:
        """Parse a two-character form such as 赤兵 or 黒王; raise :class:`RulesError` naming ``field`` otherwise."""
        if not isinstance(text, str) or len(text) != 2:
            raise RulesError(f"{text!r} is not a coloured piece such as 赤兵 or 黒王", field)
        return cls(parse_colour(text[0], field), parse_profession(text[1], field))


@dataclass(frozen=True, slots=True)
class Piece:
    """A coloured piece on the board, owned by a side."""

    colour: Colour
    profession: Profession
    side: Side

    @property
    def coloured(self) -> ColouredPiece:
        """The piece without its side."""
        return ColouredPiece(self.colour, self.profession)

    def __repr__(self) -> str:
        """``<Piece 赤兵 IA>``: colour and profession, then the side that owns it."""
        return f"<Piece {self.colour.cjk}{self.profession.cjk} {self.side.name}>"


#: How many copies of each profession exist per colour (and so the most a hop1zuo1 may hold).
COPIES_PER_COLOUR: Final[dict[Profession, int]] = {
    Profession.NUAK1: 1,
    Profession.KAUK2: 8,
    Profession.GUA2: 2,
    Profession.KAUN1: 2,
    Profession.DAU2: 2,
    Profession.MAUN1: 2,
    Profession.KUA2: 2,
    Profession.TUK2: 2,
    Profession.UAI1: 2,
    Profession.IO: 1,
}


class Tam2(Enum):
    """The neutral tam2 (皇): no colour, no side; use the singleton :data:`TAM2`."""

    TAM2 = "Tam2"

    @property
    def cjk(self) -> str:
        """皇."""
        return TAM2_CJK


#: The tam2 as it stands on the board.
TAM2: Final = Tam2.TAM2
