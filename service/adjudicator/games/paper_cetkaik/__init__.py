"""Paper Cetkaik (紙机戦): the 48-card deck, its combos, and one module per card game.

Card notation: the colour character followed by the kind character, e.g. ``黒馬`` (black horse) or ``赤皇``.
Colours are 赤 (``Kok1``, red) and 黒 (``Huok2``, black); kinds from weakest to strongest are
船 無 兵 弓 車 虎 馬 筆 巫 将 王 皇 (王 = 皇). Parsers also accept ASCII forms such as ``Huok2.Maun1`` or
``black.maun``. Identical cards are interchangeable, so hands are lists of these strings.
Bad input raises :class:`CardError` (a ``ValueError``) naming the offending field and card; an illegal play is
an adjudication (``legal`` false with a ``reason``), never an exception.

Modules: ``cards`` (deck, notation, shuffles and deals), ``combos`` (classify, compare, enumerate, decompose),
and one per game: ``mokkaik`` 行戦, ``taxot`` 終季, ``makkaik`` 値戦, ``namtou`` 開樽, ``niekhi`` 連友,
``nine`` 小猫, ``makhup`` 値木.
"""

from __future__ import annotations

from adjudicator.games.paper_cetkaik.cards import Card, CardError, Colour, Kind

__all__ = ["Card", "CardError", "Colour", "Kind"]
