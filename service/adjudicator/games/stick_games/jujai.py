"""獣裁 (zaupxiju, "foolish sticks"): everyone stakes and throws once; the unique highest takes the pot.

Tied top throwers alone add a fresh stake and throw again, until one of them is uniquely highest
(other-games spec §2.1). Input shapes::

    rules:  {"stake": 1, "sticks": 5}
    rounds: [{"A": 4, "B": 4, "C": 2}, {"A": 3, "B": 1}]     # player -> cast, one object per throw round
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from math import comb
from typing import Any, Final, cast

from adjudicator.games import sticks
from adjudicator.games.errors import check_stated
from adjudicator.games.jsonform import json_doc, json_form, json_name, json_written_by
from adjudicator.games.options import check_options, number, options_json, read_options
from adjudicator.games.shapes import SEED, declared, integer, keyed, listed, read_shape
from adjudicator.games.stick_games.common import (
    FRACTION,
    PLAYER,
    StickGameError,
    check_player,
    check_throw,
    fraction_json,
    require_list,
    require_mapping,
)

#: The most players a 獣裁 or 連撃獣裁 game may name.
MAX_PLAYERS: Final = 16
#: The largest stake a 獣裁 ruleset may set.
MAX_STAKE: Final = 1_000_000


@dataclass(frozen=True, slots=True)
class JujaiRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``jujai.stake`` (inferred default 1
    per player and per rethrow) and the stick count."""

    stake: int = field(default=1, metadata=number(
        "each player's stake into the pot, and each tied player's on a rethrow (default 1)", 1, MAX_STAKE))
    sticks: int = field(default=sticks.STANDARD_STICKS, metadata=number("sticks thrown (default 5)", 1,
                                                                        sticks.MAX_STICKS))

    def __post_init__(self) -> None:
        check_options(self, StickGameError)

    @classmethod
    def from_json(cls, data: object) -> JujaiRules:
        """Read the ruleset from a JSON object; missing keys take the defaults."""
        return cls(**read_options(cls, data, StickGameError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One throw round: the casts, the top value, and either the unique winner or the tied players."""

    casts: Mapping[str, int] = field(metadata=declared(keyed(integer(), key=PLAYER),
                                                        "player -> cast (marked faces)"))
    top: int = field(metadata=json_doc("the highest cast of the round"))
    winner: str | None = field(metadata=json_doc("the unique highest thrower; null on a tie at the top"))
    tied: tuple[str, ...] = field(metadata={
        **json_name("tied_players"), **json_doc("the players tied at the top, who rethrow (empty if won)")})

    def to_json(self) -> dict[str, Any]:
        """Return ``{"casts", "top", "winner", "tied_players"}``: :func:`json_form`."""
        return json_form(self)


def _read_throws(throws: object, rules: JujaiRules, where: str) -> dict[str, int]:
    obj = require_mapping(throws, where)
    if len(obj) < 1:
        raise StickGameError("must contain at least one throw", where)
    return {check_player(p, f"{where} key"): check_throw(x, rules.sticks, f"{where}.{p}") for p, x in obj.items()}


def round_result(results: Mapping[str, int]) -> RoundResult:
    """Find the unique highest result, or the players tied at the top (results already validated)."""
    top = max(results.values())
    leaders = tuple(p for p, x in results.items() if x == top)
    if len(leaders) == 1:
        return RoundResult(dict(results), top, leaders[0], ())
    return RoundResult(dict(results), top, None, leaders)


def _nets_json(net: Mapping[str, int]) -> dict[str, str]:
    """Each player's net gain as an exact amount, a fraction string."""
    return {p: fraction_json(Fraction(v)) for p, v in net.items()}


@dataclass(frozen=True, slots=True)
class JujaiSettlement:
    """A whole 獣裁 game: its rounds, the pot, what each player paid in, and (once decided) the winner and nets."""

    rounds: tuple[RoundResult, ...]
    pot: int = field(metadata=json_doc("the stakes paid in, all rounds together"))
    paid: Mapping[str, int] = field(metadata=declared(keyed(integer(), key=PLAYER), "player -> stakes paid in"))
    winner: str | None = field(metadata=json_doc("null while undecided"))
    to_rethrow: tuple[str, ...] = field(metadata=json_doc("the players who must throw next (empty once decided)"))
    net: Mapping[str, int] = field(default_factory=dict, metadata=declared(
        keyed(FRACTION, key=PLAYER), "player -> net gain, an exact amount as a fraction string such as \"2\" (they "
                                     "sum to 0); empty while undecided", **json_written_by(_nets_json)))

    def to_json(self) -> dict[str, Any]:
        """Return the settlement; ``net`` (each an exact amount, a fraction string) is empty and ``to_rethrow``
        non-empty while the game is undecided: :func:`json_form`."""
        return json_form(self)


def settle(
    players: Sequence[str], rounds: Sequence[Mapping[str, int]], rules: JujaiRules = JujaiRules()
) -> JujaiSettlement:
    """Settle a 獣裁 game from its throw rounds (player -> throw, one object per round)."""
    checked = [_read_throws(raw, rules, f"rounds[{i}]") for i, raw in enumerate(require_list(rounds, "rounds"))]
    return settle_pot(players, checked, rules.stake)


def settle_pot(players: Sequence[str], rounds: Sequence[Mapping[str, int]], stake: int,
               where: str = "players") -> JujaiSettlement:
    """Settle the pot from each round's validated results, checking who must play in each round.

    The first round is played by every player; each later round exactly by the players tied in the one before.
    Every player of a round adds ``stake`` to the pot. With rounds still missing the result names the players
    who must rethrow and has no winner. A bad list of ``players`` is refused naming ``where``.
    """
    names = [check_player(p, f"{where}[{i}]") for i, p in enumerate(require_list(players, where))]
    if len(names) < 2:
        raise StickGameError("must name at least 2 players", where)
    if len(set(names)) != len(names):
        raise StickGameError("must not repeat a name", where)
    expected: tuple[str, ...] = tuple(names)
    paid = dict.fromkeys(names, 0)
    results: list[RoundResult] = []
    winner: str | None = None
    for i, casts in enumerate(rounds):
        at = f"rounds[{i}]"
        if winner is not None:
            raise StickGameError(f"the game was already won by {winner} in rounds[{i - 1}]", at)
        if set(casts) != set(expected):
            raise StickGameError(f"must hold results of exactly {', '.join(expected)}; got {', '.join(casts)}", at)
        result = round_result(casts)
        for p in casts:
            paid[p] += stake
        results.append(result)
        winner, expected = result.winner, result.tied
    pot = sum(paid.values())
    if not results:
        return JujaiSettlement((), 0, paid, None, tuple(names))
    if winner is None:
        return JujaiSettlement(tuple(results), pot, paid, None, expected)
    net = {p: (pot if p == winner else 0) - paid[p] for p in names}
    return JujaiSettlement(tuple(results), pot, paid, winner, (), net)


def play(players: Sequence[str], rng: random.Random, rules: JujaiRules = JujaiRules()) -> JujaiSettlement:
    """Play a whole game with casts from ``rng`` (seed it for a reproducible game) and settle it."""
    rounds: list[dict[str, int]] = []
    throwing = list(players)
    while True:
        rounds.append({p: sticks.cast(rules.sticks, rng).total for p in throwing})
        outcome = settle(players, rounds, rules)
        if outcome.winner is not None:
            return outcome
        throwing = list(outcome.to_rethrow)


def win_probability(players: int, first_throw: int, rules: JujaiRules = JujaiRules()) -> Fraction:
    """Return P(a given player wins | their first throw), ties being resolved by fair rethrows.

    P(win | k) = Σ_j C(n−1, j) p_k^j F(k−1)^(n−1−j) / (j+1), with p_k = P(X = k) and F(k−1) = P(X < k).
    """
    n = _check_players(players)
    k = check_throw(first_throw, rules.sticks, "first_throw")
    dist = sticks.distribution(rules.sticks)
    below = sum(dist[:k], Fraction(0))
    return sum(
        (comb(n - 1, j) * dist[k] ** j * below ** (n - 1 - j) / (j + 1) for j in range(n)),
        Fraction(0),
    )


def _check_players(players: object) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 64:
        raise StickGameError(f"must be a whole number from 2 to 64, got {players!r}", "players")
    return players


@cache
def _top_tie_sizes(throwers: int, stick_count: int) -> tuple[Fraction, ...]:
    """Return P(exactly j throwers share the top value) for j = 0..throwers (j = 0 has probability 0)."""
    dist = sticks.distribution(stick_count)
    sizes = [Fraction(0)] * (throwers + 1)
    for k, p in enumerate(dist):
        below = sum(dist[:k], Fraction(0))
        for j in range(1, throwers + 1):
            sizes[j] += comb(throwers, j) * p**j * below ** (throwers - j)
    return tuple(sizes)


@cache
def _expected_rounds_and_throws(throwers: int, stick_count: int) -> tuple[Fraction, Fraction]:
    """Return (E[throw rounds], E[throws]) until a unique winner, starting with ``throwers`` throwers.

    With P_j the chance that j throwers tie at the top, R(m) = 1 + Σ_{j≥2} P_j R(j) and T(m) = m + Σ_{j≥2} P_j T(j);
    the j = m term is moved to the left-hand side.
    """
    if throwers == 1:
        return Fraction(0), Fraction(0)
    sizes = _top_tie_sizes(throwers, stick_count)
    rounds = Fraction(1)
    throws = Fraction(throwers)
    for j in range(2, throwers):
        sub_rounds, sub_throws = _expected_rounds_and_throws(j, stick_count)
        rounds += sizes[j] * sub_rounds
        throws += sizes[j] * sub_throws
    stay = 1 - sizes[throwers]
    return rounds / stay, throws / stay


def _fractions_json(values: Sequence[Fraction]) -> list[str]:
    """Exact amounts as fraction strings, in order."""
    return [fraction_json(v) for v in values]


@dataclass(frozen=True, slots=True)
class JujaiStats:
    """Per-game statistics of 獣裁 for n players, all exact."""

    players: int
    unique_winner_first_round: Fraction = field(metadata=json_written_by(fraction_json))
    top_tie_sizes: tuple[Fraction, ...] = field(metadata=json_written_by(_fractions_json))
    expected_rounds: Fraction = field(metadata=json_written_by(fraction_json))
    expected_stakes: Fraction = field(metadata=json_written_by(fraction_json))
    win_given_first_throw: tuple[Fraction, ...] = field(metadata=json_written_by(_fractions_json))

    def to_json(self) -> dict[str, Any]:
        """Return the statistics with fractions as strings; lists are indexed by tie size and by throw:
        :func:`json_form`."""
        return json_form(self)


def stats(players: int, rules: JujaiRules = JujaiRules()) -> JujaiStats:
    """Return P(unique winner in a round), the tie sizes, E[rounds], E[stakes] and P(win | first throw)."""
    n = _check_players(players)
    sizes = _top_tie_sizes(n, rules.sticks)
    rounds, throws = _expected_rounds_and_throws(n, rules.sticks)
    return JujaiStats(
        players=n,
        unique_winner_first_round=sizes[1],
        top_tie_sizes=sizes,
        expected_rounds=rounds,
        expected_stakes=throws * rules.stake,
        win_given_first_throw=tuple(win_probability(n, k, rules) for k in range(rules.sticks + 1)),
    )


# --- a whole game, play by play --------------------------------------------------------------------------------

#: The most rounds a game records (the top tied that many times running is beyond any real game: for two
#: players the chance is about 10^-608).
MAX_GAME_ROUNDS: Final = 1000


@dataclass(frozen=True, slots=True)
class JujaiGame:
    """A 獣裁 game being played: the players in seating order (``seats``), the seed later casts are drawn from,
    and the casts so far, round by round (the last round may be partly thrown).

    Each round is thrown in seating order by the players it is for: everyone in the first, the tied top
    throwers in each later one. The game is over once a round has a unique highest cast.
    """

    seats: tuple[str, ...] = field(metadata=declared(
        listed(PLAYER, min_length=2, max_length=MAX_PLAYERS), "the players in seating order (the order of each round)",
        example=["A", "B"]))
    seed: int = field(metadata=declared(SEED, "casts not given are drawn from it (the same for the same game)"))
    rounds: tuple[Mapping[str, int], ...] = field(default=(), metadata=declared(
        listed(keyed(integer(0, sticks.MAX_STICKS).named("cast"), key=PLAYER, min_length=1, max_length=MAX_PLAYERS),
               min_length=0, max_length=MAX_GAME_ROUNDS),
        "player -> cast, a round each: everyone first, then the players tied at the top of the round before; the last "
        "round may be partly thrown"))

    @property
    def settlement(self) -> JujaiSettlement:
        """The settlement of the rounds thrown to the end (the winner and nets once the game is over)."""
        complete = self.rounds if not self.rounds or not self._missing(self.rounds) else self.rounds[:-1]
        return settle_pot(self.seats, complete, 1)

    def _missing(self, rounds: Sequence[Mapping[str, int]]) -> tuple[str, ...]:
        """The players still to throw in the last of ``rounds``."""
        before = settle_pot(self.seats, rounds[:-1], 1)
        return tuple(p for p in before.to_rethrow if p not in rounds[-1])

    @property
    def throwers(self) -> tuple[str, ...]:
        """The players still to throw in the round being played, in seating order (empty once over)."""
        if self.rounds and self._missing(self.rounds):
            return self._missing(self.rounds)
        return self.settlement.to_rethrow

    @property
    def to_play(self) -> str | None:
        """The player to throw next; None once the game is over."""
        return self.throwers[0] if self.throwers else None

    @property
    def over(self) -> bool:
        """Whether a round has had a unique highest cast."""
        return self.to_play is None

    def to_json(self, rules: JujaiRules = JujaiRules()) -> dict[str, Any]:
        """Return the game; ``settlement`` is of the rounds thrown to the end, with the stake of ``rules``."""
        complete = self.settlement.rounds
        return {**json_form(self), "to_play": self.to_play, "over": self.over,
                "settlement": settle_pot(self.seats, [r.casts for r in complete], rules.stake).to_json()}

    @classmethod
    def from_json(cls, data: object, rules: JujaiRules = JujaiRules()) -> JujaiGame:
        """Read a game (a request's ``state``); every round must be thrown by exactly the players it is for, in
        seating order, and the derived fields (``to_play``, ``over``), when given, must be the ones the casts
        make."""
        obj = require_mapping(data, "state")
        unknown = set(obj) - {"seats", "seed", "rounds", "to_play", "over", "settlement"}
        if unknown:
            raise StickGameError(f"has unknown field(s): {', '.join(sorted(unknown))}", "state")
        read = read_shape(cls, obj, StickGameError, "state", also=("to_play", "over", "settlement"))
        seats = settle_pot(read["seats"], [], rules.stake, "state.seats").paid
        game = cls(tuple(seats), read["seed"])
        rounds: tuple[Mapping[str, int], ...] = read.get("rounds", ())
        for i, casts in enumerate(rounds):
            where = f"state.rounds[{i}]"
            for player in casts:
                if player not in game.seats:
                    raise StickGameError(f"{player!r} is not seated at this game", f"{where}.{player}")
            for player in (p for p in game.seats if p in casts):  # a round is thrown in seating order
                step = apply_throw(game, player, casts[player], rules, where=f"{where}.{player}")
                if not step.legal:
                    raise StickGameError(cast(str, step.reason), f"{where}.{player}")  # an illegal step says why
                game = step.state
            if len(game.rounds) != i + 1:
                raise StickGameError("the round before is not thrown to the end", where)
        made = game.to_json(rules)
        check_stated(obj, {key: made[key] for key in ("to_play", "over", "settlement")}, "state", StickGameError)
        return game


@dataclass(frozen=True, slots=True)
class JujaiStep:
    """The adjudication of one throw: legal or not (and why), the game after it (``state``) and the cast
    recorded."""

    legal: bool
    reason: str | None
    state: JujaiGame
    cast: int | None = None


def new_game(players: Sequence[str], seed: int) -> JujaiGame:
    """Seat ``players`` (2 or more distinct names) for a game whose unobserved casts are drawn from ``seed``."""
    names = settle_pot(players, [], 1).paid
    return JujaiGame(tuple(names), seed)


def drawn_throw(game: JujaiGame, rules: JujaiRules = JujaiRules()) -> int:
    """The next cast drawn from the game's seed (the same for the same game and throw number)."""
    thrown = sum(len(r) for r in game.rounds)
    return sticks.cast(rules.sticks, random.Random(f"jujai/{game.seed}/{thrown}")).total


def apply_throw(game: JujaiGame, player: str, cast: object, rules: JujaiRules = JujaiRules(),
                where: str = "cast") -> JujaiStep:
    """Record ``player``'s cast (``None``: drawn from the game's seed); out of turn or after the end it is not
    legal and the game is unchanged."""
    if player not in game.seats:
        raise StickGameError(f"{player!r} is not seated at this game ({', '.join(game.seats)})", "player")
    value = drawn_throw(game, rules) if cast is None else check_throw(cast, rules.sticks, where)
    if game.over:
        return JujaiStep(False, f"the game is over: {game.settlement.winner} won", game)
    if player != game.to_play:
        return JujaiStep(False, f"it is {game.to_play}'s throw, not {player}'s", game)
    if game.rounds and game._missing(game.rounds):
        rounds = (*game.rounds[:-1], {**game.rounds[-1], player: value})
    elif len(game.rounds) == MAX_GAME_ROUNDS:
        return JujaiStep(False, f"the top was tied {MAX_GAME_ROUNDS} rounds running: the service records no more",
                         game)
    else:
        rounds = (*game.rounds, {player: value})
    return JujaiStep(True, None, JujaiGame(game.seats, game.seed, rounds), value)
