"""Hands (役, dat2): which scoring combinations a hop1zuo1 (the captured pieces of a player) contains.

The rule, as the reference calculator applies it (spec §14):

* sanity limit: a hop1zuo1 cannot hold more copies of a piece than the game has (:data:`COPIES_PER_COLOUR`);
* flash (同色): a hand whose required pieces all exist in one colour counts only as its flash form (+2);
* each hand counts once, however many times the pieces would allow it; different hands may share pieces;
* the king (王) is a hand of its own (always worth 5) and a same-colour wildcard: it may stand in for one
  piece of any other profession of its colour; every choice is tried and the hands found are united, so the
  same king may play a different role in each hand; with both kings both substitutions apply;
* 無抗行処 needs a real king among its ten kinds (a king standing in for another piece is not one).

English names are the leaflet's; a flash hand is named ``"The Flash: <hand>"`` (e.g. ``"The Flash: The
Cavalry"``), and its CJK name is the hand's name prefixed with 同色.

Hand systems (ruleset flag ``hand_system``, spec §20.1 and §20.3); the evaluation above applies to each:

* ``standard``: the table of §14.1 (:data:`HAND_KINDS`);
* ``educational`` (教育机戦): 将巫兵 5, 車弓兵 5, 王 3 (always flash, so 5), 船兵兵 3; flash +2;
* ``renjuren`` (連獣連): 王, 将巫筆, 獣 (馬虎), 車弓兵 and the frequent addition 船車馬; the "extra
  soldier-related hands" the Book mentions are not specified and not implemented;
* ``sanren`` (三連): 王 and every run of three consecutive pieces of 将 巫 筆 馬 虎 車 弓 兵 船;
* ``gushou`` (具象): only the one pictorial hand the Book documents, 光戦王集 = 将 馬 弓 兵 (the Book says there
  are many, varying by region and age; no other is documented, so no other is implemented).

The Book gives no points for the renjuren, sanren and gushou hands (their :attr:`HandKind.points` is 0):
they are scored per piece (:mod:`.scoring`). With ``count_duplicate_hands`` a hand counts once per disjoint
copy of its pieces (:attr:`FoundHand.copies`); the flash bonus counts once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import product
from typing import Final, TypeAlias

from adjudicator.games.cetkaik.pieces import COPIES_PER_COLOUR, Colour, ColouredPiece, Profession
from adjudicator.games.cetkaik.rulesets import HandSystem
from adjudicator.games.errors import RulesError

#: Prefix of the CJK name of a flash (same-colour) hand.
FLASH_CJK: Final = "同色"
#: Prefix of the English name of a flash hand.
FLASH_ENGLISH: Final = "The Flash: "
#: Points a flash hand scores on top of its plain value.
FLASH_BONUS: Final = 2

_P = Profession


@dataclass(frozen=True, slots=True)
class HandKind:
    """A hand of the table (§14.1): its names, its plain value and the professions it requires."""

    cjk: str
    pekzep: str
    english: str
    points: int
    required: tuple[tuple[Profession, int], ...]

    @property
    def is_king(self) -> bool:
        """Whether this is the king alone (王): always counted as flash and named without 同色."""
        return self.required == ((Profession.IO, 1),)

    @property
    def size(self) -> int:
        """The number of pieces the hand needs."""
        return sum(n for _, n in self.required)


#: The king alone; always counted as a flash hand (3 + 2), but named without 同色.
IO_HAND: Final = HandKind("王", "io", "The King", 5, ((_P.IO, 1),))
#: Every positive hand, the king included, from the most valuable.
HAND_KINDS: Final[tuple[HandKind, ...]] = (
    HandKind("無抗行処", "mun1 mak1 mok1 hue", "The Unbeatable", 50, tuple((p, 1) for p in Profession)),
    HandKind(
        "筆兵無傾",
        "kua2 kauk2 mun1 aum2",
        "The Social Order",
        10,
        ((_P.UAI1, 1), (_P.TUK2, 1), (_P.KUA2, 1), (_P.GUA2, 1), (_P.KAUK2, 1)),
    ),
    HandKind("地心", "huep2 hia1", "The Culture", 7, ((_P.UAI1, 1), (_P.TUK2, 1), (_P.KUA2, 1))),
    HandKind("馬弓兵", "maun1 gua2 kauk2", "The Cavalry", 5, ((_P.MAUN1, 1), (_P.GUA2, 1), (_P.KAUK2, 1))),
    HandKind("行行", "mok1 mok1", "The Attack", 5, ((_P.MAUN1, 1), (_P.KAUN1, 1), (_P.NUAK1, 1))),
    IO_HAND,
    HandKind("獣", "saup1", "The Animals", 3, ((_P.MAUN1, 1), (_P.DAU2, 1))),
    HandKind("戦集", "kaik dat2", "The Army", 3, ((_P.UAI1, 1), (_P.KAUK2, 2))),
    HandKind("助友", "uaip2 hi1", "The Comrades", 3, ((_P.KAUN1, 1), (_P.KAUK2, 2))),
    HandKind("闇戦之集", "huet kaik a dat2", "The Deadly Army", 3, ((_P.KAUK2, 5),)),
)
_UNBEATABLE: Final = HAND_KINDS[0]

_ENGLISH: Final = dict(
    zip(Profession, ("Vessel", "Pawn", "Archer", "Chariot", "Tiger", "Horse", "Officer", "Shaman", "General", "King"),
        strict=True)
)
_PEKZEP: Final = dict(
    zip(Profession, ("nuak1", "kauk2", "gua2", "kaun1", "dau2", "maun1", "kua2", "tuk2", "uai1", "io"), strict=True)
)


def _named_by_pieces(cjk: str, points: int = 0) -> HandKind:
    """A hand named by its pieces' characters (e.g. 巫筆馬), with names built from the professions'."""
    professions = [next(p for p in Profession if p.cjk == ch) for ch in cjk]
    required = tuple((p, professions.count(p)) for p in dict.fromkeys(professions))
    return HandKind(
        cjk,
        " ".join(_PEKZEP[p] for p in professions),
        "-".join(_ENGLISH[p] for p in professions),
        points,
        required,
    )


#: The king in the systems without documented points.
_KING_UNSCORED: Final = HandKind("王", "io", "The King", 0, ((_P.IO, 1),))
#: The strength order of the pieces, from which the 三連 hands take every run of three.
SANREN_ORDER: Final = "将巫筆馬虎車弓兵船"

#: The hands of each ``hand_system`` (see the module docstring).
HAND_SYSTEMS: Final[dict[HandSystem, tuple[HandKind, ...]]] = {
    "standard": HAND_KINDS,
    "educational": (
        _named_by_pieces("将巫兵", 5),
        _named_by_pieces("車弓兵", 5),
        IO_HAND,
        _named_by_pieces("船兵兵", 3),
    ),
    "renjuren": (
        _KING_UNSCORED,
        _named_by_pieces("将巫筆"),
        HandKind("獣", "saup1", "The Animals", 0, ((_P.MAUN1, 1), (_P.DAU2, 1))),
        _named_by_pieces("車弓兵"),
        _named_by_pieces("船車馬"),
    ),
    "sanren": (
        _KING_UNSCORED,
        *(_named_by_pieces(SANREN_ORDER[i : i + 3]) for i in range(len(SANREN_ORDER) - 2)),
    ),
    "gushou": (replace(_named_by_pieces("将馬弓兵"), cjk="光戦王集"),),
}


@dataclass(frozen=True, slots=True)
class PenaltyKind:
    """A situational "negative hand" (§13): it is not made of pieces but of what a move did."""

    cjk: str
    pekzep: str
    english: str
    points: int


#: 撃皇: a piece stepped over the tam2.
KUT2TAM2: Final = PenaltyKind("撃皇", "kut2 tam2", "The Stepping", -5)
#: 皇再来: the futile move of the tam2 (one trigger; the reference charges each trigger).
TAM2_TY_SAK2: Final = PenaltyKind("皇再来", "tam2 ty sak2", "The Futile Move", -3)


@dataclass(frozen=True, slots=True)
class KingSubstitution:
    """A king (王) of the hop1zuo1 standing in for a piece of another profession of its colour."""

    king: ColouredPiece
    stands_for: Profession


@dataclass(frozen=True, slots=True)
class FoundHand:
    """A hand present in a hop1zuo1, with the pieces that make it."""

    kind: HandKind
    flash: bool
    #: The hop1zuo1 pieces used (a king standing in for another profession appears as the king).
    pieces: tuple[ColouredPiece, ...]
    #: The king substitutions this hand relies on (empty if it needs none).
    substitutions: tuple[KingSubstitution, ...]
    #: How many disjoint copies of the hand count (1 unless the ruleset counts duplicate hands).
    copies: int = 1

    @property
    def name(self) -> str:
        """The CJK name, e.g. 獣 or 同色獣; hands are compared by this name (§14.2-6)."""
        return FLASH_CJK + self.kind.cjk if self.flash and not self.kind.is_king else self.kind.cjk

    @property
    def english(self) -> str:
        """The leaflet English name, e.g. ``"The Animals"`` or ``"The Flash: The Animals"``."""
        if self.flash and not self.kind.is_king and self.kind.english:
            return FLASH_ENGLISH + self.kind.english
        return self.kind.english

    @property
    def points(self) -> int:
        """The value of the hand: the flash bonus once (never for the king alone), plus each further copy."""
        flash = FLASH_BONUS if self.flash and not self.kind.is_king and self.kind.points else 0
        return self.kind.points * self.copies + flash


@dataclass(frozen=True, slots=True)
class HandsResult:
    """Every hand of a hop1zuo1, sorted by CJK name (code point order), and their total."""

    hands: tuple[FoundHand, ...]

    @property
    def score(self) -> int:
        """The sum of the values of the hands."""
        return sum(h.points for h in self.hands)

    @property
    def names(self) -> frozenset[str]:
        """The CJK names of the hands present."""
        return frozenset(h.name for h in self.hands)


class HandsError(RulesError):
    """A hop1zuo1 holding more copies of some piece than the game has."""

    def __init__(self, too_many: tuple[ColouredPiece, ...]) -> None:
        self.too_many = too_many
        details = ", ".join(f"{p.cjk} (at most {COPIES_PER_COLOUR[p.profession]})" for p in too_many)
        super().__init__(f"hop1zuo1 holds too many pieces: {details}")


_COLOURS: Final = (Colour.KOK1, Colour.HUOK2)
# A multiset of pieces: the count of (colour, profession) at index colour * 10 + profession code.
_Counts: TypeAlias = tuple[int, ...]
# King substitutions chosen for one evaluation: (colour of the king, profession it stands for).
_Choice: TypeAlias = tuple[tuple[Colour, Profession], ...]


_SLOTS: Final = {(c, p): i * 10 + p.code for i, c in enumerate(_COLOURS) for p in Profession}


def _slot(colour: Colour, profession: Profession) -> int:
    return _SLOTS[colour, profession]


def evaluate_hands(
    pieces: Iterable[ColouredPiece], hand_system: HandSystem = "standard", count_duplicates: bool = False
) -> HandsResult:
    """Return the hands of a hop1zuo1 (captured pieces, in any order); raise :class:`HandsError` if impossible.

    ``hand_system`` and ``count_duplicates`` are the ruleset's ``hand_system`` and ``count_duplicate_hands``.
    """
    counts = [0] * 20
    for piece in pieces:
        counts[_slot(piece.colour, piece.profession)] += 1
    return _evaluate_counts(tuple(counts), hand_system, count_duplicates)


def new_hands(previous: HandsResult, current: HandsResult) -> tuple[FoundHand, ...]:
    """Return the hands of ``current`` whose name is absent from ``previous`` (the reference compares names)."""
    before = previous.names
    return tuple(h for h in current.hands if h.name not in before)


def _check_sanity_limit(counts: _Counts) -> None:
    """Raise :class:`HandsError` listing every piece held in more copies than exist (sorted by profession)."""
    too_many = tuple(
        ColouredPiece(colour, profession)
        for profession in Profession
        for colour in _COLOURS
        if counts[_slot(colour, profession)] > COPIES_PER_COLOUR[profession]
    )
    if too_many:
        raise HandsError(too_many)


@lru_cache(maxsize=65536)
def _evaluate_counts(counts: _Counts, hand_system: HandSystem, count_duplicates: bool) -> HandsResult:
    _check_sanity_limit(counts)
    kings = tuple(c for c in _COLOURS if counts[_slot(c, Profession.IO)])
    found = [hand for kind in HAND_SYSTEMS[hand_system] if (hand := _find(kind, counts, kings)) is not None]
    if count_duplicates:
        found = [replace(hand, copies=_disjoint_copies(hand.kind, counts, kings)) for hand in found]
    return HandsResult(tuple(sorted(found, key=lambda h: h.name)))


def _disjoint_copies(kind: HandKind, counts: _Counts, kings: tuple[Colour, ...]) -> int:
    """The most disjoint copies of ``kind`` the hop1zuo1 holds (any colours; each king fills one place once)."""
    best = 0
    for choice in _king_substitution_choices(kind, kings):
        effective = list(counts)
        for colour, profession in choice:
            effective[_slot(colour, Profession.IO)] -= 1
            effective[_slot(colour, profession)] += 1
        best = max(best, min(sum(effective[_slot(c, p)] for c in _COLOURS) // n for p, n in kind.required))
    return best


def _find(kind: HandKind, counts: _Counts, kings: tuple[Colour, ...]) -> FoundHand | None:
    """Find ``kind`` in the hop1zuo1, trying every king substitution; the flash form wins over the plain one.

    This is the reference's union over substitutions followed by flash exclusivity, computed per hand: a
    substitution outside the hand's professions cannot help it, so only those are tried.
    """
    if kind.is_king:
        return FoundHand(kind, True, (ColouredPiece(kings[0], Profession.IO),), ()) if kings else None
    plain = None
    for choice in _king_substitution_choices(kind, kings):
        effective = list(counts)
        for colour, profession in choice:
            effective[_slot(colour, Profession.IO)] -= 1
            effective[_slot(colour, profession)] += 1
        flash_colour = next((c for c in _COLOURS if all(effective[_slot(c, p)] >= n for p, n in kind.required)), None)
        if flash_colour is not None:
            return _found(kind, True, (flash_colour,), counts, choice)
        if plain is None and all(sum(effective[_slot(c, p)] for c in _COLOURS) >= n for p, n in kind.required):
            plain = _found(kind, False, _COLOURS, counts, choice)
    return plain


def _king_substitution_choices(kind: HandKind, kings: tuple[Colour, ...]) -> list[_Choice]:
    """Every way the kings held may stand in for a profession of ``kind`` (or not), the fewest first."""
    professions = [p for p, _ in kind.required if p is not Profession.IO]
    options = [(None, *((colour, p) for p in professions)) for colour in kings]
    choices = [tuple(s for s in combo if s is not None) for combo in product(*options)]
    return sorted(choices, key=len)


def _found(kind: HandKind, flash: bool, colours: tuple[Colour, ...], counts: _Counts, choice: _Choice) -> FoundHand:
    """Pick the pieces making ``kind`` from ``colours``: real pieces first, then the kings standing in."""
    substituted = {colour for colour, _ in choice}
    pieces: list[ColouredPiece] = []
    used: list[KingSubstitution] = []
    for profession, needed in kind.required:
        for colour in colours:
            real = counts[_slot(colour, profession)] - (profession is Profession.IO and colour in substituted)
            take = min(needed, real)
            pieces.extend([ColouredPiece(colour, profession)] * take)
            needed -= take
        for colour in colours:
            if needed and (colour, profession) in choice:
                pieces.append(ColouredPiece(colour, Profession.IO))
                used.append(KingSubstitution(ColouredPiece(colour, Profession.IO), profession))
                needed -= 1
    return FoundHand(kind, flash, tuple(pieces), tuple(used))
