"""Cetkaik as a :class:`~adjudicator.games.game.Game`: a whole game of seasons, from the first season's initial
position to the end the rules give (:func:`.transition.game_result`: a score reaching 0, the last season ended, no
move possible, or the king captured under 古机戦).

The state is the library's :class:`.Position` (a whole game state: season, scores, rate, an awaited declaration, the
end); an action is a :data:`.moves.Move` or, while a declaration is awaited, the declaration ``"ty_mok1"`` or
``"ta_xot1"``. Seat 0 is the IA side, seat 1 the A side.

Chance (the stepping cast, the water-entry cast, the casts deciding who moves first in a new season): a position
carries no seed, so the draw is made from a seed derived from the position's text and the action's notation (a
pure function of the two), among the exact outcomes the library lists (:func:`.transition.apply_move` and
:func:`.transition.declare` without casts). :attr:`Verdict.outcomes` gives them all with their probabilities.

Rules: a :class:`.rulesets.Ruleset` (a preset's name, or an object of flags over a preset:
:meth:`.rulesets.Ruleset.resolve`, as the Cetkaik operations read their ``ruleset``). A position does not carry its
ruleset, so the state's JSON form states the flags that differ from cerke_online_alpha under ``ruleset``.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, TypeAlias

from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import Move, parse_notation, to_notation
from adjudicator.games.cetkaik.pieces import Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, PRESETS, Ruleset
from adjudicator.games.cetkaik.squares import COLUMNS, ROWS
from adjudicator.games.cetkaik.transition import (
    DeclarationKind,
    apply_move,
    declare,
    game_result,
    season_first_mover,
)
from adjudicator.games.cetkaik.variants import initial_position
from adjudicator.games.errors import RulesError
from adjudicator.games.game import Game, Outcome, Result, Verdict

__all__ = ["CETKAIK", "CetkaikAction", "CetkaikGame"]

#: A Cetkaik action: a move, or a declaration (ty mok1, ta xot1) while one is awaited.
CetkaikAction: TypeAlias = Move | DeclarationKind
#: The declarations, in the order :meth:`CetkaikGame.legal_actions` lists them.
DECLARATIONS: Final[tuple[DeclarationKind, ...]] = ("ty_mok1", "ta_xot1")
_SEATS: Final = (Side.IA, Side.A)
_TOKEN: Final = re.compile(r"[1-9]|\*|[A-Za-z][+-]")


def _seat(side: Side) -> int:
    return 0 if side is Side.IA else 1


def _pick(outcomes: Sequence[Outcome[Position]], seed: bytes) -> Position:
    """The outcome drawn with exactly its probability, from ``seed``."""
    denominator = 1
    for outcome in outcomes:
        denominator = math.lcm(denominator, outcome.probability.denominator)
    draw = random.Random(seed).randrange(denominator)
    total = Fraction(0)
    for outcome in outcomes:
        total += outcome.probability
        if draw < total * denominator:
            return outcome.state
    return outcomes[-1].state


class CetkaikGame(Game[Position, CetkaikAction]):
    """Cetkaik under a ruleset (cerke_online_alpha by default): seasons until the game's end."""

    def __init__(self, ruleset: Ruleset = CERKE_ONLINE_ALPHA) -> None:
        self.name = "cetkaik"
        self.players = (2,)
        self.rule_presets = tuple(PRESETS)
        self.ruleset = ruleset

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> Position:
        """The first season's initial position under the ruleset; who moves first is cast for with the sticks,
        drawn from ``seed``."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        if players not in (None, 2):
            raise RulesError(f"Cetkaik is played by 2, not {players}", "players")
        ((first, _, _),) = season_first_mover(rng=random.Random(seed))
        return initial_position(self.ruleset, first)

    def to_play(self, state: Position) -> int | None:
        """The seat of the side to move (or to declare), ``None`` once the game is over."""
        return None if game_result(state, self.ruleset) is not None else _seat(state.to_play)

    def legal_actions(self, state: Position) -> Sequence[CetkaikAction]:
        """The two declarations while one is awaited, else every legal move (:func:`.movegen.legal_moves`)."""
        if state.game_over is not None:
            return []
        if state.awaiting_declaration is not None:
            return list(DECLARATIONS)
        found: list[CetkaikAction] = list(legal_moves(state, self.ruleset))
        return found

    def apply(self, state: Position, action: CetkaikAction) -> Verdict[Position]:
        """Adjudicate a move (:func:`.transition.apply_move`) or a declaration (:func:`.transition.declare`)."""
        outcomes: list[Outcome[Position]]
        notation: str
        if isinstance(action, str):
            told = declare(state, action, self.ruleset)
            legal, reason, notation = told.legal, told.reason, str(action)
            outcomes = [Outcome(o.probability, o.position) for o in told.outcomes]
        else:
            judged = apply_move(state, action, self.ruleset)
            legal, reason, notation = judged.legal, judged.reason, to_notation(action)
            outcomes = [Outcome(o.probability, o.position) for o in judged.outcomes]
        if not legal or not outcomes:
            return Verdict(False, reason or "not a legal play", state)
        if len(outcomes) == 1:
            return Verdict(True, None, outcomes[0].state)
        seed = hashlib.sha256(f"cetkaik:{state.to_text()}:{notation}".encode()).digest()
        return Verdict(True, None, _pick(outcomes, seed), tuple(outcomes))

    def result(self, state: Position) -> Result:
        """Over when :func:`.transition.game_result` says so; the winner (both seats for a draw); the two scores."""
        scores = (Fraction(state.ia_score), Fraction(state.a_score))
        ended = game_result(state, self.ruleset)
        if ended is None:
            return Result(False, (), scores)
        winners = (0, 1) if ended.victor is None else (_seat(ended.victor),)
        return Result(True, winners, scores)


    def state_from_json(self, data: object) -> Position:
        """:meth:`.Position.from_json` (a whole game state)."""
        return Position.from_json(self._unstating_rules(data))

    def _rules(self) -> object | None:
        return self.ruleset

    def _read_rules(self, data: object) -> object:
        """:meth:`.rulesets.Ruleset.resolve` (an unknown preset's name refused as the rules themselves)."""
        if isinstance(data, str):
            try:
                return Ruleset.resolve(data)
            except RulesError as exc:
                raise RulesError(exc.message, None) from exc
        if data is not None and not isinstance(data, dict):
            raise RulesError(f"must be a preset name or an object of flags, got {type(data).__name__}", None)
        return Ruleset.resolve(data)

    def _with_rules(self, rules: object) -> Game[Position, CetkaikAction]:
        assert isinstance(rules, Ruleset)
        return CetkaikGame(rules)

    def action_to_json(self, action: CetkaikAction) -> str:
        """A move in 片 notation (:func:`.moves.to_notation`), or the declaration's name."""
        return action if isinstance(action, str) else to_notation(action)

    def action_from_json(self, state: Position, data: object) -> CetkaikAction:
        """A declaration's name, or any move in 片 notation (:func:`.moves.parse_notation`), legal or not."""
        if data in DECLARATIONS:
            return "ty_mok1" if data == "ty_mok1" else "ta_xot1"
        try:
            return parse_notation(data)
        except RulesError as exc:
            raise RulesError(f"{exc.message} (or a declaration: ty_mok1, ta_xot1)", "action") from exc

    def describe(self, state: Position) -> str:
        """The board (IA at the bottom, capitals red, lower case black, ``+`` IA's, ``-`` A's, ``*`` the tam2),
        then the season, scores, rate, hop1zuo1 and what is awaited."""
        fields = state.to_text().split(" ")
        lines = ["     " + "  ".join(COLUMNS)]
        for name, row in zip(ROWS, fields[0].split("/"), strict=True):
            cells: list[str] = []
            for token in _TOKEN.findall(row):
                cells += [" ."] * int(token) if token.isdigit() else [" *" if token == "*" else token[1] + token[0]]
            lines.append(f"{name:>3} " + " ".join(cells))
        lines.append(f"to move: {state.to_play.value}; season {state.season + 1} of {self.ruleset.seasons}; "
                     f"scores IA {state.ia_score}, A {state.a_score}; rate x{state.rate}")
        lines.append(f"hop1zuo1: IA {fields[2]}, A {fields[3]}")
        if state.stepping is not None:
            lines.append("stepping: " + " ".join(fields[8:9]))
        if state.awaiting_declaration is not None:
            lines.append(f"awaiting a declaration ({state.awaiting_declaration.to_text()})")
        ended = game_result(state, self.ruleset)
        if ended is not None:
            lines.append(ended.describe())
        return "\n".join(lines)

    def to_text(self, state: Position) -> str | None:
        """The one-line text form of the position (:meth:`.Position.to_text`)."""
        return state.to_text()


#: Cetkaik under cerke_online_alpha.
CETKAIK: Final[Game[Position, CetkaikAction]] = CetkaikGame()
