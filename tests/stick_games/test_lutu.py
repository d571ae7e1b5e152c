from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games.stick_games import StickGameError, lutu

BOOK_BETS = [lutu.Bet("X", 5, 10), lutu.Bet("Y", 2, 10), lutu.Bet("Z", 3, 10)]


def test_book_example_net_mode() -> None:
    result = lutu.settle(BOOK_BETS, 2)
    assert result.children == {"X": -10, "Y": 20, "Z": -10}
    assert result.banker == 0


def test_gross_mode_returns_multiplier_times_stake_in_all() -> None:
    result = lutu.settle(BOOK_BETS, 2, lutu.LutuRules(payout_mode="gross"))
    assert result.children == {"X": -10, "Y": 10, "Z": -10}
    assert result.banker == 10


def test_edge_tables() -> None:
    assert lutu.edge_table("net") == {
        0: Fraction(-23, 32),
        1: Fraction(-7, 32),
        2: Fraction(-1, 16),
        3: Fraction(-1, 16),
        4: Fraction(-7, 32),
        5: Fraction(-23, 32),
    }
    assert lutu.edge_table("gross") == {
        0: Fraction(-3, 4),
        1: Fraction(-3, 8),
        2: Fraction(-3, 8),
        3: Fraction(-3, 8),
        4: Fraction(-3, 8),
        5: Fraction(-3, 4),
    }


def test_one_bet_per_child_by_default() -> None:
    bets = [lutu.Bet("X", 5, 10), lutu.Bet("X", 2, 10)]
    with pytest.raises(StickGameError, match=r"bets\[1\]\.child"):
        lutu.settle(bets, 2)
    assert lutu.settle(bets, 2, lutu.LutuRules(multi_bets=True)).children == {"X": 10}


def test_bad_bet_names_the_field() -> None:
    with pytest.raises(StickGameError, match=r"bets\[0\]\.number"):
        lutu.settle([{"child": "X", "number": 6, "stake": 1}], 2)  # type: ignore[list-item]
    with pytest.raises(StickGameError, match=r"bets\[0\]\.stake"):
        lutu.settle([{"child": "X", "number": 1, "stake": 0}], 2)  # type: ignore[list-item]


@given(
    st.lists(st.tuples(st.integers(0, 5), st.integers(1, 50)), min_size=1, max_size=6),
    st.sampled_from(["net", "gross"]),
)
def test_banker_expectation_is_the_average_settlement(raw: list[tuple[int, int]], mode: str) -> None:
    rules = lutu.LutuRules(payout_mode=mode)  # type: ignore[arg-type]
    bets = [lutu.Bet(f"c{i}", n, s) for i, (n, s) in enumerate(raw)]
    from adjudicator.games import sticks

    average = sum((p * lutu.settle(bets, x, rules).banker for x, p in enumerate(sticks.distribution())), Fraction(0))
    assert lutu.banker_expectation(bets, rules) == average
    for x in range(6):
        result = lutu.settle(bets, x, rules)
        assert result.banker + sum(result.children.values()) == 0
