from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.utage import (
    Formula,
    FormulaError,
    UtageError,
    UtageRules,
    expected_lord_score,
    lord_score,
    lord_score_distribution,
)

EXAMPLE = Formula.parse("SLOT1 + SLOT2 + MAX × COUNT")


def test_worked_example_scores_34() -> None:
    result = lord_score(EXAMPLE, [4, 6], [2, 2, 3, 5, 6])
    assert (result.marks, result.count, result.value) == ((6,), 4, 34)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1 + 2 × 3", 7),
        ("(1 + 2) × 3", 9),
        ("7 ÷ 2", 3),
        ("(0 - 7) / 2", -4),  # division floors
        ("5 ÷ (3 - 3)", 0),  # division by zero counts 0
        ("10 - 2 - 3", 5),
        ("２＋３＊（４）", 14),  # full-width input
        ("max + min", 6 + 2),
        ("最大 + 最小 × 個数", 6 + 2 * 2),
        ("SLOT(2) × 10 + slot 1", 60 + 4),
    ],
)
def test_evaluation(text: str, value: int) -> None:
    assert lord_score(Formula.parse(text), [4, 6][: Formula.parse(text).slot_count], [2, 3, 5, 6]).value == value


def test_marks_are_filled_left_to_right_and_count_is_what_remains() -> None:
    formula = Formula.parse("MIN + MAX × 10 + MAX × 100 + COUNT × 1000")
    result = lord_score(formula, [], [1, 4, 5])
    assert result.marks == (1, 5, 4) and result.count == 0 and result.value == 1 + 50 + 400
    short = lord_score(formula, [], [3])
    assert short.marks == (3, None, None) and short.value == 3


def test_empty_slots_and_missing_dice_use_the_empty_value() -> None:
    assert lord_score(EXAMPLE, [None, 6], []).value == 6
    assert lord_score(EXAMPLE, [None, 6], [], UtageRules(empty_value=1)).value == 1 + 6 + 1 * 0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "column 1: expected a number"),
        ("1 +", "column 4: expected a number.*ended"),
        ("(1 + 2", "column 7: expected '\\)'"),
        ("1 2", "column 3: unexpected '2'"),
        ("SLOT0", "slot number must be 1"),
        ("SLOT", "SLOT needs a slot number"),
        ("SLOT(1", "expected '\\)' after the slot number"),
        ("MAX ** 2", "column 6"),
        ("__import__('os')", "column 1: unexpected character '_'"),
        ("99999999", "exceeds"),
        ("(" * 50 + "1" + ")" * 50, "nested deeper"),
    ],
)
def test_parse_errors_name_the_column(text: str, message: str) -> None:
    with pytest.raises(FormulaError, match=message):
        Formula.parse(text)


def test_non_string_formula_is_rejected() -> None:
    with pytest.raises(FormulaError, match="expected a string"):
        Formula.parse(3)


@settings(max_examples=400)
@given(st.text(max_size=60) | st.text(alphabet="0123456789+-×÷*/() SLOTMAXINCU最大小個数", max_size=60))
def test_arbitrary_text_only_ever_raises_formula_error(text: str) -> None:
    try:
        formula = Formula.parse(text)
    except FormulaError:
        return
    slots = [3] * formula.slot_count
    assert isinstance(lord_score(formula, slots, [1, 6, 2]).value, int)


def test_wrong_slot_count_and_bad_dice() -> None:
    with pytest.raises(UtageError, match="2 slot"):
        lord_score(EXAMPLE, [1], [])
    with pytest.raises(UtageError, match=r"lord_dice\[1\]"):
        lord_score(EXAMPLE, [1, 2], [3, 7])
    with pytest.raises(UtageError, match=r"slots\[0\]"):
        lord_score(EXAMPLE, [0, 2], [3])
    with pytest.raises(UtageError, match="n_dice"):
        lord_score_distribution(EXAMPLE, [1, 2], 61)


def brute(formula: Formula, slots: list[int | None], n: int) -> dict[int, Fraction]:
    counts = Counter(lord_score(formula, slots, roll).value for roll in itertools.product(range(1, 7), repeat=n))
    return {v: Fraction(c, 6**n) for v, c in sorted(counts.items())}


@pytest.mark.parametrize("text", ["SLOT1 + SLOT2 + MAX × COUNT", "MIN - MAX + MIN × MAX", "MAX × MAX ÷ (MIN + 1)",
                                  "COUNT", "MAX + MIN + MAX + MIN + MAX"])
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4])
def test_distribution_matches_brute_force(text: str, n: int) -> None:
    formula = Formula.parse(text)
    slots: list[int | None] = [4, None][: formula.slot_count]
    dist = lord_score_distribution(formula, slots, n)
    assert dist == brute(formula, slots, n)
    assert sum(dist.values()) == 1


def test_expected_max_and_min() -> None:
    e_max = [expected_lord_score(Formula.parse("MAX"), [], n) for n in range(1, 7)]
    assert [round(float(e), 2) for e in e_max] == [3.5, 4.47, 4.96, 5.24, 5.43, 5.56]
    assert e_max[1] == Fraction(161, 36)
    for n in range(1, 7):
        assert expected_lord_score(Formula.parse("MIN"), [], n) == 7 - e_max[n - 1]


def test_large_lord_cup_is_exact() -> None:
    dist = lord_score_distribution(EXAMPLE, [4, 6], 40)
    assert sum(dist.values()) == 1
    assert dist[4 + 6 + 6 * 39] == 1 - Fraction(5, 6) ** 40


FACTORS = st.sampled_from(["MAX", "MIN", "COUNT", "SLOT1", "SLOT(2)", "3", "0", "最大", "最小"])


def formulas() -> st.SearchStrategy[str]:
    return st.recursive(
        FACTORS,
        lambda inner: st.one_of(
            st.tuples(inner, st.sampled_from([" + ", " - ", " × ", " ÷ ", "*", "/"]), inner).map("".join),
            inner.map(lambda e: f"({e})"),
        ),
        max_leaves=6,
    )


@settings(max_examples=60, deadline=None)
@given(formulas(), st.integers(0, 3), st.sampled_from([None, 1, 6]))
def test_generated_formulas_have_exact_distributions(text: str, n: int, slot_one: int | None) -> None:
    formula = Formula.parse(text)
    slots: list[int | None] = [slot_one, 5][: formula.slot_count]
    dist = lord_score_distribution(formula, slots, n)
    assert sum(dist.values()) == 1
    assert dist == brute(formula, slots, n)
