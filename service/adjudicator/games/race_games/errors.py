"""The exception of the race-games library."""

from __future__ import annotations

from adjudicator.games.errors import RulesError


class RaceGameError(RulesError):
    """Invalid race-game input: a state, a throw, an action shape, a route or a ruleset."""
