"""The other reading of each ambiguity of the card games, offered as a rules option beside the default one: each
value's plays and results on a concrete case, whole games under it pinned, and the state checks kept consistent."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import taxot
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.taxot import TaxotMatch, TaxotRules

from .helpers import post

# --- 終季: who deals after a season whose stock ran out (exhaustive_draw) -------------------------------------------


def _taxot_game(players: int, seed: int, rules: TaxotRules) -> list[TaxotMatch]:
    """Every state of a whole 終季 game dealt from ``seed``, each player winning when it can, claiming (開) or exposing
    a 4-set half the time, else taking any action, drawn from ``seed`` (the seasons' ends are checked as they come)."""
    rng = random.Random(seed)
    match = taxot.new_match([f"p{i}" for i in range(players)], seed, rules)
    states = [match]
    while not match.over:
        actions = taxot.match_actions(match)
        wins = [a for a in actions if a.action == "win"]
        keen = [a for a in actions if a.action in ("nam", "expose_quad")]
        chosen = wins[0] if wins else rng.choice(keen) if keen and rng.random() < 0.5 else rng.choice(actions)
        step = taxot.apply_match(match, chosen)
        assert step.step.legal, step.step.reason
        ended = step.step.state
        if step.settlement is not None and ended.result is None:  # the stock ran out: no score, no payment
            assert not ended.stock and step.settlement.winner is None
            assert step.settlement.net == taxot.season_totals(ended)
            if rules.exhaustive_draw == "no_score":
                assert (step.settlement.next_dealer, step.settlement.next_bonus) == (ended.dealer, ended.bonus)
            else:
                seat = ended.players[(ended.players.index(ended.dealer) + 1) % players]
                assert (step.settlement.next_dealer, step.settlement.next_bonus) == (seat, taxot.START_BONUS)
            if not step.state.over:
                assert (step.state.season.dealer, step.state.season.bonus) == (step.settlement.next_dealer,
                                                                               step.settlement.next_bonus)
        match = step.state
        states.append(match)
    return states


def _seasons(match: TaxotMatch) -> list[tuple[str, int, str | None]]:
    """Each season's dealer, bonus and winner (None: the stock ran out)."""
    return [(s.dealer, s.bonus, None if s.result is None else s.result.next_dealer)
            for s in (*match.finished, match.season)]


def test_taxot_exhaustive_draw_defaults_to_no_score_and_reads_both_values() -> None:
    assert TaxotRules().exhaustive_draw == "no_score"
    assert TaxotRules.from_json({"exhaustive_draw": "dealer_passes"}).exhaustive_draw == "dealer_passes"
    assert TaxotRules.from_json(None).to_json()["exhaustive_draw"] == "no_score"
    with pytest.raises(CardError) as err:
        TaxotRules.from_json({"exhaustive_draw": "redeal"})
    assert err.value.field == "rules.exhaustive_draw" and "no_score, dealer_passes" in err.value.message


def test_taxot_a_season_run_out_of_stock_is_settled_under_each_reading() -> None:
    """Seed 7, three players: season 2 (p0 dealing at bonus 3 after winning season 1) runs out of stock."""
    kept = _taxot_game(3, 7, TaxotRules())
    passed = _taxot_game(3, 7, TaxotRules(exhaustive_draw="dealer_passes"))
    drawn = kept[-1].finished[1]
    assert drawn.result is None and not drawn.stock and drawn == passed[-1].finished[1]
    assert taxot.season_totals(drawn) == {"p0": 0, "p1": 0, "p2": 0}  # no 開 or 四友 was paid in it
    assert taxot.settle_season(drawn, 2) == taxot.SeasonSettlement(2, None, {"p0": 0, "p1": 0, "p2": 0}, "p0", 3)
    assert taxot.settle_season(drawn, 2, TaxotRules(exhaustive_draw="dealer_passes")) == taxot.SeasonSettlement(
        2, None, {"p0": 0, "p1": 0, "p2": 0}, "p1", 2)
    # the whole games: under no_score p0 deals season 3 again at 3; under dealer_passes p1 deals it at 2
    assert _seasons(kept[-1]) == [("p0", 2, "p0"), ("p0", 3, None), ("p0", 3, "p2"), ("p2", 2, "p2")]
    assert kept[-1].totals == {"p0": -21, "p1": -17, "p2": 38} and kept[-1].winners == ("p2",)
    assert _seasons(passed[-1]) == [("p0", 2, "p0"), ("p0", 3, None), ("p1", 2, "p0"), ("p0", 2, "p0")]
    assert passed[-1].totals == {"p0": 39, "p1": -28, "p2": -11} and passed[-1].winners == ("p0",)


@pytest.mark.parametrize("reading", ["no_score", "dealer_passes"])
def test_taxot_games_under_each_reading_are_accepted_by_it_and_refused_by_the_other(reading: str) -> None:
    rules = TaxotRules(exhaustive_draw=reading)  # type: ignore[arg-type]
    other = TaxotRules(exhaustive_draw="dealer_passes" if reading == "no_score" else "no_score")
    states = _taxot_game(3, 7, rules)
    after_draw = [m for m in states if m.season_number == 3]
    assert after_draw
    for match in states:
        assert TaxotMatch.from_json(match.to_json(), rules) == match
    for match in after_draw:  # season 3 was dealt by the dealer the reading gives, which the other reading refuses
        with pytest.raises(CardError) as err:
            TaxotMatch.from_json(match.to_json(), other)
        assert err.value.field in ("state.season.dealer", "state.season.bonus")
    # the state edited to the other reading's dealer and bonus is refused under this one
    data = after_draw[0].to_json()
    drawn = after_draw[0].finished[1]
    dealer, bonus = taxot.season_outcome(drawn, other)[1:]
    edited = replace(taxot.new_match(list(drawn.players), 7, rules), season_number=3, finished=after_draw[0].finished,
                     season=taxot.new_season(drawn.players, dealer, taxot.season_deck(7, 3, rules), bonus, rules))
    assert edited.to_json() != data
    with pytest.raises(CardError) as err:
        TaxotMatch.from_json(edited.to_json(), rules)
    assert err.value.field in ("state.season.dealer", "state.season.bonus")
    assert TaxotMatch.from_json(edited.to_json(), other) == replace(edited, rules=other)


def test_taxot_exhaustive_draw_over_http(client: Any) -> None:
    path = "/v1/paper-cetkaik/taxot/match"
    refused = post(client, path + "/new", {"seats": ["A", "B"], "seed": 1, "ruleset": {"exhaustive_draw": "x"}},
                   422)
    assert list(refused["errors"]["json"]) == ["ruleset.exhaustive_draw"]
    ruleset = {"exhaustive_draw": "dealer_passes"}
    new = post(client, path + "/new", {"seats": ["p0", "p1", "p2"], "seed": 7, "ruleset": ruleset})
    assert new["ruleset"]["exhaustive_draw"] == "dealer_passes"
    game = _taxot_game(3, 7, TaxotRules(exhaustive_draw="dealer_passes"))
    assert new["state"] == game[0].to_json()
    third = next(m for m in game if m.season_number == 3)
    listed = post(client, path + "/actions", {"state": third.to_json(), "ruleset": ruleset})
    assert listed["to_play"] == "p1"  # p1 deals season 3 after the exhaustive draw of season 2
    refused = post(client, path + "/actions", {"state": third.to_json()}, 422)  # sent under the default reading
    assert list(refused["errors"]["json"]) == ["state.season.dealer"]
