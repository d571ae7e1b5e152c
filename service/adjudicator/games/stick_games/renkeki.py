"""連撃術 (the "chain throw") and 連撃獣裁, the 獣裁 played with it (other-games spec §2.2).

A turn: throw once (a first 0 or 1 only busts under ``first_throw_can_bust``), then repeatedly choose 再行
(``"throw"``: add the next throw, but a 0 or 1 loses the whole total) or 積値 (``"bank"``: keep the total).
The highest result takes the pot, ties rethrow among the tied players.

Input shapes::

    rules: {"first_throw_can_bust": false, "order": "sequential_open", "sticks": 5}
    steps: [{"decision": "throw", "cast": 3}, {"decision": "throw", "cast": 4}, {"decision": "bank"}]
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any, Final, Literal

from adjudicator.games import sticks
from adjudicator.games.options import check_options, choice, number, options_json, read_options, switch
from adjudicator.games.stick_games.common import (
    StickGameError,
    check_player,
    check_positive,
    check_throw,
    fraction_json,
    require_list,
    require_mapping,
    share_of_win,
)
from adjudicator.games.stick_games.jujai import JujaiSettlement, RoundResult, round_result, settle_pot

from ..jsonform import json_form, json_written_by

#: A throw below this value (0 or 1) after the first one loses the whole running total.
BUST_BELOW = 2
#: The most sticks 連撃術 is played with (five on the seed's card; the exact analyses grow quickly with more).
MAX_STICKS: Final = 5

Order = Literal["sequential_open", "simultaneous_hidden"]
Status = Literal["rolling", "banked", "bust"]
Decision = Literal["throw", "bank"]


@dataclass(frozen=True, slots=True)
class RenkekiRules:
    """The ruleset (each option declared once: :mod:`adjudicator.games.options`): ``renkeki.first_throw_can_bust``
    (default false), ``renkeki.order`` and the stick count."""

    first_throw_can_bust: bool = field(default=False, metadata=switch(
        "a first throw of 0 or 1 already loses (default false)"))
    order: Order = field(default="sequential_open", metadata=choice(
        "how the players take their turns: one after the other, each seeing the totals before (sequential_open, "
        "default), or all at once unseen (simultaneous_hidden)", ("sequential_open", "simultaneous_hidden")))
    sticks: int = field(default=sticks.STANDARD_STICKS, metadata=number(
        f"sticks thrown, {BUST_BELOW} to {MAX_STICKS} (default 5)", BUST_BELOW, MAX_STICKS))

    def __post_init__(self) -> None:
        check_options(self, StickGameError)

    @classmethod
    def from_json(cls, data: object) -> RenkekiRules:
        """Read the ruleset from a JSON object; missing keys take the defaults."""
        return cls(**read_options(cls, data, StickGameError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective ruleset."""
        return options_json(self)


DEFAULT_RULES: Final[RenkekiRules] = RenkekiRules()


# --- one turn ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RenkekiTurn:
    """A player's 連撃術 turn so far: the casts, the running total and whether it is still rolling."""

    casts: tuple[int, ...] = ()
    total: int = 0
    status: Status = "rolling"

    @property
    def result(self) -> int | None:
        """The final result (the banked total, 0 after a bust) or None while rolling."""
        if self.status == "rolling":
            return None
        return self.total if self.status == "banked" else 0

    def to_json(self) -> dict[str, Any]:
        """Return ``{"casts", "total", "status", "result"}``."""
        return {"casts": list(self.casts), "total": self.total, "status": self.status, "result": self.result}


@dataclass(frozen=True, slots=True)
class StepAdjudication:
    """The outcome of one decision: whether it was legal, why not, and the turn afterwards."""

    legal: bool
    reason: str | None
    turn: RenkekiTurn

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def is_bust(throw: int, throws_before: int, rules: RenkekiRules = DEFAULT_RULES) -> bool:
    """Whether a throw of this value, made after ``throws_before`` throws, loses the whole total."""
    if throws_before == 0 and not rules.first_throw_can_bust:
        return False
    return throw < BUST_BELOW


def apply(
    turn: RenkekiTurn,
    decision: str,
    rules: RenkekiRules = DEFAULT_RULES,
    cast: int | None = None,
    rng: random.Random | None = None,
) -> StepAdjudication:
    """Apply a 再行 (``"throw"``) or 積値 (``"bank"``) decision to a turn.

    A throw takes the observed ``cast`` or, without one, a cast from ``rng``. Deciding after the turn ended, or
    banking before the first throw, is illegal (an adjudication, not an exception).
    """
    if decision not in ("throw", "bank"):
        raise StickGameError(f"must be 'throw' or 'bank', got {decision!r}", "decision")
    if turn.status != "rolling":
        return StepAdjudication(False, f"the turn is over: it already ended with a {turn.status}", turn)
    if decision == "bank":
        if not turn.casts:
            return StepAdjudication(False, "the first throw is compulsory: nothing can be banked before it", turn)
        return StepAdjudication(True, None, RenkekiTurn(turn.casts, turn.total, "banked"))
    if cast is None:
        if rng is None:
            raise StickGameError("give the observed cast or a seed", "cast")
        value = sticks.cast(rules.sticks, rng).total
    else:
        value = check_throw(cast, rules.sticks, "cast")
    casts = (*turn.casts, value)
    if is_bust(value, len(turn.casts), rules):
        return StepAdjudication(True, None, RenkekiTurn(casts, 0, "bust"))
    return StepAdjudication(True, None, RenkekiTurn(casts, turn.total + value, "rolling"))


@dataclass(frozen=True, slots=True)
class TurnAdjudication:
    """A validated sequence of decisions: the turn after each legal step, and the first illegal step if any."""

    legal: bool
    reason: str | None
    illegal_step: int | None
    history: tuple[RenkekiTurn, ...]

    @property
    def turn(self) -> RenkekiTurn:
        """The turn after the last legal step."""
        return self.history[-1] if self.history else RenkekiTurn()

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "illegal_step", "history", "turn"}``."""
        return {
            "legal": self.legal,
            "reason": self.reason,
            "illegal_step": self.illegal_step,
            "history": [t.to_json() for t in self.history],
            "turn": self.turn.to_json(),
        }


def adjudicate_turn(
    steps: Sequence[Mapping[str, Any]], rules: RenkekiRules = DEFAULT_RULES, rng: random.Random | None = None
) -> TurnAdjudication:
    """Validate a whole sequence of ``{"decision", "cast"?}`` steps, stopping at the first illegal one."""
    turn = RenkekiTurn()
    history: list[RenkekiTurn] = []
    for i, raw in enumerate(require_list(steps, "steps")):
        step = require_mapping(raw, f"steps[{i}]")
        unknown = set(step) - {"decision", "cast"}
        if unknown:
            raise StickGameError(f"has unknown field(s): {', '.join(sorted(unknown))}", f"steps[{i}]")
        decision = step.get("decision")
        if decision not in ("throw", "bank"):
            raise StickGameError(f"must be 'throw' or 'bank', got {decision!r}", f"steps[{i}].decision")
        cast = step.get("cast")
        if decision == "bank" and cast is not None:
            raise StickGameError("must be absent when banking", f"steps[{i}].cast")
        if cast is not None:
            check_throw(cast, rules.sticks, f"steps[{i}].cast")
        elif decision == "throw" and rng is None:
            raise StickGameError("give the observed cast or a seed", f"steps[{i}].cast")
        outcome = apply(turn, decision, rules, cast, rng)
        if not outcome.legal:
            return TurnAdjudication(False, outcome.reason, i, tuple(history))
        turn = outcome.turn
        history.append(turn)
    return TurnAdjudication(True, None, None, tuple(history))


def settle(results: Mapping[str, int]) -> RoundResult:
    """Settle one round of 連撃術 results as in 獣裁: the unique highest wins, otherwise the tied rethrow."""
    obj = require_mapping(results, "results")
    if not obj:
        raise StickGameError("must contain at least one player", "results")
    for p, r in obj.items():
        check_player(p, "results key")
        if not isinstance(r, int) or isinstance(r, bool) or r < 0:
            raise StickGameError(f"must be a whole number ≥ 0, got {r!r}", f"results.{p}")
    return round_result(obj)


@dataclass(frozen=True, slots=True)
class SettledRenkekiGame:
    """A whole 連撃獣裁 game: every turn adjudicated and, if all were legal and finished, the pot settlement."""

    legal: bool
    reason: str | None
    turns: tuple[Mapping[str, TurnAdjudication], ...]
    settlement: JujaiSettlement | None

    def to_json(self) -> dict[str, Any]:
        """Return ``{"legal", "reason", "turns": [{player: turn}], "settlement"}``."""
        return {
            "legal": self.legal,
            "reason": self.reason,
            "turns": [{p: t.to_json() for p, t in r.items()} for r in self.turns],
            "settlement": self.settlement.to_json() if self.settlement else None,
        }


def settle_game(
    players: Sequence[str],
    rounds: Sequence[Mapping[str, Sequence[Mapping[str, Any]]]],
    rules: RenkekiRules = DEFAULT_RULES,
    stake: int = 1,
) -> SettledRenkekiGame:
    """Adjudicate every player's turn in every round (player -> steps) and settle the pot as in 獣裁."""
    check_positive(stake, "stake")
    turns: list[dict[str, TurnAdjudication]] = []
    results: list[dict[str, int]] = []
    for i, raw in enumerate(require_list(rounds, "rounds")):
        played: dict[str, TurnAdjudication] = {}
        for player, steps in require_mapping(raw, f"rounds[{i}]").items():
            try:
                turn = adjudicate_turn(steps, rules)
            except StickGameError as exc:  # the player's steps are rounds[i][player] in the game
                step = (exc.field or "").removeprefix("steps")
                raise StickGameError(exc.message, f"rounds[{i}].{player}{step}") from exc
            played[player] = turn
            if not turn.legal or turn.turn.result is None:
                why = turn.reason if not turn.legal else "the turn has not ended (bank or bust)"
                return SettledRenkekiGame(False, f"rounds[{i}].{player}: {why}", (*turns, played), None)
        turns.append(played)
        results.append({p: t.turn.result or 0 for p, t in played.items()})
    return SettledRenkekiGame(True, None, tuple(turns), settle_pot(players, results, stake))


# --- a single player's odds -----------------------------------------------------------------------------------------


def _bust_probability(rules: RenkekiRules) -> Fraction:
    return sum(sticks.distribution(rules.sticks)[:BUST_BELOW], Fraction(0))


def _first_throw_outcomes(rules: RenkekiRules) -> list[tuple[int | None, Fraction]]:
    """The first throw as (running total, probability); None marks a bust."""
    dist = sticks.distribution(rules.sticks)
    return [(None if is_bust(x, 0, rules) else x, p) for x, p in enumerate(dist)]


def _scoring_throws(rules: RenkekiRules) -> list[tuple[int, Fraction]]:
    dist = sticks.distribution(rules.sticks)
    return [(x, p) for x, p in enumerate(dist) if x >= BUST_BELOW]


def _distribution_json(distribution: Mapping[int, Fraction]) -> dict[str, str]:
    """A distribution of results as ``{"result": "probability"}``, by result."""
    return {str(r): fraction_json(p) for r, p in sorted(distribution.items())}


def _fractions_json(values: Sequence[Fraction]) -> list[str]:
    """Exact amounts as fraction strings, in order."""
    return [fraction_json(v) for v in values]


@dataclass(frozen=True, slots=True)
class PolicyStats:
    """The exact distribution of the result under "bank as soon as the total is ≥ threshold"."""

    threshold: int
    distribution: Mapping[int, Fraction] = field(metadata=json_written_by(_distribution_json))
    expected: Fraction = field(metadata=json_written_by(fraction_json))
    bust_probability: Fraction = field(metadata=json_written_by(fraction_json))

    def to_json(self) -> dict[str, Any]:
        """Return the threshold, ``{"result": "probability"}`` (by result), E[result] and P(bust), exact amounts
        as fraction strings: :func:`json_form`."""
        return json_form(self)


def _check_total(value: object, field: str, limit: int = 1000) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= limit:
        raise StickGameError(f"must be a whole number from 0 to {limit}, got {value!r}", field)
    return value


def policy_stats(threshold: int, rules: RenkekiRules = DEFAULT_RULES) -> PolicyStats:
    """Return the result distribution, its expectation and P(bust) for the threshold policy."""
    t = _check_total(threshold, "threshold", 200)
    return _policy_stats(t, rules)


@cache
def _policy_stats(t: int, rules: RenkekiRules) -> PolicyStats:
    rolling: dict[int, Fraction] = {}
    final: dict[int, Fraction] = {}
    bust = Fraction(0)
    for total, p in _first_throw_outcomes(rules):
        if total is None:
            bust += p
        elif total >= t:
            final[total] = final.get(total, Fraction(0)) + p
        else:
            rolling[total] = rolling.get(total, Fraction(0)) + p
    pb = _bust_probability(rules)
    for s in range(t):  # totals only grow, so one pass in increasing order settles every rolling total
        p = rolling.pop(s, Fraction(0))
        if not p:
            continue
        bust += p * pb
        for x, q in _scoring_throws(rules):
            target = final if s + x >= t else rolling
            target[s + x] = target.get(s + x, Fraction(0)) + p * q
    if bust:
        final[0] = final.get(0, Fraction(0)) + bust
    expected = sum((r * p for r, p in final.items()), Fraction(0))
    return PolicyStats(t, dict(sorted(final.items())), expected, bust)


def marginal_gain(total: int, rules: RenkekiRules = DEFAULT_RULES) -> Fraction:
    """Return the expected change of the total from one more throw at ``total``: E[X; X ≥ 2] − P(X < 2)·total."""
    s = _check_total(total, "total")
    return sum((x * p for x, p in _scoring_throws(rules)), Fraction(0)) - _bust_probability(rules) * s


@dataclass(frozen=True, slots=True)
class ThresholdAnalysis:
    """The threshold maximising the expected banked total, its value, the table behind it and the argument."""

    threshold: int
    expected: Fraction = field(metadata=json_written_by(fraction_json))
    expected_by_threshold: tuple[Fraction, ...] = field(metadata=json_written_by(_fractions_json))
    argument: str

    def to_json(self) -> dict[str, Any]:
        """Return the optimum, ``expected_by_threshold`` indexed by threshold, and the argument (exact amounts as
        fraction strings): :func:`json_form`."""
        return json_form(self)


def optimal_threshold(rules: RenkekiRules = DEFAULT_RULES) -> ThresholdAnalysis:
    """Return the threshold that maximises the expected banked total (13 with five sticks).

    One more throw at total s changes the expectation by E[X; X ≥ 2] − P(X < 2)·s, which falls as s grows. Once it
    is ≤ 0 it stays ≤ 0 for every total reachable later (totals only grow), so the stopping problem is monotone and
    the one-step look-ahead rule "bank at the first s with non-positive gain" is optimal among all policies.
    """
    gain_numerator = sum((x * p for x, p in _scoring_throws(rules)), Fraction(0))
    pb = _bust_probability(rules)
    t = 0
    while gain_numerator - pb * t > 0:
        t += 1
    table = tuple(_policy_stats(k, rules).expected for k in range(t + 8))
    argument = (
        f"One more throw at total s changes the expected result by {gain_numerator} - {pb}*s, positive for s < {t} "
        f"and non-positive from {t} on. Totals only grow, so the problem is monotone and the one-step look-ahead "
        f"rule (bank once the total is at least {t}) is optimal among all policies."
    )
    return ThresholdAnalysis(t, table[t], table, argument)


def reach_probability(target: int, from_total: int | None = None, rules: RenkekiRules = DEFAULT_RULES) -> Fraction:
    """Return P(the running total ever reaches ≥ ``target``) when throwing on until then.

    ``from_total`` is the running total after at least one throw; None means before the first throw.
    """
    goal = _check_total(target, "target")
    if from_total is None:
        return sum((p * _reach(goal, s, rules) for s, p in _first_throw_outcomes(rules) if s is not None), Fraction(0))
    return _reach(goal, _check_total(from_total, "from_total"), rules)


# Bounded: a table per goal (up to 1000, sent by requests) holds up to 1001 fractions; a worker serves for long.
@lru_cache(maxsize=256)
def _reach_table(goal: int, rules: RenkekiRules) -> tuple[Fraction, ...]:
    """P(reach ≥ goal) from every running total 0..goal (the last entry is 1)."""
    table = [Fraction(0)] * (goal + 1)
    table[goal] = Fraction(1)
    for s in range(goal - 1, -1, -1):
        table[s] = sum((p * table[min(s + x, goal)] for x, p in _scoring_throws(rules)), Fraction(0))
    return tuple(table)


def _reach(goal: int, total: int, rules: RenkekiRules) -> Fraction:
    return Fraction(1) if total >= goal else _reach_table(goal, rules)[total]


# --- competitive play: sequential with open results ---------------------------------------------------------------

#: The most players the competitive analyses accept (the exact dynamic programme grows quickly).
MAX_COMPETITIVE_PLAYERS = 6
_NOBODY = -1  # the "best result so far" before anyone has finished


@cache
def _holder_share(best: int, holders: int, after: int, rules: RenkekiRules) -> Fraction:
    """Return the pot share of one of ``holders`` players holding ``best`` while ``after`` players still play."""
    if after == 0:
        return Fraction(1, holders)
    share = Fraction(0)
    for r, p in _optimal_result_distribution(best, holders, after - 1, rules).items():
        if r < best:
            share += p * _holder_share(best, holders, after - 1, rules)
        elif r == best:
            share += p * _holder_share(best, holders + 1, after - 1, rules)
    return share


def _bank_value(result: int, best: int, holders: int, after: int, rules: RenkekiRules) -> Fraction:
    """The pot share of finishing with ``result`` against (best, holders) with ``after`` players still to play."""
    if result > best:
        return _holder_share(result, 1, after, rules)
    if result == best:
        return _holder_share(best, holders + 1, after, rules)
    return Fraction(0)


@cache
def _turn_values(best: int, holders: int, after: int, rules: RenkekiRules) -> tuple[tuple[Fraction, Fraction], ...]:
    """For every running total s up to a proven banking bound, return (share if banking, share if throwing on).

    Above the bound banking is optimal: banking s > best keeps at least 1 − after·P(reach ≥ s), throwing on gives at
    most 1 − P(bust)·(1 − share after a bust). The returned tuple covers 0..bound + sticks.
    """
    pb = _bust_probability(rules)
    bust_value = _bank_value(0, best, holders, after, rules)
    bound = max(best + 1, 0)
    if after > 0:
        while after * reach_probability(bound, None, rules) > pb * (1 - bust_value):
            bound += 1
    top = bound + rules.sticks
    values: list[tuple[Fraction, Fraction]] = [(Fraction(0), Fraction(0))] * (top + 1)
    best_value: list[Fraction] = [Fraction(0)] * (top + 1)
    for s in range(top, -1, -1):
        bank = _bank_value(s, best, holders, after, rules)
        if s >= bound:
            values[s] = (bank, Fraction(0))
            best_value[s] = bank
            continue
        throw = pb * bust_value + sum((p * best_value[s + x] for x, p in _scoring_throws(rules)), Fraction(0))
        values[s] = (bank, throw)
        best_value[s] = max(bank, throw)
    return tuple(values)


def _banks(values: tuple[Fraction, Fraction], s: int, bound: int) -> bool:
    return s >= bound or values[0] >= values[1]


@cache
def _optimal_result_distribution(best: int, holders: int, after: int, rules: RenkekiRules) -> dict[int, Fraction]:
    """The result distribution of a player who plays to maximise their pot share (banking on indifference)."""
    values = _turn_values(best, holders, after, rules)
    bound = len(values) - 1 - rules.sticks
    dist: dict[int, Fraction] = {}
    rolling: dict[int, Fraction] = {}
    for s, p in _first_throw_outcomes(rules):
        key = 0 if s is None else s
        (dist if s is None else rolling)[key] = (dist if s is None else rolling).get(key, Fraction(0)) + p
    pb = _bust_probability(rules)
    for s in range(len(values)):
        p = rolling.pop(s, Fraction(0))
        if not p:
            continue
        if _banks(values[s], s, bound):
            dist[s] = dist.get(s, Fraction(0)) + p
            continue
        dist[0] = dist.get(0, Fraction(0)) + p * pb
        for x, q in _scoring_throws(rules):
            rolling[s + x] = rolling.get(s + x, Fraction(0)) + p * q
    return dist


@dataclass(frozen=True, slots=True)
class Advice:
    """The pot-share-maximising decision at a running total, with the share under each choice."""

    decision: Decision
    share_if_bank: Fraction = field(metadata=json_written_by(fraction_json))
    share_if_throw: Fraction = field(metadata=json_written_by(fraction_json))

    def to_json(self) -> dict[str, Any]:
        """Return ``{"decision", "share_if_bank", "share_if_throw"}``, the shares as fraction strings:
        :func:`json_form`."""
        return json_form(self)


def _check_players_after(value: object, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < MAX_COMPETITIVE_PLAYERS:
        raise StickGameError(f"must be a whole number from 0 to {MAX_COMPETITIVE_PLAYERS - 1}, got {value!r}", field)
    return value


def advice(
    current_total: int,
    best_result: int | None,
    holders: int,
    players_after: int,
    rules: RenkekiRules = DEFAULT_RULES,
) -> Advice:
    """Advise 再行 or 積値 in sequential open play, maximising the expected share of the pot.

    ``best_result`` is the best finished result so far (None if nobody has finished) and ``holders`` how many
    players hold it; ``players_after`` players still play after this one, each also maximising their share.
    Ties count as equal shares (the rethrow is fair).
    """
    s = _check_total(current_total, "current_total", 200)
    if best_result is None:
        best, count = _NOBODY, 0
        if holders != 0:
            raise StickGameError("must be 0 when best_result is null", "holders")
    else:
        best = _check_total(best_result, "best_result", 200)
        if not isinstance(holders, int) or isinstance(holders, bool) or not 1 <= holders < MAX_COMPETITIVE_PLAYERS:
            limit = MAX_COMPETITIVE_PLAYERS - 1
            raise StickGameError(f"must be a whole number from 1 to {limit}, got {holders!r}", "holders")
        count = holders
    after = _check_players_after(players_after, "players_after")
    values = _turn_values(best, count, after, rules)
    bound = len(values) - 1 - rules.sticks
    if s >= bound:
        bank = _bank_value(s, best, count, after, rules)
        return Advice("bank", bank, _throw_share(s, best, count, after, rules))
    bank, throw = values[s]
    return Advice("bank" if bank >= throw else "throw", bank, throw)


def _throw_share(s: int, best: int, holders: int, after: int, rules: RenkekiRules) -> Fraction:
    """The share from throwing once more at a total beyond the tabulated range, then banking."""
    pb = _bust_probability(rules)
    bust = _bank_value(0, best, holders, after, rules)
    return pb * bust + sum(
        (p * _bank_value(s + x, best, holders, after, rules) for x, p in _scoring_throws(rules)), Fraction(0)
    )


@dataclass(frozen=True, slots=True)
class OpenPlayAnalysis:
    """Sequential open play with every seat maximising its share: each seat's share and first-seat policy."""

    players: int
    seat_shares: tuple[Fraction, ...] = field(metadata=json_written_by(_fractions_json))
    first_seat_bank_totals: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """Return the seat shares (summing to 1, fraction strings) and the running totals at which the first seat
        banks: :func:`json_form`."""
        return json_form(self)


def open_play(players: int, rules: RenkekiRules = DEFAULT_RULES) -> OpenPlayAnalysis:
    """Return each seat's expected pot share when all play optimally in turn with open results."""
    n = _check_competitors(players)
    states: dict[tuple[int, int], Fraction] = {(_NOBODY, 0): Fraction(1)}
    shares: list[Fraction] = []
    for seat in range(n):
        after = n - 1 - seat
        share = Fraction(0)
        nxt: dict[tuple[int, int], Fraction] = {}
        for (best, count), p in states.items():
            for r, q in _optimal_result_distribution(best, count, after, rules).items():
                share += p * q * _bank_value(r, best, count, after, rules)
                key = (r, 1) if r > best else (best, count + 1) if r == best else (best, count)
                nxt[key] = nxt.get(key, Fraction(0)) + p * q
        shares.append(share)
        states = nxt
    values = _turn_values(_NOBODY, 0, n - 1, rules)
    bound = len(values) - 1 - rules.sticks
    banks = tuple(s for s in range(bound + 1) if _banks(values[s], s, bound))
    return OpenPlayAnalysis(n, tuple(shares), banks)


def _check_competitors(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= MAX_COMPETITIVE_PLAYERS:
        raise StickGameError(f"must be a whole number from 2 to {MAX_COMPETITIVE_PLAYERS}, got {value!r}", "players")
    return value


# --- competitive play: simultaneous with hidden results -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HiddenPlayAnalysis:
    """Hidden play among threshold policies: the best reply to each common threshold and the symmetric equilibria."""

    players: int
    best_reply: tuple[int, ...]
    equilibria: tuple[int, ...]
    equilibrium_share: Fraction = field(metadata=json_written_by(fraction_json))

    def to_json(self) -> dict[str, Any]:
        """Return ``best_reply`` indexed by the others' threshold, the equilibria and each seat's share there (a
        fraction string): :func:`json_form`."""
        return json_form(self)


def hidden_play(players: int, rules: RenkekiRules = DEFAULT_RULES, max_threshold: int = 40) -> HiddenPlayAnalysis:
    """Analyse simultaneous hidden play: nobody sees the others, so a policy is a threshold.

    For each common threshold t of the other players, return the threshold maximising one's share of the pot;
    a symmetric equilibrium is a t that is its own best reply, where every seat's share is 1/n by symmetry.
    """
    n = _check_competitors(players)
    limit = _check_total(max_threshold, "max_threshold", 60)
    dists = [_policy_stats(t, rules).distribution for t in range(limit + 1)]
    replies = []
    for others in dists:
        shares = [share_of_win(mine, others, n - 1) for mine in dists]
        replies.append(max(range(limit + 1), key=lambda t: (shares[t], -t)))
    equilibria = tuple(t for t, r in enumerate(replies) if r == t)
    return HiddenPlayAnalysis(n, tuple(replies), equilibria, Fraction(1, n))
