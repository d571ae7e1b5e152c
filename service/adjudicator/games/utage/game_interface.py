"""宴-Utage- as a :class:`~adjudicator.games.game.Game`: the library's :class:`.game.UtageState` from the first round
to the game's end, an action its :class:`.game.Action`.

The table's steps that are nobody's decision are taken by the game itself, as the library takes them with a seeded
game: a round starts with a lord's card (drawn from the game's seed, the round's number and the cards this game is
played with: the published cards are not public) and every player's roll (:func:`.game.start_round`), and once the
end queue is done the lord's dice are rolled and the round scored (:func:`.game.round_result`), the next round
starting at once unless the game is over. So a state handed out is always one where a seat is to act, or the end.

Chance: the action that closes a round leads to the lord's roll and the next round's rolls, drawn from the game's
seed; their distribution (every roll of every cup) is far too large to list, so no verdict has outcomes.

Rules: :class:`.rules.UtageRules` (an object of flags, :meth:`.rules.UtageRules.from_json`, as the Utage operations
read their ``ruleset``). A state does not carry them, so its JSON form states those that differ from the defaults
under ``ruleset``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final

from adjudicator.games.game import Game, Result, Verdict

from .errors import UtageError
from .game import MAX_PLAYERS, Action, UtageState, apply, legal_actions, new_game, round_result, start_round
from .rules import UtageRules

__all__ = ["UTAGE", "UtageGame"]

#: The lord's cards a game is played with by default (the published cards are not public; these are examples).
DEFAULT_CARDS: Final = ("SLOT1 + SLOT2 + MAX × COUNT", "SLOT1 + SLOT2", "SLOT1 × SLOT2")


class UtageGame(Game[UtageState, Action]):
    """Utage for 2 to 8 players (3 by default) under ``rules``, its rounds' lord's cards drawn from ``cards``."""

    def __init__(self, rules: UtageRules | None = None, cards: Sequence[str] = DEFAULT_CARDS) -> None:
        self.name = "utage"
        self.players = tuple(range(2, MAX_PLAYERS + 1))
        self.usual_players = 3
        self.rules = UtageRules() if rules is None else rules
        if not cards:
            raise UtageError("a game needs at least one lord's card", "cards")
        self.cards = tuple(cards)

    def new(self, seed: int, players: int | None = None, rules: Any = None) -> UtageState:
        """A game of seats ``seat0`` ..., seeded with ``seed``, its first round started."""
        if rules is not None:
            return self.under(rules).new(seed, players)
        count = 3 if players is None else players
        names = [f"seat{i}" for i in range(count)]
        return self._next(new_game(names, rules=self.rules, seed=seed))

    def _next(self, state: UtageState) -> UtageState:
        """Score a round whose end queue is done and start the next one, until a seat is to act or the game ends."""
        while True:
            if state.phase == "scoring":
                state = round_result(state, rules=self.rules).state
            elif state.phase == "setup":
                draw = random.Random(f"utage:{state.seed}:{state.rounds}:card")
                state = start_round(state, draw.choice(self.cards), rules=self.rules)
            else:
                return state

    def to_play(self, state: UtageState) -> int | None:
        """The seat to act (in play, or next in the end queue after a declaration); ``None`` once over."""
        return state.to_play

    def legal_actions(self, state: UtageState) -> Sequence[Action]:
        """:func:`.game.legal_actions` of the seat to act."""
        seat = state.to_play
        return [] if seat is None else legal_actions(state, seat)

    def apply(self, state: UtageState, action: Action) -> Verdict[UtageState]:
        """:func:`.game.apply` by the seat to act, then the round scored and the next started when it closes."""
        seat = state.to_play
        if seat is None:
            return Verdict(False, "the game is over" if state.over else f"no seat acts in the {state.phase!r} phase",
                           state)
        verdict = apply(state, seat, action)
        if not verdict.legal:
            return Verdict(False, verdict.reason or "not a legal action", state)
        return Verdict(True, None, self._next(verdict.state))

    def result(self, state: UtageState) -> Result:
        """Over when a player holds as many cups as the lord (or one player is left): the winner; each seat's cups."""
        cups = tuple(Fraction(p.cups) for p in state.players)
        if not state.over:
            return Result(False, (), cups)
        return Result(True, () if state.winner is None else (state.winner,), cups)


    def state_from_json(self, data: object) -> UtageState:
        """:meth:`.game.UtageState.from_json` under this game's rules."""
        return UtageState.from_json(self._unstating_rules(data), self.rules)

    def _rules(self) -> object | None:
        return self.rules

    def _read_rules(self, data: object) -> object:
        return UtageRules.from_json(data)

    def _with_rules(self, rules: object) -> Game[UtageState, Action]:
        assert isinstance(rules, UtageRules)
        return UtageGame(rules, self.cards)

    def action_from_json(self, state: UtageState, data: object) -> Action:
        """:meth:`.game.Action.from_json`: any well-formed action, legal or not."""
        return Action.from_json(data)

    def describe(self, state: UtageState) -> str:
        """The round (card, slots, the lord's cups and dice) and a line per seat (cups, cup, dice in front)."""
        slots = " ".join("_" if s is None else str(s) for s in state.slots) or "-"
        lines = [f"round {state.rounds} ({state.phase}); lord's card: {state.formula or '-'}; slots: {slots}; "
                 f"lord: {state.lord_cups} cups, {state.lord_cup_dice} dice in the cup"]
        for seat, player in enumerate(state.players):
            marker = "*" if seat == state.to_play else " "
            status = " (disqualified)" if player.disqualified else ""
            cup = " ".join(map(str, player.cup)) or "-"
            front = " ".join(map(str, player.front)) or "-"
            lines.append(f"{marker}{seat} {player.name}{status}: {player.cups} cups; cup {cup}; in front {front}; "
                         f"points {player.score}")
        if state.declarer is not None:
            lines.append(f"seat {state.declarer} declared the end; still to choose: "
                         + (", ".join(map(str, state.end_queue)) or "nobody"))
        if state.over:
            lines.append("the game is over; " + ("nobody is left" if state.winner is None
                                                 else f"seat {state.winner} wins"))
        return "\n".join(lines)


#: Utage under the default rules and example lord's cards.
UTAGE: Final[Game[UtageState, Action]] = UtageGame()
