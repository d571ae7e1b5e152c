from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games.stick_games import StickGameError, jujai, renkeki, renkeki_game
from adjudicator.games.stick_games.renkeki import RenkekiRules

BUSTY = RenkekiRules(first_throw_can_bust=True)


def _steps(*items: int | str) -> list[dict[str, object]]:
    return [{"decision": "bank"} if i == "bank" else {"decision": "throw", "cast": i} for i in items]


def test_book_example_bank_at_nine() -> None:
    result = renkeki.adjudicate_turn(_steps(3, 4, 2, "bank"))
    assert result.legal
    assert [t.total for t in result.history] == [3, 7, 9, 9]
    assert result.turn.result == 9


def test_book_example_bust_on_one() -> None:
    result = renkeki.adjudicate_turn(_steps(3, 4, 2, 1))
    assert result.turn.status == "bust"
    assert result.turn.result == 0


def test_first_throw_of_one_is_only_recorded_by_default() -> None:
    assert renkeki.adjudicate_turn(_steps(1, "bank")).turn.result == 1
    assert renkeki.adjudicate_turn(_steps(1), BUSTY).turn.status == "bust"


def test_illegal_decisions_are_adjudications() -> None:
    early = renkeki.adjudicate_turn(_steps("bank"))
    assert not early.legal and early.illegal_step == 0 and "first throw" in (early.reason or "")
    late = renkeki.adjudicate_turn(_steps(3, "bank", 4))
    assert not late.legal and late.illegal_step == 2
    assert late.turn.result == 3


def test_bad_step_names_the_field() -> None:
    with pytest.raises(StickGameError, match=r"steps\[1\]\.cast"):
        renkeki.adjudicate_turn(_steps(3, 7))
    with pytest.raises(StickGameError, match=r"steps\[0\]\.decision"):
        renkeki.adjudicate_turn([{"decision": "again", "cast": 3}])


def test_seeded_throws_are_reproducible() -> None:
    steps = [{"decision": "throw"}] * 3
    assert renkeki.adjudicate_turn(steps, rng=random.Random(7)) == renkeki.adjudicate_turn(steps, rng=random.Random(7))


@pytest.mark.parametrize("rules", [RenkekiRules(), BUSTY])
@pytest.mark.parametrize("t", [0, 1, 2, 5, 13, 20])
def test_policy_distribution_sums_to_one(rules: RenkekiRules, t: int) -> None:
    stats = renkeki.policy_stats(t, rules)
    assert sum(stats.distribution.values()) == 1
    assert stats.expected == sum(r * p for r, p in stats.distribution.items())
    assert all(r == 0 or r >= t for r in stats.distribution)


def test_threshold_zero_and_two_by_hand() -> None:
    assert renkeki.policy_stats(0).expected == Fraction(5, 2)
    # t = 2: a first 0 or 1 throws on; 5 comes from 5, from 0 then 5, or from 1 then 4
    stats = renkeki.policy_stats(2)
    p = Fraction(1, 32), Fraction(5, 32)
    assert stats.distribution[5] == p[0] + p[0] * p[0] + p[1] * p[1]
    assert stats.bust_probability == Fraction(6, 32) * Fraction(6, 32)


@pytest.mark.parametrize("rules", [RenkekiRules(), BUSTY])
def test_optimal_threshold_is_thirteen_and_beats_every_other(rules: RenkekiRules) -> None:
    analysis = renkeki.optimal_threshold(rules)
    assert analysis.threshold == 13
    assert analysis.expected == max(analysis.expected_by_threshold)
    assert analysis.expected_by_threshold.index(analysis.expected) == 13
    assert renkeki.marginal_gain(12) == Fraction(3, 32)
    assert renkeki.marginal_gain(13) == Fraction(-3, 32)


def test_first_throw_bust_lowers_the_expectation_by_the_first_throw_losses() -> None:
    assert renkeki.optimal_threshold(BUSTY).expected < renkeki.optimal_threshold().expected


def test_reach_probability() -> None:
    assert renkeki.reach_probability(5, 3) == Fraction(26, 32)
    assert renkeki.reach_probability(3, 3) == 1
    assert renkeki.reach_probability(0) == 1
    # from the start: a first throw of 2..5 reaches 2; a first 0/1 then needs one non-bust throw
    assert renkeki.reach_probability(2) == Fraction(26, 32) + Fraction(6, 32) * Fraction(26, 32)
    assert renkeki.reach_probability(2, None, BUSTY) == Fraction(26, 32)


@given(st.integers(0, 30), st.integers(0, 30))
def test_reach_is_monotone_in_the_target(target: int, start: int) -> None:
    assert renkeki.reach_probability(target + 1, start) <= renkeki.reach_probability(target, start)


def test_last_player_banks_only_when_ahead() -> None:
    behind = renkeki.advice(9, 10, 1, 0)
    assert behind.decision == "throw" and behind.share_if_bank == 0 and behind.share_if_throw == Fraction(26, 32)
    tied = renkeki.advice(10, 10, 1, 0)
    assert tied.share_if_bank == Fraction(1, 2)
    assert renkeki.advice(11, 10, 2, 0) == renkeki.Advice("bank", Fraction(1), Fraction(26, 32))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_open_play_seat_shares_sum_to_one(n: int) -> None:
    analysis = renkeki.open_play(n)
    assert sum(analysis.seat_shares) == 1
    assert analysis.seat_shares[-1] == max(analysis.seat_shares)  # the last seat has the most information


def test_hidden_play_two_players_has_no_pure_threshold_equilibrium() -> None:
    analysis = renkeki.hidden_play(2)
    assert analysis.best_reply[13] != 13
    assert analysis.equilibria == tuple(t for t, r in enumerate(analysis.best_reply) if r == t)


def test_settle_results_like_jujai() -> None:
    assert renkeki.settle({"A": 9, "B": 0, "C": 13}).winner == "C"
    assert renkeki.settle({"A": 9, "B": 9, "C": 0}).tied == ("A", "B")


def test_settle_a_whole_game_with_a_tie_rethrow() -> None:
    rounds = [
        {"A": _steps(3, 4, 2, "bank"), "B": _steps(5, 4, "bank"), "C": _steps(3, 4, 2, 1)},
        {"A": _steps(4, "bank"), "B": _steps(2, 0)},
    ]
    game = renkeki.settle_game(["A", "B", "C"], rounds)
    assert game.legal and game.settlement is not None
    assert game.settlement.rounds[0].tied == ("A", "B")
    assert game.settlement.winner == "A"
    assert game.settlement.net == {"A": 3, "B": -2, "C": -1}


def test_settle_game_reports_an_unfinished_turn() -> None:
    game = renkeki.settle_game(["A", "B"], [{"A": _steps(3), "B": _steps(4, "bank")}])
    assert not game.legal and "rounds[0].A" in (game.reason or "") and game.settlement is None


# --- a whole game ------------------------------------------------------------------------------------------------


def test_a_game_turn_records_at_most_its_step_limit() -> None:
    longest = renkeki.RenkekiTurn((2,) * (renkeki_game.MAX_TURN_STEPS - 1), 2 * (renkeki_game.MAX_TURN_STEPS - 1))
    game = renkeki_game.RenkekiGame(("A", "B"), 1, 1, ({"A": longest},))
    refused = renkeki_game.decide(game, "A", "throw", 3)
    assert refused.legal is False and refused.state is game and "199 throws" in (refused.reason or "")
    assert renkeki_game.throw_outcomes(game) == () and renkeki_game.can_bank(game)
    banked = renkeki_game.decide(game, "A", "bank")
    assert banked.legal is True and banked.state.to_play == "B"
    assert len(banked.state.to_json()["rounds"][0]["A"]) == renkeki_game.MAX_TURN_STEPS


def test_a_game_records_at_most_the_round_limit() -> None:
    bust = renkeki.RenkekiTurn((3, 0), 0, "bust")
    tied = renkeki_game.RenkekiGame(("A", "B"), 1, 1, tuple({"A": bust, "B": bust}
                                                            for _ in range(jujai.MAX_GAME_ROUNDS)))
    assert tied.to_play == "A" and not tied.over and tied.settlement.pot == 2 * jujai.MAX_GAME_ROUNDS
    refused = renkeki_game.decide(tied, "A", "throw", 2)
    assert refused.legal is False and "1000 rounds" in (refused.reason or "")
    assert renkeki_game.decide(renkeki_game.RenkekiGame(("A", "B"), 1, 1, tied.rounds[:-1]), "A", "throw", 2).legal
