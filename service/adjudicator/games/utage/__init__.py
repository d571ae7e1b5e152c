"""宴-Utage-: lord's score formulas (safe parser), the exact lord-score distribution, and the game flow (§6)."""

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
