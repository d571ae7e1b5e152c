"""宴-Utage-: lord's score formulas (safe parser), the exact lord-score distribution, and the game flow (§6).

>>> from adjudicator.games import utage
>>> card = utage.Formula.parse("SLOT1 + MAX × COUNT")
>>> utage.lord_score(card, [4], [2, 6, 6])   # slot 1 holds a 4; the lord rolled 2, 6, 6
LordScore(marks=(6,), count=2, value=16)
>>> utage.expected_lord_score(card, [4], 3)   # exactly, over every roll of three dice
Fraction(167, 12)
>>> state = utage.start_round(utage.new_game(["ana", "bo", "chi"]), "SLOT1 + MAX × COUNT", seed=3)
>>> state.players[0].cup, state.to_play
((2, 5, 5, 2, 3, 5), 0)
>>> utage.apply(state, 0, utage.Action("place", die=5, slot=1)).state.slots
(5,)
"""

from __future__ import annotations

from .errors import FormulaError, UtageError
from .formula import Formula
from .game import (
    Action,
    Player,
    RoundOutlook,
    RoundResult,
    UtageState,
    Verdict,
    apply,
    commit_fault,
    legal_actions,
    new_game,
    round_outlook,
    round_result,
    round_winner,
    start_round,
    why_illegal,
)
from .lord import LordScore, expected_lord_score, lord_score, lord_score_distribution
from .rules import UtageRules

__all__ = [
    "Action",
    "Formula",
    "FormulaError",
    "LordScore",
    "Player",
    "RoundOutlook",
    "RoundResult",
    "UtageError",
    "UtageRules",
    "UtageState",
    "Verdict",
    "apply",
    "commit_fault",
    "expected_lord_score",
    "legal_actions",
    "lord_score",
    "lord_score_distribution",
    "new_game",
    "round_outlook",
    "round_result",
    "round_winner",
    "start_round",
    "why_illegal",
]
