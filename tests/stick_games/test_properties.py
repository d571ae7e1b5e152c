"""Property tests of the sticks and the stick games: exact distributions summing to 1, stakes never created or
lost (every settlement is zero-sum), expectations agreeing with the settlements they average, round trips."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games import sticks
from adjudicator.games.stick_games import jujai, lutu, renkeki

stick_counts = st.integers(1, 12)
names = st.lists(st.sampled_from(["ana", "bo", "chi", "dan", "eru"]), min_size=2, max_size=5, unique=True)


@given(stick_counts)
def test_stick_distributions_are_exact_and_sum_to_one(n: int) -> None:
    dist = sticks.distribution(n)
    assert len(dist) == n + 1 and sum(dist, Fraction(0)) == 1
    assert dist == tuple(reversed(dist))  # fair sticks: k and n - k marked faces are equally likely
    tail = sticks.at_least(n)
    assert tail[0] == 1 and all(tail[k] - tail[k + 1] == dist[k] for k in range(n))
    assert sticks.probability_at_least(n + 1, n) == 0 and sticks.probability_at_least(-1, n) == 1


@given(stick_counts, st.integers(0, 50), st.integers(0, 2**32))
def test_casts_are_reproducible_and_possible(n: int, count: int, seed: int) -> None:
    thrown = sticks.casts(n, count, seed)
    assert thrown == sticks.casts(n, count, seed) and len(thrown) == count
    assert all(len(c.faces) == n and 0 <= c.total <= n for c in thrown)


@given(st.integers(2, 8), st.integers(1, 7))
def test_jujai_win_chances_are_fair_over_the_first_throw(players: int, n: int) -> None:
    """Averaged over the first throw, each of n symmetric players wins with probability 1/n."""
    rules = jujai.JujaiRules(sticks=n)
    dist = sticks.distribution(n)
    total = sum((p * jujai.win_probability(players, k, rules) for k, p in enumerate(dist)), Fraction(0))
    assert total == Fraction(1, players)
    stats = jujai.stats(players, rules)
    assert sum(stats.top_tie_sizes, Fraction(0)) == 1 and stats.top_tie_sizes[0] == 0


@settings(max_examples=60)
@given(names, st.integers(1, 5), st.integers(0, 2**32))
def test_a_jujai_game_is_zero_sum_and_the_pot_is_what_was_paid(players: list[str], stake: int, seed: int) -> None:
    rules = jujai.JujaiRules(stake=stake)
    game = jujai.play(players, random.Random(seed), rules)
    assert game.winner in players and sum(game.net.values()) == 0
    assert game.pot == sum(game.paid.values()) == stake * sum(len(r.casts) for r in game.rounds)
    assert game.net[game.winner] == game.pot - game.paid[game.winner] > 0
    rounds = [dict(r.casts) for r in game.rounds]
    assert jujai.settle(players, rounds, rules) == game  # the settlement of the recorded rounds is the same game


bets = st.lists(
    st.builds(lutu.Bet, child=st.sampled_from(["ana", "bo", "chi"]), number=st.integers(0, 5), stake=st.integers(1, 9)),
    min_size=1,
    max_size=6,
)
payout_modes = st.sampled_from(["net", "gross"])


@given(bets, payout_modes)
def test_lutu_settlements_are_zero_sum_and_average_to_the_banker_expectation(
    placed: list[lutu.Bet], mode: str
) -> None:
    rules = lutu.LutuRules.from_json({"payout_mode": mode, "multi_bets": True})
    dist = sticks.distribution(sticks.STANDARD_STICKS)
    average = Fraction(0)
    for throw, p in enumerate(dist):
        settlement = lutu.settle(placed, throw, rules)
        assert settlement.banker + sum(settlement.children.values()) == 0
        average += p * settlement.banker
    assert average == lutu.banker_expectation(placed, rules)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 30), st.booleans(), st.integers(3, 5))
def test_renkeki_policy_distributions_sum_to_one(threshold: int, first_can_bust: bool, n: int) -> None:
    rules = renkeki.RenkekiRules(first_throw_can_bust=first_can_bust, sticks=n)
    stats = renkeki.policy_stats(threshold, rules)
    assert sum(stats.distribution.values(), Fraction(0)) == 1
    assert stats.expected == sum((k * p for k, p in stats.distribution.items()), Fraction(0))
    assert stats.bust_probability == stats.distribution.get(0, Fraction(0))
    assert renkeki.RenkekiRules.from_json(rules.to_json()) == rules


@settings(max_examples=40)
@given(names, st.lists(st.integers(2, 5), min_size=1, max_size=6), st.integers(1, 4))
def test_a_renkeki_game_is_zero_sum(players: list[str], throws: list[int], stake: int) -> None:
    """Every player throws the same scoring throws then banks: all tie, so a second round decides by one throw."""
    steps = [{"decision": "throw", "cast": x} for x in throws] + [{"decision": "bank"}]
    first = {p: steps for p in players}
    second = {p: [{"decision": "throw", "cast": 1 + i}, {"decision": "bank"}] for i, p in enumerate(players)}
    game = renkeki.settle_game(players, [first, second], stake=stake)
    assert game.legal and game.settlement is not None
    assert game.settlement.winner == players[-1]
    assert sum(game.settlement.net.values()) == 0
    assert game.settlement.pot == 2 * stake * len(players)
