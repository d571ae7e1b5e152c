"""連友 whole games: seasons dealt from the seed, scored by finishing position, to the last season or a points cap.

The property test takes games the service itself played (random seeded seasons, random legal plays) and breaks
exactly one invariant of the state at a time; every broken state must be refused naming the field and the broken
invariant, every unbroken one accepted.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import Card, CardError, Kind
from adjudicator.games.paper_cetkaik.niekhi import NiekhiMatch, NiekhiRules

#: The mutants each kind of breakage produced over the property test's examples (printed with ``-s``).
MUTANTS: Counter[str] = Counter()


def choose(match: NiekhiMatch, rng: random.Random) -> tuple[str, list[Card] | None, list[niekhi.UaiChoice]]:
    """A random legal action of the player to play: a pass (when allowed) or a combo, 将 choices at random."""
    season = match.season
    player = season.to_play
    assert player is not None
    plays = niekhi.legal_plays(season.hands[player], season.current, match.rules)
    if season.current is not None and (not plays or rng.random() < 0.3):
        return player, None, []
    cards = list(rng.choice(plays).cards)
    options = niekhi.uai_choices(season)
    uai = [rng.choice(options) for c in cards if c.kind is Kind.UAI1]
    return player, cards, uai


def play(seed: int, n: int, steps: int, rules: NiekhiRules) -> tuple[NiekhiMatch, str | None]:
    """Play ``steps`` random legal actions (or to the end); return the game and who acted last."""
    rng = random.Random(seed)
    match = niekhi.new_match([f"p{i}" for i in range(n)], seed, rules)
    last = None
    for _ in range(steps):
        if match.over:
            break
        player, cards, uai = choose(match, rng)
        step = niekhi.apply_match(match, player, cards, uai)
        assert step.step.legal, step.step.reason
        match, last = step.state, player
    return match, last


def play_out(seed: int, n: int, rules: NiekhiRules) -> Iterator[tuple[niekhi.NiekhiMatchStep, NiekhiMatch]]:
    """Yield every step of a whole game played to its end by :func:`choose`, with the game before it."""
    rng = random.Random(seed)
    match = niekhi.new_match([f"p{i}" for i in range(n)], seed, rules)
    while not match.over:
        step = niekhi.apply_match(match, *choose(match, rng))
        assert step.step.legal, step.step.reason
        yield step, match
        match = step.state


def sent(match: NiekhiMatch) -> dict[str, Any]:
    """The game as a client sends it back (through JSON)."""
    data: dict[str, Any] = json.loads(json.dumps(match.to_json()))
    return data


def refused(data: dict[str, Any], rules: NiekhiRules) -> CardError:
    with pytest.raises(CardError) as caught:
        NiekhiMatch.from_json(data, rules)
    return caught.value


# --- the mutants: each breaks one invariant, or is None where the state does not determine it ----------------------

#: A mutant: the game sent back, the rules it is sent with, the field the refusal must name and words its message
#: must hold.
Mutant = tuple[dict[str, Any], NiekhiRules, str, str]
Mutator = Callable[[NiekhiMatch, str | None, random.Random], Mutant | None]


def extra_card(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Conservation: one more copy of a card than the season's deal puts in play, in a hand."""
    data = sent(match)
    dealt = niekhi.new_game(match.players, match.dealer, niekhi.season_rng(match.seed, match.season_number),
                            match.rules)
    used = Counter(c for h in dealt.hands.values() for c in h)
    seen = Counter([*match.season.discard, *(c for h in match.season.hands.values() for c in h)])
    holders = [p for p in match.players if match.season.hands[p]]
    if not holders:
        return None
    player = rng.choice(holders)
    card = rng.choice(sorted({c for c in match.rules.deck.cards() if seen[c] >= used[c]}, key=str))
    data["season"]["hands"][player].append(str(card))
    return data, match.rules, "state.season", "deck has only|deals|holds"


def lost_card(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Conservation: a card of a hand vanishes, before any 将 has been played (the only way a card leaves play)."""
    if any(c.kind is Kind.UAI1 for c in match.season.discard):
        return None
    holders = [p for p in match.players if len(match.season.hands[p]) >= 2]
    if not holders:
        return None
    player = rng.choice(holders)
    data = sent(match)
    data["season"]["hands"][player].pop(rng.randrange(len(data["season"]["hands"][player])))
    return data, match.rules, "state.season.discard", "missing"


def moved_card(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Conservation: a card passes from one hand to another, before any 将 (which alone moves cards to a hand)."""
    if any(c.kind is Kind.UAI1 for c in match.season.discard):
        return None
    dealt = niekhi.new_game(match.players, match.dealer, niekhi.season_rng(match.seed, match.season_number),
                            match.rules)
    for giver in rng.sample(match.players, len(match.players)):
        for taker in match.players:
            for card in match.season.hands[giver]:
                if taker != giver and match.season.hands[taker] and \
                        match.season.hands[taker].count(card) + 1 > dealt.hands[taker].count(card):
                    data = sent(match)
                    data["season"]["hands"][giver].remove(str(card))
                    data["season"]["hands"][taker].append(str(card))
                    return data, match.rules, f"state.season.hands.{taker}", "not dealt|deal gives"
    return None


def repeated_turn(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Whose turn: the player who just played the combo on the table plays again."""
    season = match.season
    if match.over or season.current is None or season.passes or season.current_player not in season.in_play:
        return None
    data = sent(match)
    data["season"]["to_play"] = data["to_play"] = season.current_player
    return data, match.rules, "state.season.to_play", "turn"


def wrong_leader(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Whose turn: someone else than the dealer leads the season's first combo."""
    if match.over or match.season.discard:
        return None
    data = sent(match)
    data["season"]["to_play"] = data["to_play"] = rng.choice([p for p in match.players if p != match.dealer])
    return data, match.rules, "state.season.to_play", "dealer"


def season_points(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Reachable scores: a season's points other than its finishing order gives."""
    if not match.results:
        return None
    i = rng.randrange(len(match.results))
    player = rng.choice(match.players)
    data = sent(match)
    data["results"][i]["points"][player] += rng.choice([1, 100000])
    return data, match.rules, f"state.results[{i}].points.{player}", "scores"


def totals(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Reachable scores: a total other than the sum of the seasons' points."""
    player = rng.choice(match.players)
    data = sent(match)
    data["totals"][player] += rng.choice([1, 100000])
    return data, match.rules, f"state.totals.{player}", "sums"


def dealer(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Dealer rotation: the season dealt by someone else than the winner of the season before."""
    data = sent(match)
    data["dealer"] = rng.choice([p for p in match.players if p != match.dealer])
    return data, match.rules, "state.dealer", "deals"


def after_the_last_season(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Nothing after the end: the game sent with fewer seasons than it has played (it would have ended)."""
    if match.season_number < 2:
        return None
    seasons = rng.randrange(1, match.season_number)
    rules = NiekhiRules(remainder=match.rules.remainder, uai_remove_scope=match.rules.uai_remove_scope,
                        seasons=seasons, points_cap=match.rules.points_cap)
    data = {**sent(match), "seasons": seasons}
    return data, rules, "state.season_number", "ends"


def after_the_cap(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Nothing after the end: an earlier season took a total to the points cap, yet the game goes on."""
    before = match.results[: match.season_number - 1]
    best = max((sum(r.points[p] for r in before) for p in match.players), default=0)
    if not best:
        return None
    cap = rng.randint(1, best)
    rules = NiekhiRules(remainder=match.rules.remainder, uai_remove_scope=match.rules.uai_remove_scope,
                        seasons=match.rules.seasons, points_cap=cap)
    data = {**sent(match), "points_cap": cap}
    return data, rules, "state.season_number", "cap"


def over_too_early(match: NiekhiMatch, last: str | None, rng: random.Random) -> Mutant | None:
    """Nothing after the end: a finished game sent back as one season longer than its rules play."""
    if not match.over or match.season_number >= 100:
        return None
    data = sent(match)
    data["season_number"] = match.rules.seasons + 1
    return data, match.rules, "state.season_number", "ends with the last"


MUTATORS: list[Mutator] = [extra_card, lost_card, moved_card, repeated_turn, wrong_leader, season_points, totals,
                           dealer, after_the_last_season, after_the_cap, over_too_early]


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(MUTANTS.items()))
    print(f"\n連友 mutants: {sum(MUTANTS.values())} in all, {kinds}")


@settings(max_examples=25, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate])
@given(seed=st.integers(0, 10**6), n=st.integers(3, 5), steps=st.integers(0, 400), seasons=st.integers(1, 3),
       remainder=st.sampled_from(["unused", "uneven"]), scope=st.sampled_from(["all", "hands"]))
def test_every_state_of_a_random_game_is_accepted_and_each_broken_invariant_refused(
        seed: int, n: int, steps: int, seasons: int, remainder: str, scope: str) -> None:
    rules = NiekhiRules(remainder=remainder, uai_remove_scope=scope, seasons=seasons)  # type: ignore[arg-type]
    match, last = play(seed, n, steps, rules)
    assert NiekhiMatch.from_json(sent(match), rules) == match  # the unbroken state is accepted
    rng = random.Random(seed)
    for mutate in MUTATORS:
        made = mutate(match, last, rng)
        if made is None:
            continue
        data, with_rules, field, words = made
        MUTANTS[mutate.__name__] += 1
        err = refused(data, with_rules)
        assert err.field is not None and err.field.startswith(field), (mutate.__name__, err.field, err.message)
        assert re.search(words, err.message), (mutate.__name__, err.field, err.message)


# --- seeded whole games pinned to their final scores -------------------------------------------------------------


@pytest.mark.parametrize(("seed", "n", "rules", "seasons", "totals", "winners"), [
    (7, 3, NiekhiRules(), 4, {"p0": 3, "p1": 6, "p2": 3}, ["p1"]),
    (11, 4, NiekhiRules(seasons=3, remainder="uneven"), 3, {"p0": 3, "p1": 4, "p2": 5, "p3": 6}, ["p3"]),
    (5, 3, NiekhiRules(seasons=20, points_cap=5), 4, {"p0": 2, "p1": 5, "p2": 5}, ["p1", "p2"]),  # the cap, a tie
])
def test_a_seeded_whole_game_is_checked_step_by_step_to_its_final_scores(
        seed: int, n: int, rules: NiekhiRules, seasons: int, totals: dict[str, int], winners: list[str]) -> None:
    results: list[niekhi.NiekhiSeasonResult] = []
    match = None
    for step, before in play_out(seed, n, rules):
        match = step.state
        assert NiekhiMatch.from_json(sent(match), rules) == match  # every state is taken back
        if step.settlement is None:
            assert match.season_number == before.season_number and match.results == before.results
            continue
        result = step.settlement
        results.append(result)
        assert result.dealer == before.dealer and result.finished == step.step.state.finished
        assert result.points == niekhi.position_points(match.players, result.finished)
        assert sorted(result.points.values())[-1] == (n - 1 if result.finished else 0)
        assert match.totals == {p: sum(r.points[p] for r in results) for p in match.players}
        if not match.over:  # the next season is dealt at once, by the winner
            assert match.season_number == before.season_number + 1 and match.dealer == result.next_dealer
            assert not match.season.discard and match.season.to_play == match.dealer
    assert match is not None and match.over and match.to_play is None
    assert (match.season_number, match.totals, list(match.winners)) == (seasons, totals, winners)
    assert niekhi.apply_match(match, match.players[0], None).step.reason == "the game is over"


def test_a_season_scores_by_finishing_position() -> None:
    players = ("a", "b", "c", "d")
    assert niekhi.position_points(players, ("c", "a", "d")) == {"a": 2, "b": 0, "c": 3, "d": 1}
    assert niekhi.position_points(players, ("b",)) == {"a": 0, "b": 3, "c": 0, "d": 0}  # the others were emptied
    assert niekhi.next_dealer(players, "a", ("c", "a")) == "c"
    assert niekhi.next_dealer(players, "d", ()) == "a"  # no winner: the seat after the dealer


def test_the_length_travels_in_the_rules_and_the_state() -> None:
    rules = NiekhiRules.from_json({"seasons": 2, "points_cap": 9})
    assert (rules.seasons, rules.points_cap) == (2, 9) and rules.to_json()["points_cap"] == 9
    assert NiekhiRules().to_json()["seasons"] == 4
    with pytest.raises(CardError) as caught:
        NiekhiRules.from_json({"seasons": 0})
    assert caught.value.field == "rules.seasons"
    match = niekhi.new_match(["a", "b", "c"], 1, rules)
    data = sent(match)
    assert (data["seasons"], data["points_cap"]) == (2, 9)
    err = refused({**data, "seasons": 3}, rules)
    assert err.field == "state.seasons"
    err = refused(copy.deepcopy(data), NiekhiRules(seasons=2))
    assert err.field == "state.points_cap"
