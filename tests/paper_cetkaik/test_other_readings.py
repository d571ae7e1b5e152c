"""The other reading of each ambiguity of the card games, offered as a rules option beside the default one: each
value's plays and results on a concrete case, whole games under it pinned, and the state checks kept consistent."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import makkaik, makkaik_game, mokkaik, nine, taxot
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.makkaik import MakkaikRules
from adjudicator.games.paper_cetkaik.mokkaik import MokkaikMatch, MokkaikRules
from adjudicator.games.paper_cetkaik.nine import NineMatch, NineRules
from adjudicator.games.paper_cetkaik.taxot import TaxotMatch, TaxotRules

from .helpers import cards, nine_choose, post

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


# --- 行戦: a whole game to a points cap (points_cap), the other reading of a game's length ----------------------------


#: A play of a whole 行戦 game: who, the cards, face down or not.
Move = tuple[str, list[Any], bool]


def _mokkaik_game(players: list[str], seed: int, rules: MokkaikRules,
                  moves: list[Move] | None = None) -> list[mokkaik.MatchStep]:
    """Every step of a whole 行戦 game dealt from ``seed``, each player following with a combo drawn from ``seed``
    (60%) or laying cards face down, each step checked against the rules as it comes (the plays made go to
    ``moves``)."""
    rng = random.Random(seed)
    match = mokkaik.new_match(players, seed, rules)
    steps: list[mokkaik.MatchStep] = []
    while not match.over:
        player = match.to_play
        assert player is not None
        found = mokkaik.legal_plays(match.season.hands[player], match.season.trick, rules)
        if found.combos and (found.discard_size is None or rng.random() < 0.6):
            move: Move = (player, list(rng.choice(found.combos).cards), False)
        else:
            move = (player, rng.sample(match.season.hands[player], found.discard_size or 1), True)
        step = mokkaik.apply_match(match, *move)
        if moves is not None:
            moves.append(move)
        assert step.step.adjudication.legal
        after = step.state
        if step.settlement is None:
            assert after.totals == match.totals and after.season_number == match.season_number
        else:
            assert after.totals == {p: match.totals[p] + step.settlement.net[p] for p in players}
            capped = rules.points_cap is not None and max(after.totals.values()) >= rules.points_cap
            # the match ends with the last season or the one at whose end a total reaches the cap, and only then
            assert after.over == (match.season_number == rules.seasons or capped)
            if not after.over:
                assert after.season_number == match.season_number + 1
                assert (after.season.dealer, after.season.bonus) == (step.settlement.next_dealer,
                                                                     step.settlement.next_bonus)
        steps.append(step)
        match = after
    return steps


def test_mokkaik_points_cap_is_read_like_the_other_card_games() -> None:
    assert MokkaikRules().points_cap is None
    assert MokkaikRules.from_json({"points_cap": 20}).points_cap == 20
    assert mokkaik.new_match(["A", "B"], 1, MokkaikRules(points_cap=20)).to_json()["points_cap"] == 20
    for bad in (0, -5, True, "20", 10**6 + 1):
        with pytest.raises(CardError) as err:
            MokkaikRules.from_json({"points_cap": bad})
        assert err.value.field == "rules.points_cap"


def test_mokkaik_a_seeded_game_ends_by_the_cap_and_nothing_follows_it() -> None:
    """Seed 0, three players, six seasons capped at 20: A, B, C and C win the seasons, and C reaches 24 at the end of
    season 4, which ends the game."""
    rules = MokkaikRules(seasons=6, points_cap=20)
    steps = _mokkaik_game(["A", "B", "C"], 0, rules)
    end = steps[-1].state
    # each season's winner (who deals next), the bonus it deals at, and the totals at its end
    assert [(s.settlement.next_dealer, s.settlement.next_bonus, s.state.totals) for s in steps if s.settlement] == [
        ("A", 3, {"A": 14, "B": -8, "C": -6}), ("B", 2, {"A": 14, "B": -4, "C": -10}),
        ("C", 2, {"A": 8, "B": -10, "C": 2}), ("C", 3, {"A": -2, "B": -22, "C": 24})]
    assert end.season_number == 4 and end.over and end.to_play is None
    assert end.totals == {"A": -2, "B": -22, "C": 24} and end.winners == ("C",)
    # without the cap the same deals play on to the sixth season
    uncapped = _mokkaik_game(["A", "B", "C"], 0, replace(rules, points_cap=None))[-1].state
    assert uncapped.season_number == 6
    # every state is read back; the end refuses a play, and a fifth season dealt after it is refused
    for step in steps:
        assert MokkaikMatch.from_json(step.state.to_json(), rules) == step.state
    after = mokkaik.apply_match(end, "A", [])
    assert not after.step.adjudication.legal and after.step.adjudication.reason == "the match is over"
    fifth = mokkaik.new_season(end.players, "C", mokkaik.season_rng(0, 5), 4, rules)
    beyond = replace(end, season_number=5, season=fifth).to_json()
    with pytest.raises(CardError) as err:
        MokkaikMatch.from_json(beyond, rules)
    assert err.value.field == "state.season_number" and "points cap 20" in err.value.message
    no_cap = replace(rules, points_cap=None)  # without a cap the same totals go on to season 5
    assert MokkaikMatch.from_json({**beyond, "points_cap": None}, no_cap).season_number == 5
    # the end sent back under another cap, or without stating its cap
    with pytest.raises(CardError) as err:
        MokkaikMatch.from_json(end.to_json(), replace(rules, points_cap=30))
    assert err.value.field == "state.points_cap"
    with pytest.raises(CardError) as err:
        MokkaikMatch.from_json({k: v for k, v in end.to_json().items() if k != "points_cap"}, rules)
    assert err.value.field == "state.points_cap"
    # season 4 over under a higher cap no total reaches is not the end: the next season is dealt at once
    with pytest.raises(CardError) as err:
        MokkaikMatch.from_json({**end.to_json(), "points_cap": 25}, replace(rules, points_cap=25))
    assert err.value.field in ("state.season.season_winner", "state.over")


def test_mokkaik_points_cap_over_http(client: Any) -> None:
    path = "/v1/paper-cetkaik/mokkaik/match"
    refused = post(client, path + "/new", {"seats": ["A", "B"], "seed": 1, "ruleset": {"points_cap": 0}}, 422)
    assert list(refused["errors"]["json"]) == ["ruleset.points_cap"]
    ruleset = {"seasons": 6, "points_cap": 20}
    new = post(client, path + "/new", {"seats": ["A", "B", "C"], "seed": 0, "ruleset": ruleset})
    assert new["ruleset"]["points_cap"] == 20 and new["state"]["points_cap"] == 20
    moves: list[Move] = []
    steps = _mokkaik_game(["A", "B", "C"], 0, MokkaikRules(seasons=6, points_cap=20), moves)
    assert new["state"] == mokkaik.new_match(["A", "B", "C"], 0, MokkaikRules(seasons=6, points_cap=20)).to_json()
    last, before = steps[-1], steps[-2].state
    player, cards, face_down = moves[-1]
    answer = post(client, path + "/apply", {"state": before.to_json(), "ruleset": ruleset, "player": player,
                                            "cards": [str(c) for c in cards], "face_down": face_down})
    assert answer["state"] == last.state.to_json() and answer["state"]["over"] is True
    assert answer["state"]["winners"] == ["C"] and answer["state"]["totals"] == {"A": -2, "B": -22, "C": 24}
    refused = post(client, path + "/plays", {"state": last.state.to_json(), "ruleset": {"seasons": 6}}, 422)
    assert list(refused["errors"]["json"]) == ["state.points_cap"]


# --- 値戦: an exact tie at the showdown (tie) ------------------------------------------------------------------------


TIED = {"A": cards("黒将 赤弓 黒車"), "B": cards("黒将 赤虎 黒馬")}  # each a single 将 with 赤無 黒兵 赤将
COMMUNITY = cards("赤無 黒兵 赤将")


def test_makkaik_tie_split_shares_the_pot_and_dealer_order_gives_it_to_the_first_from_the_dealer() -> None:
    split = makkaik.showdown(TIED, COMMUNITY, 9)
    assert split.winners == ("A", "B") and split.shares == {"A": Fraction(9, 2), "B": Fraction(9, 2)}
    first = MakkaikRules(tie="dealer_order")
    for order, winner in ((("A", "B"), "A"), (("B", "A"), "B"), (("C", "B", "A"), "B"), (("C", "A", "B"), "A")):
        shown = makkaik.showdown(TIED, COMMUNITY, 9, first, order)
        assert shown.winners == (winner,) and shown.shares == {winner: Fraction(9)}
        assert shown.values == split.values  # the combos compared are the same; only the tie is settled otherwise
    # no tie: the strongest takes the pot under either reading, with or without an order
    stronger = {"A": cards("黒将 赤将 黒車"), "B": TIED["B"]}
    for rules in (MakkaikRules(), first):
        assert makkaik.showdown(stronger, COMMUNITY, 9, rules).shares == {"A": Fraction(9)}
    with pytest.raises(CardError) as err:  # a tie under dealer_order needs the turn order
        makkaik.showdown(TIED, COMMUNITY, 9, first)
    assert err.value.field == "order"
    with pytest.raises(CardError) as err:
        MakkaikRules.from_json({"tie": "carry_over"})
    assert err.value.field == "rules.tie" and "split, dealer_order" in err.value.message


@pytest.mark.parametrize(("seed", "split", "first"), [
    (0, {"0": "-4", "1": "2", "2": "2"}, {"0": "-4", "1": "8", "2": "-4"}),  # 1 and 2 tie; 1 sits first after 0
    (7, {"0": "0", "1": "0", "2": "0"}, {"0": "8", "1": "-4", "2": "-4"}),  # all three tie; the dealer 0 takes it
])
def test_makkaik_a_seeded_game_ending_in_a_tie_is_settled_under_each_reading(seed: int, split: dict[str, str],
                                                                            first: dict[str, str]) -> None:
    for rules, net in ((MakkaikRules(), split), (MakkaikRules(tie="dealer_order"), first)):
        game = makkaik_game.new_game(["0", "1", "2"], seed)
        while not game.over:  # everyone makes the first play listed: all stay in to the showdown
            game = makkaik_game.apply(game, makkaik_game.legal_plays(game, rules)[0], rules).game
        settled = makkaik_game.settlement(game, rules)
        assert settled is not None and settled.showdown is not None
        assert {p: str(v) for p, v in settled.net.items()} == net
        assert makkaik_game.MakkaikGame.from_json(game.to_json(), rules) == game


@pytest.mark.parametrize(("rules", "ties", "totals", "winners"), [
    (MakkaikRules(), 1, {"0": "-4", "1": "2", "2": "2"}, ("1", "2")),
    (MakkaikRules(tie="dealer_order"), 0, {"0": "-4", "1": "-4", "2": "8"}, ("2",)),
])
def test_makkaik_a_seeded_whole_game_with_a_tie_under_each_reading(rules: MakkaikRules, ties: int,
                                                                    totals: dict[str, str],
                                                                    winners: tuple[str, ...]) -> None:
    """Seed 18, three players, four hands, everyone making the first play listed: one hand's showdown ties."""
    match = makkaik_game.new_match(["0", "1", "2"], 18, rules)
    split = 0
    while not match.over:
        step = makkaik_game.apply_match(match, makkaik_game.legal_match_plays(match)[0])
        assert step.legal
        if step.settlement is not None:
            split += len(step.settlement.winners) > 1
            assert step.state.totals == {p: match.totals[p] + step.settlement.net[p] for p in match.players}
        match = step.state
        assert makkaik_game.MakkaikMatch.from_json(match.to_json(), rules) == match
    assert split == ties and match.hand_number == 4
    assert {p: str(t) for p, t in match.totals.items()} == totals and match.winners == winners
    halves = {**match.to_json(), "totals": {"0": "-4", "1": "5/2", "2": "3/2"}}  # a split pot's halves
    with pytest.raises(CardError) as err:
        makkaik_game.MakkaikMatch.from_json(halves, rules)
    if rules.tie == "dealer_order":
        assert err.value.field == "state.totals.1" and "no pot is split" in err.value.message


def test_makkaik_tie_over_http(client: Any) -> None:
    body = {"hands": {"A": ["黒将", "赤弓", "黒車"], "B": ["黒将", "赤虎", "黒馬"]},
            "community": ["赤無", "黒兵", "赤将"], "pot": 9}
    assert post(client, "/v1/paper-cetkaik/makkaik/showdown", body)["winners"] == ["A", "B"]
    ruleset = {"tie": "dealer_order"}
    answer = post(client, "/v1/paper-cetkaik/makkaik/showdown", {**body, "ruleset": ruleset, "order": ["B", "A"]})
    assert answer["winners"] == ["B"] and answer["ruleset"]["tie"] == "dealer_order"
    refused = post(client, "/v1/paper-cetkaik/makkaik/showdown", {**body, "ruleset": ruleset}, 422)
    assert list(refused["errors"]["json"]) == ["order"]
    refused = post(client, "/v1/paper-cetkaik/makkaik/showdown", {**body, "ruleset": {"tie": "x"}}, 422)
    assert list(refused["errors"]["json"]) == ["ruleset.tie"]


# --- 小猫: a child that took part and cannot play on (forced_fail) --------------------------------------------------


def _nine_game(seed: int, rules: NineRules, stop: int | None = None) -> tuple[list[NineMatch], int]:
    """The states of a whole 小猫 game of three seats dealt from ``seed`` (the first ``stop`` actions only, if given)
    and how many times a player who had taken part could not play on; each state is read back under ``rules``."""
    rng = random.Random(seed)
    match = nine.new_match(["p0", "p1", "p2"], seed, rules)
    states, forced = [match], 0
    while not match.over and (stop is None or len(states) <= stop):
        player, played = nine_choose(match, rng)
        forced += played is None and player in match.season.taken_part
        step = nine.apply_match(match, player, played)
        assert step.step.legal, step.step.reason
        match = step.state
        assert NineMatch.from_json(json.loads(json.dumps(match.to_json())), rules) == match
        states.append(match)
    return states, forced


def test_nine_a_forced_fail_draws_3_under_decline_and_nothing_under_pass() -> None:
    """Seed 1: after four actions p1, who took part, cannot beat the table."""
    before = _nine_game(1, NineRules(seasons=2), 4)[0][-1]
    same = _nine_game(1, NineRules(seasons=2, forced_fail="pass"), 4)[0][-1]
    assert before.to_json() == same.to_json()  # the same game so far
    season = before.season
    player = season.to_play
    assert player == "p1" and player in season.taken_part
    assert not nine.legal_plays(season.hands[player], season.table[-1])
    hand, stock = season.hands[player], season.stock
    drawn = nine.apply(season, player, None).state  # decline (default): out of the round with 3 more cards
    assert drawn.hands[player] == nine.sort_cards((*hand, *stock[:3])) and drawn.stock == stock[3:]
    assert player in drawn.declined
    passed = nine.apply(season, player, None, NineRules(forced_fail="pass")).state  # pass: out, holding the same
    assert passed.hands[player] == hand and passed.stock == stock and player in passed.declined
    assert passed.to_play == drawn.to_play
    # each state is read back under its own reading; the pass is refused under decline, where dropping out draws
    assert nine.NineState.from_json(passed.to_json(), NineRules(forced_fail="pass")) == passed
    assert nine.NineState.from_json(drawn.to_json(), NineRules()) == drawn
    with pytest.raises(CardError) as err:
        nine.NineState.from_json(passed.to_json(), NineRules())
    assert err.value.field.startswith(("state.stock", "state.declined", "state.hands"))
    with pytest.raises(CardError) as err:
        NineRules.from_json({"forced_fail": "stay"})
    assert err.value.field == "rules.forced_fail" and "decline, pass" in err.value.message


@pytest.mark.parametrize(("reading", "actions", "forced", "totals", "winners"), [
    ("decline", 28, 6, {"p0": 2, "p1": 0, "p2": 0}, ("p0",)),
    ("pass", 45, 9, {"p0": 1, "p1": 0, "p2": 1}, ("p0", "p2")),
])
def test_nine_a_seeded_whole_game_under_each_reading(reading: str, actions: int, forced: int,
                                                     totals: dict[str, int], winners: tuple[str, ...]) -> None:
    """Seed 2, three seats, two seasons: every state is read back under its reading (in :func:`_nine_game`)."""
    states, failed = _nine_game(2, NineRules(seasons=2, forced_fail=reading))  # type: ignore[arg-type]
    end = states[-1]
    assert (len(states) - 1, failed, end.totals, end.winners) == (actions, forced, totals, winners)


def test_nine_forced_fail_over_http(client: Any) -> None:
    before = _nine_game(1, NineRules(seasons=2), 4)[0][-1]
    ruleset = {"seasons": 2, "forced_fail": "pass"}
    listed = post(client, "/v1/paper-cetkaik/nine/match/plays", {"state": before.to_json(), "ruleset": ruleset})
    assert listed["to_play"] == "p1" and listed["can_decline"] is True
    step = post(client, "/v1/paper-cetkaik/nine/match/apply",
                {"state": before.to_json(), "ruleset": ruleset, "player": "p1", "cards": None})
    assert step["legal"] and step["state"]["season"]["hands"]["p1"] == before.to_json()["season"]["hands"]["p1"]
    assert step["state"]["season"]["stock"] == before.to_json()["season"]["stock"]
    refused = post(client, "/v1/paper-cetkaik/nine/match/plays", {"state": step["state"], "ruleset": {"seasons": 2}},
                   422)
    assert next(iter(refused["errors"]["json"])).startswith("state.season")


def test_nine_states_under_pass_with_one_invariant_broken_are_refused() -> None:
    """The checks that do not rest on the draws hold under pass: every card once, the turn, the stock's order."""
    rules = NineRules(seasons=2, forced_fail="pass")
    made = 0
    for match in _nine_game(2, rules)[0][:-1]:
        data = json.loads(json.dumps(match.to_json()))
        season = data["season"]
        player = season["to_play"]
        mutants = []
        extra = copy_of(data)
        extra["season"]["hands"][player].append(season["hands"][player][0] if season["hands"][player] else "黒兵")
        mutants.append((extra, "state.season"))  # a card twice (or one more than the deck has)
        if season["declined"]:
            turn = copy_of(data)
            turn["season"]["to_play"] = season["declined"][0]
            mutants.append((turn, "state.season"))  # a player out of the round to play
        if len(season["stock"]) > 1 and season["stock"][0] != season["stock"][-1]:
            order = copy_of(data)
            order["season"]["stock"] = season["stock"][::-1]
            mutants.append((order, "state.season.stock"))  # the stock not the deal's
        for broken, field in mutants:
            with pytest.raises(CardError) as err:
                NineMatch.from_json(broken, rules)
            assert err.value.field.startswith(field), (field, err.value)
            made += 1
    assert made > 90


def copy_of(data: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of a JSON state."""
    copied: dict[str, Any] = json.loads(json.dumps(data))
    return copied
