"""小猫 whole games: seasons dealt from the seed, each ending when the stock runs out, to the last or a points cap.

The property test takes games the service itself played (random seeded seasons, random legal plays) and breaks
exactly one invariant of the state at a time; every broken state must be refused naming the field and the broken
invariant, every unbroken one accepted.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import nine
from adjudicator.games.paper_cetkaik.cards import Card, CardError
from adjudicator.games.paper_cetkaik.nine import NineMatch, NineRules

from .helpers import nine_choose

#: The mutants each kind of breakage produced over the property test's examples (printed with ``-s``).
MUTANTS: Counter[str] = Counter()


def play(seed: int, n: int, steps: int, rules: NineRules) -> tuple[NineMatch, str | None]:
    """Play ``steps`` random legal actions (or to the end); return the game and who played the last combo."""
    rng = random.Random(seed)
    match = nine.new_match([f"p{i}" for i in range(n)], seed, rules)
    last = None
    for _ in range(steps):
        if match.over:
            break
        player, cards = nine_choose(match, rng)
        step = nine.apply_match(match, player, cards)
        assert step.step.legal, step.step.reason
        match = step.state
        last = player if cards is not None else last
    return match, last


def shed(match: NineMatch) -> tuple[str, list[Card] | None]:
    """Always play when able, the biggest combo (the weakest of them): the policy that empties hands."""
    season = match.season
    player = season.to_play
    assert player is not None
    plays = nine.legal_plays(season.hands[player], season.table[-1] if season.table else None)
    return player, list(max(plays, key=lambda c: (c.size, -c.strength)).cards) if plays else None


def play_out(seed: int, n: int, rules: NineRules, greedy: bool) -> Iterator[tuple[nine.NineMatchStep, NineMatch]]:
    """Yield every step of a whole game played to its end by :func:`choose` (or :func:`shed`), with the game before
    it."""
    rng = random.Random(seed)
    match = nine.new_match([f"p{i}" for i in range(n)], seed, rules)
    while not match.over:
        step = nine.apply_match(match, *(shed(match) if greedy else nine_choose(match, rng)))
        assert step.step.legal, step.step.reason
        yield step, match
        match = step.state


def sent(match: NineMatch) -> dict[str, Any]:
    """The game as a client sends it back (through JSON)."""
    data: dict[str, Any] = json.loads(json.dumps(match.to_json()))
    return data


def with_length(rules: NineRules, seasons: int, cap: int | None) -> NineRules:
    return NineRules(table_cards_to=rules.table_cards_to, seasons=seasons, points_cap=cap)


# --- the mutants: each breaks one invariant, or is None where the state does not determine it ----------------------

#: A mutant: the game sent back, the rules it is sent with, the field the refusal must name (its start) and a
#: pattern its message must match.
Mutant = tuple[dict[str, Any], NineRules, str, str]
Mutator = Callable[[NineMatch, str | None, random.Random], Mutant | None]


def extra_card(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Conservation: a card more in a hand (the state holds the whole deck, each card once)."""
    data = sent(match)
    player = rng.choice(match.players)
    data["season"]["hands"][player].append(str(rng.choice(match.rules.deck.cards())))
    return data, match.rules, "state.season", "deck has only|the deck|exactly|card"


def lost_card(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Conservation: a card of a hand vanishes."""
    holders = [p for p in match.players if match.season.hands[p]]
    if not holders:
        return None
    player = rng.choice(holders)
    data = sent(match)
    data["season"]["hands"][player].pop(rng.randrange(len(data["season"]["hands"][player])))
    return data, match.rules, "state.season", "missing|holds|dealt"


def stock_order(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """The deal: the stock's cards in another order than the seed's deal left them (declines draw from the top)."""
    stock = [str(c) for c in match.season.stock]
    if len(set(stock)) < 2:
        return None
    i, j = next((i, j) for i in range(len(stock)) for j in range(i + 1, len(stock)) if stock[i] != stock[j])
    data = sent(match)
    data["season"]["stock"][i], data["season"]["stock"][j] = stock[j], stock[i]
    return data, match.rules, "state.season.stock", "top"


def repeated_turn(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Whose turn: the player who played the last combo on the table plays again."""
    if match.over or not match.season.table or last is None or last == match.to_play:
        return None
    data = sent(match)
    data["season"]["to_play"] = data["to_play"] = last
    return data, match.rules, "state.season.to_play", "order of turns|out of the round"


def season_score(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Reachable scores: a score the season's draws so far cannot give."""
    player = rng.choice(match.players)
    data = sent(match)
    data["season"]["scores"][player] = 100000
    return data, match.rules, "state.season.scores", "scores? at most"


def result_score(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Reachable scores: a finished season's score out of reach given its stock (the 100000 of /nine/result)."""
    if not match.results:
        return None
    i = rng.randrange(len(match.results))
    player = rng.choice(match.players)
    data = sent(match)
    data["results"][i]["scores"][player] = 100000
    data["results"][i]["points"][player] = 100000
    return data, match.rules, f"state.results[{i}].scores", "at most"


def result_points(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Reachable scores: a season's points other than its scores and the dealer's +1 give."""
    if not match.results:
        return None
    i = rng.randrange(len(match.results))
    player = rng.choice(match.players)
    data = sent(match)
    data["results"][i]["points"][player] += 1
    return data, match.rules, f"state.results[{i}].points.{player}", r"\+1"


def totals(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Reachable scores: a total other than the sum of the seasons' points."""
    player = rng.choice(match.players)
    data = sent(match)
    data["totals"][player] += rng.choice([1, 100000])
    return data, match.rules, f"state.totals.{player}", "sums"


def dealer(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Dealer rotation: the season dealt by someone else than the dealer at the end of the season before."""
    data = sent(match)
    data["dealer"] = rng.choice([p for p in match.players if p != match.dealer])
    return data, match.rules, "state.dealer", "deals"


def after_the_last_season(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Nothing after the end: the game sent with fewer seasons than it has played (it would have ended)."""
    if match.season_number < 2:
        return None
    seasons = rng.randrange(1, match.season_number)
    data = {**sent(match), "seasons": seasons}
    return data, with_length(match.rules, seasons, None), "state.season_number", "ends"


def after_the_cap(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Nothing after the end: an earlier season took a total to the points cap, yet the game goes on."""
    before = match.results[: match.season_number - 1]
    best = max((sum(r.settled.scores[p] for r in before) for p in match.players), default=0)
    if not best:
        return None
    cap = rng.randint(1, best)
    data = {**sent(match), "points_cap": cap}
    return data, with_length(match.rules, match.rules.seasons, cap), "state.season_number", "cap"


def over_too_early(match: NineMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Nothing after the end: a finished game sent back as one season longer than its rules play."""
    if not match.over:
        return None
    data = {**sent(match), "season_number": match.rules.seasons + 1}
    return data, match.rules, "state.season_number", "ends with the last"


MUTATORS: list[Mutator] = [extra_card, lost_card, stock_order, repeated_turn, season_score, result_score,
                           result_points, totals, dealer, after_the_last_season, after_the_cap, over_too_early]


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(MUTANTS.items()))
    print(f"\n小猫 mutants: {sum(MUTANTS.values())} in all, {kinds}")


@settings(max_examples=25, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate])
@given(seed=st.integers(0, 10**6), n=st.integers(2, 4), steps=st.integers(0, 300), seasons=st.integers(1, 3),
       table_to=st.sampled_from(["hand", "captured"]))
def test_every_state_of_a_random_game_is_accepted_and_each_broken_invariant_refused(
        seed: int, n: int, steps: int, seasons: int, table_to: str) -> None:
    rules = NineRules(table_cards_to=table_to, seasons=seasons)  # type: ignore[arg-type]
    match, last = play(seed, n, steps, rules)
    assert NineMatch.from_json(sent(match), rules) == match  # the unbroken state is accepted
    rng = random.Random(seed)
    for mutate in MUTATORS:
        made = mutate(match, last, rng)
        if made is None:
            continue
        data, with_rules, field, words = made
        MUTANTS[mutate.__name__] += 1
        with pytest.raises(CardError) as caught:
            NineMatch.from_json(data, with_rules)
        err = caught.value
        assert err.field is not None and err.field.startswith(field), (mutate.__name__, err.field, err.message)
        assert re.search(words, err.message), (mutate.__name__, err.field, err.message)


# --- seeded whole games pinned to their final scores -------------------------------------------------------------


@pytest.mark.parametrize(("seed", "n", "greedy", "rules", "seasons", "totals", "winners"), [
    (3, 3, False, NineRules(), 4, {"p0": 1, "p1": 0, "p2": 3}, ["p2"]),  # nobody empties a hand: +1s only
    (8, 3, True, NineRules(seasons=3), 3, {"p0": 31, "p1": 1, "p2": 1}, ["p0"]),
    (8, 3, True, NineRules(seasons=4, points_cap=20), 1, {"p0": 31, "p1": 0, "p2": 0}, ["p0"]),  # the cap
    (8, 2, False, NineRules(seasons=3, table_cards_to="captured"), 3, {"p0": 1, "p1": 2}, ["p1"]),
])
def test_a_seeded_whole_game_is_checked_step_by_step_to_its_final_scores(
        seed: int, n: int, greedy: bool, rules: NineRules, seasons: int, totals: dict[str, int],
        winners: list[str]) -> None:
    results: list[nine.NineSeasonResult] = []
    match = None
    for step, before in play_out(seed, n, rules, greedy):
        match = step.state
        assert NineMatch.from_json(sent(match), rules) == match  # every state is taken back
        if step.settlement is None:
            assert match.season_number == before.season_number and match.results == before.results
            continue
        result = step.settlement
        results.append(result)
        assert result.dealer == before.dealer and result.next_dealer == step.step.state.dealer
        assert result.scores == step.step.state.scores and not step.step.state.stock  # the stock ran out
        top = max(result.scores.values())
        assert result.settled.scores == {p: s + (p == result.next_dealer and s == top)
                                         for p, s in result.scores.items()}
        assert match.totals == {p: sum(r.settled.scores[p] for r in results) for p in match.players}
        if not match.over:  # the next season is dealt at once, by the dealer at the end of this one
            assert match.season_number == before.season_number + 1 and match.dealer == result.next_dealer
            assert match.season.to_play == match.dealer and not match.season.table
    assert match is not None and match.over and match.to_play is None
    assert (match.season_number, match.totals, list(match.winners)) == (seasons, totals, winners)
    assert nine.apply_match(match, match.players[0], None).step.reason == "the game is over"


def test_a_season_result_out_of_reach_is_refused() -> None:
    with pytest.raises(CardError) as caught:
        nine.season_result({"A": 100000, "B": 0, "C": 0}, "A")
    assert caught.value.field == "scores.A" and "at most" in caught.value.message
    assert nine.season_result({"A": 5, "B": 5, "C": 2}, "B").scores == {"A": 5, "B": 6, "C": 2}
