from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games import sticks
from adjudicator.games.stick_games import StickGameError, jujai


def test_book_example_pot_and_nets() -> None:
    result = jujai.settle(["A", "B", "C"], [{"A": 4, "B": 4, "C": 2}, {"A": 3, "B": 1}])
    assert result.rounds[0].tied == ("A", "B")
    assert result.winner == "A"
    assert result.pot == 5
    assert result.net == {"A": 3, "B": -2, "C": -1}


def test_undecided_game_names_the_rethrowers() -> None:
    result = jujai.settle(["A", "B", "C"], [{"A": 4, "B": 4, "C": 2}])
    assert result.winner is None
    assert result.to_rethrow == ("A", "B")
    assert result.pot == 3
    assert result.net == {}


def test_stake_flag_scales_the_pot() -> None:
    result = jujai.settle(["A", "B"], [{"A": 5, "B": 0}], jujai.JujaiRules(stake=3))
    assert result.pot == 6
    assert result.net == {"A": 3, "B": -3}


def test_rethrow_by_a_player_who_was_not_tied_is_rejected() -> None:
    with pytest.raises(StickGameError, match=r"rounds\[1\]"):
        jujai.settle(["A", "B", "C"], [{"A": 4, "B": 4, "C": 2}, {"A": 3, "C": 1}])


def test_round_after_the_win_is_rejected() -> None:
    with pytest.raises(StickGameError, match=r"already won"):
        jujai.settle(["A", "B"], [{"A": 4, "B": 2}, {"A": 3, "B": 1}])


@pytest.mark.parametrize("bad", [6, -1, "3", True])
def test_bad_throw_names_the_field(bad: object) -> None:
    with pytest.raises(StickGameError, match=r"rounds\[0\]\.B"):
        jujai.settle(["A", "B"], [{"A": 4, "B": bad}])  # type: ignore[dict-item]


def test_win_probability_formula_for_two_players() -> None:
    # k = 5: wins outright unless the other also throws 5 (then half): 31/32 + 1/32 * 1/2
    assert jujai.win_probability(2, 5) == Fraction(31, 32) + Fraction(1, 64)
    assert jujai.win_probability(2, 0) == Fraction(1, 64)


@pytest.mark.parametrize("n", [2, 3, 4, 7])
def test_win_probability_averages_to_one_over_n(n: int) -> None:
    dist = sticks.distribution()
    assert sum(p * jujai.win_probability(n, k) for k, p in enumerate(dist)) == Fraction(1, n)


@pytest.mark.parametrize("n", [2, 3, 5])
def test_tie_sizes_sum_to_one(n: int) -> None:
    s = jujai.stats(n)
    assert sum(s.top_tie_sizes) == 1
    assert s.top_tie_sizes[0] == 0


def test_two_player_stats() -> None:
    s = jujai.stats(2)
    tie = sum(p * p for p in sticks.distribution())  # 252/1024
    assert s.unique_winner_first_round == 1 - tie
    assert s.expected_rounds == 1 / (1 - tie)
    assert s.expected_stakes == 2 / (1 - tie)


@given(st.integers(2, 6), st.integers(0, 2**32))
def test_seeded_play_is_zero_sum_and_reproducible(n: int, seed: int) -> None:
    players = [f"p{i}" for i in range(n)]
    first = jujai.play(players, random.Random(seed))
    again = jujai.play(players, random.Random(seed))
    assert first == again
    assert first.winner in players
    assert sum(first.net.values()) == 0
    assert first.pot == sum(first.paid.values())


def test_rules_json_round_trip_and_unknown_field() -> None:
    rules = jujai.JujaiRules.from_json({"stake": 2})
    assert jujai.JujaiRules.from_json(rules.to_json()) == rules
    with pytest.raises(StickGameError, match="bogus"):
        jujai.JujaiRules.from_json({"bogus": 1})


def test_a_game_records_at_most_its_round_limit() -> None:
    tied = jujai.JujaiGame(("A", "B"), 1, tuple({"A": 0, "B": 0} for _ in range(jujai.MAX_GAME_ROUNDS)))
    assert tied.to_play == "A" and not tied.over
    step = jujai.apply_throw(tied, "A", 2)
    assert step.legal is False and step.state is tied and "1000 rounds" in (step.reason or "")
    shorter = jujai.JujaiGame(("A", "B"), 1, tied.rounds[:-1])
    assert jujai.apply_throw(shorter, "A", 2).legal is True
