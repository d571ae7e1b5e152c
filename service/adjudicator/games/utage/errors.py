"""The exceptions of the Utage library."""

from __future__ import annotations

from adjudicator.games.errors import RulesError


class UtageError(RulesError):
    """Invalid Utage input: a state, an action shape, a die or a ruleset."""


class FormulaError(UtageError):
    """A lord's score formula that does not follow the grammar; the message gives the column."""
