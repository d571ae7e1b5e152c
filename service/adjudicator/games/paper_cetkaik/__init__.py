"""Paper Cetkaik (紙机戦): the 48-card deck, its combos, and one module per card game.

Card notation: the colour character followed by the kind character, e.g. ``黒馬`` (black horse) or ``赤皇``.
Colours are 赤 (``Kok1``, red) and 黒 (``Huok2``, black); kinds from weakest to strongest are
船 無 兵 弓 車 虎 馬 筆 巫 将 王 皇 (王 = 皇). Parsers also accept ASCII forms such as ``Huok2.Maun1`` or
``black.maun``. Identical cards are interchangeable, so hands are lists of these strings.
Bad input raises :class:`CardError` (a ``ValueError``) naming the offending field and card; an illegal play is
an adjudication (``legal`` false with a ``reason``), never an exception.

Modules: ``cards`` (deck, notation, shuffles and deals), ``combos`` (classify, compare, enumerate, decompose),
and one per game: ``mokkaik`` 行戦, ``taxot`` 終季, ``makkaik`` 値戦 (``makkaik_game``: a whole game),
``namtou`` 開樽, ``niekhi`` 連友, ``nine`` 小猫, ``makhup`` 値木.

>>> from adjudicator.games import paper_cetkaik as pc
>>> horses = pc.classify(pc.parse_hand("赤馬 黒馬"))
>>> pawns = pc.classify(pc.parse_hand("赤兵 黒兵 黒兵"))
>>> horses, pawns
([<Combo set 赤馬 黒馬 rank 5>], [<Combo set 赤兵 黒兵 黒兵 rank 1>])
>>> pc.compare(horses[0], pawns[0])   # combos compare only within one type and size
'incomparable'
>>> pc.classify(pc.parse_hand("黒兵 黒船 黒車"), types=[pc.ComboType.SEQ])   # the ship is wild
[<Combo seq 黒船=黒弓 黒兵 黒車 rank 3>]
"""

from __future__ import annotations

from adjudicator.games.paper_cetkaik import makhup, makkaik, makkaik_game, mokkaik, namtou, niekhi, nine, taxot
from adjudicator.games.paper_cetkaik.cards import Card, CardError, Colour, Kind
from adjudicator.games.paper_cetkaik.combos import Combo, ComboRules, ComboType, classify, compare, enumerate_combos


def parse_hand(text: object) -> list[Card]:
    """Parse space-separated card notations, e.g. ``"赤馬 黒馬"``; raise :class:`CardError` otherwise."""
    if not isinstance(text, str):
        raise CardError(f"expected card notations separated by spaces, got {type(text).__name__}", "hand")
    return [Card.parse(token) for token in text.split()]


__all__ = [
    "Card",
    "CardError",
    "Colour",
    "Combo",
    "ComboRules",
    "ComboType",
    "Kind",
    "classify",
    "compare",
    "enumerate_combos",
    "makhup",
    "makkaik",
    "makkaik_game",
    "mokkaik",
    "namtou",
    "niekhi",
    "nine",
    "parse_hand",
    "taxot",
]
