"""The font subset the service ships, so that pictures and the explorer show their characters on any machine.

A machine without a CJK font would draw every piece, every 片 and every hand name as an empty box. The service
therefore serves a small WOFF2 font holding exactly the characters its Cetkaik pictures and its explorer page can
write (:func:`font_characters`); the pictures declare it with ``@font-face`` and the explorer's style sheet does
too. The font is made from a freely licensed CJK font by ``scripts/make_font_subset.py`` (``make font``) and is
served as a static file of the explorer, beside its licence.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from adjudicator.games.cetkaik import kiaak
from adjudicator.games.cetkaik.pieces import Colour
from adjudicator.render import cetkaik_svg
from adjudicator.render.svg import WEB_FONT, WEB_FONT_URL

#: The explorer's static files; the font and its licence are in ``fonts/`` there.
EXPLORER_STATIC: Final = Path(__file__).resolve().parent / "static" / "explorer"
#: The shipped font file (its URL is ``svg.WEB_FONT_URL``).
FONT_FILE: Final = EXPLORER_STATIC / "fonts" / WEB_FONT_URL.rpartition("/")[2]
#: The family name the font declares (and the pictures and the style sheet ask for).
FAMILY: Final = WEB_FONT

#: The explorer's own files whose characters the font must hold.
_EXPLORER_TEXTS: Final = ("index.html", "explorer.js", "explorer.css")
#: Numbers as kiaak records write them (scores, bridge casts, counts): every numeral character appears.
_NUMBERS: Final = (*range(11), 100, 1000, 10_000, -1)


def record_characters() -> frozenset[str]:
    """The characters of the kiaak record vocabulary (the explorer shows each element of a record it replays)."""
    words = [
        kiaak.FIRST_MOVER_KEY, kiaak.START_TIME_KEY, kiaak.END_TIME_KEY, kiaak.GAME_END_MARK, kiaak.TY_MOK1_WORD,
        kiaak.TA_XOT1_WORD, kiaak.NO_CAST, kiaak.WATER, kiaak.BRIDGE, kiaak.THWARTED, kiaak.UNKNOWN, kiaak.CAPTURE,
        kiaak.UNNAMED_PIECE, kiaak.TAM2, kiaak.DECLARES, kiaak.AND, kiaak.GAINS, kiaak.SEASON_ENDS,
        *(name for names in kiaak.SEASON_NAMES.values() for name in names),
        *(kiaak.format_number(n) for n in _NUMBERS),
    ]
    return frozenset("".join(words))


def explorer_characters() -> frozenset[str]:
    """The characters other than ASCII that the explorer's page, script and style sheet write."""
    found: set[str] = set()
    for name in _EXPLORER_TEXTS:
        found.update(ch for ch in (EXPLORER_STATIC / name).read_text(encoding="utf-8") if ord(ch) > 0x7E)
    return frozenset(found)


def font_characters() -> frozenset[str]:
    """Every character the font subset holds: what the pictures and the explorer can write."""
    colours = "".join(colour.cjk for colour in Colour)
    return cetkaik_svg.characters() | explorer_characters() | record_characters() | frozenset(colours)
