"""行戦 match referee: the cards in play are the deal of the match's seed and season number, and the totals are
what the seasons before could have paid (library and HTTP)."""

from __future__ import annotations

import copy
import itertools
import random
from dataclasses import replace
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import mokkaik
from adjudicator.games.paper_cetkaik.cards import Card, CardError, deal

MATCH = "/v1/paper-cetkaik/mokkaik/match"
TWO = mokkaik.MokkaikRules(seasons=2)


def _play(match: mokkaik.MokkaikMatch, plays: int, rng: random.Random) -> mokkaik.MokkaikMatch:
    """Make ``plays`` legal plays (or fewer, if the match ends), choosing with ``rng``."""
    for _ in range(plays):
        player = match.to_play
        if player is None:
            break
        found = mokkaik.legal_plays(match.season.hands[player], match.season.trick, match.rules)
        if found.combos and (found.discard_size is None or rng.random() < 0.6):
            step = mokkaik.apply_match(match, player, rng.choice(found.combos).cards)
        else:
            hand = list(match.season.hands[player])
            step = mokkaik.apply_match(match, player, rng.sample(hand, found.discard_size or 1), True)
        assert step.step.adjudication.legal
        match = step.state
    return match


def _refused(data: dict[str, Any], field: str, rules: mokkaik.MokkaikRules = TWO) -> str:
    with pytest.raises(CardError) as refused:
        mokkaik.MokkaikMatch.from_json(data, rules)
    assert refused.value.field == field, refused.value
    return refused.value.message


def _undealt(seed: int, number: int, players: int) -> Card:
    """A card no player is dealt in season ``number`` of ``seed``."""
    dealt = deal(players, mokkaik.hand_size(players), mokkaik.season_rng(seed, number))
    in_play = {c for hand in dealt.hands for c in hand}
    return next(c for c in dealt.stock if c not in in_play)


# --- the cards in play are the season's deal ----------------------------------------------------------------------


def test_cards_swapped_between_two_hands_are_refused() -> None:
    data = mokkaik.new_match(["0", "1"], 5, TWO).to_json()
    hands = data["season"]["hands"]
    first, second = next((a, b) for a, b in zip(hands["0"], hands["1"], strict=False) if a != b)
    hands["0"][hands["0"].index(first)], hands["1"][hands["1"].index(second)] = second, first
    message = _refused(data, "state.season.hands.0")
    assert "season 1 of this seed" in message and "come from their own deal" in message


def test_a_hand_card_the_season_does_not_deal_is_refused() -> None:
    data = mokkaik.new_match(["A", "B", "C"], 9, TWO).to_json()
    data["season"]["hands"]["B"][0] = str(_undealt(9, 1, 3))
    _refused(data, "state.season.hands.B")


def test_a_match_sent_back_with_another_seed_or_season_number_is_refused() -> None:
    match = mokkaik.new_match(["A", "B"], 5, TWO)
    _refused({**match.to_json(), "seed": 6}, "state.season.hands.A")
    # season 1's deal claimed as season 2's, the first player dealing again after winning season 1 (bonus 3)
    second = replace(match, season_number=2, season=replace(match.season, bonus=3), totals={"A": 12, "B": -12})
    _refused(second.to_json(), "state.season.hands.A")
    dealt = mokkaik.new_season(match.players, "A", mokkaik.season_rng(5, 2), 3)
    assert mokkaik.MokkaikMatch.from_json(replace(second, season=dealt).to_json(), TWO).season == dealt


def test_played_and_won_cards_come_from_the_players_own_deal() -> None:
    # two tricks done (C won 赤王 赤皇, B won 赤虎), B led 黒車 in the third and C laid 黒筆 face down
    match = _play(mokkaik.new_match(["A", "B", "C"], 4, TWO), 8, random.Random(3))
    season = match.season
    assert [(t.player, t.combo is None) for t in season.trick] == [("B", False), ("C", True)]
    assert {p: len(season.public[p]) for p in match.players} == {"A": 0, "B": 1, "C": 2}
    assert mokkaik.MokkaikMatch.from_json(match.to_json(), TWO) == match
    dealt = dict(zip(match.players, deal(3, 10, mokkaik.season_rng(4, 1)).hands, strict=True))
    # C's face-down discard swapped for a card dealt to A
    data = match.to_json()
    foreign = next(c for c in dealt["A"] if c not in dealt["C"])
    data["season"]["trick"][1]["cards"] = [str(foreign)]
    _refused(data, "state.season.trick[1].cards")
    # one of C's 公開札 moved to A, who did not play it
    data = match.to_json()
    card = data["season"]["public"]["C"].pop(0)
    assert Card.parse(card) not in dealt["A"]
    data["season"]["public"]["A"].append(card)
    _refused(data, "state.season.public.A")


def test_every_state_of_random_matches_is_accepted_back() -> None:
    # (a one-season match was refused once over: its totals were taken for payments before the first season ended)
    for seed, players, seasons in itertools.product((1, 2), (2, 3, 5, 6), (1, 3)):
        rules = mokkaik.MokkaikRules(seasons=seasons, dealer_multiplier="payer_is_dealer" if seed == 2 else
                                     "payer_or_payee_is_dealer")
        rng = random.Random(seed * 10 + players)
        match = mokkaik.new_match([f"p{i}" for i in range(players)], seed, rules)
        while not match.over:
            match = _play(match, 1, rng)
            assert mokkaik.MokkaikMatch.from_json(match.to_json(), rules) == match


# --- the dealer and the season in play ----------------------------------------------------------------------------


def test_the_first_player_never_deals_season_k_at_bonus_k() -> None:
    match = mokkaik.new_match(["A", "B", "C"], 5)
    for number, bonus, totals in [(2, 2, {"A": 0, "B": 0, "C": 0}), (3, 3, {"A": 0, "B": 0, "C": 0})]:
        season = mokkaik.new_season(match.players, "A", mokkaik.season_rng(5, number), bonus)
        data = replace(match, season_number=number, season=season, totals=totals).to_json()
        assert "below" in _refused(data, "state.season.bonus", mokkaik.DEFAULT_RULES)


def test_a_season_over_before_the_last_is_refused() -> None:
    rng = random.Random(1)
    one = mokkaik.MokkaikRules(seasons=1)
    finished = _play(mokkaik.new_match(["A", "B"], 2, one), 200, rng)
    assert finished.over
    # the same finished season claimed as season 1 of 2: the service deals season 2 as soon as it ends
    _refused({**finished.to_json(), "seasons": 2, "over": False, "winners": [], "to_play": None},
             "state.season.season_winner")


# --- the totals --------------------------------------------------------------------------------------------------


def _season_two(totals: dict[str, int], dealer: str = "0", bonus: int = 3) -> dict[str, Any]:
    match = mokkaik.new_match(["0", "1"], 5, TWO)
    season = mokkaik.new_season(match.players, dealer, mokkaik.season_rng(5, 2), bonus)
    return replace(match, season_number=2, season=season, totals=totals).to_json()


def test_totals_beyond_what_one_season_pays_are_refused() -> None:
    # 0 dealt season 1 at bonus 2 and won it (so deals season 2 at 3): 1 paid (6 - c) x 2 with c 0..9
    _refused(_season_two({"0": 100, "1": -100}), "state.totals.0")
    for paid in (12, -6, 0, 2):
        assert mokkaik.MokkaikMatch.from_json(_season_two({"0": paid, "1": -paid}), TWO).totals["0"] == paid
    for paid in (13, 14, -7, -8):
        _refused(_season_two({"0": paid, "1": -paid}), "state.totals.0")
    # 1 won season 1 from the dealer 0: 0 paid (6 - c) x 2
    assert mokkaik.MokkaikMatch.from_json(_season_two({"0": -12, "1": 12}, "1", 2), TWO).totals["1"] == 12
    _refused(_season_two({"0": 12, "1": -12}, "1", 2), "state.totals.0")


def test_a_finished_match_totals_include_its_last_season_exactly() -> None:
    rng = random.Random(5)
    one = mokkaik.MokkaikRules(seasons=1)
    finished = _play(mokkaik.new_match(["A", "B", "C"], 8, one), 200, rng)
    assert finished.over and any(finished.totals.values())
    assert mokkaik.MokkaikMatch.from_json(finished.to_json(), one) == finished  # refused before: "nothing paid"
    swapped = dict(zip(finished.players, reversed([finished.totals[p] for p in finished.players]), strict=True))
    for totals in ({p: 0 for p in finished.players}, swapped):
        if totals == finished.totals:
            continue
        data = {**finished.to_json(), "totals": totals}
        data["winners"] = [p for p in finished.players if totals[p] == max(totals.values())]
        with pytest.raises(CardError) as refused:
            mokkaik.MokkaikMatch.from_json(data, one)
        assert refused.value.field is not None and refused.value.field.startswith("state.totals.")


def _enumerated(players: list[str], number: int, rules: mokkaik.MokkaikRules) -> mokkaik.Bounds:
    """Every sequence of winners and 公開札 counts (each winner at least 1, summing to the cards dealt), settled."""
    n, cards = len(players), mokkaik.hand_size(len(players))
    counts = [c for c in itertools.product(range(cards + 1), repeat=n) if sum(c) == cards]
    states: dict[tuple[str, int], set[tuple[int, ...]]] = {(players[0], 2): {(0,) * n}}
    for _ in range(1, number):
        after: dict[tuple[str, int], set[tuple[int, ...]]] = {}
        for (dealer, bonus), totals in states.items():
            for w, winner in enumerate(players):
                nets = {tuple(mokkaik.season_settlement(dict(zip(players, c, strict=True)), winner, dealer, bonus,
                                                        rules).net[p] for p in players) for c in counts if c[w]}
                into = after.setdefault((winner, bonus + 1 if winner == dealer else 2), set())
                into.update(tuple(a + b for a, b in zip(t, x, strict=True)) for t in totals for x in nets)
        states = after
    return {key: {p: (min(t[i] for t in got), max(t[i] for t in got)) for i, p in enumerate(players)}
            for key, got in states.items()}


@pytest.mark.parametrize("multiplier", ["payer_or_payee_is_dealer", "payer_is_dealer"])
def test_total_bounds_are_the_least_and_most_every_sequence_of_seasons_pays(multiplier: str) -> None:
    rules = mokkaik.MokkaikRules(dealer_multiplier=multiplier)  # type: ignore[arg-type]
    for players, number in [(["A", "B"], 3), (["A", "B", "C"], 3), (["A", "B", "C", "D", "E"], 2)]:
        assert mokkaik.total_bounds(players, number, rules) == _enumerated(players, number, rules)


# --- over HTTP -----------------------------------------------------------------------------------------------------


def test_http_refuses_swapped_hands_another_seed_and_impossible_totals(client: Any) -> None:
    rules = {"seasons": 2}
    match = client.post(f"{MATCH}/new", json={"seats": ["0", "1"], "seed": 5, "ruleset": rules}).get_json()["state"]
    assert client.post(f"{MATCH}/plays", json={"state": match, "ruleset": rules}).status_code == 200
    swapped = copy.deepcopy(match)
    hands = swapped["season"]["hands"]
    first, second = next((a, b) for a, b in zip(hands["0"], hands["1"], strict=False) if a != b)
    hands["0"][hands["0"].index(first)], hands["1"][hands["1"].index(second)] = second, first
    lead = [match["season"]["hands"]["0"][0]]
    for body in ({"state": swapped, "ruleset": rules},
                 {"state": {**match, "seed": 6}, "ruleset": rules, "player": "0", "cards": lead}):
        path = f"{MATCH}/apply" if "player" in body else f"{MATCH}/plays"
        answer = client.post(path, json=body)
        assert answer.status_code == 422 and "state.season.hands.0" in answer.get_json()["message"]
    answer = client.post(f"{MATCH}/plays", json={"state": _season_two({"0": 100, "1": -100}), "ruleset": rules})
    assert answer.status_code == 422 and "state.totals.0" in answer.get_json()["message"]
    assert client.post(f"{MATCH}/plays", json={"state": _season_two({"0": 12, "1": -12}),
                                                "ruleset": rules}).status_code == 200


def test_http_takes_back_a_finished_one_season_match(client: Any) -> None:
    rules = {"seasons": 1}
    finished = _play(mokkaik.new_match(["A", "B"], 3, mokkaik.MokkaikRules(seasons=1)), 200, random.Random(1))
    answer = client.post(f"{MATCH}/apply", json={"state": finished.to_json(), "ruleset": rules, "player": "A",
                                                 "cards": ["黒馬"]})
    assert answer.status_code == 200 and answer.get_json()["reason"] == "the match is over"
