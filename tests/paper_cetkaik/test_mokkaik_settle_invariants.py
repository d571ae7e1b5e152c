"""行戦 settle: seasons the service played, settled, and each broken in exactly one invariant.

The settle checker (``mokkaik.season_settlement``) enforces nine invariants, each named by its field:

1. ``public_counts`` names 2 to 6 distinct players;
2. each count is a whole number, not negative (``public_counts.<player>``);
3. no count is above the cards a player is dealt (10 for 2-4 players, 8 for 5-6) (``public_counts.<player>``);
4. the counts add up to the cards a player is dealt (``public_counts``);
5. the winner is one of the players (``winner``);
6. the winner holds at least one 公開札: they won the last trick (``public_counts.<winner>``);
7. the dealer is one of the players (``dealer``);
8. the dealer bonus is at least 2: it starts there and only grows (``bonus``);
9. the dealer bonus is at most ``rules.seasons + 1`` (``bonus``).

The property test plays random seeded seasons to the end, settles each as it ended (accepted, zero-sum, the same
as settling the state), then breaks one invariant at a time; every mutant must be refused naming its field and
the invariant. The mutants made are counted and printed (run with ``-s``).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import mokkaik
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.mokkaik import MokkaikRules

from .helpers import post

MADE: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    print(f"\n行戦 settle mutants: {sum(MADE.values())} in all, by invariant: {dict(sorted(MADE.items()))}")


def _played_season(seed: int, n: int) -> mokkaik.MokkaikState:
    """A season the service deals from ``seed`` and plays out with random legal plays."""
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(n)]
    state = mokkaik.new_season(players, rng.choice(players), rng)
    while state.to_play is not None:
        player = state.to_play
        options = mokkaik.legal_plays(state.hands[player], state.trick)
        if options.combos and (options.discard_size is None or rng.random() < 0.6):
            step = mokkaik.apply(state, player, rng.choice(options.combos).cards)
        else:
            assert options.discard_size is not None
            down = rng.sample(state.hands[player], options.discard_size)
            step = mokkaik.apply(state, player, down, face_down=True)
        assert step.adjudication.legal, step.adjudication.reason
        state = step.state
    return state


Settle = tuple[dict[str, int], str, str, int]
#: A mutant: its invariant, the settle arguments broken, the field named and a phrase of the message.
Mutant = tuple[str, Settle, str, str]


def _mutants(counts: dict[str, int], winner: str, dealer: str, bonus: int, rules: MokkaikRules,
             rng: random.Random) -> list[Mutant]:
    players = list(counts)
    other = rng.choice([p for p in players if p != winner])
    dealt = mokkaik.hand_size(len(players))
    made: list[Mutant] = []

    def add(name: str, c: dict[str, int], w: str, d: str, b: int, field: str, phrase: str) -> None:
        made.append((name, (c, w, d, b), field, phrase))

    room = rng.choice([p for p in players if counts[p] < dealt])
    add("an extra 公開札", {**counts, room: counts[room] + 1}, winner, dealer, bonus, "public_counts", "add up to")
    someone = rng.choice(players)
    lost = rng.choice([p for p in players if counts[p]])
    add("a 公開札 missing", {**counts, lost: counts[lost] - 1}, winner, dealer, bonus, "public_counts", "add up to")
    add("more than a hand", {**counts, someone: dealt + 1}, winner, dealer, bonus, f"public_counts.{someone}",
        f"no one holds more than {dealt}")
    add("a negative count", {**counts, someone: -1}, winner, dealer, bonus, f"public_counts.{someone}",
        "from 0")
    moved = {**counts, other: counts[other] + counts[winner], winner: 0}
    add("a winner without 公開札", moved, winner, dealer, bonus, f"public_counts.{winner}", "at least one")
    add("a dealer bonus of 1", counts, winner, dealer, 1, "bonus", "starts at 2")
    add("a dealer bonus out of reach", counts, winner, dealer, rules.seasons + 2, "bonus", "grows by 1")
    add("a winner not seated", counts, "nobody", dealer, bonus, "winner", "not one of the players")
    add("a dealer not seated", counts, winner, "nobody", bonus, "dealer", "not one of the players")
    add("one player", {winner: dealt}, winner, winner, bonus, "public_counts", "2 to 6 players")
    return made


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 6), st.integers(1, 6), st.sampled_from(["payer_or_payee_is_dealer",
                                                                                       "payer_is_dealer"]))
def test_every_season_played_settles_and_every_one_broken_invariant_is_refused(
    seed: int, n: int, seasons: int, multiplier: str
) -> None:
    rules = MokkaikRules.from_json({"seasons": seasons, "dealer_multiplier": multiplier})
    rng = random.Random(seed)
    ended = _played_season(seed, n)
    assert ended.season_winner is not None
    counts = {p: len(ended.public[p]) for p in ended.players}
    bonus = rng.randint(2, seasons + 1)
    settled = mokkaik.season_settlement(counts, ended.season_winner, ended.dealer, bonus, rules)
    assert sum(settled.net.values()) == 0
    assert settled == mokkaik.settle_state(mokkaik.MokkaikState(**{**_fields(ended), "bonus": bonus}), rules)
    for name, (c, w, d, b), field, phrase in _mutants(counts, ended.season_winner, ended.dealer, bonus, rules, rng):
        with pytest.raises(CardError) as refused:
            mokkaik.season_settlement(c, w, d, b, rules)
        assert refused.value.field == field, (name, str(refused.value))
        assert phrase in refused.value.message, (name, str(refused.value))
        MADE[name] += 1


def _fields(state: mokkaik.MokkaikState) -> dict[str, Any]:
    return {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}  # compiled classes have no __slots__


def test_the_book_examples_still_settle() -> None:
    book = mokkaik.season_settlement({"甲": 7, "乙": 2, "丙": 1}, "乙", "甲", 2)
    assert book.net == {"甲": 2, "乙": 3, "丙": -5}
    # the booklet's 4 players: Red 1, Black 6, Blue 1, so Yellow, the winner, holds the other 2 of the 10
    booklet = mokkaik.season_settlement({"Yellow": 2, "Red": 1, "Black": 6, "Blue": 1}, "Yellow", "Blue", 2)
    assert booklet.net == {"Yellow": 15, "Red": -5, "Black": 0, "Blue": -10}


@pytest.mark.parametrize(("body", "field", "phrase"), [
    ({"public_counts": {"甲": 7, "乙": 2, "丙": 2}, "winner": "乙", "dealer": "甲"}, "public_counts",
     "add up to the 10 cards"),
    ({"public_counts": {"甲": 11, "乙": 0}, "winner": "甲", "dealer": "甲"}, "public_counts.甲", "at most 10"),
    ({"public_counts": {"甲": 10, "乙": 0, "丙": 0}, "winner": "乙", "dealer": "甲"}, "public_counts.乙",
     "at least one 公開札"),
    ({"public_counts": {"甲": 7, "乙": 2, "丙": 1}, "winner": "乙", "dealer": "甲", "bonus": 1}, "bonus",
     "starts at 2"),
    ({"public_counts": {"甲": 7, "乙": 2, "丙": 1}, "winner": "乙", "dealer": "甲", "bonus": 6}, "bonus",
     "it is 2 to 5, not 6"),
    ({"public_counts": {"甲": 2, "乙": 2, "丙": 2, "丁": 2, "戊": 1}, "winner": "乙", "dealer": "甲"},
     "public_counts", "8 cards each of 5 players"),
])
def test_api_settle_refuses_the_issues_seasons_naming_the_field(client: Any, body: dict[str, Any], field: str,
                                                                phrase: str) -> None:
    answer = post(client, "/v1/paper-cetkaik/mokkaik/settle", body, 422)
    (messages,) = [m for f, m in answer["errors"]["json"].items() if f == field]
    assert phrase in " ".join(messages), answer


def test_api_settle_bonus_reaches_seasons_plus_one(client: Any) -> None:
    body = {"public_counts": {"甲": 7, "乙": 2, "丙": 1}, "winner": "甲", "dealer": "甲", "bonus": 6,
            "ruleset": {"seasons": 5}}
    assert post(client, "/v1/paper-cetkaik/mokkaik/settle", body)["next_bonus"] == 7
