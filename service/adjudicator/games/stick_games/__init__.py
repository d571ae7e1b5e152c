"""The stick games of the seed book: 獣裁 (``jujai``), 連撃獣裁 / 連撃術 (``renkeki``) and 新遊 / 算学 (``lutu``).

Every probability is an exact :class:`fractions.Fraction`; every ``to_json`` writes fractions as ``"a/b"`` strings.
Bad input raises :class:`StickGameError` (a ``ValueError``) naming the offending field. The sticks themselves
(exact distribution, reproducible casts) are :mod:`adjudicator.games.sticks`.

>>> from adjudicator.games import sticks
>>> from adjudicator.games.stick_games import jujai, lutu, renkeki
>>> [str(p) for p in sticks.distribution(5)]   # P(k marked sticks of 5)
['1/32', '5/32', '5/16', '5/16', '5/32', '1/32']
>>> jujai.settle(["ana", "bo"], [{"ana": 3, "bo": 3}, {"ana": 4, "bo": 1}]).net   # a tie, then ana wins the pot
{'ana': 2, 'bo': -2}
>>> jujai.win_probability(3, 5)   # three players, my first throw is 5
Fraction(2977, 3072)
>>> lutu.child_expectation(0)   # a child betting 1 on 0 (paid 8 to 1) loses 23/32 on average
Fraction(-23, 32)
>>> renkeki.optimal_threshold().threshold   # 連撃術: bank once the total reaches 13
13
"""

from __future__ import annotations

from adjudicator.games.stick_games import jujai, lutu, lutu_game, renkeki, renkeki_game
from adjudicator.games.stick_games.common import StickGameError

__all__ = ["StickGameError", "jujai", "lutu", "lutu_game", "renkeki", "renkeki_game"]
