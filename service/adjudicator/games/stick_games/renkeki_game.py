"""A whole game of 連撃獣裁, decision by decision: 獣裁 in which each player's throw is a 連撃術 turn.

The players take their turns one after another in seating order (everyone in the first round, the players tied
at the top of a round in the next), each turn a run of 再行 (``throw``) decisions ended by 積値 (``bank``) or by
a bust. A round ends when its last turn ends; the unique highest result takes the pot, as in 獣裁.

The service records the turns in seating order under either ``order`` flag: with ``simultaneous_hidden`` it is
for the client not to show a player the others' turns before its own has ended.

Game shape (each turn written as the steps ``settle_game`` reads, the casts drawn from the seed included)::

    {"seats": ["A", "B"], "seed": 7, "stake": 1,
     "rounds": [{"A": [{"decision": "throw", "cast": 3}, {"decision": "bank"}], "B": [...]}]}
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final

from adjudicator.games import sticks
from adjudicator.games.errors import check_stated
from adjudicator.games.jsonform import JSON_OPTIONAL, json_form, json_written_by
from adjudicator.games.shapes import SEED, declared, integer, keyed, listed, read_shape, record, text
from adjudicator.games.stick_games.common import (
    PLAYER,
    StickGameError,
    check_positive,
    check_throw,
    require_mapping,
)
from adjudicator.games.stick_games.jujai import MAX_GAME_ROUNDS, MAX_PLAYERS, JujaiSettlement, settle_pot
from adjudicator.games.stick_games.renkeki import DEFAULT_RULES, MAX_STICKS, RenkekiRules, RenkekiTurn, apply, is_bust

#: The most decisions one turn may hold (its throws and the bank that ends it).
MAX_TURN_STEPS: Final = 200
#: The highest stake per player and round.
MAX_STAKE: Final = 1_000_000
_SEED_RANGE: Final = range(-(2**63), 2**63)


def turn_steps(turn: RenkekiTurn) -> list[dict[str, Any]]:
    """A turn written as its decisions: a ``throw`` step per cast, then ``bank`` if it was banked."""
    steps: list[dict[str, Any]] = [{"decision": "throw", "cast": t} for t in turn.casts]
    return [*steps, {"decision": "bank"}] if turn.status == "banked" else steps


@dataclass(frozen=True, slots=True)
class Step:
    """One decision: 再行 (``throw``, with the observed cast, or drawn from the seed) or 積値 (``bank``)."""

    decision: str = field(metadata=declared(text(choices=("throw", "bank")), "再行 (throw) or 積値 (bank)"))
    cast: int | None = field(default=None, metadata=declared(
        integer(0, MAX_STICKS, nullable=True).named("cast"),
        "the observed cast (throw only; absent: drawn from the seed)", **JSON_OPTIONAL))  # a bank's is left out

    @classmethod
    def from_json(cls, data: object, where: str = "step") -> Step:
        """Read a recorded decision ``{"decision", "cast"}`` (unknown fields named together, at the step): a
        recorded throw gives its cast; then each field by its declaration."""
        step = require_mapping(data, where)
        unknown = set(step) - {"decision", "cast"}
        if unknown:
            raise StickGameError(f"has unknown field(s): {', '.join(sorted(unknown))}", where)
        if step.get("decision") == "throw" and step.get("cast") is None:
            raise StickGameError("a recorded throw gives its cast", f"{where}.cast")
        return cls(**read_shape(cls, step, StickGameError, where))


def _rounds_json(rounds: tuple[Mapping[str, RenkekiTurn], ...]) -> list[dict[str, list[dict[str, Any]]]]:
    """The rounds as a state writes them: each turn as its decisions (:func:`turn_steps`)."""
    return [{p: turn_steps(t) for p, t in r.items()} for r in rounds]


@dataclass(frozen=True, slots=True)
class RenkekiGame:
    """A 連撃獣裁 game being played: the players in seating order (``seats``), the seed later casts are drawn
    from, the stake per player and round, and each round's turns so far (the last round, and its last turn, may
    be unfinished)."""

    seats: tuple[str, ...] = field(metadata=declared(
        listed(PLAYER, min_length=2, max_length=MAX_PLAYERS), "the players in seating order (the order of each round)",
        example=["A", "B"]))
    seed: int = field(metadata=declared(SEED, "casts not given are drawn from it (the same for the same game)"))
    stake: int = field(default=1, metadata=declared(integer(1, MAX_STAKE).named("stake"),
                                                    "what each player stakes a round"))
    rounds: tuple[Mapping[str, RenkekiTurn], ...] = field(default=(), metadata=declared(
        listed(keyed(listed(record(Step).named("step"), min_length=1, max_length=MAX_TURN_STEPS), key=PLAYER,
                     min_length=1, max_length=MAX_PLAYERS), min_length=0, max_length=MAX_GAME_ROUNDS),
        "player -> the turn's decisions, a round each: everyone first, then the players tied at the top of the round "
        "before; the last turn may be unfinished", **json_written_by(_rounds_json)))

    def _expected(self, index: int) -> tuple[str, ...]:
        """The players of round ``index``: everyone in the first, the tied top of the round before after it."""
        return settle_pot(self.seats, self._results(self.rounds[:index]), 1).to_rethrow

    @staticmethod
    def _results(rounds: Sequence[Mapping[str, RenkekiTurn]]) -> list[dict[str, int]]:
        return [{p: t.result or 0 for p, t in r.items()} for r in rounds]

    def _round_open(self) -> bool:
        """Whether the last round still has a turn to play or to finish."""
        if not self.rounds:
            return False
        last = self.rounds[-1]
        return any(t.status == "rolling" for t in last.values()) or set(last) != set(self._expected(len(self.rounds)
                                                                                                    - 1))

    @property
    def settlement(self) -> JujaiSettlement:
        """The pot of the rounds played to the end (the winner and nets once the game is over)."""
        complete = self.rounds[:-1] if self._round_open() else self.rounds
        return settle_pot(self.seats, self._results(complete), self.stake)

    @property
    def to_play(self) -> str | None:
        """The player whose turn it is (the one still rolling, or the next to begin); None once over."""
        if self._round_open():
            last = self.rounds[-1]
            rolling = [p for p, t in last.items() if t.status == "rolling"]
            return rolling[0] if rolling else next(p for p in self._expected(len(self.rounds) - 1) if p not in last)
        waiting = self.settlement.to_rethrow
        return waiting[0] if waiting else None

    @property
    def over(self) -> bool:
        """Whether a round has had a unique highest result."""
        return self.to_play is None

    @property
    def turn(self) -> RenkekiTurn:
        """The turn of the player to play (empty before its first throw)."""
        if self._round_open():
            return self.rounds[-1].get(self.to_play or "", RenkekiTurn())
        return RenkekiTurn()

    @property
    def throws_made(self) -> int:
        """How many casts the game holds (the next cast drawn from the seed is numbered by it)."""
        return sum(len(t.casts) for r in self.rounds for t in r.values())

    def to_json(self) -> dict[str, Any]:
        """Return the game: its rounds as steps, whose turn it is, the turn so far, over, and the settlement."""
        return {**json_form(self), "to_play": self.to_play, "over": self.over, "turn": self.turn.to_json(),
                "settlement": self.settlement.to_json()}

    @classmethod
    def from_json(cls, data: object, rules: RenkekiRules = DEFAULT_RULES) -> RenkekiGame:
        """Read a game (a request's ``state``), replaying every decision in seating order: each round must be
        played by exactly the players it is for, each turn must be legal, and the derived fields, when given, must
        be the ones the decisions make."""
        obj = require_mapping(data, "state")
        unknown = set(obj) - {"seats", "seed", "stake", "rounds", "to_play", "over", "turn", "settlement"}
        if unknown:
            raise StickGameError(f"has unknown field(s): {', '.join(sorted(unknown))}", "state")
        read = read_shape(cls, obj, StickGameError, "state", also=("to_play", "over", "turn", "settlement"))
        try:
            game = new_game(read["seats"], read["seed"], read.get("stake", 1), "seats")
        except StickGameError as exc:  # its fields are the state's
            raise StickGameError(exc.message, f"state.{exc.field}") from exc
        rounds: tuple[Mapping[str, tuple[Step, ...]], ...] = read.get("rounds", ())
        for i, turns in enumerate(rounds):
            where = f"state.rounds[{i}]"
            for player in turns:
                if player not in game.seats:
                    raise StickGameError(f"{player!r} is not seated at this game", f"{where}.{player}")
            for player in (p for p in game.seats if p in turns):  # a round is played in seating order
                for j, step in enumerate(turns[player]):
                    at = f"{where}.{player}[{j}]"
                    played = decide(game, player, step.decision, step.cast, rules, where=at)
                    if not played.legal:
                        raise StickGameError(played.reason or "not a decision of this game", at)
                    game = played.state
            if len(game.rounds) != i + 1:
                raise StickGameError("the round before is not played to the end", where)
        made = game.to_json()
        check_stated(obj, {key: made[key] for key in ("to_play", "over", "turn", "settlement")}, "state",
                     StickGameError)
        return game


def _check_stake(value: object) -> int:
    stake = check_positive(value, "stake")
    if stake > MAX_STAKE:
        raise StickGameError(f"must be at most {MAX_STAKE}, got {stake}", "stake")
    return stake


def new_game(players: Sequence[str], seed: object, stake: object = 1, where: str = "players") -> RenkekiGame:
    """Seat ``players`` (2 or more distinct names, refused naming ``where``) for a game whose unobserved casts are
    drawn from ``seed``, each player staking ``stake`` a round."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed not in _SEED_RANGE:
        raise StickGameError(f"must be a whole number -2^63..2^63-1, got {seed!r}", "seed")
    return RenkekiGame(tuple(settle_pot(players, [], 1, where).paid), seed, _check_stake(stake))


def drawn_throw(game: RenkekiGame, rules: RenkekiRules = DEFAULT_RULES) -> int:
    """The next cast drawn from the game's seed (the same for the same game and throw number)."""
    return sticks.cast(rules.sticks, random.Random(f"renkeki/{game.seed}/{game.throws_made}")).total


@dataclass(frozen=True, slots=True)
class RenkekiDecision:
    """The adjudication of one decision: legal or not (and why), the game after it (``state``), and the cast
    recorded."""

    legal: bool
    reason: str | None
    state: RenkekiGame
    cast: int | None = None


def decide(game: RenkekiGame, player: str, decision: object, cast: object = None,
           rules: RenkekiRules = DEFAULT_RULES, where: str = "") -> RenkekiDecision:
    """Record ``player``'s 再行 (``"throw"``: the observed ``cast``, or drawn from the seed) or 積値 (``"bank"``).

    Out of turn, after the end, banking before the first throw or throwing past the longest turn recorded is
    not legal, and the game is unchanged.
    """
    at = f"{where}." if where else ""
    if player not in game.seats:
        raise StickGameError(f"{player!r} is not seated at this game ({', '.join(game.seats)})", "player")
    if decision not in ("throw", "bank"):
        raise StickGameError(f"must be 'throw' or 'bank', got {decision!r}", f"{at}decision")
    if decision == "bank" and cast is not None:
        raise StickGameError("must be absent when banking", f"{at}cast")
    value = None
    if decision == "throw":
        value = drawn_throw(game, rules) if cast is None else check_throw(cast, rules.sticks, f"{at}cast")
    if game.over:
        return RenkekiDecision(False, f"the game is over: {game.settlement.winner} won", game)
    if player != game.to_play:
        return RenkekiDecision(False, f"it is {game.to_play}'s turn, not {player}'s", game)
    turn = game.turn
    if decision == "throw" and len(turn.casts) >= MAX_TURN_STEPS - 1:
        return RenkekiDecision(False, f"a turn records at most {MAX_TURN_STEPS - 1} throws: bank", game)
    opening = not game._round_open()
    if opening and len(game.rounds) == MAX_GAME_ROUNDS:
        return RenkekiDecision(False, f"the top was tied {MAX_GAME_ROUNDS} rounds running: the service records "
                                      "no more", game)
    step = apply(turn, decision, rules, value)
    if not step.legal:
        return RenkekiDecision(False, step.reason, game)
    rounds = (*game.rounds, {player: step.turn}) if opening else \
        (*game.rounds[:-1], {**game.rounds[-1], player: step.turn})
    return RenkekiDecision(True, None, RenkekiGame(game.seats, game.seed, game.stake, rounds), value)


@dataclass(frozen=True, slots=True)
class ThrowOutcome:
    """One cast the player to play may make: its chance, whether it busts, and the total after it."""

    cast: int
    probability: Fraction
    bust: bool
    total: int


def throw_outcomes(game: RenkekiGame, rules: RenkekiRules = DEFAULT_RULES) -> tuple[ThrowOutcome, ...]:
    """Every throw the player to play may make next, with its exact probability (none once over or once the
    turn is as long as a turn may be)."""
    turn = game.turn
    if game.over or len(turn.casts) >= MAX_TURN_STEPS - 1:
        return ()
    return tuple(ThrowOutcome(k, p, busts, 0 if busts else turn.total + k)
                 for k, p in enumerate(sticks.distribution(rules.sticks))
                 for busts in (is_bust(k, len(turn.casts), rules),))


def can_bank(game: RenkekiGame) -> bool:
    """Whether the player to play may bank: after the first throw of a turn still rolling."""
    return not game.over and bool(game.turn.casts)
