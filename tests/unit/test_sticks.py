"""The sticks: exact distribution and reproducible casts."""

from fractions import Fraction

import pytest

from adjudicator.games import sticks
from adjudicator.games.errors import RulesError


def test_five_sticks_distribution_is_binomial_over_32() -> None:
    assert sticks.distribution(5) == tuple(Fraction(n, 32) for n in (1, 5, 10, 10, 5, 1))


def test_at_least_is_the_tail_sum() -> None:
    assert sticks.at_least(5) == tuple(Fraction(n, 32) for n in (32, 31, 26, 16, 6, 1))
    assert sticks.probability_at_least(3) == Fraction(1, 2)  # water entry
    assert sticks.probability_at_least(0) == 1
    assert sticks.probability_at_least(6) == 0


@pytest.mark.parametrize("n", range(1, sticks.MAX_STICKS + 1))
def test_distribution_sums_to_exactly_one(n: int) -> None:
    assert sum(sticks.distribution(n)) == 1
    assert len(sticks.distribution(n)) == n + 1


@pytest.mark.parametrize("bad", [0, 21, -1, True, 2.5])
def test_bad_number_of_sticks_is_refused(bad: object) -> None:
    with pytest.raises(RulesError, match="must be a whole number from 1 to 20") as info:
        sticks.distribution(bad)
    assert info.value.field == "sticks"


def test_seeded_casts_are_reproducible_and_well_formed() -> None:
    first = sticks.casts(5, 50, seed=7)
    assert first == sticks.casts(5, 50, seed=7)
    assert first != sticks.casts(5, 50, seed=8)
    assert all(len(c.faces) == 5 and c.total == sum(c.faces) for c in first)


def test_unseeded_casts_cover_the_outcomes() -> None:
    totals = {c.total for c in sticks.casts(5, 2000)}
    # P(some outcome of 6 is missing in 2000 casts) < 6 * (31/32)**2000, about 1e-27.
    assert totals == set(range(6))
