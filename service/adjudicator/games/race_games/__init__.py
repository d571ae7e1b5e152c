"""The race games: 行山 (``mokzo``), 六裁 (``netxiju``) and 連船之遊 (``ships``), spec other-games §4.

>>> from adjudicator.games.race_games import mokzo, netxiju, ships
>>> state = netxiju.NetxijuState.new(2)
>>> [(o["cast"], str(o["probability"])) for o in netxiju.throw_outcomes(state, 0)][:3]   # six sticks
[(0, '1/64'), (1, '3/32'), (2, '15/64')]
>>> netxiju.apply_throw(state, 0, 3).state.pawns[0].position
3
>>> mokzo.high_probability()   # the high result of a 筆/巫/将 card: 4 or 5 marked sticks of 5
Fraction(3, 16)
>>> boats = ships.ShipsState.new(2)
>>> [(a.kind, a.ship) for a in ships.legal_actions(boats, 0, 3)]   # seat 0 threw 3
[('move', 0), ('build', 1), ('build', 2), ('supply', 0), ('supply', 1), ('supply', 2)]
"""

from __future__ import annotations

from . import mokzo, netxiju, ships
from .errors import RaceGameError

__all__ = ["RaceGameError", "mokzo", "netxiju", "ships"]
