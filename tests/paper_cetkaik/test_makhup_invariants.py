"""値木: states the service played, each broken in exactly one invariant, and whole games pinned to their scores.

The season checker (``MakhupState.from_json``) enforces, each named by its field:

1. 2 to 6 distinct players (``state.seats``);
2. every card in one place: no place holds a copy the deck has not got (the place named);
3. no card missing: hands, roads, stock and discard pile hold the whole deck (``state.stock``);
4. the state names its dealer and turn number, the dealer a player (``state.dealer``, ``state.turns_taken``);
5. passes only with an empty stock, a whole number up to the players, no passed player holding a play
   (``state.passes``);
6. the play emptying a hand resets the passes (``state.passes``);
7. at most one hand empty; the winners are who played out, or after everyone passed the fewest cards
   (``state.hands``, ``state.winners``);
8. ``to_play`` is null exactly when the game is over, ``over`` as stated (``state.to_play``, ``state.over``);
9. the stock only shrinks from what the deal leaves (``state.stock``);
10. a hand never grows past 6 under ``draw_to = road``, and by the cards drawn at most under ``hand``
    (``state.hands.<p>``);
11. no roads only with an empty stock (``state.roads``);
12. the turns taken within what the stock, hands and discard pile allow (``state.turns_taken``);
13. the passes in a row at most the turns taken (``state.passes``);
14. whose turn: the dealer's seat plus the turns taken; no one plays twice (``state.to_play``);
15. a game won by playing out ends on the winner's turn: no turn after it (``state.turns_taken``);
16. before any erase or pass, the plays and draws going round from the dealer fit the hands, roads and discard
    pile (``state.hands``).

A whole game (``MakhupMatch.from_json``) adds: 17. the seasons and points cap travel in it and match the rules
(``state.seasons``, ``state.points_cap``); 18. a season number within the game (``state.season_number``);
19. the dealer of the season (season 1 the first player; ``left``: one seat a season; ``winner``: a season won
before) (``state.season.dealer``); 20. the stock is the end of the season's dealt stock (``state.season.stock``);
21. a hand holds only cards dealt to that player (or drawn, under ``hand``) (``state.season.hands.<p>``);
22. the totals within what the seasons played give, none at the cap before the season in play
(``state.totals...``); 23. a season over only when the game is (``state.season.winners``); 24. ``to_play``, ``over``
and ``winners`` as stated.

The property test plays random seeded whole games (random rules), takes states along the way, accepts each, and
refuses each mutant naming its field; the mutants made are counted and printed (run with ``-s``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import makhup
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, CardError, deal, notation
from adjudicator.games.paper_cetkaik.makhup import MakhupMatch, MakhupRules, MakhupState, Play

from .helpers import post

MADE: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    if MADE:
        print(f"\n値木 mutants: {sum(MADE.values())} in all, by invariant: {dict(sorted(MADE.items()))}")


def _choose(match: MakhupMatch, rng: random.Random | None) -> Play:
    """The first play listed (or a random one), else a draw, else a pass; with ``rng``, sometimes a draw first."""
    season = match.season
    assert season.to_play is not None
    options = makhup.legal_plays(season.hands[season.to_play], season.roads)
    if rng is None:
        return options[0] if options else Play("draw") if season.stock else Play("pass")
    if options and (not season.stock or rng.random() < 0.7):
        return rng.choice(options)
    return Play("draw") if season.stock else Play("pass")


#: A mutant: its invariant, the broken match JSON, the field named (or its start) and a phrase of the message.
Mutant = tuple[str, dict[str, Any], str, str]


def _season_mutants(data: dict[str, Any], rng: random.Random, rules: MakhupRules) -> list[Mutant]:
    """Break one invariant of a season state at a time."""
    season = data["season"]
    players, n, turn = season["seats"], len(season["seats"]), season["turns_taken"]
    seat = players.index(season["dealer"])
    made: list[Mutant] = []

    def add(name: str, change: dict[str, Any], field: str, phrase: str) -> None:
        made.append((name, {**data, "season": {**copy.deepcopy(season), **change}}, field, phrase))

    someone = rng.choice(players)
    extra = rng.choice(DEFAULT_DECK.cards()).notation
    add("an extra card", {"hands": {**season["hands"], someone: [*season["hands"][someone], extra]}},
        "state.season.", "the deck has")
    places = [k for k in ("stock", "discard", "roads") if season[k]]
    if places:
        where = rng.choice(places)
        cut = list(season[where])
        cut.pop(rng.randrange(len(cut)))
        add("a card missing", {where: cut}, "state.season.stock", "are missing")
    if not season["over"] and not season["passes"]:  # (with passes, who passed would change first)
        if turn:
            again = players[(seat + turn - 1) % n]
            add("a repeated turn", {"to_play": again}, "state.season.to_play", "no one plays twice")
        other = players[(seat + rng.randrange(1, n)) % n]
        add("another dealer", {"dealer": other}, "state.season.to_play", "turns go round from the dealer")
        add("a win claimed in play", {"winners": [someone], "to_play": None, "over": True}, "state.season.winners",
            "must be []")
        if season["stock"]:
            add("a pass with cards in the stock", {"passes": 1}, "state.season.passes", "only when the stock is empty")
    elif season["over"]:
        add("a player to play after the end", {"to_play": someone, "over": False}, "state.season.to_play",
            "null exactly when the game is over")
        if any(not h for h in season["hands"].values()):
            add("a turn after the win", {"turns_taken": turn + 1}, "state.season.turns_taken", "turn")
    add("too many turns", {"turns_taken": turn + 200 * n}, "state.season.turns_taken", "cannot leave")
    low, _ = makhup.turn_bounds(MakhupState.from_json(season, rules), rules)
    if low > n and not season["passes"]:
        fewer = turn - n * (1 + (turn - low) // n)
        if fewer >= 0:
            add("too few turns", {"turns_taken": fewer}, "state.season.turns_taken", "cannot leave")
    return made


def _match_mutants(data: dict[str, Any], rng: random.Random, rules: MakhupRules) -> list[Mutant]:
    """Break one invariant of the whole game at a time."""
    season = data["season"]
    made: list[Mutant] = []
    made.append(("a season beyond the game", {**data, "season_number": rules.seasons + 1}, "state.season_number",
                 f"from 1 to {rules.seasons}"))
    made.append(("another number of seasons", {**data, "seasons": rules.seasons + 1}, "state.seasons", "not"))
    stock = season["stock"]
    pairs = [(i, j) for i in range(len(stock)) for j in range(i + 1, len(stock)) if stock[i] != stock[j]]
    if pairs:
        i, j = rng.choice(pairs)
        swapped = list(stock)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        made.append(("the stock out of order", {**data, "season": {**season, "stock": swapped}},
                     "state.season.stock", "only loses its top cards"))
    players = season["seats"]
    a, b = rng.sample(players, 2)
    ha, hb = season["hands"][a], season["hands"][b]
    dealt = deal(len(players), makhup.HAND_SIZE, makhup.season_rng(data["seed"], data["season_number"]), rules.deck)
    own_b = notation(dealt.hands[players.index(b)])
    pick = [(x, y) for x in ha for y in hb if x != y and x not in own_b]  # x: a card not dealt to b
    if pick and not season["passes"] and not season["over"]:
        x, y = rng.choice(pick)
        hands = {**season["hands"], a: [*[c for k, c in enumerate(ha) if k != ha.index(x)], y],
                 b: [*[c for k, c in enumerate(hb) if k != hb.index(y)], x]}
        if rules.draw_to == "road":  # under draw_to = hand, the card might have been drawn
            made.append(("a card dealt to another player", {**data, "season": {**season, "hands": hands}},
                         "state.season.hands.", "does not deal them"))
    big = 10 * rules.seasons * 6 * 48
    totals = {**data["totals"], a: data["totals"][a] + big, b: data["totals"][b] - big}
    made.append(("totals out of reach", {**data, "totals": totals}, "state.totals", "not"))
    return made


flags = st.fixed_dictionaries({
    "new_tips": st.sampled_from(["each_played_card", "last_card_only"]),
    "draw_to": st.sampled_from(["road", "hand"]),
    "seasons": st.integers(1, 3),
    "points_cap": st.sampled_from([None, 1, 2, 6]),
    "scoring": st.sampled_from(["season_won", "cards_left"]),
    "next_dealer": st.sampled_from(["winner", "left"]),
})


@settings(max_examples=12, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(st.integers(0, 2**32), st.integers(2, 6), flags)
def test_states_played_are_accepted_and_each_broken_invariant_refused(seed: int, n: int,
                                                                      flags: dict[str, Any]) -> None:
    rules = MakhupRules.from_json(flags)
    rng = random.Random(seed)
    match = makhup.new_match([f"p{i}" for i in range(n)], seed, rules)
    taken: list[dict[str, Any]] = []
    while True:
        if match.over or rng.random() < 0.08:
            data = match.to_json()
            assert MakhupMatch.from_json(data, rules) == match
            assert MakhupState.from_json(data["season"], rules) == match.season
            taken.append(data)
        if match.over:
            break
        step = makhup.apply_match(match, match.to_play or "", _choose(match, rng))
        assert step.step.legal, step.step.reason
        match = step.state
    for data in taken:
        for name, broken, field, phrase in [*_season_mutants(data, rng, rules), *_match_mutants(data, rng, rules)]:
            try:
                MakhupMatch.from_json(broken, rules)
            except CardError as refused:
                assert (refused.field or "").startswith(field), (name, str(refused))
                assert phrase in refused.message, (name, str(refused))
            else:
                pytest.fail(f"{name}: accepted {broken}")
            MADE[name] += 1


def _play_out(players: list[str], seed: int, rules: MakhupRules) -> tuple[MakhupMatch, list[dict[str, Any]]]:
    """Play a whole game with the first play listed (else a draw, else a pass), checking each step; return the end
    and each season's result."""
    match = makhup.new_match(players, seed, rules)
    results: list[dict[str, Any]] = []
    while not match.over:
        before = match
        step = makhup.apply_match(match, match.to_play or "", _choose(match, None))
        assert step.step.legal, step.step.reason
        match = step.state
        assert MakhupMatch.from_json(match.to_json(), rules) == match
        if step.result is not None:
            results.append(step.result.to_json())
            assert {p: before.totals[p] + step.result.net[p] for p in players} == match.totals
            if not match.over:  # the next season: dealt by the result's dealer, from the seed and its number
                assert match.season_number == before.season_number + 1 and match.season.turns_taken == 0
                assert match.season.dealer == step.result.next_dealer == match.season.to_play
        else:
            assert match.season_number == before.season_number
            assert match.season.turns_taken == before.season.turns_taken + 1
    return match, results


def test_a_seeded_game_of_four_seasons_scores_each_season_won() -> None:
    match, results = _play_out(["甲", "乙", "丙"], 5, MakhupRules())
    assert match.season_number == 4 and match.over
    assert [r["winners"] for r in results] == SEED5_WINNERS
    assert [r["next_dealer"] for r in results] == [w[0] for w in SEED5_WINNERS]
    assert match.totals == SEED5_TOTALS and list(match.winners) == SEED5_GAME_WINNERS
    assert sum(match.totals.values()) == sum(len(r["winners"]) for r in results)


def test_a_seeded_game_paying_the_cards_left_ends_at_the_points_cap() -> None:
    rules = MakhupRules(scoring="cards_left", points_cap=16, next_dealer="left", seasons=6)
    match, results = _play_out(["A", "B", "C", "D"], 11, rules)
    # D reaches the cap in the fourth of six seasons: the game ends there
    assert (match.season_number, match.totals, list(match.winners)) == (4, {"A": 3, "B": -9, "C": -10, "D": 16},
                                                                         ["D"])
    assert [r["net"] for r in results] == [  # exact amounts, as the glossary writes money
        {"A": "9", "B": "-3", "C": "-4", "D": "-2"}, {"A": "-2", "B": "-1", "C": "-1", "D": "4"},
        {"A": "-2", "B": "-2", "C": "-2", "D": "6"}, {"A": "-2", "B": "-3", "C": "-3", "D": "8"}]
    assert [r["next_dealer"] for r in results] == ["B", "C", "D", "A"]
    assert sum(match.totals.values()) == 0 and match.over


# pinned from the service's own play (the guide shows it by curl): the first play listed, else a draw, else a pass
SEED5_WINNERS = [["丙"], ["乙"], ["丙"], ["甲"]]
SEED5_TOTALS = {"甲": 1, "乙": 1, "丙": 2}
SEED5_GAME_WINNERS = ["丙"]


def test_api_whole_game_runs_to_the_end_and_refuses_a_player_acting_twice(client: Any) -> None:
    base = "/v1/paper-cetkaik/makhup"
    match = post(client, f"{base}/match/new", {"seats": ["甲", "乙", "丙"], "seed": 5})["state"]
    first = post(client, f"{base}/match/apply", {"state": match, "player": "甲", "play": {"draw": True}})
    assert first["legal"] is True and first["state"]["to_play"] == "乙"
    again = {**first["state"], "to_play": "甲", "season": {**first["state"]["season"], "to_play": "甲"}}
    refused = post(client, f"{base}/match/plays", {"state": again}, 422)
    assert "state.season.to_play" in refused["errors"]["json"]
    # the same for a season on its own: the state right after 甲's draw, with 甲 to play again
    season = post(client, f"{base}/plays", {"state": {**first["state"]["season"], "to_play": "甲"}}, 422)
    assert "no one plays twice" in season["errors"]["json"]["state.to_play"][0]
    while not match["over"]:
        plays = post(client, f"{base}/match/plays", {"state": match})
        play = plays["plays"][0] if plays["plays"] else {"draw": True} if plays["can_draw"] else {"pass": True}
        step = post(client, f"{base}/match/apply", {"state": match, "player": plays["to_play"], "play": play})
        assert step["legal"] is True
        match = step["state"]
    assert (match["totals"], match["winners"]) == (SEED5_TOTALS, SEED5_GAME_WINNERS)
    over = post(client, f"{base}/match/apply", {"state": match, "player": "甲", "play": {"draw": True}})
    assert over["legal"] is False and over["reason"] == "the game is over"
