"""Lauzait Cep! as a :class:`~adjudicator.games.game.Game`: a whole game of as many Seasons as players
(:mod:`.game`), its state the library's :class:`.game.LauzaitGame` and an action its :class:`.game.GameAction`.

Seats are the game's own (``0 .. n-1`` around the table). The actions listed are :func:`.game.legal_actions`, with
a Hiring into the water listed once, without its cast: the sticks are cast as the library casts them when no cast is
observed (drawn from the game's seed, the Season and the Day), and :attr:`Verdict.outcomes` gives the state each cast
leads to with its exact probability (:func:`.hiring.adjudicate_hiring`'s outcomes).

Rules: a :class:`.rulesets.Ruleset` (a preset's name, ``default`` or ``english``, or an object of options over a
preset: :meth:`.rulesets.Ruleset.from_json`, as the Lauzait Cep! operations read their ``ruleset``). The game state
holds its ruleset but its JSON form does not, so the state's JSON form states the options that differ from the
defaults under ``ruleset``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, Final

from adjudicator.games.game import Game, Outcome, Result, Verdict

from .board import COLUMNS, SIZE, WATER
from .game import GameAction, LauzaitGame, apply, legal_actions, new_game
from .hiring import adjudicate_hiring
from .rulesets import PRESETS, Ruleset

__all__ = ["LAUZAIT_CEP", "LauzaitCepGame"]


class LauzaitCepGame(Game[LauzaitGame, GameAction]):
    """Lauzait Cep! for 2 to 4 players (4 by default), under ``ruleset`` (the default ruleset by default)."""

    def __init__(self, ruleset: Ruleset | None = None) -> None:
        self.name = "lauzait_cep"
        self.players = (2, 3, 4)
        self.usual_players = 4
        self.rule_presets = tuple(PRESETS)
        self.ruleset = Ruleset() if ruleset is None else ruleset

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> LauzaitGame:
        """The first Season dealt from ``seed`` (:func:`.game.new_game`) under the ruleset."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        return new_game(4 if players is None else players, seed, self.ruleset)

    def to_play(self, state: LauzaitGame) -> int | None:
        """The seat whose Day it is."""
        return state.to_play

    def legal_actions(self, state: LauzaitGame) -> Sequence[GameAction]:
        """:func:`.game.legal_actions`, each Hiring into the water once with its cast left to the sticks."""
        found: list[GameAction] = []
        seen: set[tuple[object, ...]] = set()
        for action in legal_actions(state):
            if action.cast is not None:
                action = replace(action, cast=None)
                key = (action.discard, action.origin, action.destination)
                if key in seen:
                    continue
                seen.add(key)
            found.append(action)
        return found

    def apply(self, state: LauzaitGame, action: GameAction) -> Verdict[LauzaitGame]:
        """:func:`.game.apply` by the seat whose Day it is; a Hiring into the water with its exact outcomes."""
        seat = state.to_play
        if seat is None:
            return Verdict(False, "the game is over", state)
        step = apply(state, seat, action)
        if not step.legal:
            return Verdict(False, step.reason or "not a legal action", state)
        if action.action != "hire" or action.cast is not None:
            return Verdict(True, None, step.game)
        assert action.discard is not None and action.origin is not None and action.destination is not None
        hired = adjudicate_hiring(state.position, action.discard, action.origin, action.destination, state.ruleset)
        if hired.move is None or len(hired.move.outcomes) < 2:
            return Verdict(True, None, step.game)
        outcomes = tuple(Outcome(o.probability, apply(state, seat, replace(action, cast=o.casts[0])).game)
                         for o in hired.move.outcomes)
        return Verdict(True, None, step.game, outcomes)

    def result(self, state: LauzaitGame) -> Result:
        """Over after the last Season; the seats with the highest total win; the running totals."""
        return Result(state.over, state.winners, tuple(Fraction(s) for s in state.scores))


    def state_from_json(self, data: object) -> LauzaitGame:
        """:meth:`.game.LauzaitGame.from_json` under the ruleset."""
        return LauzaitGame.from_json(self._unstating_rules(data), self.ruleset)

    def _rules(self) -> object | None:
        return self.ruleset

    def _read_rules(self, data: object) -> object:
        return Ruleset.from_json(data)

    def _with_rules(self, rules: object) -> Game[LauzaitGame, GameAction]:
        assert isinstance(rules, Ruleset)
        return LauzaitCepGame(rules)

    def action_from_json(self, state: LauzaitGame, data: object) -> GameAction:
        """:meth:`.game.GameAction.from_json`: any well-formed action, legal or not."""
        return GameAction.from_json(data)

    def describe(self, state: LauzaitGame) -> str:
        """The board (row 5 at the top; ``~`` marks a water square), the hand to play, the Season and the totals."""
        position = state.position
        lines = ["     " + "    ".join(COLUMNS)]
        for row in range(SIZE - 1, -1, -1):
            cells = []
            for column in range(SIZE):
                square = row * SIZE + column
                piece = position.board[square]
                cells.append(f"{'~' if square in WATER else ' '}{'.' if piece is None else str(piece):<3}")
            lines.append(f"{row + 1:>2}  " + " ".join(cells))
        lines.append(f"Season {state.season} of {state.players}, Day {state.day}; totals by seat: "
                     + ", ".join(f"{seat}: {score}" for seat, score in enumerate(state.scores)))
        if state.over:
            lines.append("the game is over; winner(s): " + ", ".join(map(str, state.winners)))
        else:
            hand = position.hand
            revealed = " | ".join(" ".join(map(str, d.pieces)) for d in hand.revealed) or "-"
            lines.append(f"seat {state.to_play} to play (done: {', '.join(state.done) or 'nothing'}); concealed: "
                         f"{' '.join(map(str, hand.concealed))}; revealed: {revealed}")
        return "\n".join(lines)


#: Lauzait Cep! under the default ruleset.
LAUZAIT_CEP: Final[Game[LauzaitGame, GameAction]] = LauzaitCepGame()
